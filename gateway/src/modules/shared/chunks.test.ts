import { describe, expect, it } from 'vitest';
import { chunks } from './chunks';

const items = ['a', 'b', 'c', 'd', 'e'];

describe('chunks', () => {
  it('splits in order into chunks of the size, the last one shorter', () => {
    expect(chunks(items, 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(chunks(items, 5)).toEqual([items]);
    expect(chunks(items, 100)).toEqual([items]);
    expect(chunks(items, 1)).toEqual(items.map((item) => [item]));
    expect(chunks([], 3)).toEqual([]);
  });

  it('gives no chunks for a size that is not an integer >= 1 (spec §5)', () => {
    for (const size of [0, -1, -100, 0.5, 1.5, 2.0000001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(chunks(items, size), String(size)).toEqual([]);
    }
  });

  it('never hands out the caller\'s list itself', () => {
    const [only] = chunks(items, 10);
    expect(only).not.toBe(items);
  });
});
