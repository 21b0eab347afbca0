import { createContext, useContext } from 'react';
import type { FlagName } from '../flags/flagNames';

/** The runtime configuration served by the gateway at `/config.json`; loaded before sign-in starts. */
export interface AppConfig {
  oidc: { authority: string; clientId: string };
  graphqlUrl: string;
  features: Partial<Record<FlagName | string, boolean>>;
  featureHostnames: Partial<Record<FlagName | string, string[]>>;
  /** Where failures are reported (a Sentry DSN, the services' receiver by default); absent: reporting off. */
  errorReporting?: { dsn: string; environment?: string; release?: string };
  /** Optional: where "Add photos" sends customers who have the native app (spec §4 Add photos flow). */
  nativeAppRedirectUrl?: string;
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
  const reporting = isRecord(raw.errorReporting) ? raw.errorReporting : {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const dsn = text(reporting.dsn);
  return {
    oidc: { authority, clientId },
    graphqlUrl: typeof raw.graphqlUrl === 'string' ? raw.graphqlUrl : '/graphql',
    features,
    featureHostnames,
    ...(dsn
      ? { errorReporting: { dsn, environment: text(reporting.environment), release: text(reporting.release) } }
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
