import type { Context } from '../../context';
import type { UpstreamOrder } from '../../upstream/order';
import { findPhotoBook, productKind } from '../shared/orderProducts';
import { parseGalleryEntryLocalId, parseProductCode } from './ids';
import { toGalleryEntryModel, toOnlinePhotoBookModel, type GalleryEntryModel, type OnlinePhotoBookModel } from './mappers';

/**
 * The customer's photo books (spec §9: products whose article type contains `photobook`) from every super order,
 * read with the order pages' loader (batches of 100, once per request), newest first.
 */
export async function photoBooks(ctx: Context): Promise<UpstreamOrder[]> {
  const products = (await ctx.order.superOrders()).flatMap((order) => order.orders);
  return products.filter((product) => productKind(product) === 'PHOTO_BOOK')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** One of the customer's photo books by product code; null when unknown, another customer's or no photo book. */
export async function findOnlinePhotoBook(ctx: Context, productCode: string): Promise<OnlinePhotoBookModel | null> {
  const code = parseProductCode(productCode);
  const product = code ? await findPhotoBook(ctx, code) : null;
  return product ? toOnlinePhotoBookModel(product) : null;
}

/** A gallery entry by its local id, for the owner of its photo book only (checked with the order service first). */
export async function findGalleryEntry(ctx: Context, localId: string): Promise<GalleryEntryModel | null> {
  const ref = parseGalleryEntryLocalId(localId);
  if (!ref || !(await findPhotoBook(ctx, ref.productCode))) return null;
  const entry = await ctx.gallery.entry(ref.productCode, ref.channel);
  return entry ? toGalleryEntryModel(entry) : null;
}
