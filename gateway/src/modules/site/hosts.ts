import { localHostnames, siteOfHost, type Site, type SiteHosts } from '@my-account/brands';

/** Longest host name (RFC 1035). */
export const MAX_DOMAIN_LENGTH = 253;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
/** A Host header: a name (or an IPv4 / bracketed IPv6 address) and an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i;

/** A host name in its plain form (lower case, no final dot), or null when it is not one. */
export function hostName(value: string): string | null {
  const name = value.toLowerCase().replace(/\.$/, '');
  return name.length <= MAX_DOMAIN_LENGTH && HOST_NAME.test(name) ? name : null;
}

/** The host name of a Host header (port dropped), or null when the header is missing or not a host. */
export function hostNameOfHeader(header: string | undefined | null): string | null {
  if (!header || header.length > MAX_DOMAIN_LENGTH + 8) return null;
  const name = HOST_HEADER.exec(header.trim())?.[1];
  return name ? hostName(name) : null;
}

/**
 * The site of a request: the configured host names (SITE_HOSTS) first, then `<channel>.localhost`; a missing,
 * malformed or unknown host is the default site (never an error, never a guess between sites).
 */
export function siteOfRequest(hostHeader: string | undefined | null, siteHosts: SiteHosts): Site {
  return siteOfHost(hostNameOfHeader(hostHeader) ?? '', siteHosts);
}

/** The domain the public config service is asked for a site: its first configured host name, else its local one. */
export const siteDomain = (site: Site, siteHosts: SiteHosts): string => siteHosts[site.channel]?.[0] ?? localHostnames(site)[0]!;
