// Which browser origins may receive authorization responses: the product origin (PUBLIC_URL), any brand site
// `http://<name>.localhost:<same port>`, and the brand sites' real host names (SITE_HOSTS, `https://<host>`). Redirect URI `${origin}/auth/callback`; post-logout `${origin}/`, or the pages a
// confirmed account deletion and e-mail change sign out to: `${origin}/account-deleted`, `${origin}/change-email-success`.
import type { SiteHosts } from '@my-account/brands';

const BRAND_HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.localhost$/i;

/** The paths a sign-out may return to. */
export const POST_LOGOUT_PATHS: readonly string[] = ['/', '/account-deleted', '/change-email-success'];

export function createOriginRule(publicUrl: string, siteHosts: SiteHosts = {}) {
  const product = new URL(publicUrl);
  const configured = new Set(Object.values(siteHosts).flat().map((host) => `https://${host}`));
  const originAllowed = (origin: string): boolean => {
    const url = URL.parse(origin);
    if (!url || url.origin !== origin) return false;
    if (origin === product.origin || configured.has(origin)) return true;
    return url.protocol === 'http:' && BRAND_HOST.test(url.hostname) && url.port === product.port;
  };
  const uriAllowed = (value: string, paths: readonly string[]): boolean => {
    const url = URL.parse(value);
    return !!url && paths.includes(url.pathname) && !url.search && !url.hash && !url.username && !url.password
      && originAllowed(url.origin);
  };
  return {
    originAllowed,
    redirectUriAllowed: (value: string) => uriAllowed(value, ['/auth/callback']),
    postLogoutRedirectUriAllowed: (value: string) => uriAllowed(value, POST_LOGOUT_PATHS),
    productOrigin: product.origin,
  };
}

export type OriginRule = ReturnType<typeof createOriginRule>;

/**
 * The rule of the main issuer: the product's, less the origins of the sites that sign in on an issuer of their own.
 * Such a site's customers sign in on its own domain only: a misconfigured client fails at once instead of quietly
 * signing in on the wrong domain, and that site's redirect URIs cannot be used to send a code elsewhere.
 */
export function refuseOrigins(rule: OriginRule, refused: readonly string[]): OriginRule {
  const allowed = (value: string) => !refused.includes(URL.parse(value)?.origin ?? '');
  return {
    ...rule,
    originAllowed: (origin) => rule.originAllowed(origin) && allowed(origin),
    redirectUriAllowed: (value) => rule.redirectUriAllowed(value) && allowed(value),
    postLogoutRedirectUriAllowed: (value) => rule.postLogoutRedirectUriAllowed(value) && allowed(value),
  };
}

/** The rule of a site issuer: exactly the site's own origins (the first is where its sign-out pages go back to). */
export function createSiteOriginRule(origins: readonly [string, ...string[]]): OriginRule {
  const originAllowed = (origin: string) => origins.includes(origin);
  const uriAllowed = (value: string, paths: readonly string[]): boolean => {
    const url = URL.parse(value);
    return !!url && paths.includes(url.pathname) && !url.search && !url.hash && !url.username && !url.password
      && url.href === `${url.origin}${url.pathname}` && originAllowed(url.origin);
  };
  return {
    originAllowed,
    redirectUriAllowed: (value: string) => uriAllowed(value, ['/auth/callback']),
    postLogoutRedirectUriAllowed: (value: string) => uriAllowed(value, POST_LOGOUT_PATHS),
    productOrigin: origins[0],
  };
}
