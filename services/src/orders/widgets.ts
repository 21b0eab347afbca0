// Online versions of photo books (widgets), keyed by product code: REQUESTED when asked for, READY once
// widgetReadyMs have passed since (computed on read, no timers). READY ones have a public, unguessable view page.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { components } from '../../contracts/__generated__/widget-api';
import type { Db } from '../db';
import type { OrderDeps } from './deps';

export type Widget = components['schemas']['Widget'];

export const isPhotoBook = (articleType: string) => articleType.toLowerCase().includes('photobook');

function widgetsQuery(db: Db, accountId: string) {
  return db.selectFrom('widgets')
    .innerJoin('orders', 'orders.code', 'widgets.product_code')
    .select(['widgets.product_code', 'widgets.token', 'widgets.requested_at', 'orders.super_order_code',
      (eb) => eb.selectFrom('widget_shares').select(sql<number>`count(*)::int`.as('n'))
        .whereRef('widget_shares.product_code', '=', 'widgets.product_code').as('share_count')])
    .where('orders.account_id', '=', accountId);
}
type WidgetRow = Awaited<ReturnType<ReturnType<typeof widgetsQuery>['execute']>>[number];

export function widgetJson({ baseUrl, widgetReadyMs }: Pick<OrderDeps, 'baseUrl' | 'widgetReadyMs'>, row: WidgetRow, now = Date.now()): Widget {
  const ready = now - row.requested_at.getTime() >= widgetReadyMs;
  return {
    productCode: row.product_code,
    orderCode: row.super_order_code,
    status: ready ? 'READY' : 'REQUESTED',
    viewUrl: ready ? `${baseUrl}/widget-api/view/${row.token}` : null,
    createdAt: row.requested_at.toISOString(),
    shareCount: Number(row.share_count ?? 0),
  };
}

export async function findWidget(deps: OrderDeps, accountId: string, productCode: string): Promise<Widget | undefined> {
  const row = await widgetsQuery(deps.db, accountId).where('widgets.product_code', '=', productCode).executeTakeFirst();
  return row && widgetJson(deps, row);
}

export async function widgetsOfOrders(deps: OrderDeps, accountId: string, superCodes: string[]): Promise<Widget[]> {
  if (!superCodes.length) return [];
  const rows = await widgetsQuery(deps.db, accountId).where('orders.super_order_code', 'in', superCodes)
    .orderBy('orders.super_order_code').orderBy('orders.position').execute();
  return rows.map((r) => widgetJson(deps, r));
}

/** Requests the online version of the account's photo-book product (idempotent); undefined when it is not one. */
export async function requestWidget(deps: OrderDeps, accountId: string, productCode: string): Promise<Widget | undefined> {
  const product = await deps.db.selectFrom('orders').select(['code', 'article_type'])
    .where('account_id', '=', accountId).where('code', '=', productCode).executeTakeFirst();
  if (!product || !isPhotoBook(product.article_type)) return undefined;
  await deps.db.insertInto('widgets').values({ product_code: product.code, token: randomBytes(24).toString('base64url'), requested_at: new Date() })
    .onConflict((oc) => oc.column('product_code').doNothing()).execute();
  return findWidget(deps, accountId, productCode);
}

/** The widget behind a public view token, READY ones only, with what the page shows. */
export async function widgetByToken(deps: OrderDeps, token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const row = await deps.db.selectFrom('widgets').innerJoin('orders', 'orders.code', 'widgets.product_code')
    .select(['widgets.requested_at', 'orders.title', 'orders.code', 'orders.article_name', 'orders.created_at'])
    .where('widgets.token', '=', token).executeTakeFirst();
  return row && Date.now() - row.requested_at.getTime() >= deps.widgetReadyMs ? row : undefined;
}

/** Why the online version cannot be `action` (shared, listed in the gallery) now: a blocked order, or not READY yet. */
export async function widgetRefusal(db: Db, widget: Widget, action: string): Promise<{ code: 'BLOCKED' | 'NOT_READY'; message: string } | undefined> {
  const blocked = await db.selectFrom('blocked_orders').select('reason').where('super_order_code', '=', widget.orderCode).executeTakeFirst();
  if (blocked) return { code: 'BLOCKED', message: `This order is blocked (${blocked.reason}): its online version cannot be ${action}.` };
  if (widget.status !== 'READY') return { code: 'NOT_READY', message: 'The online version is not ready yet.' };
  return undefined;
}
