import type { OrderProductKind } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import type { UpstreamOrder } from '../../upstream/order';
import type { UpstreamWidget } from '../../upstream/widget';

/**
 * Parent of OrderProduct fields: an inner order (one product; its code is the product code). `oneWidget`: a product
 * shown on its own (one photo book's page) reads its widget by code rather than with its order's batch.
 */
export type OrderProductModel = UpstreamOrder & { __typename: 'OrderProduct'; oneWidget?: boolean };

export function toOrderProductModel(order: UpstreamOrder): OrderProductModel {
  const model = order as OrderProductModel;
  model.__typename = 'OrderProduct';
  return model;
}

/** The product on its own: its online version is read with GET /v1/widget/{code} (see `widgetOf`). */
export const toSingleProductModel = (order: UpstreamOrder): OrderProductModel => ({ ...order, __typename: 'OrderProduct', oneWidget: true });

/**
 * A photo book's widget, null when it has none: by code for a product shown on its own (GET /v1/widget/{code}, the
 * 401 "none" is null), else from its order's widgets (GET /v1/widget/all?orderCodes=, one batch call per page).
 */
export async function widgetOf(ctx: Context, p: OrderProductModel): Promise<UpstreamWidget | null> {
  if (p.oneWidget) return ctx.widget.widget(p.orderCode);
  return (await ctx.widget.widgetsOf(p.superOrderCode)).get(p.orderCode) ?? null;
}

/** The prints product of the photo library's hand-off (spec §9). */
export const PRINTS_ARTICLE = 'PAP_910';

/** Spec §9: a photo book is an article whose type contains `photobook` (e.g. `photobook`, `layflatphotobook`). */
export const isPhotoBookType = (articleType: string) => articleType.toLowerCase().includes('photobook');

/** What a product is: prints, a photo book (article type containing `photobook`, spec §9), a gift e-voucher, or other. */
export function productKind(p: Pick<UpstreamOrder, 'articleName' | 'articleType' | 'voucherDetails'>): OrderProductKind {
  const type = p.articleType.toLowerCase();
  if (p.articleName === PRINTS_ARTICLE || type === 'prints') return 'PRINTS';
  if (isPhotoBookType(type)) return 'PHOTO_BOOK';
  if (type === 'voucher' || p.voucherDetails?.kind === 'eVoucher') return 'VOUCHER';
  return 'OTHER';
}

/** The customer's photo-book product of `code`, or null (unknown, another customer's, or not a photo book). */
export async function findPhotoBook(ctx: Context, code: string): Promise<UpstreamOrder | null> {
  const product = code.trim() ? await ctx.order.order(code) : null;
  return product && productKind(product) === 'PHOTO_BOOK' ? product : null;
}
