import { describe, expect, it } from 'vitest';
import { PER_KEY_IN_FLIGHT, perKeyLoader } from './perKey';

describe('perKeyLoader', () => {
  it('calls once per key, in parallel but never more than PER_KEY_IN_FLIGHT at once, answers in order', async () => {
    let inFlight = 0;
    let most = 0;
    const called: number[] = [];
    const loader = perKeyLoader(async (key: number) => {
      called.push(key);
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return key * 10;
    });
    const keys = Array.from({ length: 3 * PER_KEY_IN_FLIGHT }, (_, i) => i);
    expect(await Promise.all([...keys, ...keys].map((key) => loader.load(key)))).toEqual([...keys, ...keys].map((key) => key * 10));
    expect(called.sort((a, b) => a - b)).toEqual(keys);
    expect(most).toBe(PER_KEY_IN_FLIGHT);
  });

  it('takes the cache key from cacheKeyFn (a voucher code in any case is one call)', async () => {
    const called: string[] = [];
    const loader = perKeyLoader(async (code: string) => (called.push(code), code), { cacheKeyFn: (code) => code.toUpperCase() });
    await Promise.all([loader.load('spring'), loader.load('SPRING')]);
    expect(called).toEqual(['spring']);
  });
});
