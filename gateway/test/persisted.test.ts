import type { ApolloServerPlugin } from '@apollo/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Context } from '../src/context';
import {
  createMockServer, createSigner, gql, resetUpstream, startGateway, upstream, VIEWER_QUERY,
  type RunningGateway, type Signer,
} from './helpers';

let signer: Signer;
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
const pipeline = { parsing: 0, validation: 0, executions: 0 };
/** The customer client's cache of each request, watched from execution on. */
const customerCaches: MockInstance[] = [];

/** Observes Apollo's request pipeline: a document-store hit skips parsingDidStart and validationDidStart. */
const observer: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async parsingDidStart() { pipeline.parsing += 1; },
      async validationDidStart() { pipeline.validation += 1; },
      async executionDidStart({ contextValue }) {
        pipeline.executions += 1;
        customerCaches.push(vi.spyOn(contextValue.customer, 'clearCaches'));
      },
    };
  },
};

beforeAll(async () => {
  signer = await createSigner('k1');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(undefined, { plugins: [observer] });
});
// The upstream fake's state is shared by the files of a worker (isolate: false): each test starts from a fresh one.
beforeEach(() => resetUpstream());
afterEach(() => {
  Object.assign(pipeline, { parsing: 0, validation: 0, executions: 0 });
  customerCaches.length = 0;
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

describe('persisted queries', () => {
  it('runs a stored document by documentId without parsing or validating it again', async () => {
    const token = await signer.sign();
    for (const body of [{ documentId: 'viewer-md5', variables: {} }, { extensions: { documentId: 'viewer-md5' } }]) {
      const { status, body: result } = await gql(gateway.url, body, { token });
      expect(status).toBe(200);
      expect(result.errors).toBeUndefined();
      expect(result.data?.viewer.name).toBe('Emma Janssen');
    }
    expect(pipeline.executions).toBe(2);
    expect(pipeline.parsing).toBe(0);
    expect(pipeline.validation).toBe(0);
  });

  it('lets go of the upstream answers a request cached once it is answered', async () => {
    const token = await signer.sign();
    expect((await gql(gateway.url, { documentId: 'viewer-md5' }, { token })).body.data?.viewer.name).toBe('Emma Janssen');
    expect(customerCaches).toHaveLength(1);
    expect(customerCaches[0]).toHaveBeenCalledOnce();
  });

  // One difference is allowed: when several non-null fields under one nullable parent fail, graphql-js reports the
  // first error only and the compiled document every one of them (the data is the same: the parent is null).
  it('answers a stored document (compiled) as the same text sent in full (graphql-js), failures included', async () => {
    const token = await signer.sign();
    for (const state of [{}, { customer: 'fail' as const }, { photo: 'fail' as const }, { customer: 'deleted' as const }]) {
      Object.assign(upstream, state);
      const persisted = await gql(gateway.url, { documentId: 'viewer-md5' }, { token });
      const text = await gql(gateway.url, { query: VIEWER_QUERY }, { token });
      expect(persisted.status).toBe(text.status);
      expect(persisted.body.data).toEqual(text.body.data);
      expect(persisted.body.errors ?? []).toEqual(expect.arrayContaining(text.body.errors ?? []));
      resetUpstream();
    }
    const anonymous = await gql(gateway.url, { documentId: 'viewer-md5' });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.data ?? null).toBeNull();
  });

  it('still parses and validates a plain-text query (once, then Apollo caches it)', async () => {
    const token = await signer.sign();
    const query = '{ viewer { email } }';
    await gql(gateway.url, { query }, { token });
    await gql(gateway.url, { query }, { token });
    expect(pipeline.validation).toBe(1);
    expect(pipeline.executions).toBe(2);
  });

  it('fails an unknown documentId with PERSISTED_QUERY_NOT_FOUND', async () => {
    const { body } = await gql(gateway.url, { documentId: 'nope' }, { token: await signer.sign() });
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(pipeline.executions).toBe(0);
  });

  it('rejects invalid plain-text queries', async () => {
    const invalid = await gql(gateway.url, { query: '{ viewer { nope } }' }, { token: await signer.sign() });
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
