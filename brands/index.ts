/**
 * The brand registry: which site a host name is, its vendor (brand name and look), channel, country, locale,
 * currency, links and sign-in settings. One registry for the client (brand, texts, theme), the gateway (the site of a
 * request, the issuers it accepts) and the reference services (channels, e-mails, sign-in pages).
 */
import { DEFAULT_SITE, SITES, type Site } from './sites';
import { isLocale, type Locale } from './locales';
import { VENDORS, type Vendor } from './vendors';

export * from './locales';
export * from './sites';
export * from './vendors';
export * from './issuers';
export * from './senderName';

/** The site of a sales channel code, if registered (exact, as the registry spells it). */
export function siteOfChannel(channel: unknown): Site | undefined {
  return typeof channel === 'string' ? SITES.find((s) => s.channel === channel) : undefined;
}

/**
 * The vendor (brand) of a vendor name, e.g. a merchandise channel's `VendorID` (`fotoprint`, any case): the one
 * mapping from a vendor to its brand (name and look). Undefined for a name no vendor has.
 */
export function vendorNamed(name: unknown): Vendor | undefined {
  const id = typeof name === 'string' ? name.trim().toLowerCase() : undefined;
  return id ? VENDORS.find((v) => v.id === id) : undefined;
}

/** The vendor (brand) of a site as the registry knows it. */
export function vendorOf(site: Site): Vendor {
  return vendorNamed(site.vendor)!;
}

/**
 * The vendor (brand) a site sells for: its channel's vendor (from the merchandise service, when known and a vendor of
 * the registry), else the registry's. Spec §1: the brand is chosen from the vendor name.
 */
export function siteVendor(site: Site, channelVendor?: string | null): Vendor {
  return vendorNamed(channelVendor) ?? vendorOf(site);
}

/** The brand name of a site. */
export const brandNameOf = (site: Site) => vendorOf(site).name;

/**
 * The locale a site shows: the one it forces, else its channel's configured locale (from the merchandise service,
 * when known and supported), else the registry's.
 */
export function siteLocale(site: Site, channelLocale?: string | null): Locale {
  if (site.forcedLocale) return site.forcedLocale;
  return isLocale(channelLocale) ? channelLocale : site.locale;
}

/** Host names of each site by configuration (SITE_HOSTS): `channel=host1|host2,channel2=host3`. */
export type SiteHosts = Readonly<Record<string, readonly string[]>>;

/** Parses SITE_HOSTS; unknown channels are an error (a typo would silently send customers to the default site). */
export function parseSiteHosts(value: string | undefined): SiteHosts {
  const result: Record<string, string[]> = {};
  for (const entry of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [channel = '', hosts = ''] = entry.split('=', 2).map((s) => s.trim());
    if (!siteOfChannel(channel)) throw new Error(`SITE_HOSTS: unknown channel "${channel}"`);
    result[channel] = hosts.split('|').map((h) => h.trim().toLowerCase()).filter(Boolean);
  }
  return result;
}

/** The local host names of a site: `<channel>.localhost`, and `localhost` for the default site. */
/**
 * The local host name of the pseudo-locale (the default site's brand with the client's generated catalogue `en-XA`),
 * where any plain-ASCII text on a screen did not come from a catalogue. A `.localhost` name never reaches a real
 * deployment; like the sites' local names it is a place to sign in only while the product origin is a local one.
 */
export const PSEUDO_HOST = 'pseudo.localhost';

export function localHostnames(site: Site): string[] {
  const own = `${site.channel}.localhost`;
  return site === DEFAULT_SITE ? ['localhost', own] : [own];
}

/** The site a host name serves: configured host names first, then the local ones; else the default site. */
export function siteOfHost(hostname: string, configured: SiteHosts = {}): Site {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  for (const [channel, hosts] of Object.entries(configured)) {
    if (hosts.includes(host)) return siteOfChannel(channel)!;
  }
  return SITES.find((s) => localHostnames(s).includes(host)) ?? DEFAULT_SITE;
}

/**
 * The origin of a site's pages (where e-mailed links and sign-in redirects point): its first configured host name
 * (https), else the product origin for the default site and `http://<channel>.localhost:<product port>` for others.
 */
export function siteOrigin(site: Site, publicUrl: string, configured: SiteHosts = {}): string {
  const host = configured[site.channel]?.[0];
  if (host) return `https://${host}`;
  const product = new URL(publicUrl);
  if (site === DEFAULT_SITE) return product.origin;
  return `http://${site.channel}.localhost${product.port ? `:${product.port}` : ''}`;
}

/**
 * The local issuer of a site that signs in on its own authentication domain: the reference services answer it on
 * `auth.<channel>.localhost` (same port), as the retailer's real identity provider answers the site's own domain.
 */
export function localOwnIssuer(site: Site, servicesPublicUrl: string): string {
  const services = new URL(servicesPublicUrl);
  return `${services.protocol}//auth.${site.channel}.localhost${services.port ? `:${services.port}` : ''}/oidc`;
}
