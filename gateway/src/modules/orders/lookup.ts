import type { Context } from '../../context';
import type { UpstreamOrder } from '../../upstream/order';
import { productKind } from './mappers';

/**
 * An order by the code a customer may hold: a super order code, else the code of one of its products (an inner order,
 * GET /v1/Orders/{code} → its super order). Null when unknown or another customer's (the service answers 404).
 */
export async function findOrder(ctx: Context, code: string) {
  if (!code.trim()) return null;
  const superOrder = await ctx.order.superOrder(code);
  if (superOrder) return superOrder;
  const inner = await ctx.order.order(code);
  return inner ? ctx.order.superOrder(inner.superOrderCode) : null;
}

/** The customer's photo-book product of `code`, or null (unknown, another customer's, or not a photo book). */
export async function findPhotoBook(ctx: Context, code: string): Promise<UpstreamOrder | null> {
  const product = code.trim() ? await ctx.order.order(code) : null;
  return product && productKind(product) === 'PHOTO_BOOK' ? product : null;
}
