import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Keyboard use of a photo grid (the timeline, an album, a shared album): one tab stop for the whole grid (a roving
 * tabindex), the arrow keys move between photos (←/→ the previous/next, ↑/↓ the nearest photo a row up/down),
 * Home/End the first/last photo of the row, Ctrl+Home/Ctrl+End the first/last photo shown; Enter and Space keep
 * doing what the tile does. After a preview is closed, focus returns to the tile it was opened from.
 *
 * It works on the DOM, so virtualised grids (whose rows come and go while scrolling) need no state for it: items are
 * the elements marked `data-grid-item` (rendered with `tabIndex={-1}`); the one that takes Tab is chosen when Tab is
 * pressed, not on every scroll frame.
 */
export const GRID_ITEM_SELECTOR = '[data-grid-item]';

/** sessionStorage key of the tile a preview was opened from, per list (its path). */
const openedKey = (list: string) => `photoGrid.opened.${list}`;
/** How long after the list comes back its opened tile may still take the focus (its photos load meanwhile). */
const RESTORE_WINDOW_MS = 5_000;

function items(grid: HTMLElement): HTMLElement[] {
  return Array.from(grid.querySelectorAll<HTMLElement>(GRID_ITEM_SELECTOR));
}

const sameRow = (a: DOMRect, b: DOMRect) => Math.abs(a.top - b.top) <= Math.max(1, Math.min(a.height, b.height) / 2);

/**
 * The index of the item a row below (1) or above (-1) the current one, nearest to its column; rows are read from the
 * layout, so a short last row of a section (or a month) leads into the next as the eye expects. The current index
 * when there is no such row.
 */
export function verticalNeighbour(tiles: readonly HTMLElement[], current: number, direction: 1 | -1): number {
  const here = tiles[current]!.getBoundingClientRect();
  let row: DOMRect | null = null;
  let best = current;
  let bestDistance = Infinity;
  for (let i = current + direction; i >= 0 && i < tiles.length; i += direction) {
    const rect = tiles[i]!.getBoundingClientRect();
    if (sameRow(rect, here)) continue;
    row ??= rect;
    if (!sameRow(rect, row)) break;
    const distance = Math.abs(rect.left - here.left);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** The first (-1) or last (1) index of the row of `current`. */
export function rowEdge(tiles: readonly HTMLElement[], current: number, direction: 1 | -1): number {
  const here = tiles[current]!.getBoundingClientRect();
  let edge = current;
  for (let i = current + direction; i >= 0 && i < tiles.length; i += direction) {
    if (!sameRow(tiles[i]!.getBoundingClientRect(), here)) break;
    edge = i;
  }
  return edge;
}

/** The item a key moves to from `current`, or null when the key is not a grid key. */
export function targetIndex(tiles: readonly HTMLElement[], current: number, event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): number | null {
  const toEnd = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowRight': return Math.min(tiles.length - 1, current + 1);
    case 'ArrowLeft': return Math.max(0, current - 1);
    case 'ArrowDown': return verticalNeighbour(tiles, current, 1);
    case 'ArrowUp': return verticalNeighbour(tiles, current, -1);
    case 'Home': return toEnd ? 0 : rowEdge(tiles, current, -1);
    case 'End': return toEnd ? tiles.length - 1 : rowEdge(tiles, current, 1);
    default: return null;
  }
}

function setTabStop(grid: HTMLElement, item: HTMLElement) {
  for (const other of grid.querySelectorAll<HTMLElement>(`${GRID_ITEM_SELECTOR}[tabindex="0"]`)) {
    if (other !== item) other.tabIndex = -1;
  }
  item.tabIndex = 0;
}

/** The item that takes Tab: the last one focused if it is still rendered, else the first one on screen. */
function chooseTabStop(grid: HTMLElement, lastId: string | null): HTMLElement | null {
  const all = items(grid);
  const last = lastId ? all.find((item) => item.dataset.photoId === lastId) : undefined;
  if (last) return last;
  return all.find((item) => item.getBoundingClientRect().bottom > 0) ?? all[0] ?? null;
}

function readOpened(list: string): string | null {
  try {
    const id = window.sessionStorage.getItem(openedKey(list));
    window.sessionStorage.removeItem(openedKey(list));
    return id;
  } catch {
    return null;
  }
}

function saveOpened(list: string, photoId: string) {
  try {
    window.sessionStorage.setItem(openedKey(list), photoId);
  } catch {
    // Storage blocked: focus starts at the top of the page on return.
  }
}

/** Wires the keyboard behaviour above to the grid element of `ref` (mounted for the life of the list). */
export function usePhotoGridKeyboard(ref: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    let lastId: string | null = null;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.shiftKey || event.defaultPrevented) return;
      const all = items(grid);
      const current = all.indexOf(document.activeElement as HTMLElement);
      if (current < 0) return;
      const next = targetIndex(all, current, event);
      if (next === null) return;
      event.preventDefault();
      const target = all[next]!;
      setTabStop(grid, target);
      // Focusing scrolls the photo into view; a virtualised grid renders the rows around it as it scrolls.
      target.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const item = (event.target as Element).closest<HTMLElement>(GRID_ITEM_SELECTOR);
      if (!item || !grid.contains(item)) return;
      lastId = item.dataset.photoId ?? null;
      setTabStop(grid, item);
    };
    // The tab stop is settled when Tab is pressed anywhere (the previous one may have scrolled out of the DOM).
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stop = grid.querySelector<HTMLElement>(`${GRID_ITEM_SELECTOR}[tabindex="0"]`);
      if (stop && (!lastId || stop.dataset.photoId === lastId)) return;
      const chosen = chooseTabStop(grid, lastId);
      if (chosen) setTabStop(grid, chosen);
    };
    // Opening a photo (outside selection mode, where tiles are toggles): remember it for the way back.
    const onClick = (event: MouseEvent) => {
      const item = (event.target as Element).closest<HTMLElement>(GRID_ITEM_SELECTOR);
      if (item?.dataset.photoId && !item.hasAttribute('aria-pressed')) saveOpened(pathname, item.dataset.photoId);
    };

    grid.addEventListener('keydown', onKeyDown);
    grid.addEventListener('focusin', onFocusIn);
    grid.addEventListener('click', onClick);
    document.addEventListener('keydown', onDocumentKeyDown, true);

    // Back from a preview: focus the tile it was opened from once it is rendered (its page may still be loading),
    // unless the customer has moved the focus meanwhile.
    const opened = readOpened(pathname);
    let observer: MutationObserver | null = null;
    let timer = 0;
    const stopWaiting = () => {
      observer?.disconnect();
      observer = null;
      window.clearTimeout(timer);
    };
    if (opened) {
      lastId = opened;
      const tryFocus = () => {
        const focusLost = !document.activeElement || document.activeElement === document.body;
        if (!focusLost) return stopWaiting();
        const tile = items(grid).find((item) => item.dataset.photoId === opened);
        if (!tile) return;
        stopWaiting();
        setTabStop(grid, tile);
        tile.focus({ preventScroll: true });
      };
      observer = new MutationObserver(tryFocus);
      observer.observe(grid, { childList: true, subtree: true });
      timer = window.setTimeout(stopWaiting, RESTORE_WINDOW_MS);
      tryFocus();
    }

    return () => {
      stopWaiting();
      grid.removeEventListener('keydown', onKeyDown);
      grid.removeEventListener('focusin', onFocusIn);
      grid.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onDocumentKeyDown, true);
    };
  }, [ref, pathname]);
}
