import { fileURLToPath } from 'node:url';
import { localOwnIssuer, parseSiteHosts, parseSiteIssuers, type SiteHosts } from '@my-account/brands';
import { parseTrustedProxies, type TrustedProxies } from '@my-account/brands/trusted-proxies';
import { DEFAULT_FLAGS, FLAG_NAMES } from '@my-account/flags';
import { z } from 'zod';
import { logLevelFrom, type LogLevel } from './logger';
import { DEFAULT_SERVICES_ORIGIN, UPSTREAMS, upstreamUrlsAt, type UpstreamKey } from './upstreams';

/** Feature flags known to the product (spec §6). Unknown names from FEATURES are passed through as enabled. */
export const FEATURE_FLAGS = FLAG_NAMES;

/** FEATURES when the variable is not set. */
export const DEFAULT_FEATURES = DEFAULT_FLAGS.join(',');

/** The configuration: every upstream's base URL by its key (upstreams.ts), and the settings below. */
export interface GatewayConfig extends Record<UpstreamKey, string> {
  port: number;
  /**
   * The Prometheus metrics' own listener (`GET /metrics`), never the customers' port: METRICS_PORT (none when unset)
   * on METRICS_HOST (default 127.0.0.1).
   */
  metrics: { port: number; host: string } | null;
  oidcIssuer: string;
  /**
   * The issuers of the sites that sign in on their own domain, by channel (OIDC_SITE_ISSUERS): tokens of these and of
   * `oidcIssuer` are accepted, and only those. Default: each such site's local issuer on the origin of OIDC_ISSUER
   * (`http://auth.fotoutskrift-se.localhost:4001/oidc`); `none` for none.
   */
  oidcSiteIssuers: Record<string, string>;
  oidcAudience: string;
  oidcClientId: string;
  /** Real host names of the brand sites by channel (SITE_HOSTS, `channel=host1|host2,…`); `<channel>.localhost` always. */
  siteHosts: SiteHosts;
  /** How long a request waits for the merchandise and public config services (then: their last good answer or the fallback); SITE_CONFIG_TIMEOUT_MS. */
  siteConfigTimeoutMs: number;
  /** How long their answers are used for every request before they are asked again; SITE_CONFIG_TTL_MS. */
  siteConfigTtlMs: number;
  upstreamTimeoutMs: number;
  /**
   * A file every distinct upstream call (service, method, path template) is appended to, as JSON lines; null: none
   * recorded (UPSTREAM_CALLS_LOG; the journeys' stack sets it, and `npm test` checks the calls against the contracts).
   */
  upstreamCallsLog: string | null;
  persistedQueriesFile: string;
  /**
   * The other channels' trusted documents (CHANNEL_DOCUMENTS, comma-separated files or directories of
   * `<channel>.json`, { id: text } like PERSISTED_QUERIES_FILE; default `gateway/trusted-documents`): they run by id
   * like the first-party client's. An id registered twice stops the start.
   */
  channelDocuments: string[];
  features: Record<string, boolean>;
  featureHostnames: Record<string, string[]>;
  clientDist: string;
  graphiqlDist: string;
  /** NODE_ENV=production: upstream URLs, bodies and internal messages are masked in GraphQL errors. */
  production: boolean;
  /** Poll interval of Subscription.photoLibraryCountsChanged. */
  countsPollMs: number;
  /** Redis shared by every gateway instance (the per-customer cost budget); REDIS_URL. In memory when null. */
  redisUrl: string | null;
  /**
   * The reverse proxies whose X-Forwarded-For gives the client's address (TRUSTED_PROXIES, addresses and CIDR ranges;
   * none by default): the anonymous budget's key is the socket's address, or behind them the rightmost untrusted hop.
   */
  trustedProxies: TrustedProxies;
  /** Cost points each customer (or anonymous address) may spend per minute; COST_BUDGET_PER_MINUTE. */
  costBudgetPerMinute: number;
  /** Active subscriptions one WebSocket connection may hold; MAX_SUBSCRIPTIONS_PER_CONNECTION. */
  maxSubscriptionsPerConnection: number;
  /** Active subscriptions one customer may hold across their connections (this instance); MAX_SUBSCRIPTIONS_PER_CUSTOMER. */
  maxSubscriptionsPerCustomer: number;
  /**
   * How long a stop (SIGTERM) may take: in-flight HTTP requests finish within it, then every connection is closed and
   * the process exits anyway; SHUTDOWN_GRACE_MS.
   */
  shutdownGraceMs: number;
  /** Least severe level the gateway logs (pino: fatal … trace, or silent); LOG_LEVEL, default info. */
  logLevel: LogLevel;
  /**
   * Where the browser reports failures (a Sentry DSN; ERROR_REPORTING_DSN, default the services' receiver), with its
   * environment and release (ERROR_REPORTING_ENVIRONMENT, ERROR_REPORTING_RELEASE; the release defaults to the client
   * build's id). Null: reporting off (ERROR_REPORTING_DSN set to an empty string).
   */
  errorReporting: { dsn: string; environment: string; release: string | null } | null;
  /** The size of the chunks the browser's resumable uploads send (UPLOAD_CHUNK_BYTES, default 8 MiB), in /config.json. */
  uploadChunkBytes: number;
}

/** UPLOAD_CHUNK_BYTES when unset: 8 MiB, a few seconds of a slow uplink, so a dropped connection loses little. */
export const DEFAULT_UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** The services' error-report receiver with its default public key and project (services/src/config.ts). */
export const DEFAULT_ERROR_REPORTING_DSN = 'http://a5f3c7e9b1d24f6a8c0e2b4d6f8a1c3e@localhost:4001/error-reports/1';

/** A Sentry DSN: http(s)://<public key>@<host>[/<path>]/<project id>. */
export function parseDsn(value: string): string {
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol) || !url.username || url.password || !/\/[\w-]+$/.test(url.pathname) || url.search || url.hash) {
    throw new Error(`ERROR_REPORTING_DSN must be a DSN like http://<public key>@<host>/<project id>, got "${value}"`);
  }
  return value;
}

/** Reporting to `dsn` (ERROR_REPORTING_DSN, checked with the other variables), or off when it is null. */
function errorReportingFrom(env: NodeJS.ProcessEnv, dsn: string | null): GatewayConfig['errorReporting'] {
  if (dsn === null) return null;
  return {
    dsn,
    environment: env.ERROR_REPORTING_ENVIRONMENT || (env.NODE_ENV === 'production' ? 'production' : 'development'),
    release: env.ERROR_REPORTING_RELEASE || null,
  };
}

const repoPath = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

const list = (value: string | undefined) =>
  (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export function parseFeatures(value: string | undefined): Record<string, boolean> {
  const enabled = new Set(list(value));
  const features: Record<string, boolean> = {};
  for (const flag of FEATURE_FLAGS) features[flag] = enabled.has(flag);
  for (const flag of enabled) features[flag] = true;
  return features;
}

/** `Flag=host1|host2,Flag2=host3` → { Flag: ['host1', 'host2'], Flag2: ['host3'] } */
export function parseFeatureHostnames(value: string | undefined): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const entry of list(value)) {
    const [flag, hosts = ''] = entry.split('=', 2);
    if (!flag) continue;
    result[flag.trim()] = hosts.split('|').map((h) => h.trim().toLowerCase()).filter(Boolean);
  }
  return result;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** An unset variable, or one set to an empty string, takes its default. */
const orDefault = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const wholeNumber = (fallback: number) =>
  orDefault(z.string().regex(/^\d+$/, 'must be a whole number (0 or more)').transform(Number).optional()).transform((n) => n ?? fallback);
const url = (protocols: RegExp, expected: string) => z.url({ protocol: protocols, error: `must be ${expected}` });
const httpUrl = url(/^https?$/, 'an http:// or https:// URL');
const defaults = upstreamUrlsAt(DEFAULT_SERVICES_ORIGIN);
/** A variable parsed by one of the functions above (they throw an error that names the variable). */
const parsedBy = <T>(parse: (value: string | undefined) => T) =>
  z.string().optional().transform((value, ctx) => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** Each upstream's base URL, by its variable (upstreams.ts). */
const Upstreams = z.object(Object.fromEntries(Object.entries(UPSTREAMS).map(([key, upstream]) => [
  upstream.variable,
  orDefault(('socket' in upstream ? url(/^wss?$/, 'a ws:// or wss:// URL') : httpUrl).optional())
    .transform((value) => trimSlash(value ?? defaults[key as UpstreamKey])),
])) as Record<string, z.ZodType<string>>);

const portNumber = orDefault(z.string().regex(/^\d+$/, 'must be a port number').transform(Number)
  .refine((port) => port <= 65_535, 'must be a port number (0 to 65535)').optional());

/** The other variables the gateway checks. */
const Settings = z.object({
  PORT: portNumber.transform((port) => port ?? 4000),
  METRICS_PORT: portNumber.transform((port) => port ?? null),
  METRICS_HOST: orDefault(z.string().min(1).optional()).transform((host) => host ?? '127.0.0.1'),
  OIDC_ISSUER: orDefault(httpUrl.optional()).transform((issuer) => trimSlash(issuer ?? `${DEFAULT_SERVICES_ORIGIN}/oidc`)),
  SITE_CONFIG_TIMEOUT_MS: wholeNumber(1_500),
  SITE_CONFIG_TTL_MS: wholeNumber(60_000),
  UPSTREAM_TIMEOUT_MS: wholeNumber(10_000),
  COUNTS_POLL_MS: wholeNumber(5_000),
  COST_BUDGET_PER_MINUTE: wholeNumber(100_000),
  MAX_SUBSCRIPTIONS_PER_CONNECTION: wholeNumber(10),
  MAX_SUBSCRIPTIONS_PER_CUSTOMER: wholeNumber(20),
  SHUTDOWN_GRACE_MS: wholeNumber(10_000),
  REDIS_URL: orDefault(url(/^rediss?$/, 'a redis:// or rediss:// URL').optional()).transform((value) => value ?? null),
  SITE_HOSTS: parsedBy(parseSiteHosts),
  TRUSTED_PROXIES: parsedBy(parseTrustedProxies),
  LOG_LEVEL: parsedBy(logLevelFrom),
  CHANNEL_DOCUMENTS: orDefault(z.string().optional())
    .transform((value) => (value === undefined ? [repoPath('gateway/trusted-documents')] : list(value))),
  UPLOAD_CHUNK_BYTES: wholeNumber(DEFAULT_UPLOAD_CHUNK_BYTES)
    .refine((bytes) => bytes >= 64 * 1024 && bytes <= 50 * 1024 * 1024, 'must be 65536 to 52428800 bytes'),
  ERROR_REPORTING_DSN: parsedBy((dsn) => (dsn === '' ? null : parseDsn(dsn ?? DEFAULT_ERROR_REPORTING_DSN))),
});

/**
 * The gateway's configuration from its environment, checked with zod at start-up: throws an error naming every
 * variable that is not usable, all at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const settings = Settings.safeParse(env);
  const upstreamUrls = Upstreams.safeParse(env);
  if (!settings.success || !upstreamUrls.success) {
    const issues = [...(settings.error?.issues ?? []), ...(upstreamUrls.error?.issues ?? [])];
    const problems = issues.map(({ path, message }) => {
      const name = String(path[0]);
      return message.includes(name) ? message : `${name} ${message}, got "${env[name]}"`;
    });
    throw new Error(`The gateway's configuration is not usable:\n  ${problems.join('\n  ')}`);
  }
  const vars = settings.data;
  const oidcIssuer = vars.OIDC_ISSUER;
  const upstreams = Object.fromEntries(Object.entries(UPSTREAMS).map(([key, { variable }]) => [key, upstreamUrls.data[variable]]));
  return {
    ...(upstreams as Record<UpstreamKey, string>),
    port: vars.PORT,
    metrics: vars.METRICS_PORT === null ? null : { port: vars.METRICS_PORT, host: vars.METRICS_HOST },
    oidcIssuer,
    oidcSiteIssuers: { ...parseSiteIssuers(env.OIDC_SITE_ISSUERS, (site) => localOwnIssuer(site, new URL(oidcIssuer).origin)) },
    oidcAudience: env.OIDC_AUDIENCE || 'my-account-api',
    oidcClientId: env.OIDC_CLIENT_ID || 'my-account',
    siteHosts: vars.SITE_HOSTS,
    siteConfigTimeoutMs: vars.SITE_CONFIG_TIMEOUT_MS,
    siteConfigTtlMs: vars.SITE_CONFIG_TTL_MS,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    upstreamCallsLog: env.UPSTREAM_CALLS_LOG || null,
    persistedQueriesFile: env.PERSISTED_QUERIES_FILE || repoPath('client/persisted-queries.json'),
    channelDocuments: vars.CHANNEL_DOCUMENTS,
    features: parseFeatures(env.FEATURES ?? DEFAULT_FEATURES),
    featureHostnames: parseFeatureHostnames(env.FEATURE_HOSTNAMES),
    clientDist: env.CLIENT_DIST || repoPath('client/dist'),
    graphiqlDist: env.GRAPHIQL_DIST || repoPath('gateway/dist/graphiql'),
    production: env.NODE_ENV === 'production',
    countsPollMs: vars.COUNTS_POLL_MS,
    redisUrl: vars.REDIS_URL,
    trustedProxies: vars.TRUSTED_PROXIES,
    costBudgetPerMinute: vars.COST_BUDGET_PER_MINUTE,
    maxSubscriptionsPerConnection: vars.MAX_SUBSCRIPTIONS_PER_CONNECTION,
    maxSubscriptionsPerCustomer: vars.MAX_SUBSCRIPTIONS_PER_CUSTOMER,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    logLevel: vars.LOG_LEVEL,
    errorReporting: errorReportingFrom(env, vars.ERROR_REPORTING_DSN),
    uploadChunkBytes: vars.UPLOAD_CHUNK_BYTES,
  };
}
