// Keyset paging over (sort value, id), backed by the indexes (user_id, <column>, id). Ascending puts photos
// without a date taken last, descending first — exactly a forward / backward scan of those indexes.
import type { NextFunction, Request, Response } from 'express';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { UUID } from '../../library/deps';
import type { PhotoRow } from '../../library/photo-json';

export type SortKey = 'created' | 'dateTaken' | 'uploaded';
export type SortOrder = 'asc' | 'desc';

export const SORT_COLUMNS = { created: 'created_at', dateTaken: 'date_taken', uploaded: 'upload_end' } as const;
export const DEFAULT_LIMIT = 24;
export const MAX_LIMIT = 500;

export interface Sort {
  key: SortKey;
  order: SortOrder;
}

export interface Cursor extends Sort {
  /** Sort value of the last row (ISO timestamp with microseconds) or null; and its id. */
  value: string | null;
  id: string;
}

export class BadRequest extends Error {}

/** Router error middleware: BadRequest → 400 {message}; anything else goes on. */
export function badRequestHandler(error: unknown, _req: Request, res: Response, next: NextFunction) {
  if (error instanceof BadRequest) res.status(400).json({ message: error.message });
  else next(error);
}

/** The sort keys a listing accepts and its default (the sort order defaults to desc everywhere). */
export interface SortOptions {
  keys: readonly SortKey[];
  defaultKey: SortKey;
}

/** Library pages: created, dateTaken or uploaded; dateTaken by default. */
export const PHOTO_SORTS: SortOptions = { keys: ['created', 'dateTaken', 'uploaded'], defaultKey: 'dateTaken' };
/** Album and shared-album pages: created or dateTaken; created by default. */
export const ALBUM_SORTS: SortOptions = { keys: ['created', 'dateTaken'], defaultKey: 'created' };

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.key, c.order, c.value, c.id])).toString('base64url');
}

export function decodeCursor(text: string, sort: Sort): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequest('The cursor is invalid.');
  }
  if (!Array.isArray(parts) || parts.length !== 4) throw new BadRequest('The cursor is invalid.');
  const [key, order, value, id] = parts as unknown[];
  if (key !== sort.key || order !== sort.order) throw new BadRequest('The cursor belongs to another sort order.');
  if (typeof id !== 'string' || !UUID.test(id)) throw new BadRequest('The cursor is invalid.');
  if (value !== null && (typeof value !== 'string' || Number.isNaN(Date.parse(value)))) throw new BadRequest('The cursor is invalid.');
  return { key: sort.key, order: sort.order, value: value as string | null, id };
}

export function parseSort(query: Record<string, unknown>, { keys, defaultKey }: SortOptions = PHOTO_SORTS): Sort {
  const key = query.sortKey ?? defaultKey;
  const order = query.sortOrder ?? 'desc';
  if (!keys.includes(key as SortKey)) throw new BadRequest(`sortKey must be ${keys.slice(0, -1).join(', ')} or ${keys.at(-1)}.`);
  if (order !== 'asc' && order !== 'desc') throw new BadRequest('sortOrder must be asc or desc.');
  return { key: key as SortKey, order };
}

export function parseLimit(value: unknown, defaultLimit = DEFAULT_LIMIT, max = MAX_LIMIT): number {
  if (value === undefined) return defaultLimit;
  const n = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= max)) throw new BadRequest(`limit must be an integer from 1 to ${max}.`);
  return n;
}

type Eb = ExpressionBuilder<Database, 'photos'>;

/** The sort column as text with microseconds (UTC), so a cursor compares exactly. */
export function sortValue(sort: Sort) {
  return sql<string | null>`to_char(${sql.ref(SORT_COLUMNS[sort.key])} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function orderBy(sort: Sort) {
  const col = sql.ref(SORT_COLUMNS[sort.key]);
  return sort.order === 'asc'
    ? [sql`${col} asc nulls last`, sql`id asc`]
    : [sql`${col} desc nulls first`, sql`id desc`];
}

/** Rows strictly after the cursor in the sort order. */
export function after(eb: Eb, c: Cursor): Expression<SqlBool> {
  const col = sql.ref(SORT_COLUMNS[c.key]);
  const nullable = c.key === 'dateTaken';
  const id = sql`${c.id}::uuid`;
  if (c.order === 'asc') {
    if (c.value === null) return sql<SqlBool>`(${col} is null and id > ${id})`;
    const tail = sql<SqlBool>`(${col}, id) > (${c.value}::timestamptz, ${id})`;
    return nullable ? eb.or([tail, sql<SqlBool>`${col} is null`]) : tail;
  }
  if (c.value === null) return sql<SqlBool>`((${col} is null and id < ${id}) or ${col} is not null)`;
  return sql<SqlBool>`(${col}, id) < (${c.value}::timestamptz, ${id})`;
}

export type PhotoQuery = SelectQueryBuilder<Database, 'photos', PhotoRow>;

/** One keyset page of `base` (photos rows) in the sort, cursor and limit of the request's query. */
export async function photoPage<T>(query: Record<string, unknown>, base: PhotoQuery, toJson: (row: PhotoRow) => T,
  sorts: SortOptions = PHOTO_SORTS): Promise<{ cursor: string | null; images: T[] }> {
  const sort = parseSort(query, sorts);
  const limit = parseLimit(query.limit);
  const cursor = typeof query.cursor === 'string' && query.cursor ? decodeCursor(query.cursor, sort) : undefined;
  let q = base.select(sortValue(sort).as('sort_value'));
  if (cursor) q = q.where((eb) => after(eb, cursor));
  for (const o of orderBy(sort)) q = q.orderBy(o);
  const rows = await q.limit(limit + 1).execute();
  const images = rows.slice(0, limit);
  const last = images.at(-1);
  return {
    cursor: rows.length > limit && last ? encodeCursor({ ...sort, value: last.sort_value, id: last.id }) : null,
    images: images.map((row) => toJson(row)),
  };
}
