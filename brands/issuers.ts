import { SITES, type Site } from './sites';

/** The issuers of the sites that sign in on an authentication domain of their own, by channel. */
export type SiteIssuers = Readonly<Record<string, string>>;

/** The sites whose customers sign in on their own authentication domain (spec §1: the Swedish brand). */
export const ownIssuerSites = (): Site[] => SITES.filter((s) => s.auth.ownIssuer);

/**
 * Parses OIDC_SITE_ISSUERS: `channel=issuer,channel2=issuer2`. Unset or empty: `fallback(site)` for every site with
 * `auth.ownIssuer`; `none`: no site issuer (those sites then sign in on the main issuer). A channel that is unknown or
 * does not sign in on its own domain, an issuer that is not a plain http(s) URL, or one given twice is an error: a
 * typo must not silently make the gateway trust (or a site use) the wrong issuer.
 */
export function parseSiteIssuers(value: string | undefined, fallback: (site: Site) => string): SiteIssuers {
  const text = (value ?? '').trim();
  if (!text) return Object.fromEntries(ownIssuerSites().map((site) => [site.channel, trimIssuer(fallback(site))]));
  if (text === 'none') return {};
  const result: Record<string, string> = {};
  for (const entry of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const eq = entry.indexOf('=');
    const channel = entry.slice(0, eq < 0 ? entry.length : eq).trim();
    const issuer = trimIssuer(eq < 0 ? '' : entry.slice(eq + 1).trim());
    const site = SITES.find((s) => s.channel === channel);
    if (!site) throw new Error(`OIDC_SITE_ISSUERS: unknown channel "${channel}"`);
    if (!site.auth.ownIssuer) throw new Error(`OIDC_SITE_ISSUERS: the site "${channel}" does not sign in on its own domain`);
    const url = URL.parse(issuer);
    if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
      throw new Error(`OIDC_SITE_ISSUERS: "${issuer}" (${channel}) is not an http(s) issuer URL`);
    }
    if (result[channel] || Object.values(result).includes(issuer)) throw new Error(`OIDC_SITE_ISSUERS: "${entry}" is given twice`);
    result[channel] = issuer;
  }
  return result;
}

const trimIssuer = (issuer: string) => issuer.replace(/\/+$/, '');
