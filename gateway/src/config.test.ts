import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_REPORTING_DSN, loadConfig, parseFeatureHostnames } from './config';
import { UPSTREAMS } from './upstreams';

describe('config', () => {
  it('has the defaults of the brief', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 4000, oidcIssuer: 'http://localhost:4001/oidc', oidcAudience: 'my-account-api', oidcClientId: 'my-account',
      customerApiUrl: 'http://localhost:4001/customer-api', photoApiUrl: 'http://localhost:4001/photo-api',
      storageApiUrl: 'http://localhost:4001/storage-api', photoImportSocketUrl: 'ws://localhost:4001/photo-api/import',
      sharedAlbumsApiUrl: 'http://localhost:4001/shared-albums-api',
      tempSelectionApiUrl: 'http://localhost:4001/temp-selection-api', printsEditorUrl: 'http://localhost:4001/editor',
      downloadApiUrl: 'http://localhost:4001/download-api', downloadSocketUrl: 'ws://localhost:4001/download-api/live',
      orderApiUrl: 'http://localhost:4001/order-api', productApiUrl: 'http://localhost:4001/product-api',
      invoiceApiUrl: 'http://localhost:4001/invoice-api', projectApiUrl: 'http://localhost:4001/project-api',
      voucherApiUrl: 'http://localhost:4001/voucher-api', cutoffApiUrl: 'http://localhost:4001/cutoff-api', widgetApiUrl: 'http://localhost:4001/widget-api',
      authApiUrl: 'http://localhost:4001/auth-api', subscriptionApiUrl: 'http://localhost:4001/subscription-api',
      merchandiseApiUrl: 'http://localhost:4001/merchandise-api', publicConfigUrl: 'http://localhost:4001/public-config-api',
      siteHosts: {}, siteConfigTimeoutMs: 1_500, siteConfigTtlMs: 60_000,
      feedbackApiUrl: 'http://localhost:4001/feedback-api', testingApiUrl: 'http://localhost:4001/testing-api',
      supportChatApiUrl: 'http://localhost:4001/support-chat-api', supportChatSocketUrl: 'ws://localhost:4001/support-chat-api/live',
      upstreamTimeoutMs: 10_000, upstreamCallsLog: null, production: false, logLevel: 'info', shutdownGraceMs: 10_000,
    });
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2_500);
    expect(loadConfig({ UPSTREAM_CALLS_LOG: '/tmp/calls.jsonl' }).upstreamCallsLog).toBe('/tmp/calls.jsonl');
    expect(c.persistedQueriesFile).toMatch(/client[\\/]persisted-queries\.json$/);
    expect(c.channelDocuments).toEqual([expect.stringMatching(/gateway[\\/]trusted-documents$/)]);
    expect(loadConfig({ CHANNEL_DOCUMENTS: '/srv/kiosk.json, /srv/partners' }).channelDocuments).toEqual(['/srv/kiosk.json', '/srv/partners']);
    expect(c.clientDist).toMatch(/client[\\/]dist$/);
    expect(c.features).toEqual({
      PhotoManagementTimelineViewEnabled: true, PhotoManagementAlbumViewEnabled: true,
      PhotoManagementSharedAlbumsViewEnabled: true, PhotoManagementUploadViewEnabled: true, PrintOrderingEnabled: true,
    });
  });

  it('parses FEATURES, FEATURE_HOSTNAMES and NODE_ENV', () => {
    const c = loadConfig({ FEATURES: 'PrintOrderingEnabled, PhotoManagementAlbumViewEnabled', NODE_ENV: 'production', PORT: '5000' });
    expect(c.features.PrintOrderingEnabled).toBe(true);
    expect(c.features.PhotoManagementTimelineViewEnabled).toBe(false);
    expect(c.production).toBe(true);
    expect(c.port).toBe(5000);
    expect(loadConfig({ DOWNLOAD_API_URL: 'https://dl.example/api/', DOWNLOAD_SOCKET_URL: 'wss://dl.example/live' }))
      .toMatchObject({ downloadApiUrl: 'https://dl.example/api', downloadSocketUrl: 'wss://dl.example/live' });
    expect(loadConfig({ ORDER_API_URL: 'https://orders.example/api/', WIDGET_API_URL: 'https://widgets.example/' }))
      .toMatchObject({ orderApiUrl: 'https://orders.example/api', widgetApiUrl: 'https://widgets.example' });
    expect(loadConfig({ AUTH_API_URL: 'https://auth.example/api/', SUBSCRIPTION_API_URL: 'https://newsletter.example/' }))
      .toMatchObject({ authApiUrl: 'https://auth.example/api', subscriptionApiUrl: 'https://newsletter.example' });
    expect(loadConfig({ INVOICE_API_URL: 'https://invoices.example/api/' }).invoiceApiUrl).toBe('https://invoices.example/api');
    expect(loadConfig({ FEEDBACK_API_URL: 'https://feedback.example/api/', TESTING_API_URL: 'https://ab.example/' }))
      .toMatchObject({ feedbackApiUrl: 'https://feedback.example/api', testingApiUrl: 'https://ab.example' });
    expect(loadConfig({ PROJECT_API_URL: 'https://projects.example/api/' }).projectApiUrl).toBe('https://projects.example/api');
    expect(loadConfig({ SUPPORT_CHAT_API_URL: 'https://chat.example/api/', SUPPORT_CHAT_SOCKET_URL: 'wss://chat.example/live' }))
      .toMatchObject({ supportChatApiUrl: 'https://chat.example/api', supportChatSocketUrl: 'wss://chat.example/live' });
    expect(parseFeatureHostnames('A=x.localhost|Y.localhost,B=z')).toEqual({ A: ['x.localhost', 'y.localhost'], B: ['z'] });
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
  });

  it('refuses to start on a variable that is not usable, naming every such variable at once', () => {
    const start = () => loadConfig({ PORT: '40x0', ORDER_API_URL: 'order-service:8080', DOWNLOAD_SOCKET_URL: 'https://dl.example/live', REDIS_URL: 'localhost:6379' });
    expect(start).toThrow(/PORT must be a port number, got "40x0"/);
    expect(start).toThrow(/ORDER_API_URL must be an http:\/\/ or https:\/\/ URL, got "order-service:8080"/);
    expect(start).toThrow(/DOWNLOAD_SOCKET_URL must be a ws:\/\/ or wss:\/\/ URL, got "https:\/\/dl.example\/live"/);
    expect(start).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a port number \(0 to 65535\), got "70000"/);
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER must be an http/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' })).toThrow(/TRUSTED_PROXIES must list IP addresses or CIDR ranges .*"proxy.internal"/);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8' }).trustedProxies.trusts('10.1.2.3')).toBe(true);
    expect(loadConfig({}).trustedProxies.trusts('127.0.0.1')).toBe(false);
    for (const { variable } of Object.values(UPSTREAMS)) {
      expect(() => loadConfig({ [variable]: 'nope' }), variable).toThrow(new RegExp(`^The gateway's configuration is not usable:\\n  ${variable} must be`));
    }
  });

  it('parses the site settings: SITE_HOSTS (an unknown channel is an error), the site services and their timeout', () => {
    const c = loadConfig({
      SITE_HOSTS: 'fotoprint-nl=www.FotoPrint.nl|fotoprint.nl', MERCHANDISE_API_URL: 'https://merch.example/api/',
      PUBLIC_CONFIG_URL: 'https://config.example/', SITE_CONFIG_TIMEOUT_MS: '800', SITE_CONFIG_TTL_MS: '5000',
    });
    expect(c).toMatchObject({
      siteHosts: { 'fotoprint-nl': ['www.fotoprint.nl', 'fotoprint.nl'] }, merchandiseApiUrl: 'https://merch.example/api',
      publicConfigUrl: 'https://config.example', siteConfigTimeoutMs: 800, siteConfigTtlMs: 5_000,
    });
    expect(() => loadConfig({ SITE_HOSTS: 'fotoprint-xx=www.example.com' })).toThrow(/unknown channel "fotoprint-xx"/);
    expect(() => loadConfig({ SITE_CONFIG_TIMEOUT_MS: '1.5s' })).toThrow(/SITE_CONFIG_TIMEOUT_MS/);
  });

  it('reports errors to the services receiver by default, to ERROR_REPORTING_DSN, or not at all', () => {
    expect(loadConfig({}).errorReporting).toEqual({ dsn: DEFAULT_ERROR_REPORTING_DSN, environment: 'development', release: null });
    expect(loadConfig({ NODE_ENV: 'production' }).errorReporting?.environment).toBe('production');
    expect(loadConfig({
      ERROR_REPORTING_DSN: 'https://0123abcd@o1.ingest.example/42', ERROR_REPORTING_ENVIRONMENT: 'staging', ERROR_REPORTING_RELEASE: 'r7',
    }).errorReporting).toEqual({ dsn: 'https://0123abcd@o1.ingest.example/42', environment: 'staging', release: 'r7' });
    expect(loadConfig({ ERROR_REPORTING_DSN: '' }).errorReporting).toBeNull();
    for (const bad of ['localhost:4001/1', 'http://localhost:4001/1', 'ftp://k@host/1', 'http://k@host/', 'http://k:secret@host/1', 'http://k@host/1?x=1']) {
      expect(() => loadConfig({ ERROR_REPORTING_DSN: bad }), bad).toThrow(/ERROR_REPORTING_DSN/);
    }
  });

  it('takes the chunk size of resumable uploads from UPLOAD_CHUNK_BYTES (8 MiB by default), within bounds', () => {
    expect(loadConfig({}).uploadChunkBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_CHUNK_BYTES: '1048576' }).uploadChunkBytes).toBe(1_048_576);
    expect(() => loadConfig({ UPLOAD_CHUNK_BYTES: '100' })).toThrow(/UPLOAD_CHUNK_BYTES must be 65536 to 52428800 bytes/);
    expect(() => loadConfig({ UPLOAD_CHUNK_BYTES: '8MB' })).toThrow(/UPLOAD_CHUNK_BYTES must be a whole number/);
  });

  it('takes LOG_LEVEL in any case and refuses an unknown level', () => {
    expect(loadConfig({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
  });
});

describe('site issuers (OIDC_SITE_ISSUERS)', () => {
  it("default to each own-issuer site's local issuer on OIDC_ISSUER's origin; configured or none otherwise", () => {
    expect(loadConfig({}).oidcSiteIssuers).toEqual({ 'fotoutskrift-se': 'http://auth.fotoutskrift-se.localhost:4001/oidc' });
    expect(loadConfig({ OIDC_ISSUER: 'http://localhost:4701/oidc' }).oidcSiteIssuers)
      .toEqual({ 'fotoutskrift-se': 'http://auth.fotoutskrift-se.localhost:4701/oidc' });
    expect(loadConfig({ OIDC_SITE_ISSUERS: 'fotoutskrift-se=https://login.fotoutskrift.example/oidc/' }).oidcSiteIssuers)
      .toEqual({ 'fotoutskrift-se': 'https://login.fotoutskrift.example/oidc' });
    expect(loadConfig({ OIDC_SITE_ISSUERS: 'none' }).oidcSiteIssuers).toEqual({});
    expect(() => loadConfig({ OIDC_SITE_ISSUERS: 'fotoprint-nl=https://x.example' })).toThrow(/OIDC_SITE_ISSUERS/);
  });
});
