import { describe, expect, it, vi } from 'vitest';
import { FallbackCache } from './fallbackCache';

function setup(options: { ttlMs?: number; retryMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const cache = new FallbackCache<string>({ ttlMs: 100, retryMs: 50, maxEntries: 10, ...options, now: () => now });
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  return { cache, errors, onError, advance: (ms: number) => (now += ms) };
}

const deferred = () => {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('FallbackCache', () => {
  it('answers from the cache within the TTL, and asks again after it', async () => {
    const { cache, onError, advance } = setup();
    const load = vi.fn(async () => 'a');
    expect(await cache.get('k', load, 1_000, onError)).toEqual({ value: 'a', source: 'fresh' });
    advance(99);
    expect(await cache.get('k', load, 1_000, onError)).toEqual({ value: 'a', source: 'fresh' });
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    load.mockResolvedValueOnce('b');
    expect(await cache.get('k', load, 1_000, onError)).toEqual({ value: 'b', source: 'fresh' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('joins concurrent requests into one call', async () => {
    const { cache, onError } = setup();
    const call = deferred();
    const load = vi.fn(() => call.promise);
    const answers = [cache.get('k', load, 1_000, onError), cache.get('k', load, 1_000, onError)];
    call.resolve('a');
    expect(await Promise.all(answers)).toEqual([{ value: 'a', source: 'fresh' }, { value: 'a', source: 'fresh' }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the last good value when the call fails, nothing when there never was one; reports each failure once', async () => {
    const { cache, errors, onError, advance } = setup();
    const boom = new Error('boom');
    expect(await cache.get('k', () => Promise.reject(boom), 1_000, onError)).toEqual({ value: undefined, source: 'none' });
    expect(errors).toEqual([boom]);
    advance(50);
    await cache.get('k', async () => 'a', 1_000, onError);
    advance(100);
    expect(await cache.get('k', () => Promise.reject(boom), 1_000, onError)).toEqual({ value: 'a', source: 'stale' });
    expect(errors).toHaveLength(2);
  });

  it('does not ask again for retryMs after a failure', async () => {
    const { cache, onError, advance } = setup();
    await cache.get('k', () => Promise.reject(new Error('down')), 1_000, onError);
    const load = vi.fn(async () => 'a');
    advance(49);
    expect(await cache.get('k', load, 1_000, onError)).toEqual({ value: undefined, source: 'none' });
    expect(load).not.toHaveBeenCalled();
    advance(1);
    expect(await cache.get('k', load, 1_000, onError)).toEqual({ value: 'a', source: 'fresh' });
  });

  it('waits at most waitMs; a late answer is kept for the next request', async () => {
    const { cache, onError } = setup();
    const call = deferred();
    const started = performance.now();
    expect(await cache.get('k', () => call.promise, 30, onError)).toEqual({ value: undefined, source: 'none' });
    expect(performance.now() - started).toBeLessThan(500);
    call.resolve('late');
    await call.promise;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', () => Promise.reject(new Error('not asked')), 0, onError)).toEqual({ value: 'late', source: 'fresh' });
  });

  it('keeps at most maxEntries keys, the oldest going first', async () => {
    const { cache, onError } = setup({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key, 1_000, onError);
    const load = vi.fn(async () => 'again');
    expect(await cache.get('a', load, 1_000, onError)).toEqual({ value: 'again', source: 'fresh' });
    expect(await cache.get('c', load, 1_000, onError)).toEqual({ value: 'c', source: 'fresh' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes an answer read anyway (put) as the fresh one, for the TTL, and forgets a failure for it', async () => {
    const { cache, onError, advance } = setup();
    await cache.get('k', () => Promise.reject(new Error('down')), 1_000, onError);
    cache.put('k', 'read anyway');
    const load = vi.fn(async () => 'asked');
    expect(await cache.get('k', load, 1_000, onError)).toEqual({ value: 'read anyway', source: 'fresh' });
    advance(100);
    expect(await cache.get('k', load, 1_000, onError)).toEqual({ value: 'asked', source: 'fresh' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
