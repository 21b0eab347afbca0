// The invoices of a business customer, derived from the order world: one invoice per super order that was paid
// (every product still awaiting or refused payment, or cancelled, is not invoiced). Orders older than
// HISTORICAL_AFTER_DAYS come from the former invoicing system: historical invoices, addressed by id and channel.
// An invoice total is the super order's total (prices include VAT).
import type { Db } from '../db';
import type { Address } from '../db/schema-orders';
import type { OrderRow, SuperOrderRow } from '../orders/json';

export const HISTORICAL_AFTER_DAYS = 30;
const DAY = 24 * 3600_000;
const NOT_INVOICED = new Set(['paymentPending', 'paymentFailed', 'cancelled']);

export interface Invoice {
  id: string;
  orderRef: string;
  invoiceNumber: string;
  historical: boolean;
  channel: string;
  issuedAt: Date;
  currency: string;
  total: number;
  superOrder: SuperOrderRow;
  lines: OrderRow[];
}

export const channelOf = (address: Address) => `photoprint-${address.countryCode.toLowerCase()}`;

function invoiceOf(order: SuperOrderRow, lines: OrderRow[], now: number): Invoice {
  const historical = now - order.created_at.getTime() > HISTORICAL_AFTER_DAYS * DAY;
  const year = order.created_at.getUTCFullYear();
  return {
    id: order.code, orderRef: order.code, historical, channel: channelOf(order.delivery_address),
    invoiceNumber: `${historical ? 'H' : 'INV'}-${year}-${order.code}`,
    issuedAt: order.created_at, currency: order.currency, total: lines.reduce((sum, l) => sum + l.price_amount, 0),
    superOrder: order, lines,
  };
}

/** Every invoice of the account, newest first; `code` narrows to one super order. */
export async function invoicesOf(db: Db, accountId: string, code?: string, now = Date.now()): Promise<Invoice[]> {
  let query = db.selectFrom('super_orders').selectAll().where('account_id', '=', accountId);
  if (code !== undefined) query = query.where('code', '=', code);
  const supers = await query.orderBy('created_at', 'desc').orderBy('code', 'desc').execute();
  if (!supers.length) return [];
  const lines = await db.selectFrom('orders').selectAll().where('account_id', '=', accountId)
    .where('super_order_code', 'in', supers.map((s) => s.code)).orderBy('position').execute();
  const bySuper = new Map<string, OrderRow[]>();
  for (const line of lines) bySuper.set(line.super_order_code, [...(bySuper.get(line.super_order_code) ?? []), line]);
  return supers
    .map((s) => ({ s, lines: bySuper.get(s.code) ?? [] }))
    .filter(({ lines }) => lines.some((l) => !NOT_INVOICED.has(l.status)))
    .map(({ s, lines }) => invoiceOf(s, lines, now));
}
