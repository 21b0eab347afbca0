import { setTimeout as wait } from 'node:timers/promises';
import type { Context } from '../../context';
import { requireViewer } from '../../context';
import type { UserSummary } from '../../upstream/photo';

/** An emitted value is either the counts or the error of the last poll (resolved into a GraphQL error). */
export type CountsEvent = UserSummary | Error;

const same = (a: CountsEvent | undefined, b: CountsEvent) =>
  a !== undefined && (a instanceof Error ? b instanceof Error
    : !(b instanceof Error) && a.photosCount === b.photosCount && a.albumsCount === b.albumsCount);

/**
 * Polls GET /users with the subscriber's token every `intervalMs`; yields at once and then on change.
 * `return()` (the client unsubscribed or the socket closed) clears the pending timer immediately.
 */
export function pollPhotoLibraryCounts(ctx: Context, intervalMs: number): AsyncIterableIterator<CountsEvent> {
  requireViewer(ctx);
  const stop = new AbortController();
  // The timer's listener on the signal goes with the timer: one poll leaves nothing behind for the next.
  const sleep = () => wait(intervalMs, undefined, { signal: stop.signal }).catch(() => undefined);
  async function* poll(): AsyncGenerator<CountsEvent> {
    let last: CountsEvent | undefined;
    while (!stop.signal.aborted) {
      const next: CountsEvent = await ctx.photo.fetchUserSummary().catch((e: unknown) => e as Error);
      if (stop.signal.aborted) return;
      if (!same(last, next)) {
        last = next;
        yield next;
      }
      await sleep();
    }
  }
  const generator = poll();
  return {
    next: () => generator.next(),
    return: (value?: unknown) => {
      stop.abort();
      return generator.return(value as undefined);
    },
    throw: (error?: unknown) => {
      stop.abort();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
