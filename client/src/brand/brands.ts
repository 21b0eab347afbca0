import {
  DEFAULT_SITE, PSEUDO_HOST, siteLocale, siteOfChannel, siteOfHost, siteVendor, type Locale, type Site, type Theme,
} from '@my-account/brands';

/** The logos of the vendors, bundled (`brands/logos/<vendor>.svg` → its URL). */
const LOGOS = import.meta.glob<string>('../../../brands/logos/*.svg', { query: '?url', import: 'default', eager: true });

/**
 * The brand site the customer is on: the registry's site (`@my-account/brands`), its vendor's name and look, and what
 * the site's configuration says at run time (`/config.json`: the channel's locale, currency and links).
 */
export interface Brand {
  /** The sales channel code of the site (editor, e-mails and galleries are per channel), e.g. `fotoprint-nl`. */
  channel: string;
  /** The vendor id, e.g. `fotoprint`. */
  vendor: string;
  brandName: string;
  /** ISO 3166 country of the site. */
  country: string;
  /** The locale the site shows (texts, numbers and dates): one of the registry's, or the pseudo-locale. */
  locale: Locale | typeof PSEUDO_LOCALE;
  /** ISO 4217 currency of the channel. */
  currency: string;
  /** The brand's shop (products, account creation). */
  shopUrl: string;
  faqUrl: string;
  customerCareUrl: string;
  theme: Theme;
  logoUrl: string;
  /** The main menu of the brand's site (its public configuration; empty when it could not be read). */
  menu: readonly SiteMenuItem[];
  /** Links of the brand's site the account area uses, from its public configuration. */
  createAccountUrl: string;
  productsUrl: string;
  /** A site that needs a distinct identity provider sends this hint with the sign-in request. */
  identityProviderHint?: string;
}

/** An entry of the brand site's main menu: a link to the brand's shop, labelled in the site's language. */
export interface SiteMenuItem {
  id: string;
  label: string;
  url: string;
}

/** What the site's configuration says at run time; anything missing keeps the registry's value. */
export interface SiteSettings {
  /** The channel's vendor name: it chooses the brand (`siteVendor`), else the registry's vendor of the site. */
  vendor?: string;
  locale?: string | null;
  currency?: string;
  shopUrl?: string;
  faqUrl?: string;
  customerCareUrl?: string;
  menu?: readonly SiteMenuItem[];
  routes?: Readonly<Record<string, string>>;
}

export function brandOfSite(site: Site, settings: SiteSettings = {}): Brand {
  const vendor = siteVendor(site, settings.vendor);
  return {
    channel: site.channel,
    vendor: vendor.id,
    brandName: vendor.name,
    country: site.country,
    locale: siteLocale(site, settings.locale),
    currency: settings.currency ?? site.currency,
    shopUrl: settings.shopUrl ?? site.shopUrl,
    faqUrl: settings.faqUrl ?? site.faqUrl,
    customerCareUrl: settings.customerCareUrl ?? site.customerCareUrl,
    menu: settings.menu ?? [],
    createAccountUrl: settings.routes?.createAccount ?? settings.shopUrl ?? site.shopUrl,
    productsUrl: settings.routes?.products ?? settings.shopUrl ?? site.shopUrl,
    theme: vendor.theme,
    logoUrl: LOGOS[`../../../brands/logos/${vendor.id}.svg`] ?? '',
    ...(site.auth.identityProviderHint ? { identityProviderHint: site.auth.identityProviderHint } : {}),
  };
}

/**
 * The pseudo-locale (`messages/en-XA.json`, generated from English: accented letters in brackets), shown by the local
 * host `pseudo.localhost` (PSEUDO_HOST) with the default site's brand: on it, any plain-ASCII text on a screen did not come from a
 * catalogue (client/e2e/pseudoLocale.spec.ts). A `.localhost` name never reaches a real deployment.
 */
export const PSEUDO_LOCALE = 'en-XA';

const pseudo = (brand: Brand, hostname: string): Brand =>
  hostname.toLowerCase() === PSEUDO_HOST ? { ...brand, locale: PSEUDO_LOCALE } : brand;

/** The brand of a host name (the registry's local host names; unknown hosts show the default site). */
export const selectBrand = (hostname: string): Brand => pseudo(brandOfSite(siteOfHost(hostname)), hostname);

/**
 * The brand of the site the configuration names (`/config.json` `site`, resolved by the gateway from the host name,
 * real domains included), else of the host name.
 */
export function brandOfConfig(site: (SiteSettings & { channel?: string }) | undefined, hostname: string): Brand {
  const registered = siteOfChannel(site?.channel) ?? siteOfHost(hostname);
  return pseudo(brandOfSite(registered, site ?? {}), hostname);
}

/** The brand of a sales channel code, if registered. */
export function brandOfChannel(channel: string): Brand | undefined {
  const site = siteOfChannel(channel);
  return site ? brandOfSite(site) : undefined;
}

export const DEFAULT_BRAND: Brand = brandOfSite(DEFAULT_SITE);

let current: Brand | undefined;

/**
 * The brand of this page load, for code outside React (route loaders loading a screen's texts): the host name's until
 * the start-up settles it with the site's configuration (`setCurrentBrand`).
 */
export function currentBrand(): Brand {
  current ??= typeof window === 'undefined' ? DEFAULT_BRAND : selectBrand(window.location.hostname);
  return current;
}

export function setCurrentBrand(brand: Brand): void {
  current = brand;
}
