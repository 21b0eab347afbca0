import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Variables } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_LIBRARY_ID } from '../../../test/factories/viewer';
import { createTestRelay, renderWithRelay } from '../../../test/relay';
import { AddPhotosButton } from './AddPhotosButton';
import { NATIVE_APP_REDIRECT_FALLBACK_MS } from './nativeApp';
import type { SendFile, SendResult, TransferEvents } from './sendFile';
import { readQueue, writeQueue } from './uploadQueue';

const uploadFlag = { features: { PhotoManagementTimelineViewEnabled: true, PhotoManagementUploadViewEnabled: true } };

/** The library as the confirmation answers it: the viewer's (same id), with one photo more. */
const LIBRARY_AFTER = { id: PHOTO_LIBRARY_ID, status: 'ACTIVE', importStarted: true, photosCount: 101, albumsCount: 3, months: [] };

function setup(
  results: Record<string, SendResult | Promise<SendResult>>,
  options: { confirmFails?: boolean; albumRefused?: boolean; albumId?: string; send?: SendFile } = {},
) {
  const relay = createTestRelay(
    {},
    {
      useCreatePhotoUploadsMutation: (variables: Variables) => ({
        createPhotoUploads: {
          uploads: (variables.input.files as { fileName: string }[]).map((f, i) => ({
            uploadId: `upload-${i + 1}`,
            fileName: f.fileName,
            uploadUrl: `https://storage.test/uploads/upload-${i + 1}/content`,
            expiresAt: '2030-01-01T00:00:00Z',
          })),
        },
      }),
      useConfirmPhotoUploadsMutation: (variables: Variables) => {
        if (options.confirmFails) return new Error('boom');
        const keep = variables.input.keepUploadIds as string[];
        return {
          confirmPhotoUploads: options.albumRefused
            ? { photos: [], failedUploadIds: keep, error: { reason: 'SHARED_ALBUM_READ_ONLY' }, photoLibrary: LIBRARY_AFTER }
            : { photos: keep.map((id) => ({ id: `photo-${id}` })), failedUploadIds: [], error: null, photoLibrary: LIBRARY_AFTER },
        };
      },
      useCancelPhotoUploadsMutation: (variables: Variables) => ({
        cancelPhotoUploads: { deletedUploadIds: variables.input.uploadIds, failedUploadIds: [] },
      }),
    },
  );
  const put = vi.fn((_url: string, file: File, onProgress: (f: number) => void) => {
    onProgress(0.5);
    return Promise.resolve(results[file.name] ?? { status: 'READY' as const });
  });
  // The whole file at once: its result when the answer comes.
  const send: SendFile = (url, file, { onProgress, onDone }) => {
    void put(url, file, (f) => onProgress(f * file.size, file.size)).then(onDone);
    return { pause: () => undefined, resume: () => undefined };
  };
  const { user } = renderWithRelay(<AddPhotosButton send={options.send ?? send} isNativeApp={() => false} albumId={options.albumId} />, { relay, config: uploadFlag });
  return { relay, put, user };
}

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

async function chooseAndUpload(user: ReturnType<typeof setup>['user'], files: File[]) {
  await user.click(screen.getByRole('button', { name: 'Add photos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add photos' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, files);
  await user.click(within(dialog).getByRole('button', { name: new RegExp(`^Upload ${files.length} photos?$`) }));
  return dialog;
}

describe('Upload dialog', () => {
  it('is hidden without the upload flag', () => {
    renderWithRelay(<AddPhotosButton />);
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
  });

  it('does not upload automatically and does not close on an outside click', async () => {
    const { user, put } = setup({});
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add photos' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [jpeg('a.jpg')]);
    expect(within(dialog).getByText('Ready to upload')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Add 0 photos' })).toBeDisabled();

    const overlay = document.querySelector('.ui-modal__overlay') as HTMLElement;
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    fireEvent.click(overlay);
    expect(screen.getByRole('dialog', { name: 'Add photos' })).toBeInTheDocument();
  });

  it('disables confirm while uploading, then shows each result', async () => {
    let finish!: (r: SendResult) => void;
    const slow = new Promise<SendResult>((resolve) => (finish = resolve));
    const { user } = setup({
      'slow.jpg': slow,
      'dup.jpg': { status: 'DUPLICATE', duplicateOfPhotoId: 'p1' },
      'text.jpg': { status: 'REJECTED', reason: 'Only HEIC, JPEG and PNG photos can be uploaded.' },
    });
    const dialog = await chooseAndUpload(user, [jpeg('ok.jpg'), jpeg('slow.jpg'), jpeg('dup.jpg'), jpeg('text.jpg')]);

    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading slow.jpg' })).toHaveAttribute('aria-valuenow', '50');
    const confirm = within(dialog).getByRole('button', { name: /Add 1 photo/ });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('progressbar', { name: 'Please wait…' })).toBeInTheDocument();

    expect(within(dialog).getByText('Already in your library')).toBeInTheDocument();
    expect(within(dialog).getByText('Only HEIC, JPEG and PNG photos can be uploaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Keep ok.jpg' })).toBeChecked();

    await act(async () => finish({ status: 'READY' }));
    const ready = await within(dialog).findByRole('button', { name: 'Add 2 photos' });
    expect(ready).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep ok.jpg' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep slow.jpg' }));
    expect(within(dialog).getByRole('button', { name: 'Add 0 photos' })).toBeDisabled();
  });

  it('confirms the kept uploads, discards the others, updates the library from the answer and closes', async () => {
    const { user, relay } = setup({});
    const dialog = await chooseAndUpload(user, [jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Keep b.jpg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(relay.callsOf('useConfirmPhotoUploadsMutation')[0]!.variables).toEqual({
      input: { keepUploadIds: ['upload-1'], discardUploadIds: ['upload-2'] },
    });
    // The viewer's library (same id) took the answer's counts: no second request.
    expect(relay.environment.getStore().getSource().get(PHOTO_LIBRARY_ID)).toMatchObject({ photosCount: 101 });
    expect(relay.calls.map((c) => c.name)).toEqual(['useCreatePhotoUploadsMutation', 'useConfirmPhotoUploadsMutation']);
  });

  it('stays open when the album refuses the photos (nothing was added)', async () => {
    const { user, relay } = setup({}, { albumRefused: true, albumId: 'album-1' });
    const dialog = await chooseAndUpload(user, [jpeg('a.jpg')]);
    await user.click(await within(dialog).findByRole('button', { name: 'Add 1 photo' }));
    await waitFor(() => expect(relay.callsOf('useConfirmPhotoUploadsMutation')).toHaveLength(1));
    expect(relay.callsOf('useConfirmPhotoUploadsMutation')[0]!.variables).toMatchObject({ input: { albumId: 'album-1' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add 1 photo' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Add photos' })).toBeInTheDocument();
  });

  it('stays open and shows nothing more when confirming fails', async () => {
    const { user } = setup({}, { confirmFails: true });
    const dialog = await chooseAndUpload(user, [jpeg('a.jpg')]);
    await user.click(await within(dialog).findByRole('button', { name: 'Add 1 photo' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add 1 photo' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Add photos' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancel deletes every uploaded file and closes', async () => {
    const { user, relay } = setup({ 'dup.jpg': { status: 'DUPLICATE', duplicateOfPhotoId: 'p1' } });
    const dialog = await chooseAndUpload(user, [jpeg('a.jpg'), jpeg('dup.jpg'), jpeg('c.png')]);
    await within(dialog).findByRole('button', { name: 'Add 2 photos' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(relay.callsOf('useCancelPhotoUploadsMutation')).toHaveLength(1));
    expect(relay.callsOf('useCancelPhotoUploadsMutation')[0]!.variables).toEqual({
      input: { uploadIds: ['upload-1', 'upload-3'] },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends app users to the native app with album_id and returns after 2 s', () => {
    vi.useFakeTimers();
    const location = { href: 'https://shop.test/my-photos/albums/a1', assign: vi.fn() };
    renderWithRelay(<AddPhotosButton albumId="a1" isNativeApp={() => true} location={location} />, {
      config: { ...uploadFlag, nativeAppRedirectUrl: 'https://app.test/upload' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(location.assign).toHaveBeenCalledWith('https://app.test/upload?album_id=a1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.advanceTimersByTime(NATIVE_APP_REDIRECT_FALLBACK_MS - 1);
    expect(location.assign).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(location.assign).toHaveBeenLastCalledWith('https://shop.test/my-photos/albums/a1');
  });
});

/** A sender the test drives: each file's events, and what the dialog asked of its transfer. */
function controlledSend() {
  const transfers = new Map<string, { url: string; events: TransferEvents; pauses: number; resumes: number }>();
  const send: SendFile = (url, file, events) => {
    const transfer = { url, events, pauses: 0, resumes: 0 };
    transfers.set(file.name, transfer);
    return { pause: () => void transfer.pauses++, resume: () => void transfer.resumes++ };
  };
  return { send, transfers, of: (name: string) => transfers.get(name)! };
}

const photo = (name: string, size: number, lastModified = 1_700_000_000_000) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg', lastModified });

describe('Upload dialog: resumable uploads', () => {
  it('shows each file\'s and the total progress, pauses and resumes a file', async () => {
    const sender = controlledSend();
    const { user } = setup({}, { send: sender.send });
    const dialog = await chooseAndUpload(user, [photo('a.jpg', 100), photo('b.jpg', 300)]);
    await waitFor(() => expect(sender.transfers.size).toBe(2));
    expect(sender.of('a.jpg').url).toBe('https://storage.test/uploads/upload-1/content');

    act(() => {
      sender.of('a.jpg').events.onProgress(50, 100);
      sender.of('b.jpg').events.onProgress(150, 300);
    });
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading a.jpg' })).toHaveAttribute('aria-valuenow', '50');
    const total = within(dialog).getByRole('progressbar', { name: 'Upload progress of all photos' });
    expect(total).toHaveAttribute('aria-valuenow', '50');
    expect(total).toHaveTextContent('50% uploaded');

    await user.click(within(dialog).getByRole('button', { name: 'Pause uploading a.jpg' }));
    expect(sender.of('a.jpg').pauses).toBe(1);
    const row = within(dialog).getByText('a.jpg').closest('li')!;
    expect(within(row).getByText('Paused')).toBeInTheDocument();
    // The keyboard reaches and presses Resume.
    within(row).getByRole('button', { name: 'Resume uploading a.jpg' }).focus();
    await user.keyboard('{Enter}');
    expect(sender.of('a.jpg').resumes).toBe(1);
    expect(within(row).getByRole('button', { name: 'Pause uploading a.jpg' })).toBeInTheDocument();

    act(() => {
      sender.of('a.jpg').events.onDone({ status: 'READY' });
      sender.of('b.jpg').events.onDone({ status: 'READY' });
    });
    expect(await within(dialog).findByRole('button', { name: 'Add 2 photos' })).toBeEnabled();
    expect(within(dialog).queryByRole('progressbar', { name: 'Upload progress of all photos' })).not.toBeInTheDocument();
  });

  it('says why a file failed, and goes on with one that lost the connection once back online or on Try again', async () => {
    const sender = controlledSend();
    const { user } = setup({}, { send: sender.send });
    const dialog = await chooseAndUpload(user, [photo('a.jpg', 10), photo('b.jpg', 10), photo('c.jpg', 10)]);
    await waitFor(() => expect(sender.transfers.size).toBe(3));
    act(() => {
      sender.of('a.jpg').events.onDone({ status: 'FAILED', reason: 'connection' });
      sender.of('b.jpg').events.onDone({ status: 'FAILED', reason: 'expired' });
      sender.of('c.jpg').events.onDone({ status: 'REJECTED', reason: 'Only HEIC, JPEG and PNG photos can be uploaded.' });
    });
    expect(within(dialog).getByText('The connection was lost. The upload goes on when you are back online.')).toBeInTheDocument();
    expect(within(dialog).getByText('The upload link has expired. Upload this photo again.')).toBeInTheDocument();
    expect(within(dialog).getByText('Only HEIC, JPEG and PNG photos can be uploaded.')).toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(sender.of('a.jpg').resumes).toBe(1);
    expect(sender.of('b.jpg').resumes).toBe(0);
    act(() => sender.of('a.jpg').events.onDone({ status: 'FAILED', reason: 'connection' }));
    await user.click(within(dialog).getByRole('button', { name: 'Try uploading a.jpg again' }));
    expect(sender.of('a.jpg').resumes).toBe(2);
  });

  it('keeps the queue over a reload: the dialog comes back, the files chosen again go on from their upload URL', async () => {
    const sender = controlledSend();
    const first = setup({}, { send: sender.send });
    await chooseAndUpload(first.user, [photo('a.jpg', 100), photo('b.jpg', 200)]);
    await waitFor(() => expect(sender.transfers.size).toBe(2));
    act(() => {
      sender.of('a.jpg').events.onDone({ status: 'READY' });
      sender.of('b.jpg').events.onProgress(80, 200);
    });
    await waitFor(() => expect(readQueue(null)?.items.map((i) => i.status)).toEqual(['uploaded', 'uploading']));
    const stored = readQueue(null)!;
    cleanup();
    writeQueue(stored);

    // The page again, as after a reload.
    const again = controlledSend();
    const { user, relay } = setup({}, { send: again.send });
    const dialog = await screen.findByRole('dialog', { name: 'Add photos' });
    expect(within(dialog).getByText(/Your upload was interrupted/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Keep a.jpg' })).toBeChecked();
    const row = within(dialog).getByText('b.jpg').closest('li')!;
    expect(within(row).getByText('Choose this photo again to go on')).toBeInTheDocument();

    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [photo('b.jpg', 200)]);
    await waitFor(() => expect(again.transfers.size).toBe(1));
    expect(again.of('b.jpg').url).toBe('https://storage.test/uploads/upload-2/content');
    expect(relay.callsOf('useCreatePhotoUploadsMutation')).toHaveLength(0);
    act(() => again.of('b.jpg').events.onDone({ status: 'READY' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Add 2 photos' }));
    await waitFor(() => expect(relay.callsOf('useConfirmPhotoUploadsMutation')).toHaveLength(1));
    expect(relay.callsOf('useConfirmPhotoUploadsMutation')[0]!.variables).toEqual({
      input: { keepUploadIds: ['upload-1', 'upload-2'], discardUploadIds: [] },
    });
    await waitFor(() => expect(readQueue(null)).toBeNull());
  });
});
