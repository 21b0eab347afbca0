import { useCallback, useState } from 'react';
import { useLatest } from '../../../app/useLatest';
import { putFile as defaultPut, type PutResult } from './putFile';
import { useCancelPhotoUploadsMutation } from './useCancelPhotoUploadsMutation';
import { useConfirmPhotoUploadsMutation } from './useConfirmPhotoUploadsMutation';
import { useCreatePhotoUploadsMutation } from './useCreatePhotoUploadsMutation';

/** Spec §5: upload accepts only these types. */
export const ACCEPTED_TYPES = ['image/heic', 'image/jpeg', 'image/png'] as const;
/** Files sent at the same time. */
export const UPLOAD_CONCURRENCY = 3;

export type UploadStatus = 'selected' | 'notAccepted' | 'uploading' | 'uploaded' | 'duplicate' | 'rejected' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0..1 while uploading. */
  progress: number;
  uploadId?: string;
  /** The storage service's reason for a rejected file. */
  reason?: string | null;
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

/**
 * The upload dialog's state: files chosen → Upload (signed slots, then each file PUT with progress) →
 * per-file results → confirm (keep the chosen, discard the rest) or cancel (delete every upload).
 */
export function usePhotoUploads(
  put: (url: string, file: File, onProgress: (f: number) => void) => Promise<PutResult> = defaultPut,
  /** An own album the confirmed photos are added to as well. */
  albumId?: string,
) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Upload, confirm and cancel act on the files as the dialog shows them when pressed.
  const itemsRef = useLatest(items);
  const [createUploads] = useCreatePhotoUploadsMutation();
  const [confirmUploads] = useConfirmPhotoUploadsMutation();
  const [cancelUploads] = useCancelPhotoUploadsMutation();

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const addFiles = useCallback((files: readonly File[]) => {
    const added = files.map<UploadItem>((file) => ({
      key: `upload-${++nextKey}`,
      file,
      status: isAcceptedFile(file) ? 'selected' : 'notAccepted',
      progress: 0,
      keep: true,
    }));
    setItems((list) => [...list, ...added]);
  }, []);

  const removeFile = useCallback((key: string) => {
    setItems((list) => list.filter((item) => item.key !== key || item.status !== 'selected'));
  }, []);

  const setKeep = useCallback((key: string, keep: boolean) => patch(key, { keep }), [patch]);

  const upload = useCallback(async () => {
    const pending = itemsRef.current.filter((item) => item.status === 'selected' || item.status === 'failed');
    if (pending.length === 0) return;
    setUploading(true);
    try {
      for (const item of pending) patch(item.key, { status: 'uploading', progress: 0 });
      // Refused (a blank name, no bytes, too large) or failed: every file failed.
      const created = await createUploads(pending.map((item) => ({ fileName: item.file.name, size: item.file.size }))).catch(() => null);
      if (!created?.ok) {
        for (const item of pending) patch(item.key, { status: 'failed' });
        return;
      }
      const queue = pending.map((item, i) => ({ item, slot: created.uploads[i] }));
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { item, slot } = next;
          if (!slot) {
            patch(item.key, { status: 'failed' });
            continue;
          }
          patch(item.key, { uploadId: slot.uploadId });
          const result = await put(slot.uploadUrl, item.file, (progress) => patch(item.key, { progress }));
          if (result.status === 'READY') patch(item.key, { status: 'uploaded', progress: 1, keep: true });
          else if (result.status === 'DUPLICATE') patch(item.key, { status: 'duplicate', progress: 1 });
          else if (result.status === 'REJECTED') patch(item.key, { status: 'rejected', reason: result.reason });
          else patch(item.key, { status: 'failed' });
        }
      };
      await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, queue.length) }, worker));
    } finally {
      setUploading(false);
    }
  }, [itemsRef, createUploads, patch, put]);

  const uploaded = items.filter((item) => item.status === 'uploaded');
  const kept = uploaded.filter((item) => item.keep);

  /** Resolves true when the photos were added (the dialog may close), false when it failed (the dialog stays). */
  const confirm = useCallback(async (): Promise<boolean> => {
    const done = itemsRef.current.filter((item) => item.status === 'uploaded' && item.uploadId);
    const keepIds = done.filter((item) => item.keep).map((item) => item.uploadId!);
    const discardIds = done.filter((item) => !item.keep).map((item) => item.uploadId!);
    if (keepIds.length === 0) return false;
    setConfirming(true);
    try {
      // An album that refused the photos (gone, or shared) is a failure too: nothing was added.
      if (!(await confirmUploads(keepIds, discardIds, albumId)).ok) return false;
      setItems([]);
      return true;
    } catch {
      return false;
    } finally {
      setConfirming(false);
    }
  }, [itemsRef, confirmUploads, albumId]);

  /** Deletes every uploaded file (best effort) and clears the dialog. */
  const cancel = useCallback(async () => {
    const ids = itemsRef.current
      .filter((item) => (item.status === 'uploaded' || item.status === 'uploading') && item.uploadId)
      .map((item) => item.uploadId!);
    setItems([]);
    if (ids.length > 0) await cancelUploads(ids).catch(() => undefined);
  }, [itemsRef, cancelUploads]);

  return {
    items,
    uploading,
    confirming,
    busy: uploading || confirming,
    selectedCount: items.filter((item) => item.status === 'selected' || item.status === 'failed').length,
    uploadedCount: uploaded.length,
    keptCount: kept.length,
    addFiles,
    removeFile,
    setKeep,
    upload,
    confirm,
    cancel,
  };
}
