import { screen, waitFor, within } from '@testing-library/react';
import type { Variables } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection } from '../../test/factories/connection';
import { photoNode } from '../../test/factories/photo';
import { PHOTO_LIBRARY_ID } from '../../test/factories/viewer';
import { savedFiles } from '../../test/files';
import type { Handler } from '../../test/relay';
import { renderApp } from '../../test/renderApp';

const FEATURES = {
  PhotoManagementTimelineViewEnabled: true,
  PhotoManagementAlbumViewEnabled: true,
  PhotoManagementSharedAlbumsViewEnabled: true,
  PrintOrderingEnabled: true,
};

interface FakeSharedAlbum {
  viewerIsOwner: boolean;
  participants?: string[];
  photos?: number;
}

function sharedAlbumQuery(album: FakeSharedAlbum): Handler {
  return (variables, _operation, generate) => {
    const count = album.photos ?? 3;
    const photos = Array.from({ length: count }, (_, i) => i + 1);
    return generate({
      Node: () => ({ __typename: 'SharedAlbum', id: variables.id }),
      SharedAlbum: () => ({
        id: variables.id,
        name: 'Family weekend',
        photosCount: count,
        created: '2024-03-05T10:00:00Z',
        viewerIsOwner: album.viewerIsOwner,
        owner: { id: 'U-emma', email: 'emma@example.com' },
        participants: (album.participants ?? ['lucas@example.com', 'sophie@example.com']).map((email) => ({ id: `U-${email}`, email })),
      }),
      PhotoConnection: () =>
        connection(photos, { first: count }, (n) =>
          photoNode(`P${n}`, { localFileName: `IMG_${n}.jpg`, untouchedUrl: `https://blobs.test/P${n}/original` }),
        ),
    });
  };
}

function setup(album: FakeSharedAlbum, handlers: Record<string, Handler> = {}, path = '/my-photos/shared-albums/SA1?stripped=true') {
  // The albums list (after a delete) gets valid dates.
  return renderApp(path, {
    resolvers: { Album: () => ({ created: '2024-01-01T10:00:00Z' }), SharedAlbum: () => ({ created: '2024-01-01T10:00:00Z' }) },
    handlers: { SharedAlbumPageQuery: sharedAlbumQuery(album), ...handlers },
    config: { features: FEATURES },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Shared album screen', () => {
  it('shows the owner banner with the participant count as a button opening the participants dialog', async () => {
    const { user, relay } = setup({ viewerIsOwner: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Family weekend' })).toBeInTheDocument();
    expect(screen.getByText('Shared albums are no longer supported')).toBeInTheDocument();
    expect(screen.getByTestId('shared-album-banner-text')).toHaveTextContent(
      "You're sharing this album with 2 people. Sharing new photos is not supported, however they can continue to view these photos.",
    );
    expect(relay.callsOf('SharedAlbumPageQuery')[0]!.variables).toMatchObject({
      id: 'SA1',
      first: 24,
      sort: { key: 'CREATED', order: 'DESC' },
    });
    await user.click(screen.getByRole('button', { name: '2 people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shared with 2 people' });
    expect(within(dialog).getByText('The following users can view, download, and use photos in this album:')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['lucas@example.com', 'sophie@example.com']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uses the singular for one participant', async () => {
    const { user } = setup({ viewerIsOwner: true, participants: ['lucas@example.com'] });
    expect(await screen.findByTestId('shared-album-banner-text')).toHaveTextContent("You're sharing this album with 1 person. Sharing new photos");
    await user.click(screen.getByRole('button', { name: '1 person' }));
    expect(await screen.findByRole('dialog', { name: 'Shared with 1 person' })).toBeInTheDocument();
  });

  it('shows the participant banner with the owner’s e-mail', async () => {
    setup({ viewerIsOwner: false });
    expect(await screen.findByTestId('shared-album-banner-text')).toHaveTextContent(
      'This shared album is owned by emma@example.com. Shared albums are no longer supported, however you can continue to view these photos.',
    );
    expect(screen.queryByRole('button', { name: '2 people' })).not.toBeInTheDocument();
  });

  it('shows the name, count, created text, the sort dropdown (created, newest first) and the photos', async () => {
    setup({ viewerIsOwner: false });
    await screen.findByRole('heading', { level: 1, name: 'Family weekend' });
    expect(screen.getByTestId('shared-album-count')).toHaveTextContent('3 photos');
    expect(screen.getByText('Created 05 Mar 2024')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Date created (newest first)');
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(3);
    expect(document.title).toBe('Family weekend | PhotoPrint');
  });

  it('offers only the sorts the shared album applies (created or date taken), each asked of the album', async () => {
    const { user, relay } = setup({ viewerIsOwner: false });
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Date taken (newest first)',
      'Date taken (oldest first)',
      'Date created (newest first)',
      'Date created (oldest first)',
    ]);
    await user.selectOptions(sort, 'Date taken (oldest first)');
    await waitFor(() =>
      expect(relay.callsOf('SharedAlbumPhotosPaginationQuery').at(-1)!.variables).toMatchObject({
        sort: { key: 'DATE_TAKEN', order: 'ASC' },
      }),
    );
  });

  it("shows the sort the list applies when 'uploaded' was stored from another list", async () => {
    window.localStorage.setItem('photoSort.sharedAlbumPhotos', JSON.stringify({ sortKey: 'uploaded', sortOrder: 'asc' }));
    const { relay } = setup({ viewerIsOwner: false });
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Date created (newest first)');
    expect(relay.callsOf('SharedAlbumPageQuery')[0]!.variables).toMatchObject({ sort: { key: 'CREATED', order: 'DESC' } });
  });

  it("shows 'This album is empty'", async () => {
    setup({ viewerIsOwner: true, photos: 0 });
    expect(await screen.findByText('This album is empty')).toBeInTheDocument();
    expect(screen.getByTestId('shared-album-count')).toHaveTextContent('0 photos');
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete album' })).toBeInTheDocument();
  });

  it('opens a photo in the shared album preview, keeping the query', async () => {
    // The preview screen is another helper's: here it finds no page of photos and returns to the album.
    const { user, router } = setup({ viewerIsOwner: false }, { AlbumPreviewNavigatorPhotosQuery: () => ({ node: null }) });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
    const tiles = await screen.findAllByTestId('photo-tile');
    await user.click(tiles[1]!);
    await waitFor(() => expect(visited).toContain('/my-photos/shared-albums/SA1/preview/P2?stripped=true'));
  });

  it("disables copy, remove and order prints with the tooltip 'Unavailable for shared albums' on hover and keyboard focus", async () => {
    const { user } = setup({ viewerIsOwner: false });
    await screen.findAllByTestId('photo-tile');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getAllByTestId('photo-tile')[0]!);
    const toolbar = screen.getByRole('toolbar', { name: 'Selected photos' });
    const names = ['Order photo prints', 'Copy to album', 'Remove from album'];
    for (const name of names) expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    expect(within(toolbar).getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled');

    // Hover.
    await user.hover(within(toolbar).getByRole('button', { name: 'Copy to album' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Unavailable for shared albums');
    await user.unhover(within(toolbar).getByRole('button', { name: 'Copy to album' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    // Keyboard focus: each disabled action is reachable with Tab and describes itself with the tooltip.
    within(toolbar).getByRole('button', { name: 'Order photo prints' }).focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.tab();
    const prints = within(toolbar).getByRole('button', { name: 'Order photo prints' });
    expect(prints).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Unavailable for shared albums');
    expect(prints).toHaveAttribute('aria-describedby', tooltip.id);
    for (const name of ['Download', 'Copy to album', 'Remove from album']) {
      await user.tab();
      expect(within(toolbar).getByRole('button', { name })).toHaveFocus();
    }
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Unavailable for shared albums');

    // Pressing them does nothing.
    await user.click(within(toolbar).getByRole('button', { name: 'Copy to album' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Remove from album' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads the one selected photo with its file name and leaves selection mode', async () => {
    const saved = savedFiles();
    const fetchMock = vi.fn(async () => new Response(new Blob(['jpeg']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = setup({ viewerIsOwner: false });
    await screen.findAllByTestId('photo-tile');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getAllByTestId('photo-tile')[2]!);
    await user.click(within(screen.getByRole('toolbar', { name: 'Selected photos' })).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['IMG_3.jpg']));
    expect(fetchMock).toHaveBeenCalledWith('https://blobs.test/P3/original', expect.anything());
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected photos' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the album as owner: the owner text, then the toast and back to the albums list keeping the query', async () => {
    const { user, router, relay } = setup(
      { viewerIsOwner: true },
      {
        useDeleteSharedAlbumMutation: ({ input }: Variables) => ({
          deleteSharedAlbum: {
            deletedSharedAlbumId: (input as { sharedAlbumId: string }).sharedAlbumId,
            deletedAlbumId: null,
            error: null,
            photoLibrary: null,
          },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete album' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete album?' });
    expect(dialog).toHaveTextContent(
      'The shared album "Family weekend" will be deleted for you and for all participants. The photos stay in the accounts of the people who added them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums'));
    expect(router.state.location.search).toBe('?stripped=true');
    // It leaves both albums lists of the library ('Shared with you', and the own albums where an owner's is listed).
    expect(relay.callsOf('useDeleteSharedAlbumMutation')[0]!.variables).toEqual({
      input: { sharedAlbumId: 'SA1' },
      sharedAlbumConnections: [`client:${PHOTO_LIBRARY_ID}:__SharedAlbumList_sharedAlbums_connection`],
      albumConnections: [`client:${PHOTO_LIBRARY_ID}:__AlbumList_albums_connection`],
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Family weekend album deleted');
  });

  it('shows the participant text, and the error when the delete fails (the modal stays open)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = setup({ viewerIsOwner: false }, { useDeleteSharedAlbumMutation: () => new Error('down') });
    await user.click(await screen.findByRole('button', { name: 'Delete album' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete album?' });
    expect(dialog).toHaveTextContent(
      'The shared album "Family weekend" will be deleted for you. The photos you added are removed from it; they stay in your own photo library.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    expect(await within(dialog).findByText('Unable to remove album. Please try again')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-photos/shared-albums/SA1');
  });

  it('shows the load error with a back link to the albums (query kept)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup({ viewerIsOwner: true }, { SharedAlbumPageQuery: () => new Error('down') });
    expect(await screen.findByText('Unable to display album. Please refresh the page or try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My albums/ })).toHaveAttribute('href', '/my-photos/albums?stripped=true');
  });

  it('shows the load error for an unknown album', async () => {
    setup({ viewerIsOwner: true }, { SharedAlbumPageQuery: () => ({ node: null }) });
    expect(await screen.findByText('Unable to display album. Please refresh the page or try again later.')).toBeInTheDocument();
  });

  it('is not available without the shared albums flag', async () => {
    const { router } = renderApp('/my-photos/shared-albums/SA1', {
      handlers: { SharedAlbumPageQuery: sharedAlbumQuery({ viewerIsOwner: true }) },
      config: { features: { ...FEATURES, PhotoManagementSharedAlbumsViewEnabled: false } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
