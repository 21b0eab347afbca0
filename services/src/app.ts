// Composes the services process: OIDC provider, Customer API, Photo management API (+ import socket), Storage API,
// Shared albums API, Temporary selection service, Download API (+ live socket), the prints editor stand-in and the
// order world (order, product, voucher, cut-off and widget APIs, the shop stand-in), saved projects, the account's life (auth service,
// subscription service, mail with the embedded SMTP server and its web mailbox), the feedback survey and the A/B testing tool, the
// support chat (+ live socket, agent page), the brand sites' merchandise service (GraphQL) and public config, the error-report
// receiver in one express 5 app, with /health (started), /healthz (database and blob store checked) and JSON {code, message} for
// every error, its requests and background jobs counted in `metrics` (main.ts serves them on a listener of their own).
// `upgrade` handles WebSocket upgrades (attach it to the http server's 'upgrade' event).
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { dropUntrustedForwarding, parseTrustedProxies } from '@my-account/brands/trusted-proxies';
import { createLogger } from '@my-account/telemetry/logger';
import express from 'express';
import { AccountDeletions } from './account/deletion-jobs';
import type { AccountDeps } from './account/deps';
import { isLiveCustomer, liveBearer } from './account/live';
import { sendPendingConfirmations } from './account/subscriptions';
import { authRoutes } from './apis/auth/routes';
import { customerRecordRoute, customerRoutes } from './apis/customer/routes';
import { errorReportRoutes } from './apis/error-reports/routes';
import { mailboxRoutes } from './apis/mailbox/routes';
import { merchandiseRoutes } from './apis/merchandise/routes';
import { publicConfigRoutes } from './apis/public-config/routes';
import { subscriptionRoutes } from './apis/subscription/routes';
import { editorRoutes } from './apis/editor/routes';
import { downloadRoutes } from './apis/download/routes';
import { orderRoutes } from './apis/order/routes';
import { productRoutes } from './apis/product/routes';
import { shopRoutes } from './apis/shop/routes';
import { voucherRoutes } from './apis/voucher/routes';
import { cutoffRoutes } from './apis/cutoff/routes';
import { invoiceRoutes } from './apis/invoice/routes';
import { feedbackRoutes } from './apis/feedback/routes';
import { projectRoutes } from './apis/project/routes';
import { testingRoutes } from './apis/testing/routes';
import { agentRoutes } from './apis/support-chat/agent';
import { supportChatRoutes } from './apis/support-chat/routes';
import { widgetRoutes } from './apis/widget/routes';
import { photoRoutes } from './apis/photo/routes';
import { sharedAlbumRoutes } from './apis/shared-albums/routes';
import { storageRoutes } from './apis/storage/routes';
import { tempSelectionRoutes } from './apis/temp-selection/routes';
import { DownloadJobs } from './archive/jobs';
import { createClaimsVerifier, createTokenVerifier, requireBearer } from './auth/bearer';
import { createSigner, loadSigningSecret } from './blob/signing';
import { createBlobStore, type BlobStore } from './blob/store';
import { DEFAULT_ERROR_REPORTS, type ServicesConfig } from './config';
import { createDatabase, migrate, type Db } from './db';
import { seedDemoData } from './db/seed-all';
import { devPagesHostCheck } from './http/devHosts';
import { errorHandler, notFoundHandler } from './http/errors';
import { FaultSwitch } from './http/faults';
import { requestLogging } from './http/requestLog';
import { testCustomerRoutes } from './http/test-customers';
import { traceRequests } from './http/tracing';
import { healthzRoute } from './http/health';
import { ImportJobs } from './library/activation';
import { createMailer, type Mailer } from './mail/mailer';
import { createMetrics, type Metrics } from './metrics';
import type { LibraryDeps } from './library/deps';
import { purgeExpired } from './oidc/adapter';
import { parseChannelClients } from './oidc/clients';
import { createIssuers } from './oidc/issuers';
import { createOriginRule } from './oidc/redirects';
import { DEFAULT_WIDGET_READY_MS, type OrderDeps } from './orders/deps';
import { ArchiveBus, ImportBus } from './push/bus';
import { createPushSocket } from './push/socket';
import { SupportChatBus, type SupportChatDeps } from './support-chat/conversations';

export const DEFAULT_AUDIENCE = 'my-account-api';

export interface Services {
  app: express.Express;
  db: Db;
  blobs: BlobStore;
  library: LibraryDeps;
  /** Archive builds: their manifests (tests wait for them with `downloads.idle()`). */
  downloads: DownloadJobs;
  /** Background removals of deleted accounts (tests wait for them with `deletions.idle()`). */
  deletions: AccountDeletions;
  /** The support chat (tests wait for a customer's live connection with `supportChat.bus.listeners(accountId)`). */
  supportChat: SupportChatDeps;
  /** Outgoing mail; `mailer.embeddedPort` is the embedded SMTP server's port (undefined with SMTP_URL). */
  mailer: Mailer;
  /** The Prometheus metrics (main.ts serves them on their own listener). */
  metrics: Metrics;
  issuer: string;
  /** The issuers of the sites that sign in on their own domain, by channel (answered by host name). */
  siteIssuers: Record<string, string>;
  audience: string;
  /** Handles an http 'upgrade' (the import and download live connections); destroys the socket for unknown paths. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export async function createServices(config: ServicesConfig): Promise<Services> {
  const log = config.log ?? createLogger('services', config.logLevel);
  const baseUrl = config.servicesPublicUrl.replace(/\/$/, '');
  const audience = config.audience ?? DEFAULT_AUDIENCE;
  const metrics = createMetrics();
  const db = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteDump: config.template?.pgliteDump });
  const blobs = createBlobStore(config.dataDir, { initialDir: config.template?.blobsDir });
  try {
    await migrate(db);
    await seedDemoData(db, blobs, config, log);
    await purgeExpired(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  let mailer: Mailer;
  try {
    mailer = await createMailer({ db, smtpUrl: config.smtpUrl, smtpPort: config.smtpPort, log, metrics });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  if (mailer.embeddedPort !== undefined) log.info({ port: mailer.embeddedPort }, `embedded SMTP server on 127.0.0.1:${mailer.embeddedPort}`);
  const origins = createOriginRule(config.publicUrl, config.siteHosts);
  const issuers = await createIssuers({
    db, audience, dataDir: config.dataDir, servicesPublicUrl: baseUrl, publicUrl: config.publicUrl, origins,
    siteIssuers: config.siteIssuers, siteHosts: config.siteHosts,
    channelClients: config.channelClients ?? parseChannelClients(),
  });
  const library: LibraryDeps = {
    db, blobs, baseUrl, log, bus: new ImportBus(), signer: createSigner(loadSigningSecret(config.dataDir)),
    importPaceMs: config.importPaceMs, metrics,
  };
  const orders: OrderDeps = {
    db, signer: library.signer, baseUrl, widgetReadyMs: config.widgetReadyMs ?? DEFAULT_WIDGET_READY_MS,
    productOrigin: origins.productOrigin, mailer, log,
  };
  const jobs = new ImportJobs(library);
  await jobs.resume();
  // Zip files written by earlier versions (archives are streamed from the originals now, never stored).
  if (config.dataDir) await rm(join(config.dataDir, 'archives'), { recursive: true, force: true });
  const archiveEvents = new ArchiveBus();
  const downloads = new DownloadJobs({ db, blobs, events: archiveEvents, log, metrics });
  await downloads.resume();
  const deletions = new AccountDeletions({ db, blobs, downloads, log, metrics });
  await deletions.resume();
  const account: AccountDeps = { db, mailer, publicUrl: config.publicUrl, siteHosts: config.siteHosts, deletions, log };
  // The double opt-in e-mail of a pending newsletter subscription goes to the mailbox once (the seeded one's too).
  if (mailer.embeddedPort !== undefined) {
    await sendPendingConfirmations(account).catch((err: unknown) => log.error({ err }, 'the pending subscription e-mails could not be sent'));
  }
  // Tokens of the main issuer and of each site issuer, each checked against its own keys.
  const verifyClaims = createClaimsVerifier([issuers.main.tokens, ...issuers.sites.map((s) => s.tokens)]);
  const verifyToken = createTokenVerifier({ verifyClaims });
  // The live connections refuse a deleted account too.
  const verify = async (token: string) => {
    const sub = await verifyToken(token);
    if (!(await isLiveCustomer(db, sub))) throw new Error('The account was deleted.');
    return sub;
  };
  const supportChat: SupportChatDeps = { db, bus: new SupportChatBus() };
  const sockets = [
    createPushSocket({ path: '/photo-api/import', verify, bus: library.bus }),
    createPushSocket({ path: '/download-api/live', verify, bus: archiveEvents }),
    createPushSocket({ path: '/support-chat-api/live', verify, bus: supportChat.bus }),
  ];

  const app = express();
  app.disable('x-powered-by');
  app.use(traceRequests());
  app.use(metrics.http);
  // X-Forwarded-* only from TRUSTED_PROXIES: dropped from anyone else's request before a route (or the identity
  // provider, which follows them) reads them; req.ip is the rightmost X-Forwarded-For hop that is not a proxy.
  const proxies = config.trustedProxies ?? parseTrustedProxies(undefined);
  app.set('trust proxy', (address: string) => proxies.trusts(address));
  app.use((req, res, next) => {
    dropUntrustedForwarding(proxies, req);
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(requestLogging(log));
  // A site issuer's host (auth.<channel>.localhost) answers that issuer only.
  app.use(issuers.dispatch);
  if (config.faults) {
    const faults = new FaultSwitch();
    app.use('/_faults', faults.routes());
    app.use(faults.middleware());
    log.info('the fault switch is on (/_faults)');
  }
  if (config.testCustomers) {
    app.use('/_test-customers', testCustomerRoutes(account));
    log.info('fresh test customers are on (/_test-customers)');
  }
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/healthz', healthzRoute({ db, blobs, log }));

  app.use(issuers.main.routes);

  // Every bearer API answers 404 for a deleted account (account/live.ts), but the customer's record: one marked
  // deleted without a confirmed deletion answers itself, saying so (`accountDeleted`).
  const verified = requireBearer({ verifyClaims });
  const bearer = liveBearer(verified, db);
  app.get('/customer-api/customers/me', verified, customerRecordRoute(db));
  app.use('/customer-api', bearer, customerRoutes(db));
  app.use('/photo-api', bearer, photoRoutes(library, jobs));
  app.use('/storage-api', storageRoutes(library, bearer, origins));
  // Called by the gateway (server side), never by the browser: no CORS, like the photo API.
  app.use('/shared-albums-api', bearer, sharedAlbumRoutes(library));
  app.use('/temp-selection-api', bearer, tempSelectionRoutes(library));
  // The archive URL (signed, no bearer) is followed by the browser; everything else needs the bearer.
  app.use('/download-api', downloadRoutes({ library, jobs: downloads, bearer, origins }));
  // A page the browser is sent to (the order-prints hand-off); the selection id is its capability.
  app.use('/editor', editorRoutes(library, origins.productOrigin));
  // The order world: server-to-server APIs behind the bearer; the product file URLs (signed) and the online photo
  // book pages (unguessable token) need none, nor does the shop stand-in a reorder sends the browser to.
  app.use('/order-api', bearer, orderRoutes(orders));
  app.use('/product-api', productRoutes(orders, bearer, origins));
  app.use('/voucher-api', bearer, voucherRoutes(db));
  app.use('/cutoff-api', bearer, cutoffRoutes());
  app.use('/invoice-api', bearer, invoiceRoutes(db));
  app.use('/widget-api', widgetRoutes(orders, bearer));
  // Saved projects: their previews (signed, no bearer) are followed by the browser; the rest needs the bearer.
  app.use('/project-api', projectRoutes({ db, blobs, signer: library.signer, baseUrl }, bearer, origins));
  app.use('/shop', shopRoutes(db));
  // The site services of the account (server to server, like the customer API): the feedback survey and the A/B
  // testing tool, each answering only for the token's owner.
  app.use('/feedback-api', bearer, feedbackRoutes(db));
  app.use('/testing-api', bearer, testingRoutes(db));
  // The account's life: requests behind the bearer of the path's identity, confirmations by their e-mailed token.
  app.use('/auth-api', authRoutes(account, bearer));
  app.use('/subscription-api', subscriptionRoutes(db));
  // The brand sites' public data, no authentication: channels and catalogues (GraphQL), menus and routes per domain.
  app.use('/merchandise-api', merchandiseRoutes(db, log));
  app.use('/public-config-api', publicConfigRoutes(config.siteHosts));
  // The web mailbox of the embedded SMTP server (a development tool, like the shop stand-in).
  const devPages = devPagesHostCheck([baseUrl, config.publicUrl]);
  app.use('/mailbox', devPages, mailboxRoutes(db, { relay: mailer.embeddedPort === undefined }));
  // The support chat: the customer's conversation behind the bearer (+ its live socket above), and the agent page
  // where support answers (a development stand-in like the mailbox; its POST only from its own origin).
  app.use('/support-chat-api', supportChatRoutes(supportChat, bearer));
  app.use('/support-chat', devPages, agentRoutes(supportChat, { publicOrigin: new URL(baseUrl).origin }));
  // The error-report receiver of the browser's Sentry SDK and its list of reports (a development tool too).
  app.use('/error-reports', devPages, errorReportRoutes({ db, ...(config.errorReports ?? DEFAULT_ERROR_REPORTS), origins, log }));

  app.use(notFoundHandler);
  app.use(errorHandler(log));

  return {
    app, db, blobs, library, downloads, deletions, supportChat, mailer, metrics, issuer: issuers.main.issuer,
    audience,
    siteIssuers: Object.fromEntries(issuers.sites.map((s) => [s.site!.channel, s.issuer])),
    upgrade(req, socket, head) {
      if (!sockets.some((s) => s.handleUpgrade(req, socket, head))) socket.destroy();
    },
    async close() {
      for (const s of sockets) s.close();
      await deletions.stop();
      await Promise.all([jobs.stop(), downloads.stop()]);
      await mailer.close();
      await db.destroy();
    },
  };
}
