// Temporary selections: photo ids a customer chose for the prints editor. Only the customer's own photos are
// accepted; a selection is readable by its creator (and the editor stand-in, in-process) for 24 hours.
import { sql } from 'kysely';
import type { Db } from '../db';
import { UUID } from './deps';
import type { PhotoRow } from './photo-json';

export const TEMP_SELECTION_TTL_MS = 24 * 3600_000;
export const TEMP_SELECTION_MAX = 500;

export type CreateResult = { id: string } | { rejected: string[] };

/** Stores the ids (deduplicated, in the order chosen); `rejected` lists the ids that are not the customer's photos. */
export async function createTempSelection(db: Db, userId: string, photoIds: readonly string[], now = new Date()): Promise<CreateResult> {
  const valid = [...new Set(photoIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
  const own = valid.length
    ? new Set((await db.selectFrom('photos').select('id').where('user_id', '=', userId).where('id', 'in', valid).execute()).map((r) => r.id))
    : new Set<string>();
  const rejected = photoIds.filter((id) => !own.has(id.toLowerCase()));
  if (rejected.length) return { rejected: [...new Set(rejected)] };
  await db.deleteFrom('temp_selections').where('expires_at', '<=', now).execute();
  const row = await db.insertInto('temp_selections').values({
    user_id: userId, photo_ids: JSON.stringify(valid), created_at: now, expires_at: new Date(now.getTime() + TEMP_SELECTION_TTL_MS),
  }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id };
}

export interface TempSelection {
  id: string;
  userId: string;
  /** The chosen ids still in the creator's library, in the order chosen. */
  photoIds: string[];
  /** Their rows, in the same order. */
  photos: PhotoRow[];
  expiresAt: Date;
}

/** An unexpired selection (of `userId` when given); undefined for unknown, expired or other customers' ones. */
export async function readTempSelection(db: Db, id: string, userId?: string): Promise<TempSelection | undefined> {
  if (!UUID.test(id)) return undefined;
  let query = db.selectFrom('temp_selections').selectAll().where('id', '=', id).where('expires_at', '>', sql<Date>`now()`);
  if (userId) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const rows = row.photo_ids.length
    ? await db.selectFrom('photos').selectAll().where('user_id', '=', row.user_id).where('id', 'in', row.photo_ids).execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const photos = row.photo_ids.flatMap((pid) => (byId.has(pid) ? [byId.get(pid)!] : []));
  return { id: row.id, userId: row.user_id, photoIds: photos.map((p) => p.id), photos, expiresAt: row.expires_at };
}
