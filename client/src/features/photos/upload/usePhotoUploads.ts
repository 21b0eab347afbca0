import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../app/useLatest';
import { useSubject } from '../../../auth/AuthContext';
import { useConfig } from '../../../config/config';
import { DEFAULT_CHUNK_BYTES, sendResumable, type FailReason, type SendFile, type SendResult, type Transfer } from './sendFile';
import { forgetUploads, readQueue, sameFile, writeQueue, type StoredQueue, type StoredStatus } from './uploadQueue';
import { useCancelPhotoUploadsMutation } from './useCancelPhotoUploadsMutation';
import { useConfirmPhotoUploadsMutation } from './useConfirmPhotoUploadsMutation';
import { useCreatePhotoUploadsMutation } from './useCreatePhotoUploadsMutation';

/** Spec §5: upload accepts only these types. */
export const ACCEPTED_TYPES = ['image/heic', 'image/jpeg', 'image/png'] as const;
/** Files sent at the same time. */
export const UPLOAD_CONCURRENCY = 3;

/**
 * `paused`: by the customer, what the storage service has is kept; `missingFile`: restored after a reload, the file
 * must be chosen again (the browser does not keep the bytes) to go on.
 */
export type UploadStatus =
  | 'selected' | 'notAccepted' | 'uploading' | 'paused' | 'missingFile' | 'uploaded' | 'duplicate' | 'rejected' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  lastModified: number;
  /** Absent for a file restored after a reload and not chosen again yet. */
  file?: File;
  status: UploadStatus;
  /** 0..1 of the bytes the storage service has. */
  progress: number;
  uploadId?: string;
  /** The signed upload URL of its slot (where the transfer goes on after a pause, a failure or a reload). */
  uploadUrl?: string;
  /** The storage service's reason for a rejected file. */
  reason?: string | null;
  /** Why a failed file failed. */
  failReason?: FailReason;
  /** Uploaded items only: add it to the library on confirm (default true). */
  keep: boolean;
}

/**
 * A first filter in the browser: the declared type, else the extension (browsers report HEIC files as '', as
 * application/octet-stream or as image/heif). The storage service decides by content (magic bytes) in any case.
 */
export function isAcceptedFile(file: Pick<File, 'type' | 'name'>): boolean {
  if ((ACCEPTED_TYPES as readonly string[]).includes(file.type)) return true;
  return /\.(heic|heif|jpe?g|png)$/i.test(file.name);
}

let nextKey = 0;
const newKey = () => `upload-${++nextKey}`;

const STORED: Partial<Record<UploadStatus, StoredStatus>> = {
  uploading: 'uploading', paused: 'paused', missingFile: 'paused', failed: 'paused',
  uploaded: 'uploaded', duplicate: 'duplicate', rejected: 'rejected',
};

/** The items worth keeping over a reload: those with a slot, in a state that can be shown or continued. */
function toStored(items: UploadItem[], owner: string | null, albumId: string | undefined): StoredQueue {
  return {
    owner,
    albumId: albumId ?? null,
    items: items.flatMap((item) => {
      const status = STORED[item.status];
      if (!status || !item.uploadId || !item.uploadUrl) return [];
      if (item.status === 'failed' && item.failReason !== 'connection') return [];
      const { name, size, lastModified, uploadId, uploadUrl, keep, reason } = item;
      return [{ name, size, lastModified, uploadId, uploadUrl, status, keep, reason }];
    }),
  };
}

/** The queue of the page's album (or of the library) as the last page left it, its unfinished files to choose again. */
function restoredItems(owner: string | null, albumId: string | undefined): UploadItem[] {
  const queue = readQueue(owner);
  if (!queue || queue.albumId !== (albumId ?? null)) return [];
  return queue.items.map((stored) => {
    const done = stored.status === 'uploaded' || stored.status === 'duplicate' || stored.status === 'rejected';
    return {
      ...stored, key: newKey(), progress: done ? 1 : 0, status: done ? stored.status : 'missingFile',
    };
  });
}

/**
 * The upload dialog's state: files chosen → Upload (signed slots, then each file sent with tus in chunks, resumable,
 * with progress, pause and resume) → per-file results → confirm (keep the chosen, discard the rest) or cancel (delete
 * every upload). The queue is kept in localStorage until confirmed or cancelled, so a reload brings it back.
 */
export function usePhotoUploads(
  send?: SendFile,
  /** An own album the confirmed photos are added to as well. */
  albumId?: string,
) {
  const { uploadChunkBytes } = useConfig();
  const sendFile: SendFile = send ?? ((url, file, events) =>
    sendResumable(url, file, { chunkSize: uploadChunkBytes ?? DEFAULT_CHUNK_BYTES }, events));
  const owner = useSubject();
  const [items, setItems] = useState<UploadItem[]>(() => restoredItems(owner, albumId));
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Upload, confirm and cancel act on the files as the dialog shows them when pressed.
  const itemsRef = useLatest(items);
  const sendRef = useLatest(sendFile);
  /** The transfers under way or paused, by item key; `settle` frees the worker that runs it. */
  const transfers = useRef(new Map<string, { transfer: Transfer; settle: () => void }>());
  const [createUploads] = useCreatePhotoUploadsMutation();
  const [confirmUploads] = useConfirmPhotoUploadsMutation();
  const [cancelUploads] = useCancelPhotoUploadsMutation();

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  // The queue follows the dialog into localStorage; an empty dialog leaves another page's queue alone.
  useEffect(() => {
    const stored = toStored(items, owner, albumId);
    if (stored.items.length > 0) writeQueue(stored);
  }, [items, owner, albumId]);

  const finish = useCallback((key: string, result: SendResult) => {
    if (result.status === 'READY') patch(key, { status: 'uploaded', progress: 1, keep: true });
    else if (result.status === 'DUPLICATE') patch(key, { status: 'duplicate', progress: 1 });
    else if (result.status === 'REJECTED') patch(key, { status: 'rejected', reason: result.reason });
    else patch(key, { status: 'failed', failReason: result.reason });
  }, [patch]);

  /** Sends a file to its slot; resolves when it is done, failed or paused. */
  const run = useCallback((key: string, url: string, file: File) => new Promise<void>((resolve) => {
    patch(key, { status: 'uploading', failReason: undefined });
    const transfer = sendRef.current(url, file, {
      onProgress: (sent, total) => patch(key, { progress: total > 0 ? sent / total : 0 }),
      onDone: (result) => {
        finish(key, result);
        // A file that failed on the connection goes on later from where it was; any other end is final.
        if (!(result.status === 'FAILED' && result.reason === 'connection')) transfers.current.delete(key);
        resolve();
      },
    });
    transfers.current.set(key, { transfer, settle: resolve });
  }), [patch, finish, sendRef]);

  /** Goes on with a paused file, or one that failed on the connection, from what the storage service has. */
  const resume = useCallback((key: string) => {
    const entry = transfers.current.get(key);
    if (!entry) return;
    patch(key, { status: 'uploading', failReason: undefined });
    entry.transfer.resume();
  }, [patch]);

  const pause = useCallback((key: string) => {
    const entry = transfers.current.get(key);
    if (!entry) return;
    entry.transfer.pause();
    entry.settle();
    patch(key, { status: 'paused' });
  }, [patch]);

  // Back online: files that failed on the connection go on by themselves.
  useEffect(() => {
    const online = () => {
      for (const item of itemsRef.current) {
        if (item.status === 'failed' && item.failReason === 'connection') resume(item.key);
      }
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [itemsRef, resume]);

  // Paused transfers stop with the dialog (their bytes stay with the storage service until cancelled).
  useEffect(() => {
    const map = transfers.current;
    return () => {
      for (const { transfer } of map.values()) transfer.pause();
      map.clear();
    };
  }, []);

  const addFiles = useCallback((files: readonly File[]) => {
    const fresh: File[] = [];
    const again: Array<{ item: UploadItem; file: File }> = [];
    const waiting = itemsRef.current.filter((item) => item.status === 'missingFile');
    for (const file of files) {
      const match = waiting.find((item) => sameFile(item, file) && !again.some((a) => a.item === item));
      if (match) again.push({ item: match, file });
      else fresh.push(file);
    }
    const added = fresh.map<UploadItem>((file) => ({
      key: newKey(),
      name: file.name,
      size: file.size,
      lastModified: file.lastModified,
      file,
      status: isAcceptedFile(file) ? 'selected' : 'notAccepted',
      progress: 0,
      keep: true,
    }));
    setItems((list) => [
      ...list.map((item) => {
        const chosen = again.find((a) => a.item.key === item.key);
        return chosen ? { ...item, file: chosen.file } : item;
      }),
      ...added,
    ]);
    // A file chosen again after a reload goes on from the storage service's offset.
    for (const { item, file } of again) void run(item.key, item.uploadUrl!, file);
  }, [itemsRef, run]);

  const removeFile = useCallback((key: string) => {
    setItems((list) => list.filter((item) => item.key !== key || item.status !== 'selected'));
  }, []);

  const setKeep = useCallback((key: string, keep: boolean) => patch(key, { keep }), [patch]);

  const upload = useCallback(async () => {
    const current = itemsRef.current;
    // Files that failed on the connection go on with their slot; the others get a new one.
    for (const item of current) {
      if (item.status === 'failed' && item.failReason === 'connection' && transfers.current.has(item.key)) resume(item.key);
    }
    const pending = current.filter((item) => item.file && (item.status === 'selected'
      || (item.status === 'failed' && !(item.failReason === 'connection' && transfers.current.has(item.key)))));
    if (pending.length === 0) return;
    setCreating(true);
    let queue: Array<{ item: UploadItem; slot?: { uploadId: string; uploadUrl: string } }>;
    try {
      for (const item of pending) patch(item.key, { status: 'uploading', progress: 0, failReason: undefined });
      // Refused (a blank name, no bytes, too large) or failed: every file failed.
      const created = await createUploads(pending.map((item) => ({ fileName: item.name, size: item.size }))).catch(() => null);
      if (!created?.ok) {
        for (const item of pending) patch(item.key, { status: 'failed', failReason: 'refused' });
        return;
      }
      queue = pending.map((item, i) => ({ item, slot: created.uploads[i] }));
      for (const { item, slot } of queue) if (slot) patch(item.key, { uploadId: slot.uploadId, uploadUrl: slot.uploadUrl });
    } finally {
      setCreating(false);
    }
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { item, slot } = next;
        if (!slot) patch(item.key, { status: 'failed', failReason: 'refused' });
        else await run(item.key, slot.uploadUrl, item.file!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, queue.length) }, worker));
  }, [itemsRef, createUploads, patch, run, resume]);

  const uploaded = items.filter((item) => item.status === 'uploaded');
  const kept = uploaded.filter((item) => item.keep);
  const uploading = creating || items.some((item) => item.status === 'uploading');

  /** Clears the dialog and what the browser kept of it. */
  const clear = useCallback((list: UploadItem[]) => {
    for (const { transfer } of transfers.current.values()) transfer.pause();
    transfers.current.clear();
    forgetUploads(list.flatMap((item) => (item.uploadUrl ? [item.uploadUrl] : [])));
    writeQueue({ owner: null, albumId: null, items: [] });
    setItems([]);
  }, []);

  /** Resolves true when the photos were added (the dialog may close), false when it failed (the dialog stays). */
  const confirm = useCallback(async (): Promise<boolean> => {
    const list = itemsRef.current;
    const done = list.filter((item) => item.status === 'uploaded' && item.uploadId);
    const keepIds = done.filter((item) => item.keep).map((item) => item.uploadId!);
    const discardIds = done.filter((item) => !item.keep).map((item) => item.uploadId!);
    if (keepIds.length === 0) return false;
    setConfirming(true);
    try {
      // An album that refused the photos (gone, or shared) is a failure too: nothing was added.
      if (!(await confirmUploads(keepIds, discardIds, albumId)).ok) return false;
      clear(list);
      return true;
    } catch {
      return false;
    } finally {
      setConfirming(false);
    }
  }, [itemsRef, confirmUploads, albumId, clear]);

  /** Deletes every upload with a slot (best effort) and clears the dialog. */
  const cancel = useCallback(async () => {
    const list = itemsRef.current;
    const ids = list
      .filter((item) => ['uploaded', 'uploading', 'paused', 'missingFile', 'failed'].includes(item.status) && item.uploadId)
      .map((item) => item.uploadId!);
    clear(list);
    if (ids.length > 0) await cancelUploads(ids).catch(() => undefined);
  }, [itemsRef, cancelUploads, clear]);

  // Total progress over the files that have a slot or are on their way.
  const counted = items.filter((item) => item.uploadUrl || item.status === 'uploading');
  const totalBytes = counted.reduce((sum, item) => sum + item.size, 0);
  const sentBytes = counted.reduce((sum, item) => sum + item.size * item.progress, 0);

  return {
    items,
    uploading,
    confirming,
    busy: uploading || confirming,
    selectedCount: items.filter((item) => item.file && (item.status === 'selected' || item.status === 'failed')).length,
    uploadedCount: uploaded.length,
    keptCount: kept.length,
    /** Files restored after a reload that must be chosen again. */
    missingCount: items.filter((item) => item.status === 'missingFile').length,
    /** 0..1 over every file with a slot, or null when none is on its way. */
    totalProgress: items.some((item) => ['uploading', 'paused', 'missingFile'].includes(item.status)) && totalBytes > 0
      ? sentBytes / totalBytes : null,
    addFiles,
    removeFile,
    setKeep,
    upload,
    pause,
    resume,
    confirm,
    cancel,
  };
}
