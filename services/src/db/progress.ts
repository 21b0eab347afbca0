// Progress lines (at info) for the slow first-start work (seeding): "seeding demo photos 400 / 2,000 (about 45 s
// left) …". A line when the work crosses another 10 %, at most one every PROGRESS_INTERVAL_MS; the last one
// (done = total) always.
import type { Logger } from '@my-account/telemetry/logger';
export const PROGRESS_INTERVAL_MS = 2_000;

/** 2000 → '2,000'. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

export interface Progress {
  /** Counts `n` more items done. */
  add(n?: number): void;
}

export function createProgress(log: Logger, what: string, total: number,
  { intervalMs = PROGRESS_INTERVAL_MS, now = Date.now }: { intervalMs?: number; now?: () => number } = {}): Progress {
  let done = 0;
  let lastStep = 0;
  const startedAt = now();
  let lastAt = startedAt;
  return {
    add(n = 1) {
      if (total <= 0) return;
      done = Math.min(total, done + n);
      const step = Math.floor((done / total) * 10);
      const finished = done === total;
      if (!finished && (step <= lastStep || now() - lastAt < intervalMs)) return;
      if (finished && lastStep === 10) return;
      lastStep = finished ? 10 : step;
      lastAt = now();
      const left = Math.round(((lastAt - startedAt) / done) * (total - done) / 1000);
      log.info({ done, total }, `${what} ${formatCount(done)} / ${formatCount(total)}${finished ? '' : ` (about ${left} s left) …`}`);
    },
  };
}
