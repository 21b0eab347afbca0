// E-vouchers: a voucher product's code is issued once its payment has arrived (slow providers, e.g. banktransfer
// or ideal-delayed, leave it pending for longer). The refresh reads it again and issues it when due.
import { createHash } from 'node:crypto';
import type { Db } from '../db';
import type { OrderRow } from './json';
import { findInnerOrder } from './read';
import { stage } from './status';

/** Deterministic e-voucher code of a product, e.g. GIFT-7K3Q-P9XD. */
export function eVoucherCode(productCode: string): string {
  const raw = createHash('sha256').update(`evoucher:${productCode}`).digest('base64url').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return `GIFT-${raw.slice(0, 4)}-${raw.slice(4, 8)}`;
}

/** The voucher product, its e-voucher code issued if paid since; undefined when it is not the account's voucher product. */
export async function refreshVoucher(db: Db, accountId: string, code: string): Promise<OrderRow | undefined> {
  const row = await findInnerOrder(db, accountId, code);
  if (!row || row.article_type !== 'voucher' || row.voucher_details?.kind !== 'eVoucher') return undefined;
  const paid = stage(row.status) >= 1 && stage(row.status) <= 3;
  if (!paid || row.voucher_details.eVoucherCode) return row;
  const details = { ...row.voucher_details, eVoucherCode: eVoucherCode(row.code) };
  await db.updateTable('orders').set({ voucher_details: JSON.stringify(details) }).where('code', '=', row.code).execute();
  return { ...row, voucher_details: details };
}
