import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Variables } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_LIBRARY_ID } from '../../../test/factories/viewer';
import { createTestRelay, renderWithRelay } from '../../../test/relay';
import { AddPhotosButton } from './AddPhotosButton';
import { NATIVE_APP_REDIRECT_FALLBACK_MS } from './nativeApp';
import type { PutResult } from './putFile';

const uploadFlag = { features: { PhotoManagementTimelineViewEnabled: true, PhotoManagementUploadViewEnabled: true } };

/** The library as the confirmation answers it: the viewer's (same id), with one photo more. */
const LIBRARY_AFTER = { id: PHOTO_LIBRARY_ID, status: 'ACTIVE', importStarted: true, photosCount: 101, albumsCount: 3, months: [] };

function setup(
  results: Record<string, PutResult | Promise<PutResult>>,
  options: { confirmFails?: boolean; albumRefused?: boolean; albumId?: string } = {},
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
  const { user } = renderWithRelay(<AddPhotosButton put={put} isNativeApp={() => false} albumId={options.albumId} />, { relay, config: uploadFlag });
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
    let finish!: (r: PutResult) => void;
    const slow = new Promise<PutResult>((resolve) => (finish = resolve));
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
