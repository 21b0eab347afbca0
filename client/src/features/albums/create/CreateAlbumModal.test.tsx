import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { album, type FakeAlbum } from '../../../test/factories/album';
import { installIntersectionObserver, renderAlbums } from '../testing/albumTestEnv';
import { payload } from '../../../test/relay';

beforeEach(() => {
  installIntersectionObserver();
});

function setup(serverRefusesName = false) {
  const albums: FakeAlbum[] = [album(1)];
  return renderAlbums('/my-photos/albums?stripped=true', {
    albums,
    handlers: {
      useCreateAlbumMutation: payload('CreateAlbumPayload', (variables) => {
        const name = (variables.input as { name: string }).name;
        const created = album(99, { id: 'new-album', name, photosCount: 0, created: new Date().toISOString() });
        if (serverRefusesName) return { album: null, albumEdge: null, error: { reason: 'INVALID_INPUT' }, photoLibrary: null };
        albums.unshift(created);
        return {
          album: { id: created.id, name },
          albumEdge: { cursor: 'c', node: { id: created.id, name, photosCount: 0, created: created.created, isShared: false, sharedAlbum: null, coverPhoto: null } },
          error: null,
          photoLibrary: { photosCount: 100, albumsCount: 2 },
        };
      }),
    },
  });
}

async function openModal(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New album' }));
  return screen.findByRole('dialog', { name: 'Create new album' });
}

describe('Create album modal', () => {
  it("validates the name on submit only, with the spec's messages on the field", async () => {
    const { user, relay, retype } = setup();
    const dialog = await openModal(user);
    const input = within(dialog).getByRole('textbox', { name: 'Album name' });
    expect(input).toHaveAttribute('placeholder', 'Untitled album');
    await user.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(within(dialog).getByText('Please give your album a name')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'Trip <2024>');
    // Typing does not validate: the old message stays until the next submit.
    expect(within(dialog).queryByText('Name not valid')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(within(dialog).getByText('Name not valid')).toBeInTheDocument();
    await retype(input, ' leading space');
    await user.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(within(dialog).getByText('Name not valid')).toBeInTheDocument();
    expect(relay.callsOf('useCreateAlbumMutation')).toHaveLength(0);
  });

  it('is not closed by Escape', async () => {
    const { user } = setup();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Album name' }), 'Holiday');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Create new album' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates the album and goes to it, keeping the query string', async () => {
    const { user, relay, router } = setup();
    const dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Album name' }), 'Holiday 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create album' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/albums/new-album'));
    expect(router.state.location.search).toBe('?stripped=true');
    expect(relay.callsOf('useCreateAlbumMutation')[0]!.variables.input).toEqual({ name: 'Holiday 2026' });
    expect(await screen.findByText('Your album is empty')).toBeInTheDocument();
  });

  it('shows a name refused by the service on the field and stays open', async () => {
    const { user } = setup(true);
    const dialog = await openModal(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Album name' }), 'Fine by the client');
    await user.click(within(dialog).getByRole('button', { name: 'Create album' }));
    expect(await within(dialog).findByText('Name not valid')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create new album' })).toBeInTheDocument();
  });
});
