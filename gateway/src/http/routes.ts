import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import express, { type Router } from 'express';
import type { GatewayConfig } from '../config';
import { correlationIdFrom, CORRELATION_HEADER } from '../context';
import type { Logger } from '../logger';
import type { SiteDirectory } from '../modules/site/directory';
import type { ClientSite } from '../modules/site/mappers';
import { acceptedIssuers } from '../security/auth';

const NO_CACHE = 'no-cache';

/**
 * Origins the browser reaches besides the product: sign-in (the main issuer and each site issuer: the token requests,
 * the sign-in form, its logo), signed image, upload and archive URLs, signed product PDFs and online photo books.
 */
export function upstreamOrigins(config: GatewayConfig): string[] {
  const urls = [
    ...acceptedIssuers(config), config.storageApiUrl, config.downloadApiUrl, config.photoApiUrl, config.printsEditorUrl,
    config.productApiUrl, config.widgetApiUrl,
  ];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The origin the browser sends error reports to (the DSN's), if reporting is on. */
export const errorReportingOrigin = (config: GatewayConfig) =>
  config.errorReporting ? new URL(config.errorReporting.dsn).origin : null;

/**
 * A strict Content-Security-Policy (tokens live in browser storage: no inline or foreign script may run) for the
 * client and GraphiQL: scripts and workers from the product only; images, uploads and downloads also from the
 * upstream origins, error reports to the DSN's origin; styles inline too (react-aria positions overlays with style attributes).
 */
export function contentSecurityPolicy(config: GatewayConfig): string {
  const upstream = upstreamOrigins(config).join(' ');
  // Error reports go to the DSN's origin (the browser's Sentry SDK posts there).
  const reports = errorReportingOrigin(config);
  const connect = [...new Set([...upstreamOrigins(config), ...(reports ? [reports] : [])])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${upstream}`,
    "font-src 'self' data:",
    `connect-src 'self' ${connect}`,
    "worker-src 'self' blob:",
    `frame-src 'self' ${upstream}`,
    `form-action 'self' ${upstream}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Security headers for every response. No Cross-Origin-Opener-Policy: sign-in uses redirects, not pop-ups, and
 * measured with `pnpm bench` it cost the first thumbnail after navigation about 110 ms in Chromium.
 */
export function securityHeaders(config: GatewayConfig): (res: ServerResponse) => void {
  const headers = Object.entries({
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  });
  return (res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}

/**
 * The client build's id: the hash in its entry script's name (`/assets/index-<hash>.js` in index.html), the default
 * release of error reports (reports of one build share it, and it names the build's source maps). Read once found.
 */
export function clientBuildId(clientDist: string): () => string | null {
  let id: string | null = null;
  return () => {
    if (id) return id;
    try {
      id = /\/assets\/index-([\w-]+)\.js/.exec(readFileSync(join(clientDist, 'index.html'), 'utf8'))?.[1] ?? null;
    } catch {
      // not built (yet)
    }
    return id;
  };
}

/**
 * The client's runtime configuration, loaded before sign-in starts. `oidc.siteAuthorities`: the issuer each site with an
 * authentication domain of its own signs in on, by channel (the others use `oidc.authority`). `site`: the brand site of
 * the request's host name (channel, locale, currency, shop and help links, menu and routes; `fallback` when a service
 * did not answer).
 */
export function clientConfig(config: GatewayConfig, site: ClientSite, buildId: () => string | null = () => null) {
  const reporting = config.errorReporting;
  const release = reporting?.release ?? (buildId() ? `my-account@${buildId()}` : null);
  return {
    oidc: { authority: config.oidcIssuer, clientId: config.oidcClientId, siteAuthorities: config.oidcSiteIssuers },
    graphqlUrl: '/graphql',
    features: config.features,
    featureHostnames: config.featureHostnames,
    site,
    uploadChunkBytes: config.uploadChunkBytes,
    ...(reporting
      ? { errorReporting: { dsn: reporting.dsn, environment: reporting.environment, ...(release ? { release } : {}) } }
      : {}),
  };
}

export interface GatewayRoutesDeps {
  sites: SiteDirectory;
  log: Logger;
}

const wantsHtml = (accept: string | undefined) => (accept ?? '').includes('text/html');

/** GET /graphql from a browser (Accept text/html) without a `query` parameter: the GraphiQL page. */
function isGraphiQLPage(req: IncomingMessage) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsHtml(req.headers.accept)) return false;
  return !new URL(req.url ?? '', 'http://gateway').searchParams.has('query');
}

/** /graphql, as express matched it (any case, and what lies under it). */
const GRAPHQL_PATH = /^\/graphql(\/|\?|$)/i;

/** A request for Apollo: any on /graphql but the GraphiQL page. */
export const isGraphQLRequest = (req: IncomingMessage) => GRAPHQL_PATH.test(req.url ?? '') && !isGraphiQLPage(req);

/** GET /config.json and the GraphiQL page (GET /graphql with Accept text/html) + its assets. */
export function gatewayRoutes(config: GatewayConfig, { sites, log }: GatewayRoutesDeps): Router {
  const router = express.Router();
  const buildId = clientBuildId(config.clientDist);
  router.get('/config.json', async (req, res) => {
    const correlationId = correlationIdFrom(req.headers[CORRELATION_HEADER]);
    const site = await sites.clientSite(req.headers.host, { correlationId, log: log.child({ correlationId }) });
    res.setHeader('Cache-Control', NO_CACHE);
    res.setHeader('Vary', 'Host');
    res.json(clientConfig(config, site, buildId));
  });
  router.get('/graphql', (req, res, next) => {
    if (!isGraphiQLPage(req)) return next();
    const page = join(config.graphiqlDist, 'index.html');
    res.setHeader('Cache-Control', NO_CACHE);
    if (!existsSync(page)) {
      res.status(503).type('text/plain')
        .send('GraphiQL is not built yet: run `pnpm --filter @my-account/gateway build`.');
      return;
    }
    res.sendFile(page);
  });
  router.use('/graphql-ide', express.static(config.graphiqlDist, { index: false, maxAge: '1d' }));
  return router;
}

/** The built client (CLIENT_DIST) with SPA fallback to index.html for GET requests that accept HTML. */
export function clientRoutes(config: GatewayConfig): Router {
  const router = express.Router();
  router.use(express.static(config.clientDist, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : NO_CACHE);
    },
  }));
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsHtml(req.headers.accept)) return next();
    const index = join(config.clientDist, 'index.html');
    res.setHeader('Cache-Control', NO_CACHE);
    // The page's images (signed thumbnail URLs) come from the storage service: connect to it while the scripts load.
    res.setHeader('Link', `<${new URL(config.storageApiUrl).origin}>; rel=preconnect`);
    if (!existsSync(index)) {
      res.status(503).type('text/plain')
        .send('The client is not built yet: run `pnpm build` (or `npm start`) to build client/dist.');
      return;
    }
    res.sendFile(index);
  });
  return router;
}
