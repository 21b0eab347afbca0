import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Variables } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../../ui';
import { album, albumNode } from '../../../test/factories/album';
import { connection } from '../../../test/factories/connection';
import { createTestRelay, renderWithRelay, type Handler } from '../../../test/relay';
import { CopyToAlbumModal } from './CopyToAlbumModal';

/** Three albums a page, whatever the page size asked (the first page ends after the third). */
const ALBUMS = [
  album(1, { id: 'A1', name: 'Summer 2023', photosCount: 60 }),
  album(2, { id: 'S1', name: 'Family weekend', isShared: true, photosCount: 12 }),
  album(3, { id: 'A2', name: 'Empty album', photosCount: 0 }),
  album(4, { id: 'A3', name: 'Holiday 2019', photosCount: 1 }),
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function Harness({ onClose, onCopied }: { onClose: () => void; onCopied: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <CopyToAlbumModal
      photoIds={['P1', 'P2', 'P3']}
      isOpen={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      onCopied={onCopied}
    />
  );
}

async function setup(handlers: Record<string, Handler> = {}) {
  const relay = createTestRelay({ AlbumConnection: ({ args }) => connection(ALBUMS, { after: args?.after }, albumNode, { first: 3 }) }, handlers);
  const onClose = vi.fn();
  const onCopied = vi.fn();
  const { user } = renderWithRelay(
    <>
      <Harness onClose={onClose} onCopied={onCopied} />
      <LocationProbe />
      <ToastRegion />
    </>,
    { relay, path: '/my-photos/photos?stripped=true' },
  );
  return { relay, onClose, onCopied, user, dialog: await screen.findByRole('dialog', { name: 'Copy to album' }) };
}

const copied = (albumId: string, failed: string[] = []) => (variables: Variables) => {
  const { photoIds } = variables.input as { photoIds: string[] };
  return {
    addPhotosToAlbum: {
      album: { id: albumId, name: 'x', photosCount: photoIds.length, updated: '2024-05-01T10:00:00Z', coverPhoto: null },
      addedPhotoIds: photoIds.filter((id) => !failed.includes(id)),
      failedPhotoIds: failed,
    },
  };
};

describe('Copy to album', () => {
  it("lists the own albums (not the shared ones) a page at a time and copies into the chosen one, with the toast link", async () => {
    const { relay, user, onClose, onCopied, dialog } = await setup({ useAddPhotosToAlbumMutation: copied('A1') });
    expect(within(dialog).getByText('3 photos selected')).toBeInTheDocument();
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((c) => c.closest('label')!.textContent)).toEqual(['New album', 'Summer 202360 photos', 'Empty album0 photos']);
    expect(within(dialog).queryByText('Family weekend')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Show more albums' }));
    expect(await within(dialog).findByText('Holiday 2019')).toBeInTheDocument();
    expect(relay.callsOf('CopyToAlbumModalPaginationQuery')[0]!.variables).toMatchObject({ count: 50, cursor: '3' });
    expect(relay.callsOf('CopyToAlbumModalQuery')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Show more albums' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Summer 2023/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(relay.callsOf('useAddPhotosToAlbumMutation')[0]!.variables).toEqual({ input: { albumId: 'A1', photoIds: ['P1', 'P2', 'P3'] } });
    expect(onCopied).toHaveBeenCalled();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Photos copied to Summer 2023');
    const link = within(toast).getByRole('link', { name: 'Summer 2023' });
    expect(link).toHaveAttribute('href', '/my-photos/albums/A1?stripped=true');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/my-photos/albums/A1?stripped=true');
  });

  it('creates a new album first; the name is checked on submit only', async () => {
    const { relay, user, dialog } = await setup({
      useCreateAlbumMutation: ({ input }: Variables) => ({
        createAlbum: {
          album: { id: 'NEW', name: (input as { name: string }).name },
          albumEdge: null,
          error: null,
          photoLibrary: null,
        },
      }),
      useAddPhotosToAlbumMutation: copied('NEW'),
    });
    await user.click(await within(dialog).findByRole('radio', { name: /New album/ }));
    const name = within(dialog).getByRole('textbox', { name: 'Album name' });
    expect(name).toHaveAttribute('placeholder', 'Untitled album');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Please give your album a name')).toBeInTheDocument();
    await user.type(name, 'Trip <2024>');
    expect(within(dialog).getByText('Please give your album a name')).toBeInTheDocument(); // until the next submit
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Name not valid')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, ' Trip');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Name not valid')).toBeInTheDocument();
    expect(relay.callsOf('useCreateAlbumMutation')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Trip 2024');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/Photos copied to/)).toHaveTextContent('Photos copied to Trip 2024');
    const create = relay.callsOf('useCreateAlbumMutation')[0]!.variables;
    expect(create.input).toEqual({ name: 'Trip 2024' });
    expect(create.connections).toHaveLength(2);
    expect(relay.callsOf('useAddPhotosToAlbumMutation')[0]!.variables).toEqual({ input: { albumId: 'NEW', photoIds: ['P1', 'P2', 'P3'] } });
    expect(screen.getByRole('link', { name: 'Trip 2024' })).toHaveAttribute('href', '/my-photos/albums/NEW?stripped=true');
  });

  it('a refused name from the service shows on the field', async () => {
    const { user, relay, dialog } = await setup({
      useCreateAlbumMutation: () => ({
        createAlbum: { album: null, albumEdge: null, error: { reason: 'INVALID_INPUT' }, photoLibrary: null },
      }),
    });
    await user.click(await within(dialog).findByRole('radio', { name: /New album/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Album name' }), 'Trip');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Name not valid')).toBeInTheDocument();
    expect(relay.callsOf('useAddPhotosToAlbumMutation')).toHaveLength(0);
  });

  it('a failed copy keeps the dialog open with the reason; no toast', async () => {
    const { user, onClose, dialog } = await setup({ useAddPhotosToAlbumMutation: copied('A2', ['P2']) });
    await user.click(await within(dialog).findByRole('radio', { name: /Empty album/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Error: Your photos could not be copied to the album. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('a network error keeps it open too', async () => {
    const { user, dialog } = await setup({ useAddPhotosToAlbumMutation: () => new Error('SHARED_ALBUM_READ_ONLY') });
    await user.click(await within(dialog).findByRole('radio', { name: /Summer 2023/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Error: Your photos could not be copied to the album. Please try again.')).toBeInTheDocument();
  });

  it('shows the list error when the albums cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog } = await setup({ CopyToAlbumModalQuery: () => new Error('down') });
    expect(await within(dialog).findByText('Unable to display albums. Please refresh the page or try again later.')).toBeInTheDocument();
  });
});
