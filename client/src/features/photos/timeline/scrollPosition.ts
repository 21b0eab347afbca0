/** Where the photo list keeps its scroll position while a preview is open (sessionStorage). */
export const PHOTOS_SCROLL_KEY = 'photos.scrollPosition';

/** Saves the window's scroll position (before opening a preview), or the given one. */
export function saveScrollPosition(key = PHOTOS_SCROLL_KEY, position?: readonly [number, number]): void {
  const [x, y] = position ?? [window.scrollX, window.scrollY];
  try {
    window.sessionStorage.setItem(key, JSON.stringify([Math.round(x), Math.round(y)]));
  } catch {
    // Storage blocked: the list opens at the top.
  }
}

/** The saved position, removed once read; null unless it is two non-negative numbers (spec §5). */
export function takeScrollPosition(key = PHOTOS_SCROLL_KEY): [number, number] | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return null;
    window.sessionStorage.removeItem(key);
    const value = JSON.parse(raw) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)
    ) {
      return [value[0] as number, value[1] as number];
    }
  } catch {
    // Unreadable: ignore.
  }
  return null;
}

/**
 * Back from a preview: restores the position saved under `key` once, retrying for a few frames while the page grows
 * to its height; handed back to storage if unmounted before it got there. It stops as soon as anything else scrolls
 * the page (the customer, a jump), never pulling the page back over them.
 */
export function restoreScrollPosition(key = PHOTOS_SCROLL_KEY): () => void {
  const position = takeScrollPosition(key);
  if (!position) return () => {};
  let frame = 0;
  let tries = 0;
  let done = false;
  let left: number | null = null;
  const restore = () => {
    if (left !== null && Math.abs(window.scrollY - left) > 1) {
      done = true; // moved by someone else since the last try
      return;
    }
    window.scrollTo(position[0], position[1]);
    left = window.scrollY;
    done = Math.abs(left - position[1]) <= 1 || tries++ >= 60;
    if (!done) frame = requestAnimationFrame(restore);
  };
  restore();
  return () => {
    cancelAnimationFrame(frame);
    if (!done) saveScrollPosition(key, position);
  };
}

/** Whether a position is saved under `key` (without taking it). */
export function hasScrollPosition(key = PHOTOS_SCROLL_KEY): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
