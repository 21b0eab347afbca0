import type { OrderDisplayStatus, OrderStatusTone } from '../../__generated__/resolvers-types';
import type { RawOrderStatus } from '../../upstream/order';

/** Spec §4: every raw status of the order service → the status the customer reads. */
export const DISPLAY_STATUS: Readonly<Record<RawOrderStatus, OrderDisplayStatus>> = {
  paymentPending: 'AWAITING_PAYMENT',
  paymentFailed: 'AWAITING_PAYMENT',
  paymentSuccess: 'ORDERED',
  paymentFree: 'ORDERED',
  processing: 'ORDERED',
  'verification failed': 'ORDERED',
  'processing failed': 'ORDERED',
  on_hold: 'ORDERED',
  producing: 'IN_PRODUCTION',
  delayed: 'IN_PRODUCTION',
  approved: 'IN_PRODUCTION',
  shipped: 'SENT',
  cancelled: 'CANCELLED',
  rejected: 'CANCELLED',
};

/** How far an order has come; an order shows its least advanced product that is not cancelled. */
const PROGRESS: readonly OrderDisplayStatus[] = ['AWAITING_PAYMENT', 'ORDERED', 'IN_PRODUCTION', 'SENT'];

/** A raw status the spec does not list (a newer order service) reads as ORDERED rather than failing the order. */
export const displayStatus = (raw: string): OrderDisplayStatus => DISPLAY_STATUS[raw as RawOrderStatus] ?? 'ORDERED';

/** Cancelled is shown red, every other status cyan (spec §4). */
export const statusTone = (status: OrderDisplayStatus): OrderStatusTone => (status === 'CANCELLED' ? 'CRITICAL' : 'INFO');

/** 'Order delayed' (spec §4). */
export const isDelayedStatus = (raw: string) => raw === 'delayed';

/**
 * The status of an order from its products' raw statuses: the least advanced product that is not cancelled;
 * CANCELLED when all are. An order without products (none in the data) reads its own raw status.
 */
export function orderDisplayStatus(productStatuses: readonly string[], orderStatus: string): OrderDisplayStatus {
  if (productStatuses.length === 0) return displayStatus(orderStatus);
  const live = productStatuses.map(displayStatus).filter((s) => s !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  return PROGRESS[Math.min(...live.map((s) => PROGRESS.indexOf(s)))]!;
}
