import type { Context } from '../../context';

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
