// Reading the order world for one customer, with a fixed number of queries per call (super orders, their inner
// orders, the photos printed) whatever the page size. Every read is scoped to the account: a foreign code is unknown.
import { sql } from 'kysely';
import type { Db } from '../db';
import type { OrderDeps } from './deps';
import { orderJson, superOrderJson, type OrderRow, type PhotosById, type SuperOrder, type SuperOrderRow } from './json';
import { EXPIRY_MS } from './status';

export async function innerOrdersOf(db: Db, superCodes: readonly string[]): Promise<Map<string, OrderRow[]>> {
  const rows = superCodes.length
    ? await db.selectFrom('orders').selectAll().where('super_order_code', 'in', superCodes).orderBy('position').execute()
    : [];
  const bySuper = new Map<string, OrderRow[]>();
  for (const r of rows) {
    const inner = bySuper.get(r.super_order_code);
    if (inner) inner.push(r);
    else bySuper.set(r.super_order_code, [r]);
  }
  return bySuper;
}

/** The account's photos printed in these orders (one query). */
export async function printedPhotos(db: Db, accountId: string, orders: readonly OrderRow[]): Promise<PhotosById> {
  const ids = [...new Set(orders.flatMap((o) => o.printed_photos.map((p) => p.imageId)))];
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('photos').selectAll().where('user_id', '=', accountId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

async function toJson(deps: OrderDeps, accountId: string, rows: SuperOrderRow[]): Promise<SuperOrder[]> {
  const inner = await innerOrdersOf(deps.db, rows.map((r) => r.code));
  const photos = await printedPhotos(deps.db, accountId, [...inner.values()].flat());
  return rows.map((r) => superOrderJson(deps, r, inner.get(r.code) ?? [], photos));
}

/** The account's super orders with these codes (unknown and foreign ones left out), in the order asked. */
export async function superOrdersByCode(deps: OrderDeps, accountId: string, codes: readonly string[]): Promise<SuperOrder[]> {
  if (!codes.length) return [];
  const rows = await deps.db.selectFrom('super_orders').selectAll()
    .where('account_id', '=', accountId).where('code', 'in', codes).execute();
  const byCode = new Map((await toJson(deps, accountId, rows)).map((o) => [o.superOrderCode, o]));
  return codes.flatMap((c) => (byCode.has(c) ? [byCode.get(c)!] : []));
}

export async function superOrderPage(deps: OrderDeps, accountId: string, offset: number, limit: number, notExpired: boolean) {
  let query = deps.db.selectFrom('super_orders').where('account_id', '=', accountId);
  if (notExpired) query = query.where('created_at', '>', new Date(Date.now() - EXPIRY_MS));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('code', 'desc').offset(offset).limit(limit).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await toJson(deps, accountId, rows), total: Number(count.n) };
}

/** Inner orders of the account, newest first; only the named articles when `articleNames` is given. */
export async function innerOrderPage(deps: OrderDeps, accountId: string, offset: number, limit: number, articleNames?: string[]) {
  let query = deps.db.selectFrom('orders').where('account_id', '=', accountId);
  if (articleNames) query = query.where('article_name', 'in', articleNames.length ? articleNames : ['']);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('code', 'desc').offset(offset).limit(limit).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const photos = await printedPhotos(deps.db, accountId, rows);
  return { items: rows.map((r) => orderJson(deps, r, photos)), total: Number(count.n) };
}

export async function findInnerOrder(db: Db, accountId: string, code: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('account_id', '=', accountId).where('code', '=', code).executeTakeFirst();
}
