// Raw order statuses (spec §4) and the rules the services derive from them: how far an order has come, when its
// address may still change, whether it is delayed, paid, or can be ordered again.
import type { RawOrderStatus } from '../db/schema-orders';

export const RAW_STATUSES: readonly RawOrderStatus[] = [
  'paymentPending', 'paymentFailed', 'paymentSuccess', 'paymentFree', 'verification failed', 'processing',
  'processing failed', 'approved', 'rejected', 'on_hold', 'producing', 'delayed', 'shipped', 'cancelled',
];

/** 0 awaiting payment, 1 ordered, 2 in production, 3 sent, 4 cancelled (the display status order of spec §4). */
export function stage(status: RawOrderStatus): number {
  switch (status) {
    case 'paymentPending': case 'paymentFailed': return 0;
    case 'producing': case 'delayed': case 'approved': return 2;
    case 'shipped': return 3;
    case 'cancelled': case 'rejected': return 4;
    default: return 1;
  }
}

export const isCancelled = (status: RawOrderStatus) => stage(status) === 4;

/** The super order's status: its least advanced product that is not cancelled; cancelled when all are. */
export function superStatus(statuses: readonly RawOrderStatus[]): RawOrderStatus {
  let best: RawOrderStatus | undefined;
  for (const s of statuses) if (!isCancelled(s) && (best === undefined || stage(s) < stage(best))) best = s;
  return best ?? (statuses.includes('rejected') && !statuses.includes('cancelled') ? 'rejected' : 'cancelled');
}

/** Production has started (or the order is dispatched or cancelled): the address can no longer change. */
export const tooLateForAddressChange = (statuses: readonly RawOrderStatus[]) => statuses.some((s) => stage(s) >= 2);

/** Only e-vouchers (sent by e-mail): nothing is delivered, so there is no delivery address to change. */
export const deliversNothing = (articleTypes: readonly string[]) => articleTypes.every((type) => type === 'voucher');

/** Orders older than this are expired: left out of OrderState=notExpired and no longer reorderable. */
export const EXPIRY_MS = 2 * 365 * 24 * 3600_000;
export const isExpired = (createdAt: Date, now = Date.now()) => now - createdAt.getTime() > EXPIRY_MS;

/** Why a super order cannot be ordered again (null: it can). */
export function reorderRefusal(products: ReadonlyArray<{ status: RawOrderStatus; articleType: string }>, createdAt: Date, now = Date.now()) {
  if (products.every((p) => isCancelled(p.status))) return 'CANCELLED';
  if (products.every((p) => p.articleType === 'voucher')) return 'VOUCHER_ONLY';
  if (isExpired(createdAt, now)) return 'TOO_OLD';
  return null;
}
