import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { codedError, mutationError } from '../../../errors';
import { localIdOf, orderNotFound } from '../ids';

/**
 * POST /reorder/direct?OrderCode=: the order's products in a new shop basket; the payload's `shopUrl` is where the
 * browser goes. 409 (cancelled, vouchers only, too old) → REORDER_UNAVAILABLE; 404 → NOT_FOUND.
 */
export const reorder: MutationResolvers['reorder'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const code = localIdOf('Order', input.orderId, 'orderId');
  const result = await ctx.order.reorder(code);
  if (!result.ok) {
    return result.refused === 'NOT_FOUND'
      ? { shopUrl: null, error: orderNotFound() }
      : { shopUrl: null, error: mutationError('REORDER_UNAVAILABLE', 'orderId', 'This order cannot be ordered again.') };
  }
  // The browser is sent there: only ever an http(s) URL.
  if (!/^https?:\/\//i.test(result.value.shopUrl)) {
    ctx.log.warn({ orderCode: code }, 'The order service answered a shop URL that is not http(s)');
    throw codedError('UPSTREAM_ERROR', 'The order service answered an invalid shop URL.', { service: 'order' });
  }
  return { shopUrl: result.value.shopUrl, error: null };
};
