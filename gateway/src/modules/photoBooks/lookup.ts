import { codedError } from '../../errors';
import type { Context } from '../../context';
import { offsetConnection, offsetPageArgs, type ForwardArgs } from '../../relay/connection';
import { findPhotoBook, isPhotoBookType } from '../shared/orderProducts';
import { parseGalleryEntryLocalId, parseProductCode } from './ids';
import { toGalleryEntryModel, toOnlinePhotoBookModel, type GalleryEntryModel, type OnlinePhotoBookModel } from './mappers';

/** Most photo books one page may hold (the schema's bound; the screen asks for 10, the order service's default). */
export const MAX_PHOTO_BOOKS_PAGE = 50;

/**
 * The names of the photo-book articles (spec §9: article type containing `photobook`) of the request's brand site
 * catalogue (merchandise service). Its failure is raised (spec §8): without them no list can be asked for.
 */
async function photoBookArticleNames(ctx: Context): Promise<string[]> {
  const articles = await ctx.sites.catalogueArticles(ctx.sites.siteOf(ctx.request.host), ctx);
  if (!articles) throw codedError('UPSTREAM_ERROR', 'The article catalogue (merchandise service) is unavailable.');
  return articles.filter((article) => isPhotoBookType(article.ArticleType)).map((article) => article.ID);
}

const LIST = 'onlinePhotoBooks';

/** `first` (1-50) and `after` of the photo-book list, checked before anything is read. */
export const photoBookPageArgs = (args: ForwardArgs) => offsetPageArgs(args, LIST, MAX_PHOTO_BOOKS_PAGE);

/**
 * One page of the customer's photo books, newest first, as a connection: one call of GET /orders/byAccount/{accountId}
 * with the photo-book article names, `offset` and `limit` = `first`.
 */
export async function photoBookPage(ctx: Context, accountId: string, { first, offset }: { first: number; offset: number }) {
  const names = await photoBookArticleNames(ctx);
  const page = names.length ? await ctx.order.ordersByAccount(accountId, names, offset, first) : { items: [], total: 0 };
  return offsetConnection(page.items, { offset, total: page.total, list: LIST }, (product) => toOnlinePhotoBookModel(product, { inList: true }));
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
