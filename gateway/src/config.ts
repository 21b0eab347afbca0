import { fileURLToPath } from 'node:url';
import { localOwnIssuer, parseSiteHosts, parseSiteIssuers, type SiteHosts } from '@my-account/brands';
import { DEFAULT_FLAGS, FLAG_NAMES } from '@my-account/flags';
import { logLevelFrom, type LogLevel } from './logger';

/** Feature flags known to the product (spec §6). Unknown names from FEATURES are passed through as enabled. */
export const FEATURE_FLAGS = FLAG_NAMES;

/** FEATURES when the variable is not set. */
export const DEFAULT_FEATURES = DEFAULT_FLAGS.join(',');

export interface GatewayConfig {
  port: number;
  oidcIssuer: string;
  /**
   * The issuers of the sites that sign in on their own domain, by channel (OIDC_SITE_ISSUERS): tokens of these and of
   * `oidcIssuer` are accepted, and only those. Default: each such site's local issuer on the origin of OIDC_ISSUER
   * (`http://auth.fotoutskrift-se.localhost:4001/oidc`); `none` for none.
   */
  oidcSiteIssuers: Record<string, string>;
  oidcAudience: string;
  oidcClientId: string;
  customerApiUrl: string;
  photoApiUrl: string;
  /** Storage API (upload slots); STORAGE_API_URL. */
  storageApiUrl: string;
  /** Legacy shared albums API; SHARED_ALBUMS_API_URL. */
  sharedAlbumsApiUrl: string;
  /** Temporary selection service (prints hand-off); TEMP_SELECTION_API_URL. */
  tempSelectionApiUrl: string;
  /** The prints editor the customer is sent to with a temporary selection (a browser URL); PRINTS_EDITOR_URL. */
  printsEditorUrl: string;
  /** Import live connection of the photo service (WebSocket); PHOTO_IMPORT_SOCKET_URL. */
  photoImportSocketUrl: string;
  /** Download API (zip archives); DOWNLOAD_API_URL. */
  downloadApiUrl: string;
  /** Live connection of the download API (WebSocket, archive events); DOWNLOAD_SOCKET_URL. */
  downloadSocketUrl: string;
  /** Order service (super orders, delivery dates, reorder, blocked orders); ORDER_API_URL. */
  orderApiUrl: string;
  /** Product service (product files and PDFs); PRODUCT_API_URL. */
  productApiUrl: string;
  /** Invoice service (a business customer's current and historical invoices, their PDFs); INVOICE_API_URL. */
  invoiceApiUrl: string;
  /** Saved projects service (projects started in the editor, their previews); PROJECT_API_URL. */
  projectApiUrl: string;
  /** Voucher API (campaign offers behind voucher codes); VOUCHER_API_URL. */
  voucherApiUrl: string;
  /** Widget service (online versions of ordered photo books); WIDGET_API_URL. */
  widgetApiUrl: string;
  /** Auth service (account deletion and e-mail changes of a sign-in identity); AUTH_API_URL. */
  authApiUrl: string;
  /** Subscription service (newsletter double opt-in confirmations); SUBSCRIPTION_API_URL. */
  subscriptionApiUrl: string;
  /** Merchandise service (a GraphQL API at `<url>/graphql`: channels, article catalogues); MERCHANDISE_API_URL. */
  merchandiseApiUrl: string;
  /** Public config service (menus and routes per brand domain); PUBLIC_CONFIG_URL. */
  publicConfigUrl: string;
  /** Real host names of the brand sites by channel (SITE_HOSTS, `channel=host1|host2,…`); `<channel>.localhost` always. */
  siteHosts: SiteHosts;
  /** How long a request waits for the merchandise and public config services (then: their last good answer or the fallback); SITE_CONFIG_TIMEOUT_MS. */
  siteConfigTimeoutMs: number;
  /** How long their answers are used for every request before they are asked again; SITE_CONFIG_TTL_MS. */
  siteConfigTtlMs: number;
  /** Feedback service (the feedback survey's answers and dismissals); FEEDBACK_API_URL. */
  feedbackApiUrl: string;
  /** Testing tool (A/B experiment offers and exposures); TESTING_API_URL. */
  testingApiUrl: string;
  /** Support chat service (the customer's conversation with customer support); SUPPORT_CHAT_API_URL. */
  supportChatApiUrl: string;
  /** Live connection of the support chat service (WebSocket, new messages); SUPPORT_CHAT_SOCKET_URL. */
  supportChatSocketUrl: string;
  upstreamTimeoutMs: number;
  persistedQueriesFile: string;
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
  /** Cost points each customer (or anonymous address) may spend per minute; COST_BUDGET_PER_MINUTE. */
  costBudgetPerMinute: number;
  /** Active subscriptions one WebSocket connection may hold; MAX_SUBSCRIPTIONS_PER_CONNECTION. */
  maxSubscriptionsPerConnection: number;
  /** Least severe level the gateway logs (pino: fatal … trace, or silent); LOG_LEVEL, default info. */
  logLevel: LogLevel;
  /**
   * Where the browser reports failures (a Sentry DSN; ERROR_REPORTING_DSN, default the services' receiver), with its
   * environment and release (ERROR_REPORTING_ENVIRONMENT, ERROR_REPORTING_RELEASE; the release defaults to the client
   * build's id). Null: reporting off (ERROR_REPORTING_DSN set to an empty string).
   */
  errorReporting: { dsn: string; environment: string; release: string | null } | null;
}

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

function errorReportingFrom(env: NodeJS.ProcessEnv): GatewayConfig['errorReporting'] {
  const dsn = env.ERROR_REPORTING_DSN ?? DEFAULT_ERROR_REPORTING_DSN;
  if (dsn === '') return null;
  return {
    dsn: parseDsn(dsn),
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

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const oidcIssuer = trimSlash(env.OIDC_ISSUER || 'http://localhost:4001/oidc');
  return {
    port: positiveInt(env.PORT, 4000, 'PORT'),
    oidcIssuer,
    oidcSiteIssuers: { ...parseSiteIssuers(env.OIDC_SITE_ISSUERS, (site) => localOwnIssuer(site, new URL(oidcIssuer).origin)) },
    oidcAudience: env.OIDC_AUDIENCE || 'my-account-api',
    oidcClientId: env.OIDC_CLIENT_ID || 'my-account',
    customerApiUrl: trimSlash(env.CUSTOMER_API_URL || 'http://localhost:4001/customer-api'),
    photoApiUrl: trimSlash(env.PHOTO_API_URL || 'http://localhost:4001/photo-api'),
    storageApiUrl: trimSlash(env.STORAGE_API_URL || 'http://localhost:4001/storage-api'),
    sharedAlbumsApiUrl: trimSlash(env.SHARED_ALBUMS_API_URL || 'http://localhost:4001/shared-albums-api'),
    tempSelectionApiUrl: trimSlash(env.TEMP_SELECTION_API_URL || 'http://localhost:4001/temp-selection-api'),
    printsEditorUrl: env.PRINTS_EDITOR_URL || 'http://localhost:4001/editor',
    photoImportSocketUrl: env.PHOTO_IMPORT_SOCKET_URL || 'ws://localhost:4001/photo-api/import',
    downloadApiUrl: trimSlash(env.DOWNLOAD_API_URL || 'http://localhost:4001/download-api'),
    downloadSocketUrl: env.DOWNLOAD_SOCKET_URL || 'ws://localhost:4001/download-api/live',
    orderApiUrl: trimSlash(env.ORDER_API_URL || 'http://localhost:4001/order-api'),
    productApiUrl: trimSlash(env.PRODUCT_API_URL || 'http://localhost:4001/product-api'),
    invoiceApiUrl: trimSlash(env.INVOICE_API_URL || 'http://localhost:4001/invoice-api'),
    projectApiUrl: trimSlash(env.PROJECT_API_URL || 'http://localhost:4001/project-api'),
    voucherApiUrl: trimSlash(env.VOUCHER_API_URL || 'http://localhost:4001/voucher-api'),
    widgetApiUrl: trimSlash(env.WIDGET_API_URL || 'http://localhost:4001/widget-api'),
    authApiUrl: trimSlash(env.AUTH_API_URL || 'http://localhost:4001/auth-api'),
    subscriptionApiUrl: trimSlash(env.SUBSCRIPTION_API_URL || 'http://localhost:4001/subscription-api'),
    merchandiseApiUrl: trimSlash(env.MERCHANDISE_API_URL || 'http://localhost:4001/merchandise-api'),
    publicConfigUrl: trimSlash(env.PUBLIC_CONFIG_URL || 'http://localhost:4001/public-config-api'),
    siteHosts: parseSiteHosts(env.SITE_HOSTS),
    siteConfigTimeoutMs: positiveInt(env.SITE_CONFIG_TIMEOUT_MS, 1_500, 'SITE_CONFIG_TIMEOUT_MS'),
    siteConfigTtlMs: positiveInt(env.SITE_CONFIG_TTL_MS, 60_000, 'SITE_CONFIG_TTL_MS'),
    feedbackApiUrl: trimSlash(env.FEEDBACK_API_URL || 'http://localhost:4001/feedback-api'),
    testingApiUrl: trimSlash(env.TESTING_API_URL || 'http://localhost:4001/testing-api'),
    supportChatApiUrl: trimSlash(env.SUPPORT_CHAT_API_URL || 'http://localhost:4001/support-chat-api'),
    supportChatSocketUrl: env.SUPPORT_CHAT_SOCKET_URL || 'ws://localhost:4001/support-chat-api/live',
    upstreamTimeoutMs: positiveInt(env.UPSTREAM_TIMEOUT_MS, 10_000, 'UPSTREAM_TIMEOUT_MS'),
    persistedQueriesFile: env.PERSISTED_QUERIES_FILE || repoPath('client/persisted-queries.json'),
    features: parseFeatures(env.FEATURES ?? DEFAULT_FEATURES),
    featureHostnames: parseFeatureHostnames(env.FEATURE_HOSTNAMES),
    clientDist: env.CLIENT_DIST || repoPath('client/dist'),
    graphiqlDist: env.GRAPHIQL_DIST || repoPath('gateway/dist/graphiql'),
    production: env.NODE_ENV === 'production',
    countsPollMs: positiveInt(env.COUNTS_POLL_MS, 5_000, 'COUNTS_POLL_MS'),
    redisUrl: env.REDIS_URL || null,
    costBudgetPerMinute: positiveInt(env.COST_BUDGET_PER_MINUTE, 100_000, 'COST_BUDGET_PER_MINUTE'),
    maxSubscriptionsPerConnection: positiveInt(env.MAX_SUBSCRIPTIONS_PER_CONNECTION, 10, 'MAX_SUBSCRIPTIONS_PER_CONNECTION'),
    logLevel: logLevelFrom(env.LOG_LEVEL),
    errorReporting: errorReportingFrom(env),
  };
}
