// The request pipeline's defences against a caller, with msw-mocked upstreams: anonymous callers, document
// limits, the cost check and budget, honest upstream error codes, the circuit breaker, GraphQL JSON for every
// error, /healthz and the security headers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTrustedProxies } from '@my-account/brands/trusted-proxies';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BREAKER_RESET_MS } from '../src/upstream/breaker';
import {
  createMockServer, createSigner, gql, PHOTO_API, resetUpstream, startGateway, testConfig, upstream, VIEWER_QUERY,
  type RunningGateway, type Signer,
} from './helpers';

let signer: Signer;
let mock: ReturnType<typeof createMockServer>;
let gateway: RunningGateway;
let token: string;

beforeAll(async () => {
  signer = await createSigner('test-key');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ costBudgetPerMinute: 2_000, production: true }));
  token = await signer.sign();
});
beforeEach(() => {
  resetUpstream();
  mock.resetHandlers();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('anonymous callers', () => {
  it('may run introspection and persisted documents, nothing else', async () => {
    expect((await gql(gateway.url, { query: '{ __typename __schema { queryType { name } } }' })).body.data)
      .toEqual({ __typename: 'Query', __schema: { queryType: { name: 'Query' } } });
    const persisted = await gql(gateway.url, { extensions: { documentId: 'viewer-md5' } });
    expect(persisted.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED'); // ran, and the field needs a viewer
    const own = await gql(gateway.url, { query: '{ __typename viewer { id } }' });
    expect(own.status).toBe(401);
    expect(own.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(own.body.errors?.[0]?.message).toMatch(/introspection and the persisted documents only/);
  });

  it('gets a 16 KB body limit, answered as GraphQL JSON (413)', async () => {
    const response = await post(JSON.stringify({ query: `{ __typename }#${'x'.repeat(17 * 1024)}` }));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect((await response.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('gets GraphQL JSON, not an HTML page, for an unreadable body', async () => {
    const response = await post('{"query": "{ __typename }"');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect((await response.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('gets GraphQL JSON for a body that is not a JSON object (400), not UTF-8 or compressed (415)', async () => {
    const refusals: Array<[Record<string, string>, string, number]> = [
      [{}, '"{ __typename }"', 400],
      [{}, 'null', 400],
      [{ 'content-type': 'application/json; charset=latin1' }, '{"query": "{ __typename }"}', 415],
      [{ 'content-encoding': 'gzip' }, '{"query": "{ __typename }"}', 415],
    ];
    for (const [headers, body, status] of refusals) {
      const response = await post(body, headers);
      expect(response.status, body).toBe(status);
      expect(response.headers.get('x-correlation-id')).toBeTruthy();
      expect((await response.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
    }
    expect((await post('{"query": "{ __typename }"}', { 'content-type': 'application/json; charset=UTF-8' })).status).toBe(200);
  });
});

describe('document limits and cost', () => {
  it('refuses more than 15 aliases of __typename, more than 2,000 tokens, and costly operations', async () => {
    const aliases = await gql(gateway.url, { query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: __typename`).join(' ')} }` }, { token });
    expect(aliases.body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
    const tokens = await gql(gateway.url, { query: `{ ${'__typename '.repeat(2_001)}}` }, { token });
    expect(tokens.body.errors?.[0]?.message).toMatch(/more that 2000 tokens/);
    const costly = await gql(gateway.url, {
      query: '{ viewer { photoLibrary { albums(first: 100) { edges { node { photos(first: 100) { edges { node { id } } } } } } } } }',
    }, { token });
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', maxCost: 10_000 });
    expect(costly.body.errors?.[0]?.extensions?.cost).toBeGreaterThan(10_000);
  });

  it('answers an operation name the document does not have as the caller\'s mistake (400), not a server error', async () => {
    const { status, body } = await gql(gateway.url, { query: 'query Known { __typename }', operationName: 'Unknown' }, { token });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('OPERATION_RESOLUTION_FAILURE');
    expect(body.errors?.[0]?.message).toMatch(/Unknown operation named "Unknown"/);
  });

  it('refuses out-of-bounds inputs from the schema before anything runs', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => `id-${i}`);
    const { body } = await gql(gateway.url, {
      query: 'mutation($ids: [ID!]!) { deletePhotos(input: { photoIds: $ids }) { failedPhotoIds } }', variables: { ids },
    }, { token });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/500/);
    expect(upstream.calls.photo).toBe(0);
  });
});

describe('the per-customer budget', () => {
  it('answers RATE_LIMITED with Retry-After once a customer spent the minute\'s points; others are not affected', async () => {
    const spender = await signer.sign({}, { sub: 'acc-spender' });
    const ids = Array.from({ length: 100 }, (_, i) => `unknown-${i}`);
    const query = `{ nodes(ids: ${JSON.stringify(ids)}) { id } }`; // 101 points, no upstream call
    let refused: Awaited<ReturnType<typeof gql>> | undefined;
    for (let i = 0; i < 20 && !refused; i += 1) {
      const answer = await gql(gateway.url, { query }, { token: spender });
      if (answer.status === 429) refused = answer;
    }
    expect(refused?.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused?.body.errors?.[0]?.extensions?.retryAfter).toBe(retryAfter);
    const other = await gql(gateway.url, { query: VIEWER_QUERY }, { token });
    expect(other.body.errors).toBeUndefined();
  });
});

describe('the anonymous budget', () => {
  /** Anonymous persisted requests "from" `client` (X-Forwarded-For) until refused: how many ran. */
  async function spendAs(url: string, client: string) {
    for (let ran = 0; ran < 100; ran += 1) {
      const answer = await gql(url, { extensions: { documentId: 'viewer-md5' } }, { headers: { 'x-forwarded-for': client } });
      if (answer.status === 429) return ran;
    }
    return Infinity;
  }

  it('is keyed by the socket address: a forged X-Forwarded-For gets no budget of its own', async () => {
    const low = await startGateway(testConfig({ costBudgetPerMinute: 20 }));
    try {
      expect(await spendAs(low.url, '203.0.113.1')).toBeLessThan(100);
      expect(await spendAs(low.url, '203.0.113.2')).toBe(0);
    } finally {
      await low.stop();
    }
  });

  it('behind TRUSTED_PROXIES, by the client the proxy forwarded (the rightmost hop that is not a proxy)', async () => {
    const proxied = await startGateway(testConfig({ costBudgetPerMinute: 20, trustedProxies: parseTrustedProxies('127.0.0.0/8, ::1') }));
    try {
      const first = await spendAs(proxied.url, '203.0.113.1');
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(100);
      expect(await spendAs(proxied.url, '203.0.113.1, 203.0.113.2')).toBe(first);
      expect(await spendAs(proxied.url, '198.51.100.7, 203.0.113.2')).toBe(0); // a forged left hop changes nothing
    } finally {
      await proxied.stop();
    }
  });
});

describe('upstream errors', () => {
  const counts = '{ viewer { photoLibrary { photosCount } } }';
  const answering = (status: number, body: object) => mock.use(http.get(`${PHOTO_API}/users`, () => HttpResponse.json(body, { status })));

  it.each([
    [400, 'BAD_USER_INPUT'], [403, 'FORBIDDEN'], [404, 'NOT_FOUND'], [409, 'CONFLICT'], [413, 'BAD_USER_INPUT'], [422, 'BAD_USER_INPUT'],
  ])('maps an upstream %i to %s with the upstream\'s words, never "unavailable"', async (status, code) => {
    answering(status, { message: 'The cursor is malformed.' });
    const { body } = await gql(gateway.url, { query: counts }, { token });
    expect(body.errors?.[0]).toMatchObject({
      message: 'The photo service refused the request: The cursor is malformed.',
      extensions: { code, service: 'photo', status },
    });
  });
});

describe('the circuit breaker', () => {
  it('fails fast while a service keeps failing, and closes again once it answers', async () => {
    const breaking = await startGateway(testConfig({ production: true }));
    try {
      upstream.photo = 'fail';
      const counts = '{ viewer { photoLibrary { photosCount } } }';
      for (let i = 0; i < 6; i += 1) await gql(breaking.url, { query: counts }, { token });
      const callsBefore = upstream.calls.photo;
      const started = performance.now();
      const fast = await gql(breaking.url, { query: counts }, { token });
      expect(performance.now() - started).toBeLessThan(100);
      expect(fast.body.errors?.[0]).toMatchObject({ message: 'The photo service is unavailable.', extensions: { code: 'UPSTREAM_ERROR' } });
      expect(upstream.calls.photo).toBe(callsBefore); // not even tried
      const health = await (await fetch(`${breaking.origin}/healthz`)).json();
      expect(health.upstreams.photo.circuit).toBe('open');

      upstream.photo = 'ok';
      await new Promise((resolve) => setTimeout(resolve, BREAKER_RESET_MS + 200));
      const back = await gql(breaking.url, { query: counts }, { token });
      expect(back.body).toEqual({ data: { viewer: { photoLibrary: { photosCount: 42 } } } });
    } finally {
      await breaking.stop();
    }
  }, 15_000);
});

describe('health and headers', () => {
  it('GET /healthz names every upstream with its state: 200 when all answer, 503 when one is down', async () => {
    const up = createServer((_req, res) => res.writeHead(404).end()); // any answer means the service is there
    await new Promise<void>((resolve) => up.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(up.address() as AddressInfo).port}`;
    const urls = {
      oidcIssuer: `${base}/oidc`, customerApiUrl: `${base}/customer-api`, photoApiUrl: `${base}/photo-api`,
      storageApiUrl: `${base}/storage-api`, sharedAlbumsApiUrl: `${base}/shared-albums-api`,
      tempSelectionApiUrl: `${base}/temp-selection-api`, downloadApiUrl: `${base}/download-api`,
      orderApiUrl: `${base}/order-api`, productApiUrl: `${base}/product-api`, voucherApiUrl: `${base}/voucher-api`, cutoffApiUrl: `${base}/cutoff-api`,
      widgetApiUrl: `${base}/widget-api`, authApiUrl: `${base}/auth-api`, subscriptionApiUrl: `${base}/subscription-api`,
      invoiceApiUrl: `${base}/invoice-api`, projectApiUrl: `${base}/project-api`, supportChatApiUrl: `${base}/support-chat-api`,
      merchandiseApiUrl: `${base}/merchandise-api`, publicConfigUrl: `${base}/public-config-api`,
      feedbackApiUrl: `${base}/feedback-api`, testingApiUrl: `${base}/testing-api`,
    };
    const healthy = await startGateway(testConfig(urls));
    const degraded = await startGateway(testConfig({ ...urls, photoApiUrl: 'http://127.0.0.1:9/photo-api' }));
    try {
      const ok = await fetch(`${healthy.origin}/healthz`);
      expect(ok.status).toBe(200);
      const health = await ok.json();
      expect(health.status).toBe('ok');
      expect(Object.keys(health.upstreams).sort())
        .toEqual(['auth', 'customer', 'cutoff', 'download', 'feedback', 'identity', 'invoice', 'merchandise', 'order', 'photo', 'product',
          'project', 'publicConfig', 'sharedAlbums', 'storage', 'subscription', 'supportChat', 'tempSelection', 'testing', 'voucher',
          'widget']);
      expect(health.upstreams.photo).toMatchObject({ status: 'up', circuit: 'closed' });
      const down = await fetch(`${degraded.origin}/healthz`);
      expect(down.status).toBe(503);
      expect((await down.json()).upstreams.photo).toMatchObject({ status: 'down', circuit: 'closed' });
    } finally {
      await Promise.all([healthy.stop(), degraded.stop()]);
      up.close();
    }
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await fetch(`${gateway.origin}/config.json`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob: [^;]*http:\/\/photo\.test/);
    expect(csp).toMatch(/connect-src 'self' [^;]*http:\/\/idp\.test/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
