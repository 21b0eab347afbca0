// A download's manifest: the entries of its zip, fixed once when the download is "built" (archive/jobs.ts) — each
// chosen photo's blob, its unique file name inside the zip (names.ts), the original's size and CRC-32
// (blob/checksums.ts) and its time. The archive's bytes follow from it (zipLayout.ts); a photo deleted since, or an
// original gone or of another size, makes the archive unservable (checkManifest).
import { originalChecksums } from '../blob/checksums';
import type { BlobStore } from '../blob/store';
import type { Db } from '../db';
import type { DownloadPhoto, ManifestEntry } from '../db/schema';
import { uniqueNames } from './names';
import type { ZipEntry } from './zipLayout';

export class MissingPhoto extends Error {}

const missing = (photoId: string) => `The original of photo ${photoId} is missing.`;

/** The photos' rows that still belong to the owners recorded when the download was accepted, by photo id. */
async function ownedRows(db: Db, photos: ReadonlyArray<{ photoId: string; ownerId: string }>) {
  const ids = photos.map((p) => p.photoId);
  const rows = ids.length
    ? await db.selectFrom('photos').select(['id', 'user_id', 'local_file_name', 'content_hash', 'date_taken', 'created_at'])
      .where('id', 'in', ids).execute()
    : [];
  const owners = new Map(photos.map((p) => [p.photoId, p.ownerId]));
  return new Map(rows.filter((r) => owners.get(r.id) === r.user_id).map((r) => [r.id, r]));
}

/** Fixes the manifest of these photos, in their order; a photo gone (or its original) throws MissingPhoto. */
export async function fixManifest(db: Db, blobs: BlobStore, photos: readonly DownloadPhoto[]): Promise<ManifestEntry[]> {
  const rows = await ownedRows(db, photos);
  const gone = photos.find((p) => !rows.has(p.photoId));
  if (gone) throw new MissingPhoto(missing(gone.photoId));
  const found = photos.map((p) => rows.get(p.photoId)!);
  const checksums = await originalChecksums(db, blobs, found.map((r) => r.content_hash));
  // The originals must be there as recorded (a zip promising bytes that cannot be read is never offered).
  const sizes = await Promise.all(found.map((r) => blobs.size(r.content_hash, 'original')));
  const names = uniqueNames(found.map((r) => r.local_file_name));
  return photos.map((p, i) => {
    const row = found[i]!;
    const checksum = checksums.get(row.content_hash);
    if (!checksum || sizes[i] !== checksum.size) throw new MissingPhoto(missing(p.photoId));
    return {
      photoId: p.photoId, ownerId: p.ownerId, contentHash: row.content_hash, name: names[i]!,
      size: checksum.size, crc32: checksum.crc32, mtime: (row.date_taken ?? row.created_at).toISOString(),
    };
  });
}

/**
 * Why the archive of this manifest cannot be served now, or undefined when it can: a photo deleted (or moved to
 * another owner, or given other content) since the manifest was fixed, or an original missing or of another size.
 */
export async function checkManifest(db: Db, blobs: BlobStore, entries: readonly ManifestEntry[]): Promise<string | undefined> {
  const rows = await ownedRows(db, entries);
  for (const entry of entries) {
    if (rows.get(entry.photoId)?.content_hash !== entry.contentHash) {
      return `Photo ${entry.photoId} (${entry.name}) was deleted after this archive was prepared.`;
    }
  }
  const sizes = await Promise.all(entries.map((e) => blobs.size(e.contentHash, 'original')));
  const changed = entries.findIndex((e, i) => sizes[i] !== e.size);
  return changed < 0 ? undefined : `The original of ${entries[changed]!.name} is missing or has changed.`;
}

export const zipEntries = (entries: readonly ManifestEntry[]): ZipEntry[] =>
  entries.map(({ name, size, crc32, mtime }) => ({ name, size, crc32, mtime: new Date(mtime) }));
