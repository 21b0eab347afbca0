// The public configuration of a brand domain (public config service, apis/public-config/routes.ts): the menu of the
// brand's main site and the named links of it the account area uses, in the site's language, on its shop domain.
import { localHostnames, SITES, siteLocale, type Locale, type Site, type SiteHosts } from '@my-account/brands';
import { MENU_ENTRIES, shopLanguage, type MenuEntryId } from './languages';

export interface MenuEntry {
  id: MenuEntryId;
  label: string;
  url: string;
}

export interface SiteRoutes {
  shopHome: string;
  products: string;
  createAccount: string;
  faq: string;
  customerCare: string;
}

export interface PublicConfig {
  domain: string;
  channel: string;
  locale: Locale;
  menu: MenuEntry[];
  routes: SiteRoutes;
}

/** Longest domain name (RFC 1035). */
export const MAX_DOMAIN_LENGTH = 253;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);

/** The domain in its plain form (lower case, no final dot), or null when it is not a host name at all. */
export function normaliseDomain(value: string): string | null {
  const domain = value.toLowerCase().replace(/\.$/, '');
  return domain.length <= MAX_DOMAIN_LENGTH && DOMAIN.test(domain) ? domain : null;
}

/** The site a domain is: one of its configured host names (SITE_HOSTS) or its local ones; undefined for any other. */
export function siteOfDomain(domain: string, configured: SiteHosts = {}): Site | undefined {
  return SITES.find((site) => (configured[site.channel] ?? []).includes(domain) || localHostnames(site).includes(domain));
}

/** The help centre of a site: the first part of its FAQ's path (`/help/faq` → `/help`). */
const helpUrl = (site: Site) => new URL(`/${new URL(site.faqUrl).pathname.split('/')[1] ?? ''}`, site.shopUrl).href;

export function publicConfig(site: Site, domain: string): PublicConfig {
  const locale = siteLocale(site);
  const words = shopLanguage(locale);
  const menu = MENU_ENTRIES.map((id) => ({
    id,
    label: words.labels[id],
    url: id === 'help' ? helpUrl(site) : new URL(`/${words.categories[id]}`, site.shopUrl).href,
  }));
  return {
    domain,
    channel: site.channel,
    locale,
    menu,
    routes: {
      shopHome: site.shopUrl,
      products: new URL(words.products, site.shopUrl).href,
      createAccount: new URL(words.createAccount, site.shopUrl).href,
      faq: site.faqUrl,
      customerCare: site.customerCareUrl,
    },
  };
}
