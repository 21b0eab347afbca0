import type { OrderGroup } from '../../__generated__/resolvers-types';
import { displayStatus } from './status';

/** An order is in progress while it was created at most this many days ago (spec §4, §9) ... */
export const IN_PROGRESS_CREATED_DAYS = 30;
/** ... and every dispatched product with a payment-changed date has that date at most this many days ago. */
export const IN_PROGRESS_DISPATCHED_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rule reads of an order: when it was created, and each product's raw status and payment-changed date. */
export interface GroupedOrder {
  createdAt: string;
  orders: readonly { status: string; paymentChangedDate?: string | null }[];
}

/**
 * Whole days from `date` to `now`: 0 within the first 24 hours, 30 from exactly 30 × 24 h until just before 31 × 24 h
 * (timezone-free: the gateway does not know the customer's). A date in the future (clock skew) counts as 0.
 */
export function daysAgo(date: string, now: number): number {
  const at = Date.parse(date);
  if (Number.isNaN(at)) return Infinity;
  return Math.max(0, Math.floor((now - at) / DAY_MS));
}

/**
 * THE place the orders page's sections are decided (spec §4, §9): IN_PROGRESS when the order was created within the
 * last 30 days (30 days ago is in progress, 31 is history) and every product with display status SENT and a
 * payment-changed date has that date within the last 14 days (14 is in, 15 is out); everything else HISTORY.
 */
export function orderGroup(order: GroupedOrder, now: number): OrderGroup {
  if (daysAgo(order.createdAt, now) > IN_PROGRESS_CREATED_DAYS) return 'HISTORY';
  const dispatchedLongAgo = order.orders.some((product) => displayStatus(product.status) === 'SENT'
    && product.paymentChangedDate && daysAgo(product.paymentChangedDate, now) > IN_PROGRESS_DISPATCHED_DAYS);
  return dispatchedLongAgo ? 'HISTORY' : 'IN_PROGRESS';
}
