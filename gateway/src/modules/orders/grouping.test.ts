import { describe, expect, it } from 'vitest';
import { daysAgo, orderGroup, type GroupedOrder } from './grouping';

const NOW = Date.parse('2026-03-31T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number, extraMs = 0) => new Date(NOW - days * DAY - extraMs).toISOString();
const order = (createdDaysAgo: number, products: GroupedOrder['orders'] = [{ status: 'paymentSuccess' }]): GroupedOrder =>
  ({ createdAt: ago(createdDaysAgo), orders: products });
const shipped = (paidDaysAgo: number, extraMs = 0) => ({ status: 'shipped', paymentChangedDate: ago(paidDaysAgo, extraMs) });

describe('order groups: the 30 d / 14 d rule (spec §4, §9)', () => {
  it('created 30 days ago is in progress, 31 days ago is history', () => {
    expect(orderGroup(order(0), NOW)).toBe('IN_PROGRESS');
    expect(orderGroup(order(30), NOW)).toBe('IN_PROGRESS');
    expect(orderGroup({ createdAt: ago(30, DAY - 1), orders: [] }, NOW)).toBe('IN_PROGRESS'); // 30 days and 23:59:59.999
    expect(orderGroup(order(31), NOW)).toBe('HISTORY');
    expect(orderGroup(order(40), NOW)).toBe('HISTORY');
  });

  it('a product dispatched with a payment-changed date 14 days ago stays in progress, 15 days ago is history', () => {
    expect(orderGroup(order(20, [shipped(14)]), NOW)).toBe('IN_PROGRESS');
    expect(orderGroup(order(20, [shipped(14, DAY - 1)]), NOW)).toBe('IN_PROGRESS');
    expect(orderGroup(order(20, [shipped(15)]), NOW)).toBe('HISTORY');
    expect(orderGroup(order(20, [shipped(3), shipped(15)]), NOW)).toBe('HISTORY'); // every dispatched product counts
  });

  it('the 14 days apply only to dispatched products that have a payment-changed date', () => {
    expect(orderGroup(order(20, [{ status: 'shipped', paymentChangedDate: null }]), NOW)).toBe('IN_PROGRESS');
    expect(orderGroup(order(20, [{ status: 'producing', paymentChangedDate: ago(25) }]), NOW)).toBe('IN_PROGRESS');
    expect(orderGroup(order(20, [{ status: 'cancelled', paymentChangedDate: ago(25) }]), NOW)).toBe('IN_PROGRESS');
  });

  it('an order older than 30 days is history whatever its products', () => {
    expect(orderGroup(order(31, [shipped(1)]), NOW)).toBe('HISTORY');
  });

  it('counts whole days elapsed; a future date is 0; an unreadable one is infinitely old', () => {
    expect(daysAgo(ago(0, DAY - 1), NOW)).toBe(0);
    expect(daysAgo(ago(1), NOW)).toBe(1);
    expect(daysAgo(new Date(NOW + DAY).toISOString(), NOW)).toBe(0);
    expect(daysAgo('not a date', NOW)).toBe(Infinity);
  });
});
