import { createContext, useContext } from 'react';
import type { SiteMenuItem } from '../brand/brands';
import type { FlagName } from '../flags/flagNames';

/** The runtime configuration served by the gateway at `/config.json`; loaded before sign-in starts. */
export interface AppConfig {
  oidc: {
    authority: string;
    clientId: string;
    /** The issuer of each site that signs in on its own authentication domain, by channel (the others use `authority`). */
    siteAuthorities?: Partial<Record<string, string>>;
  };
  graphqlUrl: string;
  features: Partial<Record<FlagName | string, boolean>>;
  featureHostnames: Partial<Record<FlagName | string, string[]>>;
  /** The site of this host name, as the gateway reads it from the site's configuration (channel, locale, links). */
  site?: SiteConfig;
  /** Where failures are reported (a Sentry DSN, the services' receiver by default); absent: reporting off. */
  errorReporting?: { dsn: string; environment?: string; release?: string };
  /** The size of a resumable upload's chunks (the gateway's UPLOAD_CHUNK_BYTES); absent: the client's default. */
  uploadChunkBytes?: number;
  /** Optional: where "Add photos" sends customers who have the native app (spec §4 Add photos flow). */
  nativeAppRedirectUrl?: string;
}

export interface SiteConfig {
  channel: string;
  /** The vendor the channel sells for: it chooses the brand (name, logo, colours). */
  vendor?: string;
  locale?: string;
  currency?: string;
  shopUrl?: string;
  faqUrl?: string;
  customerCareUrl?: string;
  menu: SiteMenuItem[];
  /** Named links of the brand's site (shop, products, createAccount, faq, customerCare …). */
  routes: Record<string, string>;
}

const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Links only with http(s): a configuration never puts a script URL into a page. */
const httpUrl = (value: unknown) => {
  const url = str(value);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
};

function parseSite(raw: unknown): SiteConfig | undefined {
  if (!isRecord(raw) || !str(raw.channel)) return undefined;
  const menu = Array.isArray(raw.menu)
    ? raw.menu.flatMap((item) => {
        if (!isRecord(item)) return [];
        const [id, label, url] = [str(item.id), str(item.label), httpUrl(item.url)];
        return id && label && url ? [{ id, label, url }] : [];
      })
    : [];
  const routes: Record<string, string> = {};
  if (isRecord(raw.routes)) {
    for (const [name, url] of Object.entries(raw.routes)) {
      const link = httpUrl(url);
      if (link) routes[name] = link;
    }
  }
  const settings = {
    vendor: str(raw.vendor),
    locale: str(raw.locale),
    currency: str(raw.currency),
    shopUrl: httpUrl(raw.shopUrl),
    faqUrl: httpUrl(raw.faqUrl),
    customerCareUrl: httpUrl(raw.customerCareUrl),
  };
  const defined = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  return { channel: str(raw.channel)!, ...defined, menu, routes };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape of `/config.json`; throws with a readable message when it is not usable. */
export function parseConfig(raw: unknown): AppConfig {
  if (!isRecord(raw) || !isRecord(raw.oidc)) throw new Error('config.json: missing "oidc"');
  const { authority, clientId } = raw.oidc;
  if (typeof authority !== 'string' || typeof clientId !== 'string') {
    throw new Error('config.json: "oidc.authority" and "oidc.clientId" must be strings');
  }
  const features: AppConfig['features'] = {};
  if (isRecord(raw.features)) {
    for (const [name, on] of Object.entries(raw.features)) if (typeof on === 'boolean') features[name] = on;
  }
  const featureHostnames: AppConfig['featureHostnames'] = {};
  if (isRecord(raw.featureHostnames)) {
    for (const [name, hosts] of Object.entries(raw.featureHostnames)) {
      if (Array.isArray(hosts)) featureHostnames[name] = hosts.filter((h): h is string => typeof h === 'string');
    }
  }
  const site = parseSite(raw.site);
  const siteAuthorities: Record<string, string> = {};
  if (isRecord(raw.oidc.siteAuthorities)) {
    for (const [channel, issuer] of Object.entries(raw.oidc.siteAuthorities)) {
      if (typeof issuer === 'string' && /^https?:\/\//.test(issuer)) siteAuthorities[channel] = issuer;
    }
  }
  const reporting = isRecord(raw.errorReporting) ? raw.errorReporting : {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const dsn = text(reporting.dsn);
  return {
    oidc: { authority, clientId, siteAuthorities },
    graphqlUrl: typeof raw.graphqlUrl === 'string' ? raw.graphqlUrl : '/graphql',
    features,
    featureHostnames,
    ...(site ? { site } : {}),
    ...(dsn
      ? { errorReporting: { dsn, environment: text(reporting.environment), release: text(reporting.release) } }
      : {}),
    ...(typeof raw.uploadChunkBytes === 'number' && Number.isSafeInteger(raw.uploadChunkBytes) && raw.uploadChunkBytes > 0
      ? { uploadChunkBytes: raw.uploadChunkBytes }
      : {}),
    ...(typeof raw.nativeAppRedirectUrl === 'string' && raw.nativeAppRedirectUrl
      ? { nativeAppRedirectUrl: raw.nativeAppRedirectUrl }
      : {}),
  };
}

/** Fetches `/config.json` from the site origin. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  // No cache option: index.html preloads this very request, and the gateway marks it no-cache anyway.
  const res = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}: GET /config.json`);
  return parseConfig(await res.json());
}

export const ConfigContext = createContext<AppConfig | null>(null);

export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside <ConfigContext>');
  return config;
}
