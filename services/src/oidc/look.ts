// Which site a sign-in page serves and how it looks: the site of the authorization request's redirect_uri (its host
// name, as the brand registry maps it), in the locale the client asks for (`ui_locales`) or else the site's. The
// brand logos are served by the services themselves (ASSETS_PATH), on every issuer's host.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import express, { type Router } from 'express';
import { brandNameOf, siteLocale, siteOfHost, VENDORS, vendorOf, type Locale, type Site } from '@my-account/brands';
import type { PageLook } from './html';
import { pickLocale } from './texts';

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
