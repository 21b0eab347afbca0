import type { Resolvers } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { toGlobalId } from '../../relay/globalId';
import { toPhotoModel } from '../shared/photoModels';
import { productKind, widgetOf, type OrderProductModel } from '../shared/orderProducts';
import { nextCutOff } from './cutOff';
import { degraded } from './degrade';
import { toEVoucher, toMoney, toPrintedPhotos, toProductPdf, type OnlineVersionModel } from './mappers';
import { displayStatus, isDelayedStatus, statusTone } from './status';

/** A photo book's online version from its widget (`widgetOf`); null for other products or when the widget service fails. */
function onlineVersion(p: OrderProductModel, ctx: Context): Promise<OnlineVersionModel | null> | null {
  if (productKind(p) !== 'PHOTO_BOOK') return null;
  return degraded(ctx, 'the online version', { orderCode: p.superOrderCode, productCode: p.orderCode }, async () => {
    const widget = await widgetOf(ctx, p);
    return {
      state: widget?.status ?? 'NOT_REQUESTED',
      url: widget?.status === 'READY' ? widget.viewUrl ?? null : null,
      shareCount: widget?.shareCount ?? 0,
      orderCode: p.superOrderCode,
    };
  }, null);
}

export const orderProductResolvers: Resolvers = {
  OrderProduct: {
    id: (p) => toGlobalId('OrderProduct', p.orderCode),
    code: (p) => p.orderCode,
    title: (p) => p.title,
    articleName: (p) => p.articleName,
    kind: (p) => productKind(p),
    quantity: (p) => p.quantity,
    status: (p) => displayStatus(p.status),
    rawStatus: (p) => p.status,
    statusTone: (p) => statusTone(displayStatus(p.status)),
    isDelayed: (p) => isDelayedStatus(p.status),
    paymentChangedDate: (p) => p.paymentChangedDate ?? null,
    price: (p) => toMoney(p.price),
    // The offer's title is read only when asked for (AppliedVoucher.title).
    voucher: (p) => (p.voucher ? { code: p.voucher } : null),
    eVoucher: (p) => toEVoucher(p),
    printedPhotos: (p) => toPrintedPhotos(p),
    onlineVersion: (p, _a, ctx) => onlineVersion(p, ctx),
    // Product files, one call per product (GET /v1/Products/{code}), the page's in parallel.
    pdf: async (p, _a, ctx) => toProductPdf(await ctx.product.product(p.orderCode)),
    // One read of the article groups per request, one per campaign named; without the service, no message.
    cutOff: (p, _a, ctx) =>
      degraded(ctx, 'the order cut-off', { productCode: p.orderCode, articleName: p.articleName }, () => nextCutOff(ctx, p.articleName), null),
  },
  PrintedPhoto: {
    // The library's photo by id (GET /photos/{photoId}, the page's ids in parallel, at most 8 at a time); null once deleted.
    photo: async (p, _a, ctx) => {
      const photo = await ctx.photo.photo(p.imageId);
      return photo ? toPhotoModel(photo) : null;
    },
  },
  OnlineVersion: {
    // The share is refused by the widget service for a blocked order anyway: an unknown state reads as not blocked.
    isBlocked: ({ orderCode }, _a, ctx) =>
      degraded(ctx, 'the blocked-orders lookup', { orderCode }, () => ctx.order.isBlocked(orderCode), false),
  },
  AppliedVoucher: {
    // Spec §8: a 404 is "voucher not found" (null); any other failure is an error (this field null, with the error).
    title: async (v, _a, ctx) => (await ctx.voucher.offer(v.code))?.title ?? null,
  },
};
