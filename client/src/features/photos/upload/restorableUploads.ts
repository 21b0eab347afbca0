/** Where the upload dialog keeps its queue over a reload (uploadQueue.ts). */
export const QUEUE_KEY = 'photoUploads.queue';

/**
 * Whether the page of `albumId` (the library's without) has an upload queue a reload interrupted: read by the "Add
 * photos" button of the first page (so it is kept small; the dialog's code reads the queue itself).
 */
export function hasRestorableUploads(albumId?: string): boolean {
  try {
    const raw = window.localStorage.getItem(QUEUE_KEY);
    return raw !== null && (JSON.parse(raw) as { albumId?: unknown }).albumId === (albumId ?? null);
  } catch {
    return false;
  }
}
