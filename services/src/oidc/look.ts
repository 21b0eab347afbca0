// Which site a sign-in page serves and how it looks: the site of the authorization request's redirect_uri (its host
// name, as the brand registry maps it), in the locale the client asks for (`ui_locales`) or else the site's. The
// brand logos are served by the services themselves (ASSETS_PATH), on every issuer's host.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import express, { type Router } from 'express';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { brandNameOf, LOCALES, siteLocale, siteOfHost, VENDORS, vendorOf, type Locale, type Site } from '@my-account/brands';
import type { PageLook } from './html';
import { pickLocale } from './texts';
import type { ProviderPage } from './views';

export const ASSETS_PATH = '/sign-in-assets';

/** The site whose redirect_uri this is; `fallback` when there is none (an expired interaction, an error page). */
export function siteOfRedirectUri(redirectUri: unknown, fallback: Site): Site {
  const url = typeof redirectUri === 'string' ? URL.parse(redirectUri) : null;
  return url ? siteOfHost(url.hostname) : fallback;
}

export function lookOf(site: Site, locale: Locale = siteLocale(site)): PageLook {
  const vendor = vendorOf(site);
  return { lang: locale, brandName: brandNameOf(site), logoUrl: `${ASSETS_PATH}/logos/${vendor.id}.svg`, theme: vendor.theme };
}

/** The look of a page for an authorization request's parameters. */
export function lookOfParams(params: Record<string, unknown> | undefined, fallback: Site): PageLook {
  const site = siteOfRedirectUri(params?.redirect_uri, fallback);
  return lookOf(site, pickLocale(params?.ui_locales, siteLocale(site)));
}

/**
 * A page of the provider outside the sign-in (sign-out, signed out, an error): the site of the request's redirect URI
 * (`redirect_uri` or `post_logout_redirect_uri`) when the issuer allows it — a refused one does not choose the brand —,
 * and its home page; else the issuer's own site and `home`. In the locale of `ui_locales`, else the site's; with no
 * site to go by (the main issuer), the browser's language when it names one of the sites', else the default site's.
 */
export function providerPageOf(ctx: KoaContextWithOIDC, { site, siteOnly, home, allowed }: {
  site: Site; siteOnly: boolean; home: string; allowed: (uri: string) => boolean;
}): ProviderPage {
  const params = (ctx.oidc?.params ?? {}) as Record<string, unknown>;
  const uri = [params.redirect_uri, params.post_logout_redirect_uri].find((u): u is string => typeof u === 'string' && allowed(u));
  const target = uri ? siteOfRedirectUri(uri, site) : undefined;
  const browser = siteOnly || target ? undefined : browserLocale(ctx);
  const locale = browser ?? siteLocale(target ?? site);
  return { look: lookOf(target ?? site, pickLocale(params.ui_locales, locale)), home: uri ? `${new URL(uri).origin}/` : home };
}

/** The site locale the browser prefers (Accept-Language; a bare `*`, as fetch sends, prefers none). */
function browserLocale(ctx: KoaContextWithOIDC): Locale | undefined {
  if (!/[a-z]{2}/i.test(ctx.get('accept-language'))) return undefined;
  return (ctx.acceptsLanguages(...LOCALES) || undefined) as Locale | undefined;
}

/** GET <ASSETS_PATH>/logos/<vendor>.svg: the registry's logos, nothing else. */
export function assetRoutes(): Router {
  const require = createRequire(import.meta.url);
  const logos = new Map(VENDORS.map((v) => [`${v.id}.svg`, readFileSync(require.resolve(`@my-account/brands/logos/${v.id}.svg`))]));
  const router = express.Router();
  router.get('/logos/:file', (req, res, next) => {
    const svg = logos.get(String(req.params.file));
    if (!svg) return next();
    res.set({
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    }).send(svg);
  });
  return router;
}
