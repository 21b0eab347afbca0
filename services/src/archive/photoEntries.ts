// The entries of a download's archive: each chosen photo's original, read from the blob store when its turn comes,
// under its local file name (made unique). A photo deleted since (or whose original is missing) fails the archive.
import type { BlobStore } from '../blob/store';
import type { Db } from '../db';
import type { DownloadPhoto } from '../db/schema';
import type { ArchiveEntry } from './buildArchive';
import { ARCHIVE_READ_CHUNK } from './buildInWorker';
import { uniqueNames } from './names';

export class MissingPhoto extends Error {}

export interface PhotoEntry extends ArchiveEntry {
  /** The original on disk (a blob store on disk, the photo still there), for a build in a worker thread. */
  path?: string;
  /** Why the archive fails when the original cannot be read. */
  missing: string;
}

export async function photoEntries(db: Db, blobs: BlobStore, photos: readonly DownloadPhoto[]): Promise<PhotoEntry[]> {
  const ids = photos.map((p) => p.photoId);
  const rows = ids.length
    ? await db.selectFrom('photos').select(['id', 'user_id', 'local_file_name', 'content_hash', 'date_taken', 'created_at'])
      .where('id', 'in', ids).execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A row must still belong to the owner recorded when the download was accepted.
  const found = photos.map((p) => {
    const row = byId.get(p.photoId);
    return row && row.user_id === p.ownerId ? row : undefined;
  });
  const names = uniqueNames(found.map((row, i) => row?.local_file_name ?? `photo-${i + 1}`));
  return photos.map((p, i) => {
    const row = found[i];
    const missing = `The original of photo ${p.photoId} is missing.`;
    return {
      name: names[i]!,
      mtime: row ? (row.date_taken ?? row.created_at) : undefined,
      path: row ? blobs.pathOf(row.content_hash, 'original') : undefined,
      missing,
      async open() {
        const blob = row ? await blobs.read(row.content_hash, 'original', { chunkSize: ARCHIVE_READ_CHUNK }) : undefined;
        if (!blob) throw new MissingPhoto(missing);
        return blob.stream;
      },
    };
  });
}
