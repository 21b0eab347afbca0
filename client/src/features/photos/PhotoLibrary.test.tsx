import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoLibraryWorld, type FakeLibrary } from '../../test/factories/photoLibrary';
import { PHOTO_LIBRARY_ID } from '../../test/factories/viewer';
import { deferred, type Handler } from '../../test/relay';
import { renderApp } from '../../test/renderApp';

const small: FakeLibrary = {
  months: [
    { year: 2024, month: 3, count: 3 },
    { year: 2023, month: 12, count: 2 },
    { year: 1970, month: 1, count: 1 },
  ],
};

function renderPhotos(library: FakeLibrary, path = '/my-photos/photos', failing: string[] = [], handlers: Record<string, Handler> = {}) {
  return renderApp(path, { world: photoLibraryWorld(library), failing, handlers });
}

describe('My photos page', () => {
  it('redirects /my-photos to the photos tab (keeping the query) with title, tabs and counts', async () => {
    const { router } = renderPhotos(small, '/my-photos?stripped=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'My photos' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-photos/photos'));
    expect(router.state.location.search).toBe('?stripped=true');
    expect(document.title).toBe('My photos | PhotoPrint');
    expect(await screen.findByRole('link', { name: 'Photos (6)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Albums (3)' })).toBeInTheDocument();
  });

  it('shows month sections with select-all buttons labelled by month, and Unknown Date for January 1970', async () => {
    renderPhotos(small);
    expect(await screen.findByRole('button', { name: 'March 2024' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'December 2023' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unknown Date' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(6));
  });
});

describe('All photos screen', () => {
  it('shows the empty state', async () => {
    renderPhotos({ months: [] });
    expect(await screen.findByText('Your photo library is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Photos (0)' })).toBeInTheDocument();
  });

  it('shows the error state when the photos cannot be loaded', async () => {
    renderPhotos(small, '/my-photos/photos', ['AllPhotosPageQuery']);
    expect(await screen.findByText('Error: Your photos could not be loaded')).toBeInTheDocument();
  });

  it("shows '-' for counts when the library is unknown", async () => {
    renderPhotos({ months: [], unavailable: true });
    expect(await screen.findByRole('link', { name: 'Albums (-)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Photos (-)' })).toBeInTheDocument();
  });

  it('sizes the months from the counts and mounts (and fetches) only the months near the viewport', async () => {
    const months = Array.from({ length: 36 }, (_, i) => ({ year: 2024 - Math.floor(i / 12), month: 12 - (i % 12), count: 60 }));
    const { relay } = renderPhotos({ months });
    await screen.findByRole('button', { name: 'December 2024' });
    // 60 photos in 5 columns = 12 rows of 201 px (+4 px gaps) under a 56 px heading, 24 px after; the page is as
    // tall as all 36 months before any photo has loaded.
    const height = 56 + 12 * 205 - 4 + 24;
    expect(screen.getByTestId('timeline')).toHaveStyle({ height: `${36 * height}px` });
    const mounted = screen.getAllByTestId('timeline-month');
    expect(mounted[0]).toHaveStyle({ top: '0px', height: `${height}px` });
    expect(mounted.length).toBeLessThanOrEqual(2);
    if (mounted[1]) expect(mounted[1]).toHaveStyle({ top: `${height}px` });
    await waitFor(() => expect(screen.getAllByTestId('photo-tile').length).toBeGreaterThan(0));
    const monthQueries = relay.callsOf('MonthPhotosQuery');
    expect(monthQueries.map((o) => o.variables.id)).toEqual(mounted.map((el) => el.getAttribute('data-month-id')));
    expect(monthQueries[0]!.variables).toMatchObject({ first: 24, sort: { key: 'DATE_TAKEN', order: 'DESC' }, size: 'S800' });
    // Only the rows near the viewport are in the DOM.
    expect(screen.getAllByTestId('photo-tile').length).toBeLessThan(60);
    const scrubber = await screen.findByRole('slider', { name: 'Jump to month' });
    expect(scrubber).toHaveAttribute('aria-valuetext', 'December 2024');
  });

  it('the month button selects the whole month and deselects it when all are selected', async () => {
    const { user } = renderPhotos(small);
    const march = await screen.findByRole('button', { name: 'March 2024' });
    await screen.findAllByTestId('photo-tile');
    await user.click(march);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('3 selected');
    expect(march).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unknown Date' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('4 selected');
    await user.click(march);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('1 selected');
    expect(march).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Select' })).toBeInTheDocument();
    expect(screen.queryByTestId('selection-toolbar')).not.toBeInTheDocument();
  });

  it('keeps the keyboard focus on the selection controls: Select hands it to Cancel, Cancel back to Select', async () => {
    const { user } = renderPhotos(small);
    await screen.findAllByTestId('photo-tile');
    act(() => screen.getByRole('button', { name: 'Select' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Select' })).toHaveFocus();
  });

  it("shows a '+N' tile for a month over 500 photos and loads more when it is activated", async () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: 30000 });
    const { user } = renderPhotos({ months: [{ year: 2022, month: 8, count: 530 }] });
    // 500 tiles in jsdom: seconds when the suite shares the machine's two cores with the gateway's tests.
    const tile = await screen.findByTestId('plus-n-tile', {}, { timeout: 20_000 });
    expect(tile).toHaveTextContent('+30');
    expect(tile).toHaveAccessibleName('Show 30 more photos');
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(500), { timeout: 20_000 });
    await user.click(tile);
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(530), { timeout: 20_000 });
    expect(screen.queryByTestId('plus-n-tile')).not.toBeInTheDocument();
  });

  it('stores the sort choice in the browser and restores it', async () => {
    const first = renderPhotos(small);
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Date taken (oldest first)');
    expect(JSON.parse(localStorage.getItem('photoSort.photos')!)).toEqual({ sortKey: 'dateTaken', sortOrder: 'asc' });
    await waitFor(() =>
      expect(screen.getAllByTestId('month-select-all').map((b) => b.textContent)).toEqual(['Unknown Date', 'December 2023', 'March 2024']),
    );
    first.unmount();
    localStorage.setItem('photoSort.photos', JSON.stringify({ sortKey: 'uploaded', sortOrder: 'desc' }));
    const { relay } = renderPhotos(small);
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Date uploaded (newest first)');
    await screen.findAllByTestId('photo-tile');
    expect(relay.callsOf('MonthPhotosQuery')[0]!.variables.sort).toEqual({ key: 'UPLOADED', order: 'DESC' });
  });

  it('Delete all requires typing DELETE exactly', async () => {
    const deleteAll = deferred();
    const { user, relay, retype } = renderPhotos(small, undefined, [], { useDeleteAllPhotosMutation: deleteAll.handler });
    await user.click(await screen.findByRole('button', { name: 'Delete all photos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all photos?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete all photos' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByLabelText('Type DELETE to confirm');
    await user.type(input, 'delete');
    expect(confirm).toBeDisabled();
    await retype(input, 'DELETE');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(relay.callsOf('useDeleteAllPhotosMutation')[0]!.variables).toEqual({ input: { confirmation: 'DELETE' } });
    await act(async () => deleteAll.resolve({
      deleteAllPhotos: { deletedCount: 6, photoLibrary: { id: PHOTO_LIBRARY_ID, photosCount: 0, albumsCount: 3, status: 'ACTIVE', months: [] } },
    }));
    expect(await screen.findByText('Your photo library is empty')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a delete that fails for some photos keeps exactly those selected and shows the error', async () => {
    const deletion = deferred();
    const { user, relay } = renderPhotos(small, undefined, [], { useDeletePhotosMutation: deletion.handler });
    const march = await screen.findByRole('button', { name: 'March 2024' });
    await screen.findAllByTestId('photo-tile');
    await user.click(march);
    const toolbar = screen.getByRole('toolbar', { name: 'Selected photos' });
    expect(within(toolbar).getByRole('button', { name: 'Download' })).not.toHaveAttribute('aria-disabled');
    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 photos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const { variables } = relay.callsOf('useDeletePhotosMutation')[0]!;
    const ids = (variables.input as { photoIds: string[] }).photoIds;
    expect(ids).toHaveLength(3);
    expect(variables.connections).toHaveLength(3);
    // Optimistic: the photos are gone at once.
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(3);
    await act(async () =>
      deletion.resolve({ deletePhotos: { deletedPhotoIds: [ids[0]], failedPhotoIds: [ids[1], ids[2]], photoLibrary: null } }),
    );
    expect(await within(dialog).findByText('Error: Your photos could not be deleted')).toBeInTheDocument();
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 selected');
    const tiles = screen.getAllByTestId('photo-tile').map((t) => t.getAttribute('data-photo-id'));
    expect(tiles).toEqual(expect.arrayContaining([ids[1], ids[2]]));
    expect(tiles).not.toContain(ids[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete 2 photos?' });
    expect(within(again).queryByText(/could not be deleted/)).not.toBeInTheDocument();
  });

  it('Download is disabled with nothing selected, with the 100-photo tooltip', async () => {
    const { user } = renderPhotos(small);
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    const download = within(screen.getByRole('toolbar')).getByRole('button', { name: 'Download' });
    expect(download).toHaveAttribute('aria-disabled', 'true');
    expect(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Copy to album' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete all photos' })).not.toBeInTheDocument();
  });

  it('opens the preview with the query kept and saves the scroll position', async () => {
    const { user, router } = renderPhotos(small, '/my-photos/photos?stripped=true');
    const tiles = await screen.findAllByTestId('photo-tile');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
    await user.click(tiles[0]!);
    const id = tiles[0]!.getAttribute('data-photo-id')!;
    await waitFor(() => expect(visited).toContain(`/my-photos/photos/preview/${encodeURIComponent(id)}?stripped=true`));
    expect(JSON.parse(sessionStorage.getItem('photos.scrollPosition')!)).toEqual([0, 0]);
  });
});
