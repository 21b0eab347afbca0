// Configuration from the environment (see the README's table).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localOwnIssuer, parseSiteHosts, parseSiteIssuers, type SiteHosts, type SiteIssuers } from '@my-account/brands';
import { parseTrustedProxies, type TrustedProxies } from '@my-account/brands/trusted-proxies';
import { logLevelFrom, type Logger, type LogLevel } from '@my-account/telemetry/logger';
import { parseChannelClients, type ChannelClient } from './oidc/clients';

export interface ServicesConfig {
  /** Public origin of this process (sign-in pages); the OIDC issuer is `${servicesPublicUrl}/oidc`. */
  servicesPublicUrl: string;
  /** Public origin of the product (where sign-in redirects go back to). */
  publicUrl: string;
  /** PGlite files and OIDC keys; everything in memory when undefined (tests). */
  dataDir?: string;
  /** Real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Access-token audience. */
  audience?: string;
  /**
   * The issuers of the sites that sign in on their own authentication domain, by channel (OIDC_SITE_ISSUERS); each is
   * answered on this port when a request's host is the issuer's. Default: `localOwnIssuer(site, servicesPublicUrl)`
   * for every site with `auth.ownIssuer` (`http://auth.<channel>.localhost:<port>/oidc`).
   */
  siteIssuers?: SiteIssuers;
  /**
   * The native clients of other channels (a mobile app, a kiosk) on the main issuer, `client_id=uri1|uri2,…`
   * (OIDC_CHANNEL_CLIENTS; `none` for none): public, code + PKCE, loopback or private-use-scheme redirects. Default
   * `DEFAULT_CHANNEL_CLIENTS` (the README's example, `other-channel`).
   */
  channelClients?: ChannelClient[];
  /** Tests: start from a seeded template instead of an empty store (no dataDir): an in-memory PGlite loaded from
   *  `pgliteDump`, an in-memory blob store filled from the blob directory `blobsDir` of the template's seed. */
  template?: { pgliteDump?: Blob; blobsDir: string };
  /** Demo data size: 'demo' (default, Emma's full library) or 'small' (tests). */
  seedProfile?: 'demo' | 'small';
  /** When > 0, also seeds perf@example.com with this many photos (SEED_LARGE_LIBRARY). */
  largeLibrary?: number;
  /** When > 0, also seeds perf@example.com with this many large photos for the archive benchmark (SEED_ARCHIVE_PHOTOS). */
  archivePhotos?: number;
  /** Minimum time per imported photo during library activation (ms, default 150). */
  importPaceMs?: number;
  /** How long an online photo book (widget) stays REQUESTED before it is READY (ms, WIDGET_READY_MS, default 5000). */
  widgetReadyMs?: number;
  /** SMTP relay for the services' e-mails (SMTP_URL); unset: the embedded SMTP server and its web mailbox (/mailbox). */
  smtpUrl?: string;
  /** Port of the embedded SMTP server on 127.0.0.1 (SMTP_PORT; default 0 = any free port). */
  smtpPort?: number;
  /** Real host names of the brand sites (SITE_HOSTS, `channel=host1|host2,…`): the public config answers them too. */
  siteHosts?: SiteHosts;
  /** The reverse proxies whose X-Forwarded-* headers count (TRUSTED_PROXIES); none when undefined: a request of any other
   *  peer loses them before a route reads them. */
  trustedProxies?: TrustedProxies;
  /** The fault switch at /_faults (SERVICES_FAULTS=on): failures and delays on demand, for tests. */
  faults?: boolean;
  /** Fresh customers from demo templates at /_test-customers (SERVICES_TEST_CUSTOMERS=on), for tests that change data. */
  testCustomers?: boolean;
  /** The error-report receiver's DSN parts (ERROR_REPORTS_PUBLIC_KEY, ERROR_REPORTS_PROJECT_ID): the browser's SDK sends to
   *  `http://<publicKey>@<services origin>/error-reports/<projectId>`. */
  errorReports?: { publicKey: string; projectId: string };
  /** Least severe level logged (LOG_LEVEL, parsed like the gateway's; default info) by the logger made when `log` is unset. */
  logLevel?: LogLevel;
  /** The root logger (tests pass a silent or capturing one); default: `createLogger('services', logLevel)` on stdout. */
  log?: Logger;
}

/** The receiver's DSN parts when ERROR_REPORTS_PUBLIC_KEY / ERROR_REPORTS_PROJECT_ID are not set (the key is public: it is
 *  in every page's /config.json). */
export const DEFAULT_ERROR_REPORTS = { publicKey: 'a5f3c7e9b1d24f6a8c0e2b4d6f8a1c3e', projectId: '1' };

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where main.ts serves the Prometheus metrics (`GET /metrics`), never on the customers' port; none when unset. */
export interface MetricsListener {
  port: number;
  host: string;
}

export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): ServicesConfig & { port: number; host: string; metrics: MetricsListener | null } {
  const port = Number(env.SERVICES_PORT ?? 4001);
  const servicesPublicUrl = (env.SERVICES_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.SERVICES_HOST ?? '127.0.0.1',
    metrics: env.SERVICES_METRICS_PORT
      ? { port: Number(env.SERVICES_METRICS_PORT), host: env.SERVICES_METRICS_HOST || '127.0.0.1' }
      : null,
    servicesPublicUrl,
    siteIssuers: parseSiteIssuers(env.OIDC_SITE_ISSUERS, (site) => localOwnIssuer(site, servicesPublicUrl)),
    channelClients: parseChannelClients(env.OIDC_CHANNEL_CLIENTS || undefined),
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/$/, ''),
    dataDir: env.DATA_DIR || join(repoRoot, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    audience: env.OIDC_AUDIENCE || undefined,
    largeLibrary: env.SEED_LARGE_LIBRARY ? Number(env.SEED_LARGE_LIBRARY) : undefined,
    archivePhotos: env.SEED_ARCHIVE_PHOTOS ? Number(env.SEED_ARCHIVE_PHOTOS) : undefined,
    widgetReadyMs: env.WIDGET_READY_MS ? Number(env.WIDGET_READY_MS) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpPort: env.SMTP_PORT ? Number(env.SMTP_PORT) : undefined,
    faults: env.SERVICES_FAULTS === 'on',
    testCustomers: env.SERVICES_TEST_CUSTOMERS === 'on',
    siteHosts: parseSiteHosts(env.SITE_HOSTS),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    logLevel: logLevelFrom(env.LOG_LEVEL),
    errorReports: {
      publicKey: env.ERROR_REPORTS_PUBLIC_KEY || DEFAULT_ERROR_REPORTS.publicKey,
      projectId: env.ERROR_REPORTS_PROJECT_ID || DEFAULT_ERROR_REPORTS.projectId,
    },
  };
}
