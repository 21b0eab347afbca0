import { siteLocale, siteVendor, type Site } from '@my-account/brands';
import type { GatewayConfig } from '../../config';
import type { Logger } from '../../logger';
import type { Breakers } from '../../upstream/breaker';
import { FallbackCache } from '../../upstream/fallbackCache';
import type { UpstreamContext } from '../../upstream/http';
import { createMerchandiseApi, type MerchandiseArticle, type MerchandiseCatalogue, type MerchandiseChannel } from '../../upstream/merchandise';
import { createPublicConfigApi } from '../../upstream/publicConfig';
import { siteDomain, siteOfRequest } from './hosts';
import {
  fallbackMenu, fallbackRoutes, menuAndRoutes, registrySite, toClientSite, toSiteArticle, webUrl,
  type ClientSite, type SiteMenuEntryModel, type SiteModel, type SiteRoutesModel,
} from './mappers';

/** After a failed call, requests do not wait for that service again for this long (they get the last good answer or the fallback). */
export const SITE_RETRY_MS = 5_000;
const MAX_KEYS = 200;

/** Who asks: for the upstream calls' correlation id and the log lines of their failures. */
export interface SiteRequest {
  correlationId: string;
  log: Logger;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The brand sites as the account area shows them, one per gateway instance: the registry's site of a request, its
 * channel from the merchandise service (locale, shop, currency, catalogue) and its menu and routes from the public
 * config service. Public data only, cached across requests (`FallbackCache`: `SITE_CONFIG_TTL_MS`, the last good
 * answer on failure). A request waits at most `SITE_CONFIG_TIMEOUT_MS` for both services together; what is not
 * there by then is the last good answer or the registry's value, and the answer says `fallback`. The keys are the registry's channels, so no
 * caller can grow the caches or make the services be asked for anything else.
 */
export class SiteDirectory {
  private readonly channels: FallbackCache<MerchandiseChannel[]>;
  private readonly catalogues: FallbackCache<MerchandiseCatalogue | null>;
  private readonly configs: FallbackCache<{ menu: SiteMenuEntryModel[]; routes: SiteRoutesModel }>;
  /** The configuration the site's upstream calls run with: the short timeout. */
  private readonly upstreamConfig: GatewayConfig;

  constructor(private readonly config: GatewayConfig, private readonly breakers: Breakers) {
    const options = { ttlMs: config.siteConfigTtlMs, retryMs: Math.min(SITE_RETRY_MS, config.siteConfigTtlMs), maxEntries: MAX_KEYS };
    this.channels = new FallbackCache(options);
    this.catalogues = new FallbackCache(options);
    this.configs = new FallbackCache(options);
    this.upstreamConfig = { ...config, upstreamTimeoutMs: config.siteConfigTimeoutMs };
  }

  /** The site of a request's Host header (SITE_HOSTS, `<channel>.localhost`; anything else the default site). */
  siteOf(hostHeader: string | undefined | null): Site {
    return siteOfRequest(hostHeader, this.config.siteHosts);
  }

  /** The site with what the services say about it, within the timeout; never fails for an upstream failure. */
  async resolve(site: Site, request: SiteRequest): Promise<SiteModel> {
    const { upstream, left, failed } = this.callsOf(site, request);
    const [merchandise, config] = await Promise.all([
      this.merchandise(site, upstream, left, failed),
      this.configs.get(site.channel, async () => {
        const answer = await createPublicConfigApi(upstream).siteConfig(siteDomain(site, this.config.siteHosts));
        if (!answer) throw new Error(`no brand site has the domain ${siteDomain(site, this.config.siteHosts)}`);
        const usable = menuAndRoutes(site, answer);
        if (usable instanceof Error) throw usable;
        return usable;
      }, left(), failed('publicConfig')),
    ]);
    const { catalogue } = merchandise;
    const routes = config.value?.routes ?? fallbackRoutes(site);
    const vendor = siteVendor(site, merchandise.vendorId);
    return {
      channel: site.channel,
      vendor: vendor.id,
      brandName: vendor.name,
      country: site.country,
      locale: merchandise.locale,
      currency: catalogue && /^[A-Z]{3}$/.test(catalogue.Currency) ? catalogue.Currency : site.currency,
      shopUrl: webUrl(catalogue?.ShopUrl) ?? site.shopUrl,
      faqUrl: routes.faq,
      customerCareUrl: routes.customerCare,
      menu: config.value?.menu ?? fallbackMenu(site, vendor.name),
      routes,
      articles: (catalogue?.Articles ?? []).filter((article) => article.Visible).map(toSiteArticle),
      fallback: merchandise.fallback || config.source !== 'fresh',
    };
  }

  /**
   * Every article of the site's catalogue, shown or not (an ordered article may have left the shop), within the
   * timeout; the last good answer when the service fails, null when there is none.
   */
  async catalogueArticles(site: Site, request: SiteRequest): Promise<MerchandiseArticle[] | null> {
    const { upstream, left, failed } = this.callsOf(site, request);
    return (await this.merchandise(site, upstream, left, failed)).catalogue?.Articles ?? null;
  }

  /** The site part of `/config.json` for a request's Host header: always an answer, within the timeout. */
  async clientSite(hostHeader: string | undefined | null, request: SiteRequest): Promise<ClientSite> {
    const site = this.siteOf(hostHeader);
    try {
      return toClientSite(await this.resolve(site, request));
    } catch (error) {
      request.log.error({ err: error, channel: site.channel }, 'Site configuration failed unexpectedly; the registry fallback is used');
      return toClientSite(registrySite(site));
    }
  }

  /** What one request's calls run with: the upstream context, the time left of its timeout, and the warning of a failure. */
  private callsOf(site: Site, request: SiteRequest) {
    const deadline = Date.now() + this.config.siteConfigTimeoutMs;
    const left = () => deadline - Date.now();
    const upstream: UpstreamContext = { config: this.upstreamConfig, token: null, correlationId: request.correlationId, breakers: this.breakers };
    const failed = (what: string) => (error: unknown) => request.log.warn({ channel: site.channel, upstream: what, err: reason(error) },
      'Site configuration: the service failed; its last good answer or the registry fallback is used');
    return { upstream, left, failed };
  }

  /**
   * The site's channel: its vendor and locale from the channel list (the forced locale wins), then its catalogue in
   * that locale. A site the list does not name as a channel with a vendor has no catalogue (the registry's values are
   * used).
   */
  private async merchandise(site: Site, upstream: UpstreamContext, left: () => number, failed: (what: string) => (error: unknown) => void) {
    const channels = await this.channels.get('channels', () => createMerchandiseApi(upstream).channels(), left(), failed('merchandise'));
    const listed = channels.value?.find((channel) => channel.id === site.channel);
    const locale = siteLocale(site, listed?.locale);
    const vendorId = listed?.vendorId;
    if (channels.value && !listed) return { vendorId, locale, catalogue: null, fallback: true };
    const catalogue = await this.catalogues.get(`${site.channel} ${locale}`,
      () => createMerchandiseApi(upstream).channel(site.channel, locale), left(), failed('merchandise'));
    const fresh = channels.source === 'fresh' && catalogue.source === 'fresh';
    return { vendorId, locale, catalogue: catalogue.value ?? null, fallback: !listed || !catalogue.value || !fresh };
  }
}
