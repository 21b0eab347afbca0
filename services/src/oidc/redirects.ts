// Which browser origins may receive authorization responses: the product origin (PUBLIC_URL) or any brand site
// `http://<name>.localhost:<same port>`. Redirect URI `${origin}/auth/callback`, post-logout `${origin}/`.

const BRAND_HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.localhost$/i;

export function createOriginRule(publicUrl: string) {
  const product = new URL(publicUrl);
  const originAllowed = (origin: string): boolean => {
    const url = URL.parse(origin);
    if (!url || url.origin !== origin) return false;
    if (origin === product.origin) return true;
    return url.protocol === 'http:' && BRAND_HOST.test(url.hostname) && url.port === product.port;
  };
  const uriAllowed = (value: string, path: string): boolean => {
    const url = URL.parse(value);
    return !!url && url.pathname === path && !url.search && !url.hash && !url.username && !url.password
      && originAllowed(url.origin);
  };
  return {
    originAllowed,
    redirectUriAllowed: (value: string) => uriAllowed(value, '/auth/callback'),
    postLogoutRedirectUriAllowed: (value: string) => uriAllowed(value, '/'),
    productOrigin: product.origin,
  };
}

export type OriginRule = ReturnType<typeof createOriginRule>;
