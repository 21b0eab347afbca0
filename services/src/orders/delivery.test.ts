import { describe, expect, it } from 'vitest';
import { deliveryDates } from './delivery';
import type { SuperOrder } from './json';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const DAY = 24 * 3600_000;

/** A super order of one product with the facts the delivery window depends on. */
function order(status: SuperOrder['status'], daysAgo: number, extra: { delayed?: boolean; dispatchedDaysAgo?: number; pickup?: boolean } = {}) {
  return {
    superOrderCode: '1', status, createdAt: new Date(NOW - daysAgo * DAY).toISOString(), delayed: extra.delayed ?? false,
    deliveryType: extra.pickup ? 'PickupPoint' : 'Home',
    orders: [{ paymentChangedDate: extra.dispatchedDaysAgo === undefined ? null : new Date(NOW - extra.dispatchedDaysAgo * DAY).toISOString() }],
  } as unknown as SuperOrder;
}

describe('expected delivery window', () => {
  it('is none before payment and for a cancelled order', () => {
    expect(deliveryDates(order('paymentPending', 1), NOW)).toBeUndefined();
    expect(deliveryDates(order('cancelled', 1), NOW)).toBeUndefined();
  });

  it('is 5-8 days after the order (8-11 when delayed) while it is not dispatched', () => {
    expect(deliveryDates(order('paymentSuccess', 0), NOW)).toMatchObject({ earliest: '2026-12-01', latest: '2026-12-04' });
    expect(deliveryDates(order('delayed', 0, { delayed: true }), NOW)).toMatchObject({ earliest: '2026-12-04', latest: '2026-12-07' });
  });

  it('is re-estimated from tomorrow once that window has passed and the order is still not dispatched', () => {
    expect(deliveryDates(order('paymentSuccess', 40), NOW)).toMatchObject({ earliest: '2026-11-27', latest: '2026-11-30' });
  });

  it('is 1-3 days after dispatch; none for a pick-up point order dispatched over a week ago', () => {
    expect(deliveryDates(order('shipped', 10, { dispatchedDaysAgo: 3 }), NOW)).toMatchObject({ earliest: '2026-11-24', latest: '2026-11-26' });
    expect(deliveryDates(order('shipped', 20, { dispatchedDaysAgo: 10, pickup: true }), NOW)).toBeUndefined();
  });
});
