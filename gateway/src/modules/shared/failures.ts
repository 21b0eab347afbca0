import type { Context } from '../../context';

/** Errors already logged: a failed batch (or memoised) call rejects every item of a page with the same error. */
const logged = new WeakSet<object>();

/** Logs an upstream failure with the facts as fields, once per error. */
export function logFailure(ctx: Context, what: string, facts: Record<string, unknown>, error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  ctx.log.warn({ ...facts, err: error }, `Failed to read ${what}`);
}

/**
 * A nullable field read from an upstream service: when the service fails the failure is logged and rethrown, so the
 * field is null with the error (`UPSTREAM_…`) and the rest of the page still loads.
 */
export async function section<T>(ctx: Context, what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logFailure(ctx, what, {}, error);
    throw error;
  }
}
