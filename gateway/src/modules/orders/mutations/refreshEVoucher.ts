import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { toOrderProductModel } from '../../shared/orderProducts';
import { eVoucherNotFound, localIdOf } from '../ids';

/**
 * POST /v1/Orders/{code}/voucher/refresh: reads the e-voucher of one of the customer's gift e-voucher products afresh
 * (spec §4: shown once paid). Another customer's product, an unknown one or one that is no voucher → NOT_FOUND. The
 * payload's product is the service's answer, so the screen shows the code as soon as it is issued.
 */
export const refreshEVoucher: MutationResolvers['refreshEVoucher'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const code = localIdOf('OrderProduct', input.productId, 'productId');
  const result = await ctx.order.refreshVoucher(code);
  if (!result.ok) return { product: null, error: eVoucherNotFound() };
  return { product: toOrderProductModel(result.value), error: null };
};
