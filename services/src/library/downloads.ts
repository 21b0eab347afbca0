// Downloads (contracts/download-api.yaml): which photos a customer may put in an archive, the download row and its
// JSON. Library downloads take the customer's own photos only; shared-album downloads take photos of a shared album
// the customer owns or takes part in, each with its owner as the album holds it.
import type { Selectable } from 'kysely';
import type { components } from '../../contracts/__generated__/download-api';
import { safeFileName } from '../archive/names';
import type { Db } from '../db';
import type { DownloadPhoto, DownloadsTable } from '../db/schema';
import { UUID } from './deps';

export type Download = components['schemas']['Download'];
export type DownloadRefusal = components['schemas']['DownloadRefusal'];
export type DownloadRow = Selectable<DownloadsTable>;

/** Spec §5/§9: at most 100 photos per download. */
export const DOWNLOAD_MAX_PHOTOS = 100;
export const DOWNLOAD_NAME_MAX = 200;

export function downloadJson(row: DownloadRow): Download {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    photos: row.photos.map((p) => p.photoId),
    photosCount: row.photos_count,
    done: row.done_count,
    albumId: row.album_id,
    fileName: `${safeFileName(row.name ?? '', 'photos')}.zip`,
    size: row.size === null ? null : Number(row.size),
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
  };
}

/** The number of distinct photos must be 1-100. */
export function countRefusal(count: number): DownloadRefusal | undefined {
  if (count < 1) return { code: 'NO_PHOTOS', message: 'Choose at least one photo to download.' };
  if (count > DOWNLOAD_MAX_PHOTOS) {
    return { code: 'TOO_MANY_PHOTOS', message: `Up to ${DOWNLOAD_MAX_PHOTOS} photos can be downloaded at a time` };
  }
  return undefined;
}

const notFound = (failed: string[]): DownloadRefusal =>
  ({ code: 'PHOTOS_NOT_FOUND', message: `These photos cannot be downloaded: ${failed.slice(0, 10).join(', ')}`, failed });

/** Own photos, deduplicated in the order chosen; a refusal names the ids that are not the customer's photos. */
export async function ownPhotos(db: Db, userId: string, ids: readonly string[]): Promise<DownloadPhoto[] | DownloadRefusal> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const valid = wanted.filter((id) => UUID.test(id));
  const own = new Set(valid.length
    ? (await db.selectFrom('photos').select('id').where('user_id', '=', userId).where('id', 'in', valid).execute()).map((r) => r.id)
    : []);
  const failed = wanted.filter((id) => !own.has(id));
  return failed.length ? notFound(failed) : wanted.map((photoId) => ({ photoId, ownerId: userId }));
}

/** Photos of the album, each owned by the owner given; a refusal names the photo ids that are not. */
export async function albumPhotos(db: Db, albumId: string, photos: readonly DownloadPhoto[]): Promise<DownloadPhoto[] | DownloadRefusal> {
  const seen = new Map<string, DownloadPhoto>();
  for (const p of photos) seen.set(p.photoId.toLowerCase(), { photoId: p.photoId.toLowerCase(), ownerId: p.ownerId.toLowerCase() });
  const wanted = [...seen.values()];
  const valid = wanted.filter((p) => UUID.test(p.photoId)).map((p) => p.photoId);
  const rows = valid.length
    ? await db.selectFrom('album_photos').innerJoin('photos', 'photos.id', 'album_photos.photo_id')
      .select(['photos.id', 'photos.user_id']).where('album_photos.album_id', '=', albumId).where('photos.id', 'in', valid).execute()
    : [];
  const ownerOf = new Map(rows.map((r) => [r.id, r.user_id]));
  const failed = wanted.filter((p) => ownerOf.get(p.photoId) !== p.ownerId).map((p) => p.photoId);
  return failed.length ? notFound(failed) : wanted;
}

export type Created = { row: DownloadRow; created: boolean } | { conflict: true };

/**
 * Inserts a PENDING download. An `id` chosen by the caller makes the POST repeatable: the same customer gets the
 * existing download back (`created` false); an id used by another customer is a conflict.
 */
export async function insertDownload(db: Db, userId: string,
  { id, name, albumId, photos }: { id?: string; name: string | null; albumId: string | null; photos: DownloadPhoto[] }): Promise<Created> {
  const inserted = await db.insertInto('downloads').values({
    ...(id ? { id } : {}), user_id: userId, name, album_id: albumId, photos: JSON.stringify(photos), photos_count: photos.length,
  }).onConflict((oc) => oc.column('id').doNothing()).returningAll().executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await db.selectFrom('downloads').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
  return existing.user_id === userId ? { row: existing, created: false } : { conflict: true };
}

/** A download of the customer; undefined for unknown ids and other customers' downloads. */
export async function findDownload(db: Db, userId: string, id: string): Promise<DownloadRow | undefined> {
  if (!UUID.test(id)) return undefined;
  return db.selectFrom('downloads').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}
