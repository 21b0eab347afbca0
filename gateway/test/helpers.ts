import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { http, HttpResponse, delay, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { GatewayConfig } from '../src/config';
import { loadConfig } from '../src/config';
import type { Metrics } from '../src/metrics';
import { createGateway, type GatewayOptions } from '../src/server';

export const ISSUER = 'http://idp.test/oidc';
export const AUDIENCE = 'my-account-api';
export const CUSTOMER_API = 'http://customer.test/customer-api';
export const PHOTO_API = 'http://photo.test/photo-api';
export const ORDER_API = 'http://order.test/order-api';
export const PRODUCT_API = 'http://product.test/product-api';
export const VOUCHER_API = 'http://voucher.test/voucher-api';
export const CUTOFF_API = 'http://cutoff.test/cutoff-api';
export const WIDGET_API = 'http://widget.test/widget-api';
export const AUTH_API = 'http://auth.test/auth-api';
export const SUBSCRIPTION_API = 'http://subscription.test/subscription-api';
export const INVOICE_API = 'http://invoice.test/invoice-api';
export const PROJECT_API = 'http://project.test/project-api';
export const MERCHANDISE_API = 'http://merchandise.test/merchandise-api';
export const PUBLIC_CONFIG_API = 'http://config.test/public-config-api';
export const FEEDBACK_API = 'http://feedback.test/feedback-api';
export const TESTING_API = 'http://testing.test/testing-api';

export interface SignOptions {
  sub?: string;
  iss?: string;
  aud?: string;
  /** Header `typ` (default `at+jwt`, as the provider's access tokens). */
  typ?: string;
  /** false: a token without `exp`. */
  expires?: boolean;
}

export interface Signer {
  jwk: JWK;
  sign(claims?: Record<string, unknown>, options?: SignOptions): Promise<string>;
}

export async function createSigner(kid: string): Promise<Signer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwk,
    sign: (claims = {}, options = {}) => signWith(privateKey, kid, claims, options),
  };
}

function signWith(key: CryptoKey, kid: string, claims: Record<string, unknown>, o: SignOptions) {
  const jwt = new SignJWT({ idp_type: 'local', idp_sub: o.sub ?? 'acc-emma', amr: ['pwd'], ...claims })
    .setProtectedHeader({ alg: 'RS256', kid, typ: o.typ ?? 'at+jwt' })
    .setIssuer(o.iss ?? ISSUER)
    .setAudience(o.aud ?? AUDIENCE)
    .setSubject(o.sub ?? 'acc-emma')
    .setIssuedAt();
  return (o.expires === false ? jwt : jwt.setExpirationTime('1h')).sign(key);
}

export const emma = {
  id: 'acc-emma', email: 'emma@example.com', firstName: 'Emma', lastName: 'Janssen', accountDeleted: false,
  changed: false, addresses: [], ftpIntegration: null, businessAccountStatus: null,
};

/** Upstream behaviour switched per test + what the upstream saw. */
export interface UpstreamState {
  customer: 'ok' | 'deleted' | 'fail';
  customerBody: Record<string, unknown>;
  photo: 'ok' | 'fail' | 'slow';
  counts: { photosCount: number; albumsCount: number };
  calls: { customer: number; photo: number; jwks: number };
  lastHeaders: { customer?: Headers; photo?: Headers };
}

export const upstream: UpstreamState = freshState();

function freshState(): UpstreamState {
  return {
    customer: 'ok', customerBody: emma, photo: 'ok', counts: { photosCount: 42, albumsCount: 3 },
    calls: { customer: 0, photo: 0, jwks: 0 }, lastHeaders: {},
  };
}

export function resetUpstream() {
  Object.assign(upstream, freshState());
}

export function createMockServer(signer: Signer) {
  return setupServer(
    http.get(`${ISSUER}/jwks`, () => {
      upstream.calls.jwks += 1;
      return HttpResponse.json({ keys: [signer.jwk] });
    }),
    http.get(`${CUSTOMER_API}/customers/me`, ({ request }) => {
      upstream.calls.customer += 1;
      upstream.lastHeaders.customer = request.headers;
      if (upstream.customer === 'deleted') return HttpResponse.json({ message: 'Account deleted' }, { status: 404 });
      if (upstream.customer === 'fail') return HttpResponse.json({ message: 'boom' }, { status: 500 });
      return HttpResponse.json(upstream.customerBody);
    }),
    http.get(`${PHOTO_API}/users`, async ({ request }) => {
      upstream.calls.photo += 1;
      upstream.lastHeaders.photo = request.headers;
      if (upstream.photo === 'fail') {
        return HttpResponse.json({ message: 'secret-database-detail at db.internal:5432' }, { status: 500 });
      }
      if (upstream.photo === 'slow') await delay(1_000);
      return HttpResponse.json(upstream.counts);
    }),
  );
}

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const persistedQueriesFile = join(dir, 'persisted-queries.json');
  writeFileSync(persistedQueriesFile, JSON.stringify(PERSISTED));
  return {
    ...loadConfig({}),
    port: 0,
    oidcIssuer: ISSUER,
    oidcSiteIssuers: {},
    oidcAudience: AUDIENCE,
    customerApiUrl: CUSTOMER_API,
    photoApiUrl: PHOTO_API,
    orderApiUrl: ORDER_API,
    productApiUrl: PRODUCT_API,
    voucherApiUrl: VOUCHER_API,
    cutoffApiUrl: CUTOFF_API,
    widgetApiUrl: WIDGET_API,
    authApiUrl: AUTH_API,
    subscriptionApiUrl: SUBSCRIPTION_API,
    invoiceApiUrl: INVOICE_API,
    projectApiUrl: PROJECT_API,
    merchandiseApiUrl: MERCHANDISE_API,
    publicConfigUrl: PUBLIC_CONFIG_API,
    siteConfigTimeoutMs: 500,
    feedbackApiUrl: FEEDBACK_API,
    testingApiUrl: TESTING_API,
    upstreamTimeoutMs: 2_000,
    persistedQueriesFile,
    clientDist: join(dir, 'client-dist'),
    graphiqlDist: here('../dist/graphiql'),
    production: false,
    countsPollMs: 50,
    ...overrides,
  };
}

export const VIEWER_QUERY = `query ViewerQuery {
  viewer { id isBusiness accountDeleted firstName name email businessAccountStatus photoLibrary { photosCount albumsCount } }
}`;
export const COUNTS_SUBSCRIPTION = 'subscription Counts { photoLibraryCountsChanged { photosCount albumsCount } }';

export const PERSISTED: Record<string, string> = {
  'viewer-md5': VIEWER_QUERY,
  'counts-md5': COUNTS_SUBSCRIPTION,
};

export interface RunningGateway {
  url: string;
  wsUrl: string;
  origin: string;
  metrics: Metrics;
  stop(): Promise<void>;
}

export async function startGateway(config = testConfig(), options: GatewayOptions = {}): Promise<RunningGateway> {
  const gateway = createGateway(config, options);
  await gateway.start();
  await new Promise<void>((resolve) => gateway.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.httpServer.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin, url: `${origin}/graphql`, wsUrl: `ws://127.0.0.1:${port}/graphql`, metrics: gateway.metrics, stop: () => gateway.stop(),
  };
}

/** A gateway whose upstreams are msw fakes (`handlers`, plus the identity provider and customer API above) and the signer of its tokens. */
export async function mockedGateway(kid: string, handlers: RequestHandler[], config = testConfig()) {
  const signer = await createSigner(kid);
  const mock = createMockServer(signer);
  mock.use(...handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  const gateway = await startGateway(config);
  return {
    signer, gateway, async stop() {
      await gateway.stop();
      mock.close();
    },
  };
}

export interface GraphQLBody {
  data?: Record<string, any> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, any> }[];
}

export async function gql(
  url: string,
  body: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: GraphQLBody; headers: Headers }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLBody, headers: response.headers };
}

/** A request to the gateway with any Host header (fetch would send the URL's). */
export function sendWithHost(origin: string, path: string, host: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any; ms: number }> {
  const started = performance.now();
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      hostname, port, path, method: body ? 'POST' : 'GET',
      headers: { host, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}
