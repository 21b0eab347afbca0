import type { GalleryEntry } from '../../__generated__/resolvers-types';
import type { UpstreamGalleryEntry } from '../../upstream/gallery';
import type { UpstreamOrder } from '../../upstream/order';
import { toOrderProductModel, toSingleProductModel, type OrderProductModel } from '../shared/orderProducts';
import { galleryEntryGlobalId, photoBookGlobalId } from './ids';

/**
 * Parent of OnlinePhotoBook fields: an ordered photo-book product (an inner order), its `product` the very
 * `OrderProduct` of the order pages (so `onlineVersion`, `requestOnlineVersion` and the share work the same).
 */
export interface OnlinePhotoBookModel {
  __typename: 'OnlinePhotoBook';
  id: string;
  productCode: string;
  title: string;
  orderCode: string;
  orderedAt: string;
  product: OrderProductModel;
}

export type GalleryEntryModel = GalleryEntry & { __typename: 'GalleryEntry' };

/**
 * A photo book shown on its own (its page, a mutation's payload), whose online version is read by product code; `inList`
 * for an entry of the list, whose online versions are read with their orders' batch.
 */
export const toOnlinePhotoBookModel = (product: UpstreamOrder, { inList = false } = {}): OnlinePhotoBookModel => ({
  __typename: 'OnlinePhotoBook',
  id: photoBookGlobalId(product.orderCode),
  productCode: product.orderCode,
  title: product.title,
  orderCode: product.superOrderCode,
  orderedAt: product.createdAt,
  product: inList ? toOrderProductModel(product) : toSingleProductModel(product),
});

export const toGalleryEntryModel = (entry: UpstreamGalleryEntry): GalleryEntryModel => ({
  __typename: 'GalleryEntry',
  id: galleryEntryGlobalId(entry.widgetId, entry.channel),
  channel: entry.channel,
  categories: entry.categories.map(({ code, name }) => ({ code, name })),
  createdAt: entry.createdAt,
  updatedAt: entry.updatedAt,
});
