// The upload dialog's queue kept in the browser (localStorage) while files are on their way, so a reload brings the
// dialog back: each file's name, size and date (to match the file the customer chooses again — the browser cannot keep
// the bytes), its upload slot (id and signed URL) and where it was. tus-js-client keeps the upload URL of each file
// under its fingerprint besides; both are cleared once the photos were added or the upload cancelled.

import { QUEUE_KEY } from './restorableUploads';

/** Where a stored file was: sent and checked, or still to send (paused, on its way, or failed on the connection). */
export type StoredStatus = 'uploading' | 'paused' | 'uploaded' | 'duplicate' | 'rejected';

export interface StoredUpload {
  name: string;
  size: number;
  lastModified: number;
  uploadId: string;
  uploadUrl: string;
  status: StoredStatus;
  keep: boolean;
  reason?: string | null;
}

export interface StoredQueue {
  /** Who was signed in (useSubject): the queue comes back for that customer only, never for another in this browser. */
  owner: string | null;
  /** The album the photos go to as well, if any: the dialog comes back on that album's page only. */
  albumId: string | null;
  items: StoredUpload[];
}

const STATUSES: readonly string[] = ['uploading', 'paused', 'uploaded', 'duplicate', 'rejected'];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isStored = (item: unknown): item is StoredUpload => {
  if (typeof item !== 'object' || item === null) return false;
  const i = item as Record<string, unknown>;
  return typeof i.name === 'string' && typeof i.size === 'number' && typeof i.lastModified === 'number'
    && typeof i.uploadId === 'string' && typeof i.uploadUrl === 'string' && typeof i.keep === 'boolean'
    && typeof i.status === 'string' && STATUSES.includes(i.status);
};

/** The queue `owner` stored, or null (none, another customer's, unreadable, or nothing in it). */
export function readQueue(owner: string | null): StoredQueue | null {
  try {
    const raw = storage()?.getItem(QUEUE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { owner?: unknown; albumId?: unknown; items?: unknown };
    if ((parsed.owner ?? null) !== owner) return null;
    const items = Array.isArray(parsed.items) ? parsed.items.filter(isStored) : [];
    if (items.length === 0) return null;
    return { owner, albumId: typeof parsed.albumId === 'string' ? parsed.albumId : null, items };
  } catch {
    return null;
  }
}

/** Stores the queue (an empty one clears it). */
export function writeQueue(queue: StoredQueue): void {
  try {
    if (queue.items.length === 0) storage()?.removeItem(QUEUE_KEY);
    else storage()?.setItem(QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Storage blocked or full: a reload loses the queue, as before.
  }
}

/** Whether a chosen file is the stored one (same name, size and date). */
export const sameFile = (stored: Pick<StoredUpload, 'name' | 'size' | 'lastModified'>, file: File) =>
  stored.name === file.name && stored.size === file.size && stored.lastModified === file.lastModified;

/** Removes what tus-js-client keeps of these uploads (its entries `tus::<fingerprint>::…` name the upload URL). */
export function forgetUploads(urls: readonly string[]): void {
  const store = storage();
  if (!store || urls.length === 0) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
    for (const key of keys) if (key.startsWith('tus::') && urls.some((url) => key.includes(url))) store.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
