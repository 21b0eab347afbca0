import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_LIBRARY_ID } from '../../../test/factories/viewer';
import { toastQueue } from '../../../ui';
import { album } from '../../../test/factories/album';
import { type FakeAccount, installIntersectionObserver, renderAlbums, revealWhenObserved } from '../testing/albumTestEnv';
import { payload } from '../../../test/relay';

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  io = installIntersectionObserver();
});

const photoIds = (n: number) => Array.from({ length: n }, (_, i) => `photo-${i + 1}`);
const today = new Date().toISOString();

function summer(extra: Partial<FakeAccount> = {}, config: Parameters<typeof renderAlbums>[2] = {}) {
  return renderAlbums(
    '/my-photos/albums/album-1?stripped=true',
    { albums: [album(1, { name: 'Summer 2023', photosCount: 30, created: today })], photoIds: photoIds(30), ...extra },
    config,
  );
}

type User = ReturnType<typeof summer>['user'];

/** Opens the Edit album name dialog, adds `!` to the name and saves. */
async function appendToName(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Summer 2023' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit album name' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Album name' }), '!');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

/** Deletes the album in its confirmation dialog. */
async function confirmDelete(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Delete album' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete album?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete album' }));
  return dialog;
}

/** Enters selection mode once the photos are on screen and selects the first `count` tiles. */
async function selectPhotos(user: User, count: number) {
  await screen.findAllByTestId('photo-tile');
  await user.click(screen.getByRole('button', { name: 'Select' }));
  const tiles = screen.getAllByTestId('photo-tile');
  for (const tile of tiles.slice(0, count)) await user.click(tile);
  return tiles;
}

describe('Album screen', () => {
  it('shows a spinner, then the name, the count, the created text, the sort dropdown and the first 24 photos', async () => {
    const { relay } = summer();
    expect(screen.getAllByRole('progressbar', { name: 'Loading…' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer 2023' })).toBeInTheDocument();
    expect(screen.getByTestId('album-count')).toHaveTextContent('30 photos');
    expect(screen.getByTestId('album-created')).toHaveTextContent('Created today');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('photo-tile')).toHaveLength(24);
    expect(relay.callsOf('AlbumPagePhotosQuery')[0]!.variables).toMatchObject({
      id: 'album-1',
      first: 24,
      sort: { key: 'CREATED', order: 'DESC' },
    });
    expect(document.title).toBe('Summer 2023 | PhotoPrint');
    await revealWhenObserved(io);
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(30));
    expect(relay.callsOf('AlbumPhotosPaginationQuery')[0]!.variables).toMatchObject({ first: 24, after: '24' });
  });

  it('shows the load error with a back link to My albums', async () => {
    renderAlbums('/my-photos/albums/unknown?stripped=true', { albums: [album(1)] });
    expect(await screen.findByText('Unable to display album. Please refresh the page or try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My albums/ })).toHaveAttribute('href', '/my-photos/albums?stripped=true');
  });

  it('shows the load error when the album query fails', async () => {
    summer({ failing: ['AlbumPageQuery'] });
    expect(await screen.findByText('Unable to display album. Please refresh the page or try again later.')).toBeInTheDocument();
  });

  it('shows the photos error under the album when its photos cannot be loaded', async () => {
    summer({ failing: ['AlbumPagePhotosQuery'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer 2023' })).toBeInTheDocument();
    expect(
      await screen.findByText('Unable to display album photos. Please refresh the page or try again later.'),
    ).toBeInTheDocument();
  });

  it('redirects a shared album to the shared album route keeping the query string (shared-albums flag on)', async () => {
    const { router } = renderAlbums(
      '/my-photos/albums/album-2?stripped=true&utm=x',
      { albums: [album(2, { name: 'Family weekend', isShared: true, sharedAlbumId: 'shared-2', photosCount: 3 })], photoIds: photoIds(3) },
      { features: { PhotoManagementSharedAlbumsViewEnabled: true } },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/shared-albums/shared-2'));
    expect(router.state.location.search).toBe('?stripped=true&utm=x');
  });

  it('does not redirect a shared album without the shared-albums flag', async () => {
    const { router } = renderAlbums('/my-photos/albums/album-2', {
      albums: [album(2, { name: 'Family weekend', isShared: true, sharedAlbumId: 'shared-2', photosCount: 3 })],
      photoIds: photoIds(3),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Family weekend' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-photos/albums/album-2');
  });

  it('shows the empty state: folder icon, text, Add photos and Delete album', async () => {
    renderAlbums(
      '/my-photos/albums/album-3',
      { albums: [album(3, { name: 'Empty album', photosCount: 0 })] },
      { features: { PhotoManagementUploadViewEnabled: true } },
    );
    const empty = await screen.findByTestId('album-empty');
    expect(empty.querySelector('svg')).not.toBeNull();
    expect(within(empty).getByText('Your album is empty')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Delete album' })).toBeInTheDocument();
    expect(screen.queryByTestId('album-count')).not.toBeInTheDocument();
  });

  it('renames the album in the Edit album name dialog, validating on Save', async () => {
    const { user, relay, retype } = summer({
      handlers: {
        useRenameAlbumMutation: payload('RenameAlbumPayload', ({ input }) => {
          const { albumId, name } = input as { albumId: string; name: string };
          return { album: { id: albumId, name }, error: null };
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Summer 2023' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit album name' });
    const input = within(dialog).getByRole('textbox', { name: 'Album name' });
    expect(input).toHaveValue('Summer 2023');
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please give your album a name')).toBeInTheDocument();
    await user.type(input, 'Summer; 2023');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name not valid')).toBeInTheDocument();
    await retype(input, 'Summer 2023 in Italy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer 2023 in Italy' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(relay.callsOf('useRenameAlbumMutation')[0]!.variables.input).toEqual({ albumId: 'album-1', name: 'Summer 2023 in Italy' });
  });

  it("keeps the Edit album name dialog open with 'Unable to save changes. Please try again' when saving fails", async () => {
    const { user } = summer({ failing: ['useRenameAlbumMutation'] });
    const dialog = await appendToName(user);
    expect(await within(dialog).findByText('Unable to save changes. Please try again')).toBeInTheDocument();
    // The optimistic name is rolled back.
    expect(screen.getByTestId('album-name')).toHaveTextContent(/^Summer 2023$/);
  });

  it("keeps the Edit album name dialog open with 'Unable to save changes. Please try again' when the album is refused", async () => {
    const { user } = summer({
      handlers: { useRenameAlbumMutation: payload('RenameAlbumPayload', { album: null, error: { reason: 'NOT_FOUND' } }) },
    });
    const dialog = await appendToName(user);
    expect(await within(dialog).findByText('Unable to save changes. Please try again')).toBeInTheDocument();
    expect(screen.getByTestId('album-name')).toHaveTextContent(/^Summer 2023$/);
  });

  it('deletes the album: toast, back to the albums list keeping the query string', async () => {
    const { user, router, relay } = summer({
      handlers: {
        useDeleteAlbumMutation: payload('DeleteAlbumPayload', ({ input }) => ({
          deletedAlbumId: (input as { albumId: string }).albumId,
          error: null,
          photoLibrary: null,
        })),
      },
    });
    await confirmDelete(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums'));
    expect(router.state.location.search).toBe('?stripped=true');
    expect(await screen.findByText('Summer 2023 album deleted')).toBeInTheDocument();
    expect(relay.callsOf('useDeleteAlbumMutation')[0]!.variables).toMatchObject({
      input: { albumId: 'album-1' },
      connections: [`client:${PHOTO_LIBRARY_ID}:__AlbumList_albums_connection`],
    });
  });

  it("keeps the delete dialog open with 'Unable to remove album. Please try again' when the album is refused", async () => {
    const { user, router } = summer({
      handlers: {
        useDeleteAlbumMutation: payload('DeleteAlbumPayload', { deletedAlbumId: null, error: { reason: 'NOT_FOUND' }, photoLibrary: null }),
      },
    });
    const dialog = await confirmDelete(user);
    expect(await within(dialog).findByText('Unable to remove album. Please try again')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-photos/albums/album-1');
  });

  it("shows 'Unable to remove album. Please try again' when the delete fails", async () => {
    const { user, router } = summer({ failing: ['useDeleteAlbumMutation'] });
    const dialog = await confirmDelete(user);
    expect(await within(dialog).findByText('Unable to remove album. Please try again')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-photos/albums/album-1');
  });

  it('selection mode: count, select all, and removing photos from the album', async () => {
    const { user, relay } = summer({
      handlers: {
        useRemovePhotosFromAlbumMutation: payload('RemovePhotosFromAlbumPayload', ({ input }) => ({
          removedPhotoIds: (input as { photoIds: string[] }).photoIds,
          failedPhotoIds: [],
          error: null,
          album: null,
        })),
      },
    });
    await selectPhotos(user, 0);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0 selected');
    const tiles = screen.getAllByTestId('photo-tile');
    await user.click(tiles[0]!);
    await user.click(tiles[1]!);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 selected');
    const toolbar = screen.getByRole('toolbar', { name: 'Selected photos' });
    await user.click(within(toolbar).getByRole('button', { name: 'Remove from album' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove 2 photos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from album' }));
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(22));
    expect(relay.callsOf('useRemovePhotosFromAlbumMutation')[0]!.variables.input).toEqual({
      albumId: 'album-1',
      photoIds: ['photo-1', 'photo-2'],
    });
    expect(screen.queryByTestId('selected-count')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('22 selected');
    await user.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0 selected');
  });

  it('keeps the photos selected with the error when they could not be removed', async () => {
    const { user } = summer({ failing: ['useRemovePhotosFromAlbumMutation'] });
    await selectPhotos(user, 1);
    await user.click(screen.getByRole('button', { name: 'Remove from album' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove 1 photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from album' }));
    expect(await within(dialog).findByText('Error: Your photo could not be removed from the album')).toBeInTheDocument();
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(24);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 selected');
  });

  it('download: none selected is disabled, one photo opens its dialog, several ask for a .zip named after the album', async () => {
    const { user, relay } = summer({
      handlers: {
        useCreateDownloadMutation: payload('CreateDownloadPayload', {
          error: null,
          download: { id: 'download-1', status: 'PENDING', photosCount: 2 },
        }),
      },
    });
    const tiles = await selectPhotos(user, 0);
    expect(screen.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(tiles[0]!);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('dialog', { name: 'Download photo' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Download photo' })).not.toBeInTheDocument());
    await user.click(tiles[1]!);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(relay.callsOf('useCreateDownloadMutation')).toHaveLength(1));
    expect(relay.callsOf('useCreateDownloadMutation')[0]!.variables).toEqual({
      input: { photoIds: ['photo-1', 'photo-2'], name: 'Summer 2023' },
    });
    expect(toastQueue.getSnapshot().map((t) => t.text)).toContain('Preparing download...');
    await waitFor(() => expect(screen.queryByTestId('album-selection-toolbar')).not.toBeInTheDocument());
  });

  it.each([
    ['NOT_FOUND', 'Error: Your photos could not be downloaded'],
    ['DOWNLOAD_LIMIT', 'Up to 100 photos can be downloaded at a time'],
  ])('download refused with %s: a dialog says why and stays open until closed; the selection stays', async (reason, text) => {
    const { user, relay } = summer({
      handlers: { useCreateDownloadMutation: payload('CreateDownloadPayload', { download: null, error: { reason } }) },
    });
    await selectPhotos(user, 2);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(relay.callsOf('useCreateDownloadMutation')).toHaveLength(1));
    const dialog = await screen.findByRole('dialog', { name: 'Download failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    // Not a toast: nothing closes it by itself; the 'Preparing download...' toast is taken back.
    expect(toastQueue.getSnapshot().map((t) => t.text)).toEqual([]);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 selected');
  });

  it('opening the last loaded photo saves the scroll position, fetches the next page and goes to the album preview', async () => {
    const { user, relay, router } = summer({}, { features: { PhotoManagementAlbumViewEnabled: true } });
    const tiles = await screen.findAllByTestId('photo-tile');
    await user.click(tiles[23]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums/album-1/preview/photo-24'));
    expect(router.state.location.search).toBe('?stripped=true');
    expect(window.sessionStorage.getItem('album.scrollPosition.album-1')).toBe('[0,0]');
    expect(relay.callsOf('AlbumPhotosPaginationQuery')[0]!.variables).toMatchObject({ id: 'album-1', first: 24, after: '24' });
  });

  it('sorting by date taken refetches the photos and is remembered for album photos', async () => {
    const { user, relay } = summer();
    await screen.findAllByTestId('photo-tile');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Date taken (newest first)');
    await waitFor(() =>
      expect(relay.callsOf('AlbumPhotosPaginationQuery').at(-1)!.variables).toMatchObject({
        sort: { key: 'DATE_TAKEN', order: 'DESC' },
      }),
    );
    expect(JSON.parse(window.localStorage.getItem('photoSort.albumPhotos')!)).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(screen.queryByRole('option', { name: /uploaded/ })).not.toBeInTheDocument();
  });

  it('has no Order photo prints button without the print-ordering flag', async () => {
    summer();
    await screen.findAllByTestId('photo-tile');
    expect(screen.queryByRole('button', { name: 'Order photo prints' })).not.toBeInTheDocument();
  });

  it('selection toolbar: Order photo prints is disabled with its reason at 0 selected (still focusable), enabled at 1', async () => {
    const { user } = summer({}, { features: { PrintOrderingEnabled: true } });
    const tiles = await selectPhotos(user, 0);
    const toolbar = screen.getByRole('toolbar', { name: 'Selected photos' });
    const prints = within(toolbar).getByRole('button', { name: 'Order photo prints' });
    expect(prints).toHaveAttribute('aria-disabled', 'true');
    // Reachable with Tab (the toolbar's first action), the reason is its description; pressing does nothing.
    await user.click(screen.getByTestId('selected-count'));
    await user.tab();
    while (!prints.contains(document.activeElement) && document.activeElement !== document.body) await user.tab();
    expect(prints).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Select at least one photo to order prints');
    expect(prints).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /Next: Customise/ })).not.toBeInTheDocument();

    await user.click(tiles[0]!);
    const enabled = within(toolbar).getByRole('button', { name: 'Order photo prints' });
    expect(enabled).not.toHaveAttribute('aria-disabled');
    await user.click(enabled);
    expect(await screen.findByRole('button', { name: /Next: Customise \d+ photo prints?/ })).toBeEnabled();
  });

  it('order prints mode (print flag on): all loaded photos selected, print bar, ends on cancel', async () => {
    const { user } = summer({}, { features: { PrintOrderingEnabled: true } });
    await screen.findAllByTestId('photo-tile');
    await user.click(screen.getByRole('button', { name: 'Order photo prints' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('24 selected');
    expect(await screen.findByRole('button', { name: 'Next: Customise 24 photo prints' })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Selected photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order photo prints' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Next: Customise/ })).not.toBeInTheDocument());
    expect(screen.queryByTestId('selected-count')).not.toBeInTheDocument();
  });

  it('order prints mode: marks the photos too small or soft at the print size, sums them up, and deselects the too-small ones', async () => {
    const readiness = (level: string, dpi: number) => ({ printReadiness: { level, dpi, printWidthMm: 152, printHeightMm: 102 } });
    const { user } = summer(
      { photo: (id) => (id === 'photo-2' || id === 'photo-5' ? readiness('TOO_SMALL', 66) : id === 'photo-3' ? readiness('ACCEPTABLE', 200) : {}) },
      { features: { PrintOrderingEnabled: true } },
    );
    await screen.findAllByTestId('photo-tile');
    // Nothing is marked outside order prints mode.
    expect(screen.queryAllByTestId('photo-tile-mark')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Order photo prints' }));
    expect(await screen.findByRole('button', { name: 'Next: Customise 24 photo prints' })).toBeInTheDocument();

    const tile = (id: string) => document.querySelector<HTMLElement>(`[data-photo-id="${id}"]`)!;
    expect(screen.getAllByTestId('photo-tile-mark')).toHaveLength(3);
    expect(tile('photo-2')).toHaveAccessibleName('photo-2.jpg');
    expect(tile('photo-2')).toHaveAccessibleDescription('Too small for a sharp 10.2 × 15.2 cm print (66 dpi)');
    expect(tile('photo-3')).toHaveAccessibleDescription('May look slightly soft as a 10.2 × 15.2 cm print (200 dpi)');
    expect(tile('photo-1')).not.toHaveAttribute('aria-describedby');
    const bar = screen.getByTestId('print-selection-bar');
    expect(within(bar).getByRole('status')).toHaveTextContent('2 of 24 photos are too small for a sharp 10.2 × 15.2 cm print');

    await user.click(within(bar).getByRole('button', { name: 'Deselect too-small photos' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('22 selected');
    expect(await screen.findByRole('button', { name: 'Next: Customise 22 photo prints' })).toBeEnabled();
    expect(tile('photo-2')).toHaveAttribute('aria-pressed', 'false');
    expect(tile('photo-5')).toHaveAttribute('aria-pressed', 'false');
    expect(within(bar).getByRole('status')).toHaveTextContent('');
    expect(within(bar).queryByRole('button', { name: 'Deselect too-small photos' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('photo-tile-mark')).toHaveLength(1); // the soft one stays selected and marked
  });

  it('marks a photo printed in an order, described as such beside its remark, on every tile of the album', async () => {
    const printed = { printedIn: [{ code: 'SO-1', createdAt: '2026-11-01T10:00:00Z', status: 'ORDERED', statusTone: 'INFO' }] };
    summer({ photo: (id) => (id === 'photo-4' ? printed : {}) });
    await screen.findAllByTestId('photo-tile');
    const tile = document.querySelector<HTMLElement>('[data-photo-id="photo-4"]')!;
    expect(screen.getAllByTestId('photo-tile-printed')).toHaveLength(1);
    expect(within(tile).getByTestId('photo-tile-printed')).toBeInTheDocument();
    expect(tile).toHaveAccessibleName('photo-4.jpg');
    expect(tile).toHaveAccessibleDescription('Printed in an order');
  });
});

