import type { PhotoResolvers, PrintReadinessLevel } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import type { MerchandiseArticle } from '../../upstream/merchandise';

/** At least this many dots per inch print sharply (GOOD). */
export const GOOD_DPI = 300;
/** At least this many print acceptably (ACCEPTABLE); fewer are TOO_SMALL. */
export const ACCEPTABLE_DPI = 150;
const MM_PER_INCH = 25.4;

export interface PrintReadinessModel {
  level: PrintReadinessLevel;
  dpi: number;
  printWidthMm: number;
  printHeightMm: number;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * How sharply a photo of `widthPx` × `heightPx` prints on a page of `widthMm` × `heightMm`: the photo fills the page
 * turned to match (a landscape photo on a portrait page is rotated), so its long side spans the page's long side and
 * its short side the short one; the dpi is the smaller of the two, rounded down. Null when a size is missing.
 */
export function printReadinessOf(
  photo: { widthPx: number | null | undefined; heightPx: number | null | undefined },
  page: { widthMm: number | null | undefined; heightMm: number | null | undefined },
): PrintReadinessModel | null {
  const { widthPx, heightPx } = photo;
  const { widthMm, heightMm } = page;
  if (!positive(widthPx) || !positive(heightPx) || !positive(widthMm) || !positive(heightMm)) return null;
  const longInches = Math.max(widthMm, heightMm) / MM_PER_INCH;
  const shortInches = Math.min(widthMm, heightMm) / MM_PER_INCH;
  const dpi = Math.floor(Math.min(Math.max(widthPx, heightPx) / longInches, Math.min(widthPx, heightPx) / shortInches));
  const level: PrintReadinessLevel = dpi >= GOOD_DPI ? 'GOOD' : dpi >= ACCEPTABLE_DPI ? 'ACCEPTABLE' : 'TOO_SMALL';
  return { level, dpi, printWidthMm: widthMm, printHeightMm: heightMm };
}

// The site's catalogue by article code, read once per request (and through the site directory's per-process cache of
// the merchandise answer, which other screens read too): never a call per photo.
const articlesOfRequest = new WeakMap<Context, Promise<Map<string, MerchandiseArticle> | null>>();

function articlesByCode(ctx: Context): Promise<Map<string, MerchandiseArticle> | null> {
  let articles = articlesOfRequest.get(ctx);
  if (!articles) {
    articles = ctx.sites.catalogueArticles(ctx.sites.siteOf(ctx.request.host), ctx).then(
      (list) => (list ? new Map(list.map((article) => [article.ID, article])) : null),
      (error: unknown) => {
        ctx.log.warn({ err: error }, 'The article catalogue is unavailable; print readiness is left out');
        return null;
      },
    );
    articlesOfRequest.set(ctx, articles);
  }
  return articles;
}

/**
 * `Photo.printReadiness(articleCode)`: the photo's width and height from the photo service's answer already read, the
 * article's page size from the site's merchandise catalogue. Null for an unknown article, one without a page size, an
 * unavailable catalogue or a photo without a size (never an error: the photos show without it).
 */
export const printReadiness: PhotoResolvers<Context>['printReadiness'] = async (photo, { articleCode }, ctx) => {
  const article = (await articlesByCode(ctx))?.get(articleCode);
  if (!article) return null;
  return printReadinessOf(
    { widthPx: photo.visibleWidth, heightPx: photo.visibleHeight },
    { widthMm: article.PageWidth, heightMm: article.PageHeight },
  );
};
