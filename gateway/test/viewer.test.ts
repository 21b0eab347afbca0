import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import {
  createMockServer, createSigner, gql, resetUpstream, startGateway, testConfig, upstream, VIEWER_QUERY,
  type RunningGateway, type Signer,
} from './helpers';

let signer: Signer;
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;

beforeAll(async () => {
  signer = await createSigner('test-key');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway();
});
// The upstream fake's state is shared by the files of a worker (isolate: false): each test starts from a fresh one.
beforeEach(() => resetUpstream());
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

describe('authentication', () => {
  it('rejects a request without a token with UNAUTHENTICATED (401)', async () => {
    const { status, body } = await gql(gateway.url, { query: VIEWER_QUERY });
    expect(status).toBe(401);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(upstream.calls.customer).toBe(0);
  });

  it('rejects a token signed by another key', async () => {
    const other = await createSigner('test-key'); // same kid, different key
    const { status, body } = await gql(gateway.url, { query: VIEWER_QUERY }, { token: await other.sign() });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('rejects tokens the services would refuse: no exp, or not an access token (typ)', async () => {
    for (const token of [await signer.sign({}, { expires: false }), await signer.sign({}, { typ: 'JWT' })]) {
      const { status, body } = await gql(gateway.url, { query: VIEWER_QUERY }, { token });
      expect(status).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(upstream.calls.customer).toBe(0);
  });

  it('rejects a token for another audience or issuer', async () => {
    for (const token of [await signer.sign({}, { aud: 'other-api' }), await signer.sign({}, { iss: 'http://evil.test' })]) {
      const { body } = await gql(gateway.url, { query: '{ viewer { id } }' }, { token });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('allows introspection without a token (GraphiQL docs)', async () => {
    const { status, body } = await gql(gateway.url, { query: '{ __type(name: "Viewer") { description } }' });
    expect(status).toBe(200);
    expect(body.data?.__type.description).toContain('signed-in customer');
  });
});

describe('viewer', () => {
  it('returns the customer, the business flag and the photo library counts', async () => {
    const { status, body } = await gql(gateway.url, { query: VIEWER_QUERY }, { token: await signer.sign() });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toEqual({
      id: toGlobalId('Viewer', 'acc-emma'), isBusiness: false, accountDeleted: false, firstName: 'Emma',
      name: 'Emma Janssen', email: 'emma@example.com', businessAccountStatus: null,
      photoLibrary: { photosCount: 42, albumsCount: 3 },
    });
  });

  it('treats amr ["B2B"] as a business customer', async () => {
    upstream.customerBody = { ...upstream.customerBody, businessAccountStatus: 'New' };
    const token = await signer.sign({ amr: ['B2B'] });
    const { body } = await gql(gateway.url, { query: '{ viewer { isBusiness businessAccountStatus } }' }, { token });
    expect(body.data?.viewer).toEqual({ isBusiness: true, businessAccountStatus: 'NEW' });
    const single = await gql(gateway.url, { query: '{ viewer { isBusiness } }' }, { token: await signer.sign({ amr: 'b2b' }) });
    expect(single.body.data?.viewer.isBusiness).toBe(true);
  });

  it('reports a deleted account (customers/me 404) with null name and e-mail', async () => {
    upstream.customer = 'deleted';
    const { body } = await gql(gateway.url, { query: VIEWER_QUERY }, { token: await signer.sign() });
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toMatchObject({ accountDeleted: true, name: null, email: null, firstName: null });
  });

  it('reports a deleted account as well when the record says so (accountDeleted in a 200 answer), one call', async () => {
    upstream.customerBody = { ...upstream.customerBody, accountDeleted: true };
    const { body } = await gql(gateway.url, { query: VIEWER_QUERY }, { token: await signer.sign() });
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toMatchObject({ accountDeleted: true, name: null, email: null, firstName: null, businessAccountStatus: null });
    expect(upstream.calls.customer).toBe(1);
  });

  it('degrades when the photo service fails: photoLibrary null + coded error, the rest present', async () => {
    upstream.photo = 'fail';
    const { status, body } = await gql(gateway.url, { query: VIEWER_QUERY }, { token: await signer.sign() });
    expect(status).toBe(200);
    expect(body.data?.viewer).toMatchObject({ name: 'Emma Janssen', email: 'emma@example.com', photoLibrary: null });
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]).toMatchObject({
      path: ['viewer', 'photoLibrary', 'photosCount'],
      extensions: { code: 'UPSTREAM_ERROR', service: 'photo', status: 500 },
    });
    // not production: the message names the upstream call for developers
    expect(body.errors?.[0]?.message).toContain('GET http://photo.test/photo-api/users');
  });

  it('makes ONE customers/me call for name + email + firstName + accountDeleted', async () => {
    const query = '{ viewer { name email firstName accountDeleted businessAccountStatus } }';
    const { body } = await gql(gateway.url, { query }, { token: await signer.sign() });
    expect(body.errors).toBeUndefined();
    expect(upstream.calls.customer).toBe(1);
  });

  it('sends the token, no-cache and the correlation id upstream (no trace context: tracing is off)', async () => {
    const token = await signer.sign();
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const { headers } = await gql(gateway.url, { query: VIEWER_QUERY }, { token, headers: { 'x-correlation-id': 'corr-123', traceparent } });
    expect(headers.get('x-correlation-id')).toBe('corr-123');
    for (const seen of [upstream.lastHeaders.customer, upstream.lastHeaders.photo]) {
      expect(seen?.get('authorization')).toBe(`Bearer ${token}`);
      expect(seen?.get('cache-control')).toBe('no-cache');
      expect(seen?.get('x-correlation-id')).toBe('corr-123');
      expect(seen?.get('traceparent')).toBeNull();
    }
    await gql(gateway.url, { query: VIEWER_QUERY }, { token });
    expect(upstream.lastHeaders.photo?.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('node', () => {
  it('refetches the viewer by its global id, only for its owner', async () => {
    const token = await signer.sign();
    const own = toGlobalId('Viewer', 'acc-emma');
    const query = `query($own: ID!, $other: ID!) {
      node(id: $own) { id ... on Viewer { email } }
      other: node(id: $other) { id }
      nodes(ids: [$own, $other, "garbage"]) { id }
    }`;
    const { body } = await gql(gateway.url, { query, variables: { own, other: toGlobalId('Viewer', 'acc-oliver') } }, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ node: { id: own, email: 'emma@example.com' }, other: null, nodes: [{ id: own }, null, null] });
  });

  it("gives the photo library the account's opaque id and refetches it by that id, only for its owner", async () => {
    const token = await signer.sign();
    const own = toGlobalId('PhotoLibrary', 'acc-emma');
    const { body } = await gql(gateway.url, { query: `query($own: ID!, $other: ID!) {
      viewer { photoLibrary { id } }
      node(id: $own) { id ... on PhotoLibrary { photosCount } }
      other: node(id: $other) { id }
    }`, variables: { own, other: toGlobalId('PhotoLibrary', 'acc-oliver') } }, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ viewer: { photoLibrary: { id: own } }, node: { id: own, photosCount: 42 }, other: null });
  });
});

describe('upstream failures', () => {
  it('maps a slow upstream to UPSTREAM_TIMEOUT', async () => {
    const fast = await startGateway(testConfig({ upstreamTimeoutMs: 100 }));
    try {
      upstream.photo = 'slow';
      const { body } = await gql(fast.url, { query: VIEWER_QUERY }, { token: await signer.sign() });
      expect(body.data?.viewer.name).toBe('Emma Janssen');
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', service: 'photo' });
    } finally {
      await fast.stop();
    }
  });

  it('masks upstream details in production', async () => {
    const prod = await startGateway(testConfig({ production: true }));
    try {
      upstream.photo = 'fail';
      const { body } = await gql(prod.url, { query: VIEWER_QUERY }, { token: await signer.sign() });
      const [error] = body.errors ?? [];
      expect(error?.message).toBe('The photo service is unavailable.');
      expect(error?.extensions).toEqual({ code: 'UPSTREAM_ERROR', service: 'photo', status: 500 });
      expect(JSON.stringify(body)).not.toMatch(/photo\.test|secret|db\.internal|stacktrace/);
      const bad = await gql(prod.url, { query: '{ viewer { id } }' }, { token: 'not-a-jwt' });
      expect(bad.body.errors?.[0]?.message).not.toMatch(/Invalid|JWS/);
    } finally {
      await prod.stop();
    }
  });
});
