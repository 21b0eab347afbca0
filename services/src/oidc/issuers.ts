// The OpenID Connect issuers of the services: the main one (`${SERVICES_PUBLIC_URL}/oidc`) and one per site that signs
// in on its own authentication domain (OIDC_SITE_ISSUERS; spec §1: the Swedish brand). Each is its own oidc-provider
// with its own signing keys (DATA_DIR/oidc-keys[-<channel>].json), stored payloads and redirect rule, over the same
// customers. A site issuer is answered on the services' port when the request's host name is its own
// (`auth.fotoutskrift-se.localhost` locally): that host answers the issuer and the sign-in page's assets, nothing else.
import express, { type RequestHandler, type Router } from 'express';
import type Provider from 'oidc-provider';
import { DEFAULT_SITE, localOwnIssuer, ownIssuerSites, siteOfChannel, siteOrigin, type Site, type SiteHosts, type SiteIssuers } from '@my-account/brands';
import type { TokenOptions } from '../auth/bearer';
import type { Db } from '../db';
import { notFoundHandler } from '../http/errors';
import { interactionRouter } from './interactions';
import { loadKeys, publicJwks } from './keys';
import { ASSETS_PATH, assetRoutes } from './look';
import type { ChannelClient } from './clients';
import { createProvider, resourceIndicatorFor } from './provider';
import { createSiteOriginRule, refuseOrigins, type OriginRule } from './redirects';

export interface Issuer {
  issuer: string;
  /** The site of a site issuer; undefined for the main one. */
  site?: Site;
  provider: Provider;
  /** What the bearer check verifies this issuer's tokens with. */
  tokens: TokenOptions;
  /** The issuer's routes (sign-in pages, the provider, the logos), mounted at the host's root. */
  routes: Router;
}

export interface IssuersOptions {
  db: Db;
  audience: string;
  dataDir?: string;
  servicesPublicUrl: string;
  publicUrl: string;
  /** The product's redirect rule (brand sites on the product's port, and their configured host names). */
  origins: OriginRule;
  /** The brand sites' real host names (SITE_HOSTS): a site issuer takes its site's too. */
  siteHosts?: SiteHosts;
  siteIssuers?: SiteIssuers;
  /** The native clients of other channels, registered on the main issuer (OIDC_CHANNEL_CLIENTS). */
  channelClients?: readonly ChannelClient[];
}

export interface Issuers {
  main: Issuer;
  sites: Issuer[];
  /** Hands a request whose host is a site issuer's to that issuer (and ends it there); others go on. */
  dispatch: RequestHandler;
}

async function createIssuer({ db, audience, dataDir }: IssuersOptions, issuer: string, options: {
  site?: Site; mountPath: string; rule: OriginRule; channelClients?: readonly ChannelClient[];
}): Promise<Issuer> {
  const keys = await loadKeys(dataDir, options.site ? `oidc-keys-${options.site.channel}` : 'oidc-keys');
  const site = options.site ?? DEFAULT_SITE;
  const provider = createProvider({
    issuer, audience, db, keys, origins: options.rule, site, namespace: options.site?.channel, siteOnly: !!options.site,
    channelClients: options.channelClients,
  });
  const routes = express.Router();
  routes.use(`${options.mountPath}/interaction`, interactionRouter({
    provider, db, basePath: new URL(issuer).pathname.replace(/\/$/, ''), productOrigin: options.rule.productOrigin,
    resource: resourceIndicatorFor(audience), site,
  }));
  routes.use(options.mountPath, provider.callback());
  routes.use(ASSETS_PATH, assetRoutes());
  return { issuer, site: options.site, provider, tokens: { issuer, audience, jwks: publicJwks(keys) }, routes };
}

/** A site's origins: its first configured host name (or its local one) first, then its other configured ones. */
function siteOrigins(site: Site, { publicUrl, siteHosts = {} }: IssuersOptions): [string, ...string[]] {
  const hosts = (siteHosts[site.channel] ?? []).map((host) => `https://${host}`);
  return [siteOrigin(site, publicUrl, siteHosts), ...hosts.slice(1)];
}

export async function createIssuers(options: IssuersOptions): Promise<Issuers> {
  const siteIssuers = options.siteIssuers
    ?? Object.fromEntries(ownIssuerSites().map((s) => [s.channel, localOwnIssuer(s, options.servicesPublicUrl)]));
  const sites = await Promise.all(Object.entries(siteIssuers).map(([channel, issuer]) => {
    const site = siteOfChannel(channel)!;
    return createIssuer(options, issuer, {
      site, mountPath: new URL(issuer).pathname.replace(/\/$/, ''), rule: createSiteOriginRule(siteOrigins(site, options)),
    });
  }));
  const refused = sites.flatMap((s) => siteOrigins(s.site!, options));
  const main = await createIssuer(options, `${options.servicesPublicUrl.replace(/\/$/, '')}/oidc`, {
    mountPath: '/oidc', rule: refuseOrigins(options.origins, refused), channelClients: options.channelClients,
  });
  const byHost = new Map(sites.map((s) => [new URL(s.issuer).hostname.toLowerCase(), s]));
  if (byHost.size < sites.length || byHost.has(new URL(main.issuer).hostname.toLowerCase())) {
    throw new Error('OIDC_SITE_ISSUERS: each site issuer needs a host name of its own (it is answered by host name)');
  }
  const dispatch: RequestHandler = (req, res, next) => {
    const site = byHost.get(req.hostname.toLowerCase());
    if (!site) return next();
    site.routes(req, res, (error?: unknown) => (error ? next(error) : notFoundHandler(req, res)));
  };
  return { main, sites, dispatch };
}
