import type { Context } from '../../context';

/** Errors already logged: a failed batch (or memoised) call rejects every order of the page with the same error. */
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
 * A part of an order that may be missing when its service fails (delivery dates, reorder status, online version):
 * the failure is logged and answered as `fallback`, so only that part of the page degrades.
 */
export async function degraded<T, F>(ctx: Context, what: string, facts: Record<string, unknown>, load: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await load();
  } catch (error) {
    logFailure(ctx, what, facts, error);
    return fallback;
  }
}
