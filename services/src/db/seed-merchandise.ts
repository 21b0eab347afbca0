// The merchandise service's data, added once to a fresh database and to one created before it (`demo_seeds`
// remembers it): a channel per brand site of the registry (@my-account/brands: ID = the site's channel, VendorID its
// vendor, Locale its configured locale — the Austrian channel's is de-DE, its site forces de-AT), two channels without
// a vendor (an internal staff shop and a retired channel) that consumers of the service must drop, and every channel's
// article catalogue (site/catalogue.ts) with links into its own shop.
import { isLocale, SITES, type Locale } from '@my-account/brands';
import { allTitles, CATALOGUE, fullExtras, type CatalogueArticle } from '../site/catalogue';
import { shopLanguage } from '../site/languages';
import type { Db } from './index';
import type { ArticleLinkJson } from './schema-merchandise';

export const MERCHANDISE_SEED = 'merchandise';

export interface SeedChannel {
  id: string;
  vendorId: string | null;
  locale: Locale;
  currency: string;
  shopUrl: string;
}

/** Channels without a vendor: the service lists them, the brand sites never show them. */
export const VENDORLESS_CHANNELS: readonly SeedChannel[] = [
  { id: 'photoprint-staff', vendorId: null, locale: 'en-GB', currency: 'GBP', shopUrl: 'https://staff.photoprint.example/' },
  { id: 'fotodruck-ch', vendorId: null, locale: 'de-DE', currency: 'CHF', shopUrl: 'https://www.fotodruck-ch.example/' },
];

export const SEED_CHANNELS: readonly SeedChannel[] = [
  ...SITES.map((site) => ({ id: site.channel, vendorId: site.vendor, locale: site.locale, currency: site.currency, shopUrl: site.shopUrl })),
  ...VENDORLESS_CHANNELS,
];

/** The product page and the editor start of an article, on the channel's shop domain, in the channel's language. */
export function articleLinks(channel: SeedChannel, article: CatalogueArticle): ArticleLinkJson[] {
  const words = shopLanguage(isLocale(channel.locale) ? channel.locale : 'en-GB');
  const slug = article.id.toLowerCase().replace(/_/g, '-');
  return [
    { Rel: 'product', Url: new URL(`${words.categories[article.category]}/${slug}`, channel.shopUrl).href },
    { Rel: 'create', Url: new URL(`${words.create}/${article.id}`, channel.shopUrl).href },
  ];
}

/** Adds the channels and their catalogues once; true when it did. */
export async function seedMerchandise(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx.insertInto('demo_seeds').values({ name: MERCHANDISE_SEED })
      .onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst();
    if (!marked) return false;
    await trx.insertInto('merchandise_channels').values(SEED_CHANNELS.map((c, position) => ({
      id: c.id, vendor_id: c.vendorId, locale: c.locale, currency: c.currency, shop_url: c.shopUrl, position,
    }))).execute();
    await trx.insertInto('merchandise_articles').values(SEED_CHANNELS.flatMap((channel) => CATALOGUE.map((article, position) => ({
      channel_id: channel.id, id: article.id, position, article_type: article.articleType,
      titles: JSON.stringify(allTitles(article)), page_height: article.pageHeight, page_width: article.pageWidth,
      visible: article.visible, links: JSON.stringify(articleLinks(channel, article)), extras: JSON.stringify(fullExtras(article.extras)),
    })))).execute();
    return true;
  });
}
