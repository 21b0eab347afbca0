/** Where the upload dialog keeps its queue over a reload (uploadQueue.ts). */
export const QUEUE_KEY = 'photoUploads.queue';

/**
 * Whether the page of `albumId` (the library's without) has an upload queue of `owner` (who is signed in) that a
 * reload interrupted: read by the "Add photos" button of the first page (so it is kept small; the dialog's code reads
 * the queue itself).
 */
export function hasRestorableUploads(owner: string | null, albumId?: string): boolean {
  try {
    const raw = window.localStorage.getItem(QUEUE_KEY);
    if (raw === null) return false;
    const queue = JSON.parse(raw) as { owner?: unknown; albumId?: unknown };
    return (queue.owner ?? null) === owner && queue.albumId === (albumId ?? null);
  } catch {
    return false;
  }
}
