import type {
  DeliveryType, EVoucher, Money, OrderOrigin, PostalAddress, PrintedPhoto, ProductPdf,
} from '../../__generated__/resolvers-types';
import type { Connection } from '../../relay/connection';
import type { UpstreamOrder, UpstreamSuperOrder } from '../../upstream/order';
import type { UpstreamProduct } from '../../upstream/product';
import { productKind } from '../shared/orderProducts';
import { displayStatus } from './status';

/**
 * Parent of Order fields: a super order as the order service answers it (spec §3: superOrderCode → code, its
 * orders → products, orderCount → productCount), tagged with its type in place.
 */
export type OrderModel = UpstreamSuperOrder & { __typename: 'Order' };

/** A page of one group's orders; `totalCount` is the group's size. */
export type OrderConnectionModel = Connection<OrderModel> & { totalCount: number };

export function toOrderModel(superOrder: UpstreamSuperOrder): OrderModel {
  const model = superOrder as OrderModel;
  model.__typename = 'Order';
  return model;
}

export const toMoney = (money: { amount: number; currency: string }): Money =>
  ({ amountInMinorUnits: money.amount, currency: money.currency });

export const ORIGIN: Readonly<Record<UpstreamSuperOrder['origin'], OrderOrigin>> = { Resnap: 'RESNAP', Albelli: 'ALBELLI' };
export const DELIVERY_TYPE: Readonly<Record<UpstreamSuperOrder['deliveryType'], DeliveryType>> = { PickupPoint: 'PICKUP_POINT', Home: 'HOME' };

export const toPostalAddress = (a: UpstreamSuperOrder['deliveryAddress']): PostalAddress => ({
  firstName: a.firstName, lastName: a.lastName, company: a.company ?? null, streetName: a.streetName,
  streetNumber: a.streetNumber, addition: a.addition ?? null, postalCode: a.postalCode, city: a.city,
  countryCode: a.countryCode, phone: a.phone ?? null,
});

/** Payment providers that take longer to confirm a payment (spec §4: "some providers take longer"). */
export const SLOW_PAYMENT_PROVIDERS: ReadonlySet<string> = new Set(['banktransfer', 'ideal-delayed']);

/** A gift e-voucher product's voucher: shown once paid; null for any other product. */
export function toEVoucher(p: UpstreamOrder): EVoucher | null {
  if (productKind(p) !== 'VOUCHER') return null;
  const details = p.voucherDetails;
  const code = details?.eVoucherCode ?? null;
  const state = displayStatus(p.status) === 'CANCELLED' ? 'CANCELLED' : code ? 'ISSUED' : 'AWAITING_PAYMENT';
  return {
    state,
    code: state === 'ISSUED' ? code : null,
    value: details?.value ? toMoney(details.value) : null,
    slowPaymentProvider: SLOW_PAYMENT_PROVIDERS.has((details?.provider ?? '').toLowerCase()),
  };
}

/** A product's printed photos; `photo` (the library's photo) is resolved only when asked for. */
export const toPrintedPhotos = (p: UpstreamOrder): Omit<PrintedPhoto, 'photo'>[] => p.printedPhotos.map((photo) => ({
  imageId: photo.imageId, fileName: photo.localFileName, thumbnailUrl: photo.thumbnailUrl, width: photo.width, height: photo.height,
}));

/** The product PDF: the file with purpose `product.pdf` (spec §7), when it has one. */
export function toProductPdf(product: UpstreamProduct | null): ProductPdf | null {
  const file = product?.files.find((f) => f.purpose === 'product.pdf');
  return file && /^https?:\/\//i.test(file.url) ? { url: file.url, fileName: file.fileName } : null;
}

/**
 * Parent of OnlineVersion fields: the widget's facts, and the order whose blocked-orders lookup `isBlocked` makes only
 * when a query asks for it (one call per order, no batch endpoint), so a page of online versions stays one call.
 */
export interface OnlineVersionModel {
  state: 'NOT_REQUESTED' | 'REQUESTED' | 'READY';
  url: string | null;
  shareCount: number;
  orderCode: string;
}
