// Keyset paging over (sort value, id), backed by the indexes (user_id, <column>, id). Ascending puts photos
// without a date taken last, descending first — exactly a forward / backward scan of those indexes.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { UUID } from '../../library/deps';

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

export function parseSort(query: Record<string, unknown>): Sort {
  const key = query.sortKey ?? 'dateTaken';
  const order = query.sortOrder ?? 'desc';
  if (key !== 'created' && key !== 'dateTaken' && key !== 'uploaded') throw new BadRequest('sortKey must be created, dateTaken or uploaded.');
  if (order !== 'asc' && order !== 'desc') throw new BadRequest('sortOrder must be asc or desc.');
  return { key, order };
}

export function parseLimit(value: unknown): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const n = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= MAX_LIMIT)) throw new BadRequest(`limit must be an integer from 1 to ${MAX_LIMIT}.`);
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
