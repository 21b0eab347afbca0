import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_LIBRARY_ID } from '../../../test/factories/viewer';
import { installIntersectionObserver, renderAlbums, revealWhenObserved } from '../testing/albumTestEnv';
import { album } from '../../../test/factories/album';

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  io = installIntersectionObserver();
});

const SHARED_ON = { features: { PhotoManagementSharedAlbumsViewEnabled: true } };

describe('Albums tab', () => {
  it("shows the 'New album' tile and a card per album: cover, count, name and 'Created dd MMM yyyy'", async () => {
    renderAlbums('/my-photos/albums', { albums: [album(1, { name: 'Summer 2023', photosCount: 60 }), album(2, { photosCount: 0 })] });
    const grid = await screen.findByRole('list', { name: 'My albums' });
    expect(within(grid).getByRole('button', { name: 'New album' })).toBeInTheDocument();
    const cards = await within(grid).findAllByTestId('album-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('60 photos');
    expect(cards[0]).toHaveTextContent('Summer 2023');
    expect(cards[0]).toHaveTextContent('Created 05 Mar 2024');
    expect(cards[0]).toHaveAttribute('href', '/my-photos/albums/album-1');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', 'https://img.test/album-1/cover.jpg');
    expect(cards[1]).toHaveTextContent('0 photos');
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('asks for 49 albums first (beside the New album tile), then 50 at a time on scroll, without duplicates', async () => {
    const albums = Array.from({ length: 120 }, (_, i) => album(i + 1));
    const { relay } = renderAlbums('/my-photos/albums', { albums });
    expect(await screen.findAllByTestId('album-card')).toHaveLength(49);
    expect(relay.callsOf('AlbumsPageQuery')[0]!.variables).toMatchObject({ first: 49 });
    await revealWhenObserved(io);
    await waitFor(() => expect(screen.getAllByTestId('album-card')).toHaveLength(99));
    expect(relay.callsOf('AlbumListPaginationQuery')[0]!.variables).toMatchObject({ first: 50, after: '49' });
    await revealWhenObserved(io);
    await waitFor(() => expect(screen.getAllByTestId('album-card')).toHaveLength(120));
    expect(relay.callsOf('AlbumListPaginationQuery')[1]!.variables).toMatchObject({ first: 50, after: '99' });
    const hrefs = screen.getAllByTestId('album-card').map((a) => a.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(120);
    expect(hrefs).toEqual(albums.map((a) => `/my-photos/albums/${a.id}`));
  });

  it("shows 'Shared with you' with the shared albums when the flag is on and readAlbumsCount is not zero", async () => {
    renderAlbums(
      '/my-photos/albums?stripped=true',
      {
        albums: [album(1), album(2, { name: 'Family weekend', isShared: true, sharedAlbumId: 'shared-2' })],
        sharedAlbums: [album(9, { id: 'shared-9', name: "Sophie's wedding" })],
      },
      SHARED_ON,
    );
    const section = await screen.findByRole('region', { name: 'Shared with you' });
    const card = within(section).getByTestId('shared-album-card');
    expect(card).toHaveTextContent("Sophie's wedding");
    expect(card).toHaveAttribute('href', '/my-photos/shared-albums/shared-9?stripped=true');
    // An own album that is shared opens the shared album route.
    const own = screen.getAllByTestId('album-card');
    expect(own[1]).toHaveAttribute('href', '/my-photos/shared-albums/shared-2?stripped=true');
    expect(own[0]).toHaveAttribute('href', '/my-photos/albums/album-1?stripped=true');
    expect(await screen.findByRole('link', { name: 'Albums (3)' })).toBeInTheDocument();
  });

  it("hides 'Shared with you' when nothing is shared with the customer, and without the flag", async () => {
    const { relay } = renderAlbums(
      '/my-photos/albums',
      { albums: [album(1, { isShared: true, sharedAlbumId: 'shared-1' })], readAlbumsCount: 0 },
      SHARED_ON,
    );
    expect(await screen.findAllByTestId('album-card')).toHaveLength(1);
    await waitFor(() => expect(relay.callsOf('AlbumsPageSharedQuery')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Shared with you' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Albums (1)' })).toBeInTheDocument();
  });

  it('without the shared-albums flag: no shared query, own shared albums open the album route, count of own albums', async () => {
    const { relay } = renderAlbums('/my-photos/albums', {
      albums: [album(1, { isShared: true, sharedAlbumId: 'shared-1' })],
      sharedAlbums: [album(9)],
    });
    const [card] = await screen.findAllByTestId('album-card');
    expect(card).toHaveAttribute('href', '/my-photos/albums/album-1');
    expect(relay.callsOf('AlbumsPageSharedQuery')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Albums (1)' })).toBeInTheDocument();
  });

  it("shows each section's own error text", async () => {
    renderAlbums('/my-photos/albums', { albums: [album(1)], sharedAlbums: [album(9)], failing: ['AlbumsPageSharedQuery'] }, SHARED_ON);
    expect(await screen.findAllByTestId('album-card')).toHaveLength(1);
    expect(
      await screen.findByText('Unable to display shared albums. Please refresh the page or try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Unable to display albums. Please refresh the page or try again later.')).not.toBeInTheDocument();
  });

  it('shows the albums error text when the albums cannot be loaded', async () => {
    renderAlbums('/my-photos/albums', { albums: [album(1)], failing: ['AlbumsPageQuery'] });
    expect(await screen.findByText('Unable to display albums. Please refresh the page or try again later.')).toBeInTheDocument();
  });

  it("shows the albums error text, and no 'New album' tile, when the albums' service failed", async () => {
    const failedAlbums = { PhotoLibrary: () => ({ id: PHOTO_LIBRARY_ID, albumsCount: 1, albums: null }) };
    renderAlbums('/my-photos/albums', { albums: [album(1)], handlers: { AlbumsPageQuery: (_v, _op, generate) => generate(failedAlbums) } });
    expect(await screen.findByText('Unable to display albums. Please refresh the page or try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New album' })).not.toBeInTheDocument();
  });

  it("shows '-' as the albums count when the shared albums count is unknown", async () => {
    renderAlbums('/my-photos/albums', { albums: [album(1)], readAlbumsCount: null }, SHARED_ON);
    expect(await screen.findByRole('link', { name: 'Albums (-)' })).toBeInTheDocument();
    expect(
      await screen.findByText('Unable to display shared albums. Please refresh the page or try again later.'),
    ).toBeInTheDocument();
  });
});
