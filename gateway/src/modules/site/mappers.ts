import { siteLocale, vendorOf, type Site } from '@my-account/brands';
import type { MerchandiseArticle } from '../../upstream/merchandise';
import type { PublicConfig } from '../../upstream/publicConfig';

export interface SiteMenuEntryModel {
  id: string;
  label: string;
  url: string;
}

export interface SiteRoutesModel {
  shopHome: string;
  products: string;
  createAccount: string;
  faq: string;
  customerCare: string;
}

export interface SiteArticleModel {
  code: string;
  articleType: string;
  title: string;
  pageHeight: number | null;
  pageWidth: number | null;
  productUrl: string | null;
  border: boolean | null;
  coverText: boolean | null;
  coverType: string | null;
  paper: string | null;
  printSize: string | null;
}

/** A brand site as `Site` answers it (schema/site.graphql); `articles` are the visible ones, paged by the resolver. */
export interface SiteModel {
  channel: string;
  vendor: string;
  brandName: string;
  country: string;
  locale: string;
  currency: string;
  shopUrl: string;
  faqUrl: string;
  customerCareUrl: string;
  menu: SiteMenuEntryModel[];
  routes: SiteRoutesModel;
  articles: SiteArticleModel[];
  fallback: boolean;
}

/** The site part of `/config.json` (what the client needs before it renders anything; `vendor` chooses the brand). */
export type ClientSite = Pick<SiteModel, 'channel' | 'vendor' | 'locale' | 'currency' | 'shopUrl' | 'faqUrl' | 'customerCareUrl' | 'menu' | 'routes' | 'fallback'>;

export const toClientSite = ({ channel, vendor, locale, currency, shopUrl, faqUrl, customerCareUrl, menu, routes, fallback }: SiteModel): ClientSite =>
  ({ channel, vendor, locale, currency, shopUrl, faqUrl, customerCareUrl, menu, routes, fallback });

/** An absolute http(s) URL (a link the client may render), else null: an upstream never puts `javascript:` in a menu. */
export function webUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2_000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const MAX_MENU_ENTRIES = 20;
const shortText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;

/** The registry's menu when the public config never answered: the brand's shop, under the brand's name. */
export const fallbackMenu = (site: Site, brandName: string): SiteMenuEntryModel[] => [{ id: 'shop', label: brandName, url: site.shopUrl }];

/** The registry's routes when the public config never answered. */
export const fallbackRoutes = (site: Site): SiteRoutesModel => ({
  shopHome: site.shopUrl, products: site.shopUrl, createAccount: site.shopUrl, faq: site.faqUrl, customerCare: site.customerCareUrl,
});

/**
 * The menu and routes of a public config answer for `site`, or an Error saying why it is not usable (another
 * channel's, a route that is no web URL). Menu entries that are not usable are left out.
 */
export function menuAndRoutes(site: Site, config: PublicConfig): { menu: SiteMenuEntryModel[]; routes: SiteRoutesModel } | Error {
  if (config.channel !== site.channel) return new Error(`the answer is for channel "${String(config.channel).slice(0, 50)}"`);
  const routes = {
    shopHome: webUrl(config.routes?.shopHome), products: webUrl(config.routes?.products), createAccount: webUrl(config.routes?.createAccount),
    faq: webUrl(config.routes?.faq), customerCare: webUrl(config.routes?.customerCare),
  };
  if (Object.values(routes).some((url) => url === null)) return new Error('a route is not a web URL');
  const menu = (Array.isArray(config.menu) ? config.menu : []).flatMap((entry) => {
    const url = webUrl(entry?.url);
    return url && shortText(entry.id) && shortText(entry.label) ? [{ id: entry.id, label: entry.label, url }] : [];
  }).slice(0, MAX_MENU_ENTRIES);
  return { menu, routes: routes as SiteRoutesModel };
}

/** The site from the registry alone (both services never answered). */
export function registrySite(site: Site): SiteModel {
  const vendor = vendorOf(site);
  return {
    channel: site.channel, vendor: vendor.id, brandName: vendor.name, country: site.country, locale: siteLocale(site),
    currency: site.currency, shopUrl: site.shopUrl, faqUrl: site.faqUrl, customerCareUrl: site.customerCareUrl,
    menu: fallbackMenu(site, vendor.name), routes: fallbackRoutes(site), articles: [], fallback: true,
  };
}

export function toSiteArticle(article: MerchandiseArticle): SiteArticleModel {
  const { Extras: extras } = article;
  return {
    code: article.ID, articleType: article.ArticleType, title: article.Title, pageHeight: article.PageHeight, pageWidth: article.PageWidth,
    productUrl: webUrl(article.Links.find((link) => link.Rel === 'product')?.Url),
    border: extras.Border, coverText: extras.CoverText, coverType: extras.CoverType, paper: extras.Paper, printSize: extras.PrintSize,
  };
}
