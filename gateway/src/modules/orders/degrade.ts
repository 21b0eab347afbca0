import type { Context } from '../../context';
import { logFailure } from '../shared/failures';

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
