// Which browser origins may receive authorization responses: the product origin (PUBLIC_URL) or any brand site
// `http://<name>.localhost:<same port>`. Redirect URI `${origin}/auth/callback`; post-logout `${origin}/`, or the pages a
// confirmed account deletion and e-mail change sign out to: `${origin}/account-deleted`, `${origin}/change-email-success`.

const BRAND_HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.localhost$/i;

/** The paths a sign-out may return to. */
export const POST_LOGOUT_PATHS: readonly string[] = ['/', '/account-deleted', '/change-email-success'];

export function createOriginRule(publicUrl: string) {
  const product = new URL(publicUrl);
  const originAllowed = (origin: string): boolean => {
    const url = URL.parse(origin);
    if (!url || url.origin !== origin) return false;
    if (origin === product.origin) return true;
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
