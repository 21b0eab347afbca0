/**
 * A small cross-request cache of upstream data: public data that is the same for every caller (the merchandise
 * service's channels and catalogues, the public config of the brand sites), or one customer's own data under a key
 * that is that customer's id and nothing else (the photos printed in their orders), never served to anyone else.
 *
 * - A fresh answer (younger than `ttlMs`) is used without asking again.
 * - Otherwise the upstream is asked (one call per key at a time, joined by concurrent requests) and waited for at
 *   most `waitMs`; a call that takes longer goes on and is kept for later requests when it succeeds.
 * - When the call fails or is too slow, the last good answer is used (`stale`), else nothing (`none`: the caller
 *   falls back to its own defaults). For `retryMs` after a failure no request waits for that upstream again.
 */
export type Lookup<T> = { value: T; source: 'fresh' | 'stale' } | { value: undefined; source: 'none' };

export interface FallbackCacheOptions {
  ttlMs: number;
  retryMs: number;
  /** Keys kept at most (the oldest answer goes first). */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  at: number;
}

/** Resolves true when `run` settled first with true; false when it failed or `ms` passed. */
function within(run: Promise<boolean>, ms: number): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(false);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

export class FallbackCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly failedAt = new Map<string, number>();
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly now: () => number;

  constructor(private readonly options: FallbackCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The answer for `key`: fresh from the cache, else from `load` within `waitMs`, else the last good one. `onError`
   * hears each failed load once (not each request that waited for it).
   */
  async get(key: string, load: () => Promise<T>, waitMs: number, onError: (error: unknown) => void): Promise<Lookup<T>> {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.at < this.options.ttlMs) return { value: cached.value, source: 'fresh' };
    const failed = this.failedAt.get(key);
    if (failed === undefined || this.now() - failed >= this.options.retryMs) {
      const answered = await within(this.refresh(key, load, onError), waitMs);
      const fresh = answered ? this.entries.get(key) : undefined;
      if (fresh) return { value: fresh.value, source: 'fresh' };
    }
    const last = this.entries.get(key);
    return last ? { value: last.value, source: 'stale' } : { value: undefined, source: 'none' };
  }

  /** Keeps `value` as the fresh answer for `key`, read anyway by the caller (a later `get` within `ttlMs` uses it). */
  put(key: string, value: T) {
    this.remember(this.entries, key, { value, at: this.now() });
    this.failedAt.delete(key);
  }

  /** Forgets everything (tests). */
  clear() {
    this.entries.clear();
    this.failedAt.clear();
  }

  private refresh(key: string, load: () => Promise<T>, onError: (error: unknown) => void): Promise<boolean> {
    let run = this.pending.get(key);
    if (!run) {
      run = load().then((value) => {
        this.remember(this.entries, key, { value, at: this.now() });
        this.failedAt.delete(key);
        return true;
      }, (error: unknown) => {
        this.remember(this.failedAt, key, this.now());
        onError(error);
        return false;
      }).finally(() => this.pending.delete(key));
      this.pending.set(key, run);
    }
    return run;
  }

  private remember<V>(map: Map<string, V>, key: string, value: V) {
    map.delete(key);
    map.set(key, value);
    while (map.size > this.options.maxEntries) map.delete(map.keys().next().value as string);
  }
}
