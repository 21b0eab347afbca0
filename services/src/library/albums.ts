// Albums and legacy shared albums: the album-name rule, keyset pages newest first over (created_at, id) with an
// opaque cursor, and the photo count, cover (photo most recently added) and people of a whole page fetched with a
// fixed number of queries (never one per album).
import { sql, type SqlBool } from 'kysely';
import type { components as PhotoApi } from '../../contracts/__generated__/photo-api';
import type { components as SharedAlbumsApi } from '../../contracts/__generated__/shared-albums-api';
import { BadRequest } from '../apis/photo/keyset';
import type { Db } from '../db';
import { UUID } from './deps';
import { photoJson, type PhotoRow, type UrlContext } from './photo-json';

export type Album = PhotoApi['schemas']['Album'];
export type AlbumNameError = PhotoApi['schemas']['AlbumNameError'];
export type SharedAlbum = SharedAlbumsApi['schemas']['SharedAlbum'];
export type SharedAlbumPhoto = SharedAlbumsApi['schemas']['SharedAlbumPhoto'];
export type Participant = SharedAlbumsApi['schemas']['Participant'];

export const ALBUM_NAME_REQUIRED = 'Please give your album a name';
export const ALBUM_NAME_INVALID = 'Name not valid';

/** Longest album name (UTF-16 code units, like the gateway's rule). */
export const MAX_ALBUM_NAME_LENGTH = 100;

/**
 * Spec §5: required; must not start with whitespace nor contain < > ; , — and, so nothing odd is stored, at most
 * MAX_ALBUM_NAME_LENGTH characters and no control character (\p{Cc}, NUL included). Checked on create and rename.
 */
export function albumNameError(name: unknown): AlbumNameError | undefined {
  if (typeof name !== 'string' || name === '') return { code: 'REQUIRED', message: ALBUM_NAME_REQUIRED };
  if (name.length > MAX_ALBUM_NAME_LENGTH || /^\s/.test(name) || /[<>;,\p{Cc}]/u.test(name)) {
    return { code: 'INVALID', message: ALBUM_NAME_INVALID };
  }
  return undefined;
}

/** Album pages: 50 by default, at most 100 (spec §9: the client asks 49, then 50). */
export const ALBUM_PAGE_DEFAULT = 50;
export const ALBUM_PAGE_MAX = 100;

/** Albums with their photo count, the id of their cover and their owner's e-mail, in one statement. */
export function albumsQuery(db: Db) {
  return db.selectFrom('albums').selectAll('albums').select((eb) => [
    eb.selectFrom('album_photos').select(sql<number>`count(*)::int`.as('n'))
      .whereRef('album_photos.album_id', '=', 'albums.id').as('photos_count'),
    eb.selectFrom('album_photos').select('album_photos.photo_id')
      .whereRef('album_photos.album_id', '=', 'albums.id')
      .orderBy('album_photos.added_at', 'desc').orderBy('album_photos.photo_id', 'desc').limit(1).as('cover_photo_id'),
    eb.selectFrom('customers').select('customers.email').whereRef('customers.id', '=', 'albums.user_id').as('owner_email'),
    sql<string>`to_char(albums.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('sort_value'),
  ]);
}

export type AlbumsQuery = ReturnType<typeof albumsQuery>;
export type AlbumRow = Awaited<ReturnType<AlbumsQuery['executeTakeFirstOrThrow']>>;

/** Albums the customer takes part in (not owns). */
export const participatingIn = (db: Db, userId: string) =>
  db.selectFrom('album_participants').select('album_participants.album_id').where('album_participants.customer_id', '=', userId);

export function encodeAlbumCursor(row: Pick<AlbumRow, 'sort_value' | 'id'>): string {
  return Buffer.from(JSON.stringify(['album', row.sort_value, row.id])).toString('base64url');
}

export function decodeAlbumCursor(text: string): { value: string; id: string } {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequest('The cursor is invalid.');
  }
  if (!Array.isArray(parts) || parts.length !== 3 || parts[0] !== 'album') throw new BadRequest('The cursor is invalid.');
  const [, value, id] = parts as unknown[];
  if (typeof id !== 'string' || !UUID.test(id) || typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw new BadRequest('The cursor is invalid.');
  }
  return { value, id };
}

/** One page of `base`, newest first; `cursor` null on the last page. */
export async function albumPage(base: AlbumsQuery, cursor: string | undefined, limit: number) {
  let query = base;
  if (cursor) {
    const c = decodeAlbumCursor(cursor);
    query = query.where(sql<SqlBool>`(albums.created_at, albums.id) < (${c.value}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await query.orderBy('albums.created_at', 'desc').orderBy('albums.id', 'desc').limit(limit + 1).execute();
  const albums = rows.slice(0, limit);
  return { rows: albums, cursor: rows.length > limit ? encodeAlbumCursor(albums.at(-1)!) : null };
}

/** The cover photos of a page of albums, in one query. */
export async function loadCovers(db: Db, rows: readonly AlbumRow[]): Promise<Map<string, PhotoRow>> {
  const ids = [...new Set(rows.flatMap((r) => (r.cover_photo_id ? [r.cover_photo_id] : [])))];
  const photos = ids.length ? await db.selectFrom('photos').selectAll().where('id', 'in', ids).execute() : [];
  return new Map(photos.map((p) => [p.id, p]));
}

/** The participants of a page of albums (first added first), in one query. */
export async function loadParticipants(db: Db, albumIds: readonly string[]): Promise<Map<string, Participant[]>> {
  const rows = albumIds.length ? await db.selectFrom('album_participants')
    .innerJoin('customers', 'customers.id', 'album_participants.customer_id')
    .select(['album_participants.album_id', 'customers.id', 'customers.email'])
    .where('album_participants.album_id', 'in', [...albumIds])
    .orderBy('album_participants.added_at').orderBy('customers.email')
    .execute() : [];
  const byAlbum = new Map<string, Participant[]>();
  for (const r of rows) {
    const list = byAlbum.get(r.album_id) ?? [];
    list.push({ id: r.id, email: r.email });
    byAlbum.set(r.album_id, list);
  }
  return byAlbum;
}

/** What an own album and a shared album have in common, the cover shaped by `photo`. */
function albumFields<P>(row: AlbumRow, covers: Map<string, PhotoRow>, photo: (row: PhotoRow) => P) {
  const cover = row.cover_photo_id ? covers.get(row.cover_photo_id) : undefined;
  return {
    albumId: row.id,
    albumName: row.name,
    coverPhoto: cover ? photo(cover) : null,
    photosCount: Number(row.photos_count ?? 0),
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
    ownerId: row.user_id,
  };
}

export function albumJson(ctx: UrlContext, row: AlbumRow, covers: Map<string, PhotoRow>): Album {
  return { ...albumFields(row, covers, (p) => photoJson(ctx, p)), userId: row.user_id, isShared: row.is_shared };
}

export function sharedPhotoJson(ctx: UrlContext, row: PhotoRow): SharedAlbumPhoto {
  return { ...photoJson(ctx, row), ownerId: row.user_id };
}

export function sharedAlbumJson(ctx: UrlContext, row: AlbumRow, covers: Map<string, PhotoRow>,
  participants: Map<string, Participant[]>): SharedAlbum {
  return {
    ...albumFields(row, covers, (p) => sharedPhotoJson(ctx, p)),
    owner: { id: row.user_id, email: row.owner_email ?? '' },
    participants: participants.get(row.id) ?? [],
  };
}

/** Every photo of an album, whoever owns it (an own shared album holds participants' photos too). */
export const albumPhotosQuery = (db: Db, albumId: string) => db.selectFrom('photos').selectAll()
  .where('id', 'in', db.selectFrom('album_photos').select('photo_id').where('album_id', '=', albumId));

/** Own albums (displaySharedData: own shared albums too), one page with covers: two queries whatever the size. */
export async function listOwnAlbums(ctx: UrlContext & { db: Db }, userId: string,
  { cursor, limit, includeShared }: { cursor?: string; limit: number; includeShared: boolean }) {
  let base = albumsQuery(ctx.db).where('albums.user_id', '=', userId);
  if (!includeShared) base = base.where('albums.is_shared', '=', false);
  const page = await albumPage(base, cursor, limit);
  const covers = await loadCovers(ctx.db, page.rows);
  return { cursor: page.cursor, albums: page.rows.map((row) => albumJson(ctx, row, covers)) };
}

/** Shared albums the customer takes part in (as participant), one page: three queries whatever the size. */
export async function listSharedWithMe(ctx: UrlContext & { db: Db }, userId: string,
  { cursor, limit }: { cursor?: string; limit: number }) {
  const base = albumsQuery(ctx.db).where('albums.is_shared', '=', true)
    .where('albums.id', 'in', participatingIn(ctx.db, userId));
  const page = await albumPage(base, cursor, limit);
  const [covers, participants] = await Promise.all([
    loadCovers(ctx.db, page.rows), loadParticipants(ctx.db, page.rows.map((r) => r.id)),
  ]);
  return { cursor: page.cursor, albums: page.rows.map((row) => sharedAlbumJson(ctx, row, covers, participants)) };
}

/** A shared album the customer owns or takes part in, with the customer's role; undefined otherwise. */
export async function findSharedAlbum(db: Db, albumId: string, userId: string) {
  if (!UUID.test(albumId)) return undefined;
  const row = await albumsQuery(db).where('albums.id', '=', albumId).where('albums.is_shared', '=', true)
    .where((eb) => eb.or([eb('albums.user_id', '=', userId), eb('albums.id', 'in', participatingIn(db, userId))]))
    .executeTakeFirst();
  if (!row) return undefined;
  return { row, role: row.user_id === userId ? 'owner' as const : 'participant' as const };
}

/** An own album (shared or not); undefined for unknown ids and other customers' albums. */
export async function findOwnAlbum(db: Db, albumId: string, userId: string) {
  if (!UUID.test(albumId)) return undefined;
  return albumsQuery(db).where('albums.id', '=', albumId).where('albums.user_id', '=', userId).executeTakeFirst();
}
