// Which browser origins may receive authorization responses: exactly the brand registry's sites — the product origin
// (PUBLIC_URL) and the sites' configured host names (SITE_HOSTS, `https://<host>`) — and, only while the product origin
// is a local one (localhost, a name under it, a loopback address), each site's local host names
// (`<channel>.localhost`, `localhost` for the default site, and the pseudo-locale's `pseudo.localhost`) on the product's
// scheme and port. Redirect URI `${origin}/auth/callback`; post-logout `${origin}/`, or the pages a confirmed account
// deletion and e-mail change sign out to: `${origin}/account-deleted`, `${origin}/change-email-success`.
import { localHostnames, PSEUDO_HOST, SITES, type SiteHosts } from '@my-account/brands';
import { isLocalHost } from '@my-account/brands/localhost-lookup';

/** The local origins of the registry's sites (and the pseudo-locale's): the product origin with each local host name. */
function localSiteOrigins(product: URL): string[] {
  return [...SITES.flatMap(localHostnames), PSEUDO_HOST]
    .map((hostname) => Object.assign(new URL(product.origin), { hostname }).origin);
}

/** The paths a sign-out may return to. */
export const POST_LOGOUT_PATHS: readonly string[] = ['/', '/account-deleted', '/change-email-success'];

/** A rule from the origins it allows: only exact callback and sign-out URIs on them (no query, fragment or user). */
function ruleOf(originAllowed: (origin: string) => boolean, productOrigin: string) {
  const uriAllowed = (value: string, paths: readonly string[]): boolean => {
    const url = URL.parse(value);
    return !!url && paths.includes(url.pathname) && !url.search && !url.hash && !url.username && !url.password
      && url.href === `${url.origin}${url.pathname}` && originAllowed(url.origin);
  };
  return {
    originAllowed,
    redirectUriAllowed: (value: string) => uriAllowed(value, ['/auth/callback']),
    postLogoutRedirectUriAllowed: (value: string) => uriAllowed(value, POST_LOGOUT_PATHS),
    productOrigin,
  };
}

/** The rule of the product (the main issuer, and CORS of the APIs the browser calls directly). */
export function createOriginRule(publicUrl: string, siteHosts: SiteHosts = {}) {
  const product = new URL(publicUrl);
  const allowed = new Set([
    product.origin,
    ...Object.values(siteHosts).flat().map((host) => `https://${host}`),
    ...(isLocalHost(product.hostname) ? localSiteOrigins(product) : []),
  ]);
  return ruleOf((origin) => allowed.has(origin), product.origin);
}

export type OriginRule = ReturnType<typeof createOriginRule>;

/**
 * The rule of the main issuer: the product's, less the origins of the sites that sign in on an issuer of their own.
 * Such a site's customers sign in on its own domain only: a misconfigured client fails at once instead of quietly
 * signing in on the wrong domain, and that site's redirect URIs cannot be used to send a code elsewhere.
 */
export function refuseOrigins(rule: OriginRule, refused: readonly string[]): OriginRule {
  return ruleOf((origin) => rule.originAllowed(origin) && !refused.includes(origin), rule.productOrigin);
}

/** The rule of a site issuer: exactly the site's own origins (the first is where its sign-out pages go back to). */
export function createSiteOriginRule(origins: readonly [string, ...string[]]): OriginRule {
  return ruleOf((origin) => origins.includes(origin), origins[0]);
}
