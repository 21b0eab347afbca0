import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredFetch, savedFiles } from '../../../test/files';
import { renderWithRelay } from '../../../test/relay';
import { DownloadPhotoDialog } from './DownloadPhotoDialog';
import { isDownloadUrl, type PhotoFile } from './saveFile';

const PHOTO: PhotoFile = { url: 'https://blobs.test/p.1.original?signature=abc', fileName: 'IMG_0042.HEIC' };

function Harness({ onDownloaded, onClose }: { onDownloaded: () => void; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <DownloadPhotoDialog
        photo={PHOTO}
        isOpen={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onDownloaded={onDownloaded}
      />
    </>
  );
}

let saved: { href: string; download: string }[];

beforeEach(() => {
  saved = savedFiles();
});

afterEach(() => vi.unstubAllGlobals());

describe('DownloadPhotoDialog', () => {
  it('goes pending, then saves the original under its local file name, closes and reports success', async () => {
    const { fetchMock, answer } = deferredFetch();
    const onDownloaded = vi.fn();
    const onClose = vi.fn();
    renderWithRelay(<Harness onDownloaded={onDownloaded} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Download photo' });
    expect(within(dialog).getByText('Downloading your photo...')).toBeInTheDocument();
    expect(within(dialog).getByText('IMG_0042.HEIC')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(PHOTO.url, expect.objectContaining({ credentials: 'omit' }));
    await act(async () => answer(new Response(new Blob(['bytes']), { status: 200 })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'IMG_0042.HEIC' }]);
    expect(onDownloaded).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a failed download shows the error and stays open; Try again retries; the error is reset on close', async () => {
    const { fetchMock, answer } = deferredFetch();
    const onDownloaded = vi.fn();
    const { user } = renderWithRelay(<Harness onDownloaded={onDownloaded} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Download photo' });
    await act(async () => answer(new Response('expired', { status: 403 })));
    const dialog = screen.getByRole('dialog', { name: 'Download photo' });
    expect(await within(dialog).findByText('Error: Your photo could not be downloaded')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(onDownloaded).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByText('Downloading your photo...')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => answer(new Response('still failing', { status: 500 })));
    expect(await within(dialog).findByText('Error: Your photo could not be downloaded')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    const again = await screen.findByRole('dialog', { name: 'Download photo' });
    expect(within(again).queryByText('Error: Your photo could not be downloaded')).not.toBeInTheDocument();
    expect(within(again).getByText('Downloading your photo...')).toBeInTheDocument();
  });

  it('a network error fails too', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderWithRelay(<Harness onDownloaded={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByText('Error: Your photo could not be downloaded')).toBeInTheDocument();
  });

  it('accepts only http and https URLs (spec §5)', async () => {
    expect(isDownloadUrl('https://blobs.test/a.jpg')).toBe(true);
    expect(isDownloadUrl('http://localhost:4001/storage-api/blobs/x')).toBe(true);
    expect(isDownloadUrl('javascript:alert(1)')).toBe(false);
    expect(isDownloadUrl('not a url')).toBe(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithRelay(<DownloadPhotoDialog photo={{ url: 'data:text/plain,hi', fileName: 'x.txt' }} isOpen onClose={() => undefined} />);
    expect(await screen.findByText('Error: Your photo could not be downloaded')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
