import type { OrderProductKind } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import type { UpstreamOrder } from '../../upstream/order';

/** Parent of OrderProduct fields: an inner order (one product; its code is the product code). */
export type OrderProductModel = UpstreamOrder & { __typename: 'OrderProduct' };

export function toOrderProductModel(order: UpstreamOrder): OrderProductModel {
  const model = order as OrderProductModel;
  model.__typename = 'OrderProduct';
  return model;
}

/** The prints product of the photo library's hand-off (spec §9). */
export const PRINTS_ARTICLE = 'PAP_910';

/** What a product is: prints, a photo book (article type containing `photobook`, spec §9), a gift e-voucher, or other. */
export function productKind(p: Pick<UpstreamOrder, 'articleName' | 'articleType' | 'voucherDetails'>): OrderProductKind {
  const type = p.articleType.toLowerCase();
  if (p.articleName === PRINTS_ARTICLE || type === 'prints') return 'PRINTS';
  if (type.includes('photobook')) return 'PHOTO_BOOK';
  if (type === 'voucher' || p.voucherDetails?.kind === 'eVoucher') return 'VOUCHER';
  return 'OTHER';
}

/** The customer's photo-book product of `code`, or null (unknown, another customer's, or not a photo book). */
export async function findPhotoBook(ctx: Context, code: string): Promise<UpstreamOrder | null> {
  const product = code.trim() ? await ctx.order.order(code) : null;
  return product && productKind(product) === 'PHOTO_BOOK' ? product : null;
}
