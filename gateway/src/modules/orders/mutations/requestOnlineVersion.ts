import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { findPhotoBook, toOrderProductModel } from '../../shared/orderProducts';
import { localIdOf, photoBookNotFound } from '../ids';

/**
 * POST /v1/widget/{code}: requests the online version of one of the customer's photo books (idempotent). Another
 * customer's product, an unknown one or one that is no photo book → NOT_FOUND. The payload's product reads its
 * online version afresh (REQUESTED, or READY when it already was).
 */
export const requestOnlineVersion: MutationResolvers['requestOnlineVersion'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const code = localIdOf('OrderProduct', input.productId, 'productId');
  const product = await findPhotoBook(ctx, code);
  if (!product || !(await ctx.widget.request(code))) return { product: null, error: photoBookNotFound() };
  return { product: toOrderProductModel(product), error: null };
};
