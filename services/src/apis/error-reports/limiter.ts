// A fixed-window limit of envelopes per client address and for everyone together, in memory (one services process):
// a page stuck in an error loop, or a flood, cannot fill the table. It counts events: an envelope holds at most one
// (./envelope.ts), and each costs one whatever it holds, so an address stores at most its limit of reports a window.
// The SDK honours the 429's Retry-After and X-Sentry-Rate-Limits and holds its events back until then.

export interface WindowLimiter {
  /** Seconds to wait when this address is over its limit, 0 when the envelope may pass (and is counted). */
  take(address: string, now?: number): number;
}

export function createWindowLimiter({ perAddress, total, windowMs }: { perAddress: number; total: number; windowMs: number }): WindowLimiter {
  let windowStart = 0;
  let all = 0;
  const counts = new Map<string, number>();
  return {
    take(address, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        all = 0;
        counts.clear();
      }
      const mine = counts.get(address) ?? 0;
      if (mine >= perAddress || all >= total) return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      counts.set(address, mine + 1);
      all += 1;
      return 0;
    },
  };
}
