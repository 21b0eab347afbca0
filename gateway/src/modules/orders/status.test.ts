import { describe, expect, it } from 'vitest';
import type { RawOrderStatus } from '../../upstream/order';
import { DISPLAY_STATUS, displayStatus, isDelayedStatus, orderDisplayStatus, statusTone } from './status';

/** Spec §4, every raw status string → its display status and chip colour (CRITICAL = red, INFO = cyan). */
const EXPECTED: [RawOrderStatus, string, string][] = [
  ['paymentPending', 'AWAITING_PAYMENT', 'INFO'],
  ['paymentFailed', 'AWAITING_PAYMENT', 'INFO'],
  ['paymentSuccess', 'ORDERED', 'INFO'],
  ['paymentFree', 'ORDERED', 'INFO'],
  ['verification failed', 'ORDERED', 'INFO'],
  ['processing', 'ORDERED', 'INFO'],
  ['processing failed', 'ORDERED', 'INFO'],
  ['on_hold', 'ORDERED', 'INFO'],
  ['approved', 'IN_PRODUCTION', 'INFO'],
  ['producing', 'IN_PRODUCTION', 'INFO'],
  ['delayed', 'IN_PRODUCTION', 'INFO'],
  ['shipped', 'SENT', 'INFO'],
  ['cancelled', 'CANCELLED', 'CRITICAL'],
  ['rejected', 'CANCELLED', 'CRITICAL'],
];

describe('order display status (spec §4)', () => {
  it.each(EXPECTED)('%s → %s, %s', (raw, status, tone) => {
    expect(displayStatus(raw)).toBe(status);
    expect(statusTone(displayStatus(raw))).toBe(tone);
    expect(isDelayedStatus(raw)).toBe(raw === 'delayed');
  });

  it('covers the 14 raw strings of the spec, no more', () => {
    expect(Object.keys(DISPLAY_STATUS).sort()).toEqual(EXPECTED.map(([raw]) => raw).sort());
  });

  it('reads an unknown raw status as ORDERED rather than failing', () => {
    expect(displayStatus('somethingNew')).toBe('ORDERED');
  });

  it('shows an order as its least advanced product that is not cancelled; CANCELLED when all are', () => {
    expect(orderDisplayStatus(['shipped', 'producing', 'paymentSuccess'], 'shipped')).toBe('ORDERED');
    expect(orderDisplayStatus(['shipped', 'cancelled'], 'shipped')).toBe('SENT');
    expect(orderDisplayStatus(['paymentPending', 'shipped'], 'paymentPending')).toBe('AWAITING_PAYMENT');
    expect(orderDisplayStatus(['cancelled', 'rejected'], 'cancelled')).toBe('CANCELLED');
    expect(orderDisplayStatus([], 'delayed')).toBe('IN_PRODUCTION');
  });
});
