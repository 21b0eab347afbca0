import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { connection } from '../../../test/factories/connection';
import { photoNode } from '../../../test/factories/photo';
import { VIEWER_ID } from '../../../test/factories/viewer';
import { renderApp } from '../../../test/renderApp';
import { installPointerEvent } from '../../../test/relay';

installPointerEvent();

// Two months, newest first: July holds p1, p2; June holds p3, p4, p5 (served two per page).
const MONTHS = [
  { id: 'M1', year: 2024, month: 7, count: 2, ids: ['p1', 'p2'], date: '2024-07-10T12:00:00Z' },
  { id: 'M2', year: 2024, month: 6, count: 3, ids: ['p3', 'p4', 'p5'], date: '2024-06-10T12:00:00Z' },
];
const monthOf = (id: string) => MONTHS.find((m) => m.ids.includes(id));
// Each month's photos by date taken, newest first; created (upload time) in another order: p5, p3, p4 in June.
const CREATED_RANK: Record<string, number> = { p1: 2, p2: 1, p3: 4, p4: 3, p5: 5 };
type PhotoSort = { key: string; order: string };
/** A month's photo ids as the service sorts them: `ids` are newest taken first; created by `CREATED_RANK`. */
function sortedIds(ids: string[], sort: PhotoSort | null) {
  const byKey = sort?.key === 'CREATED' ? [...ids].sort((a, b) => CREATED_RANK[b]! - CREATED_RANK[a]!) : ids;
  return sort?.order === 'ASC' ? [...byKey].reverse() : byKey;
}

function setup(path: string, options: { deleteFails?: boolean; printedIn?: Record<string, unknown[]> } = {}) {
  return renderApp(path, {
    handlers: {
      PhotoPrintOrdersQuery: ({ id }: Variables) => ({ node: { __typename: 'Photo', id, printedIn: options.printedIn?.[id as string] ?? [] } }),
      PhotoPreviewPageQuery: ({ id }: Variables) => {
        const month = monthOf(id as string);
        const thumbnail = { url: `https://img.test/${id}/1300.jpg`, width: 1300, height: 975 };
        return {
          node: month ? photoNode(id as string, { dateTaken: month.date, thumbnail }) : null,
          viewer: {
            id: VIEWER_ID,
            photoLibrary: { months: MONTHS.map(({ id: mid, year, month: mm, count }) => ({ id: mid, year, month: mm, count })) },
          },
        };
      },
      PreviewNavigatorMonthPhotosQuery: ({ monthId, after, sort }: Variables) => {
        const ids = sortedIds(MONTHS.find((m) => m.id === monthId)!.ids, sort as PhotoSort | null);
        const photos = connection(ids, { first: 2, after }, (pid) => ({ id: pid }), { cursorOf: (pid) => pid });
        return { node: { __typename: 'TimelineMonth', id: monthId, photos } };
      },
      useDeletePhotosMutation: ({ input }: Variables) => {
        const ids = (input as { photoIds: string[] }).photoIds;
        return {
          deletePhotos: options.deleteFails
            ? { deletedPhotoIds: [], failedPhotoIds: ids, photoLibrary: null }
            : { deletedPhotoIds: ids, failedPhotoIds: [], photoLibrary: null },
        };
      },
    },
  });
}

const image = (id: string) => screen.findByRole('img', { name: `${id}.jpg` });
const location = (router: ReturnType<typeof setup>['router']) => router.state.location;

/** Waits until the neighbours are known (the buttons reflect them), so key presses act at once. */
async function settled(id: string) {
  await image(id);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next photo' })).toBeInTheDocument());
}

/**
 * Presses an arrow key once the photo it goes to is known (its button is enabled): the neighbour on a further page
 * is known only once that page has loaded, which on a busy machine may be after the current photo shows.
 */
async function press(key: 'ArrowRight' | 'ArrowLeft') {
  const name = key === 'ArrowRight' ? 'Next photo' : 'Previous photo';
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  fireEvent.keyDown(window, { key });
}

/** Deletes the photo `id` once it has settled, confirming in the dialog (returned). */
async function deletePhoto(user: ReturnType<typeof setup>['user'], id: string) {
  await settled(id);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete photo?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

describe('Photo preview', () => {
  it('shows the 1300 thumbnail with the file name as alt text and labelled actions', async () => {
    setup('/my-photos/photos/preview/p1');
    const img = await image('p1');
    expect(img).toHaveAttribute('src', 'https://img.test/p1/1300.jpg');
    for (const name of ['Close', 'Previous photo', 'Next photo', 'Zoom in', 'Delete']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'p1.jpg');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://img.test/p1/full.jpg');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled());
  });

  it('lists the orders the photo was printed in, each linking to its details; none for a photo never printed', async () => {
    const printedIn = { p1: [
      { code: 'SO-2', createdAt: '2026-11-20T10:00:00Z', status: 'IN_PRODUCTION', statusTone: 'INFO' },
      { code: 'SO-1', createdAt: '2026-10-02T10:00:00Z', status: 'CANCELLED', statusTone: 'CRITICAL' },
    ] };
    setup('/my-photos/photos/preview/p1', { printedIn });
    const region = await screen.findByRole('region', { name: 'Printed in' });
    const orders = within(region).getAllByRole('listitem');
    expect(orders.map((o) => o.textContent)).toEqual(['Order SO-2Ordered on 20 Nov 2026In production', 'Order SO-1Ordered on 02 Oct 2026Cancelled']);
    expect(within(region).getByRole('link', { name: 'Order SO-2' })).toHaveAttribute('href', '/orders/SO-2');
    await settled('p1');
    await press('ArrowRight');
    await image('p2');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Printed in' })).not.toBeInTheDocument());
  });

  it('moves with the arrow keys across the month boundary, loading further pages', async () => {
    const { router } = setup('/my-photos/photos/preview/p2?stripped=true');
    await settled('p2');
    await press('ArrowRight');
    await image('p3');
    expect(location(router).pathname).toBe('/my-photos/photos/preview/p3');
    expect(location(router).search).toBe('?stripped=true');
    await press('ArrowRight');
    await image('p4');
    await press('ArrowRight');
    await image('p5'); // second page of June
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled());
    await press('ArrowLeft');
    await image('p4');
    await press('ArrowLeft');
    await image('p3');
    await press('ArrowLeft');
    await image('p2'); // back into July
  });

  it('goes to the previous month’s last photo when opened on a month’s first photo', async () => {
    const { user } = setup('/my-photos/photos/preview/p3');
    await settled('p3');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await image('p2');
  });

  it('swipes on touch past 35% of the width', async () => {
    setup('/my-photos/photos/preview/p1');
    await settled('p1');
    const stage = screen.getByRole('img', { name: 'p1.jpg' }).parentElement!;
    // jsdom has no layout: the window (1024 px) is the width; 300 px < 35% does nothing, 400 px moves.
    fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 600, clientY: 300 });
    fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 300 });
    expect(screen.getByRole('img', { name: 'p1.jpg' })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { pointerId: 2, pointerType: 'touch', clientX: 700, clientY: 300 });
    fireEvent.pointerUp(stage, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 300 });
    await image('p2');
  });

  it('Escape closes to the list keeping the query string', async () => {
    const { router } = setup('/my-photos/photos/preview/p1?stripped=true');
    await settled('p1');
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(location(router).pathname).toBe('/my-photos/photos'));
    expect(location(router).search).toBe('?stripped=true');
  });

  it('closing goes back to the list entry it came from (so the list restores its scroll position)', async () => {
    const { router, user } = setup('/my-photos/photos?stripped=true');
    const listKey = location(router).key;
    await act(() => router.navigate('/my-photos/photos/preview/p1?stripped=true', { state: { fromList: true } }));
    await settled('p1');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await image('p2');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location(router).key).toBe(listKey));
    expect(location(router).pathname).toBe('/my-photos/photos');
  });

  it('drag down on touch closes', async () => {
    const { router } = setup('/my-photos/photos/preview/p1');
    await settled('p1');
    const stage = screen.getByRole('img', { name: 'p1.jpg' }).parentElement!;
    fireEvent.pointerDown(stage, { pointerId: 3, pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { pointerId: 3, pointerType: 'touch', clientX: 310, clientY: 100 + 768 * 0.4 });
    await waitFor(() => expect(location(router).pathname).toBe('/my-photos/photos'));
  });

  it('zoom toggles between 1 and 2.5 with the button and a double tap', async () => {
    const { user } = setup('/my-photos/photos/preview/p1');
    const img = await image('p1');
    expect(img).toHaveAttribute('data-zoom', '1');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(img).toHaveAttribute('data-zoom', '2.5');
    expect(img.style.transform).toContain('scale(2.5)');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(img).toHaveAttribute('data-zoom', '1');
    const stage = img.parentElement!;
    for (let i = 0; i < 2; i++) {
      fireEvent.pointerDown(stage, { pointerId: 9, pointerType: 'touch', clientX: 100, clientY: 100 });
      fireEvent.pointerUp(stage, { pointerId: 9, pointerType: 'touch', clientX: 100, clientY: 100 });
    }
    expect(img).toHaveAttribute('data-zoom', '2.5');
  });

  it('after a delete goes to the previous photo', async () => {
    const { user, relay, router } = setup('/my-photos/photos/preview/p3');
    await deletePhoto(user, 'p3');
    await image('p2');
    expect(location(router).pathname).toBe('/my-photos/photos/preview/p2');
    expect(relay.callsOf('useDeletePhotosMutation')[0]!.variables.input).toEqual({ photoIds: ['p3'] });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('after deleting the first photo goes to the second', async () => {
    const { user } = setup('/my-photos/photos/preview/p1');
    await deletePhoto(user, 'p1');
    await image('p2');
  });

  it('keeps the dialog open with the error when the delete fails', async () => {
    const { user } = setup('/my-photos/photos/preview/p2', { deleteFails: true });
    const dialog = await deletePhoto(user, 'p2');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: Your photo could not be deleted');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'p2.jpg', hidden: true })).toBeInTheDocument();
  });

  it('sends an unknown photo back to the list', async () => {
    const { router } = setup('/my-photos/photos/preview/nope?stripped=true');
    await waitFor(() => expect(location(router).pathname).toBe('/my-photos/photos'));
    expect(location(router).search).toBe('?stripped=true');
  });

  /** Opens the preview of the first photo with the list's stored sort, then walks to the end with →. */
  async function walk(sortKey: 'created' | 'dateTaken', order: [string, ...string[]]) {
    window.localStorage.setItem('photoSort.photos', JSON.stringify({ sortKey, sortOrder: 'asc' }));
    const { relay } = setup(`/my-photos/photos/preview/${order[0]}`);
    await settled(order[0]);
    for (const id of order.slice(1)) {
      await press('ArrowRight');
      await image(id);
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled());
    return relay;
  }

  it('follows the list’s sort: created oldest first walks the months oldest first and each month by created', async () => {
    // June by created, oldest first: p4, p3, p5; then July: p2, p1.
    const relay = await walk('created', ['p4', 'p3', 'p5', 'p2', 'p1']);
    expect(relay.callsOf('PreviewNavigatorMonthPhotosQuery').map((call) => call.variables.sort))
      .toContainEqual({ key: 'CREATED', order: 'ASC' });
    await press('ArrowLeft');
    await image('p2');
  });

  it('follows the list’s sort: date taken oldest first', async () => {
    await walk('dateTaken', ['p5', 'p4', 'p3', 'p2', 'p1']);
  });

  it('redirects to the overview without the timeline flag', async () => {
    const { router } = renderApp('/my-photos/photos/preview/p1', { config: { features: {} } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
