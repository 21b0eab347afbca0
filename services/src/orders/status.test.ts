import { describe, expect, it } from 'vitest';
import { RAW_STATUSES, reorderRefusal, stage, superStatus, tooLateForAddressChange } from './status';

describe('order statuses', () => {
  it('places every raw status of spec §4 at its display stage', () => {
    expect(Object.fromEntries(RAW_STATUSES.map((s) => [s, stage(s)]))).toEqual({
      paymentPending: 0, paymentFailed: 0, paymentSuccess: 1, paymentFree: 1, 'verification failed': 1, processing: 1,
      'processing failed': 1, on_hold: 1, approved: 2, producing: 2, delayed: 2, shipped: 3, cancelled: 4, rejected: 4,
    });
  });

  it('derives the super order status from its least advanced product that is not cancelled', () => {
    expect(superStatus(['shipped', 'producing', 'paymentSuccess'])).toBe('paymentSuccess');
    expect(superStatus(['cancelled', 'shipped'])).toBe('shipped');
    expect(superStatus(['cancelled', 'rejected'])).toBe('cancelled');
    expect(superStatus(['rejected'])).toBe('rejected');
  });

  it('says when it is too late for an address change and why an order cannot be reordered', () => {
    expect(tooLateForAddressChange(['paymentSuccess', 'on_hold', 'paymentPending'])).toBe(false);
    for (const s of ['approved', 'producing', 'delayed', 'shipped', 'cancelled', 'rejected'] as const) {
      expect(tooLateForAddressChange(['paymentSuccess', s])).toBe(true);
    }
    const now = Date.now();
    const day = 24 * 3600_000;
    expect(reorderRefusal([{ status: 'shipped', articleType: 'prints' }], new Date(now - 700 * day), now)).toBeNull();
    expect(reorderRefusal([{ status: 'shipped', articleType: 'prints' }], new Date(now - 731 * day), now)).toBe('TOO_OLD');
    expect(reorderRefusal([{ status: 'cancelled', articleType: 'prints' }, { status: 'rejected', articleType: 'gift' }], new Date(now), now)).toBe('CANCELLED');
    expect(reorderRefusal([{ status: 'paymentSuccess', articleType: 'voucher' }], new Date(now), now)).toBe('VOUCHER_ONLY');
  });
});
