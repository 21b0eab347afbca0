import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { album } from '../../../test/factories/album';
import { installPointerEvent, payload } from '../../../test/relay';
import { type FakeAccount, installIntersectionObserver, renderAlbums } from '../testing/albumTestEnv';

installPointerEvent();
beforeEach(() => {
  installIntersectionObserver();
});

const ALBUM_FLAG = { features: { PhotoManagementAlbumViewEnabled: true } };
const SHARED_FLAG = { features: { PhotoManagementSharedAlbumsViewEnabled: true, PhotoManagementAlbumViewEnabled: true } };
const photoIds = (n: number) => Array.from({ length: n }, (_, i) => `photo-${i + 1}`);
/** The app at `path` (album flag on) with album-1 of `count` photos. */
const renderAlbum = (path: string, count: number, extra: Partial<FakeAccount> = {}) =>
  renderAlbums(path, { albums: [album(1, { photosCount: count })], photoIds: photoIds(count), ...extra }, ALBUM_FLAG);
const image = (id: string) => screen.findByRole('img', { name: `${id}.jpg` });

async function settled() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next photo' })).not.toBeDisabled());
}

describe('Album photo preview', () => {
  it('moves through the album in its order, loading the next page of photos at the end of one', async () => {
    const { router, relay } = renderAlbum('/my-photos/albums/album-1/preview/photo-100?stripped=true', 120);
    expect(await image('photo-100')).toHaveAttribute('src', 'https://img.test/photo-100/thumb.jpg');
    await settled();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await image('photo-101');
    expect(router.state.location.pathname).toBe('/my-photos/albums/album-1/preview/photo-101');
    expect(router.state.location.search).toBe('?stripped=true');
    const pages = relay.callsOf('AlbumPreviewNavigatorPhotosQuery').map((c) => c.variables);
    expect(pages).toEqual([
      { albumId: 'album-1', first: 100, after: null, sort: { key: 'CREATED', order: 'DESC' } },
      { albumId: 'album-1', first: 100, after: '100', sort: { key: 'CREATED', order: 'DESC' } },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous photo' })).not.toBeDisabled());
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await image('photo-100');
  });

  it('goes back to the album when the photo is not in it', async () => {
    const { router } = renderAlbum('/my-photos/albums/album-1/preview/elsewhere?stripped=true', 3);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums/album-1'));
    expect(router.state.location.search).toBe('?stripped=true');
  });

  it('is only available with the album-view flag', async () => {
    const { router } = renderAlbums('/my-photos/albums/album-1/preview/photo-1', { albums: [album(1)], photoIds: photoIds(3) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('closing returns to the album and restores its scroll position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router, user } = renderAlbum('/my-photos/albums/album-1', 3);
    const tiles = await screen.findAllByTestId('photo-tile');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 420 });
    await user.click(tiles[1]!);
    await image('photo-2');
    expect(window.sessionStorage.getItem('album.scrollPosition.album-1')).toBe('[0,420]');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums/album-1'));
    await screen.findAllByTestId('photo-tile');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 420));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    scrollTo.mockRestore();
  });

  it('deletes the photo from the library and shows the previous one', async () => {
    const { user, relay } = renderAlbum('/my-photos/albums/album-1/preview/photo-2', 3, {
      handlers: {
        useDeletePhotosMutation: payload('DeletePhotosPayload', ({ input }) => ({
          deletedPhotoIds: (input as { photoIds: string[] }).photoIds,
          failedPhotoIds: [],
          photoLibrary: null,
        })),
      },
    });
    await image('photo-2');
    await settled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await image('photo-1');
    expect(relay.callsOf('useDeletePhotosMutation')[0]!.variables).toMatchObject({
      input: { photoIds: ['photo-2'] },
      connections: ['client:album-1:__AlbumPhotos_photos_connection(sort:{"key":"CREATED","order":"DESC"})'],
    });
  });
});

describe('Shared album photo preview', () => {
  const shared = { sharedAlbums: [album(9, { id: 'shared-9', photosCount: 3 })], photoIds: photoIds(3) };

  it('disables Copy to album and Delete with the tooltip, and allows Download', async () => {
    const { user } = renderAlbums('/my-photos/shared-albums/shared-9/preview/photo-1', shared, SHARED_FLAG);
    await image('photo-1');
    const actions = screen.getByRole('group', { name: 'Photo actions' });
    const copy = within(actions).getByRole('button', { name: /Copy to album/ });
    const del = within(actions).getByRole('button', { name: /Delete/ });
    expect(copy).toHaveAttribute('aria-disabled', 'true');
    expect(del).toHaveAttribute('aria-disabled', 'true');
    await user.hover(copy);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Unavailable for shared albums');
    await user.unhover(copy);
    await user.click(del);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const download = within(actions).getByRole('link', { name: /Download/ });
    expect(download).not.toHaveAttribute('aria-disabled');
  });

  it('goes back to the shared album when the photo is not in it', async () => {
    const { router } = renderAlbums('/my-photos/shared-albums/shared-9/preview/elsewhere', shared, SHARED_FLAG);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/shared-albums/shared-9'));
  });

  it('is only available with the shared-albums flag', async () => {
    const { router } = renderAlbums('/my-photos/shared-albums/shared-9/preview/photo-1', shared, ALBUM_FLAG);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
