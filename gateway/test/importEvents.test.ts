import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeLiveServer } from './fakeLiveServer';
import { createMockServer, createSigner, startGateway, testConfig, type RunningGateway, type Signer } from './helpers';

let signer: Signer;
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
const live = await startFakeLiveServer();
const clients: Client[] = [];

const SUBSCRIPTION = 'subscription { photoLibraryImportEvents { id type timestamp importedCount totalCount } }';
const id = (n: number) => `3f1c2a5e-8d7b-4c1a-9e2f-${n.toString(16).padStart(12, '0')}`;
const push = (n: number, type: string, timestamp: string, payload?: Record<string, unknown>) =>
  JSON.stringify({ id: id(n), type, data: { ...(payload ? { payload } : {}), timestamp } });

beforeAll(async () => {
  signer = await createSigner('import-key');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ photoImportSocketUrl: live.url('/photo-api/import') }));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  live.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
  await live.close();
});

const { nextConnection } = live;

async function subscribe() {
  const token = await signer.sign();
  const client = createClient({
    url: gateway.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0,
  });
  clients.push(client);
  return { token, iterator: client.iterate({ query: SUBSCRIPTION }) };
}

describe('photoLibraryImportEvents', () => {
  it('authenticates upstream, ignores invalid and older messages, closes the upstream socket on unsubscribe', async () => {
    const connected = nextConnection();
    const { token, iterator } = await subscribe();
    const first = iterator.next();
    const upstream = await connected;
    expect(upstream.token).toBe(token);
    for (const message of [
      'not json', JSON.stringify({ id: 'no-uuid', type: 'IMPORT_STARTED', data: { timestamp: '2026-01-01T10:00:00Z' } }),
      push(1, 'IMPORT_PAUSED', '2026-01-01T10:00:00Z'), push(2, 'IMPORT_STARTED', 'soon'),
      push(3, 'IMPORT_STARTED', '2026-01-01T10:00:00Z', { importedCount: 0, totalCount: 40 }),
      push(4, 'IMPORT_PROGRESS', '2026-01-01T09:59:59Z', { importedCount: 1, totalCount: 40 }), // older: dropped
      push(3, 'IMPORT_STARTED', '2026-01-01T10:00:00Z', { importedCount: 0, totalCount: 40 }), // the same again
      push(5, 'IMPORT_PROGRESS', '2026-01-01T10:00:05Z', { importedCount: 20, totalCount: 40 }),
      push(6, 'IMPORT_PROGRESS', '2026-01-01T10:00:06Z', { importedCount: 'x' }),
      push(7, 'IMPORT_FINISHED', '2026-01-01T10:00:09Z'),
    ]) upstream.socket.send(message);

    expect((await first).value).toEqual({ data: { photoLibraryImportEvents: {
      id: id(3), type: 'IMPORT_STARTED', timestamp: '2026-01-01T10:00:00.000Z', importedCount: 0, totalCount: 40,
    } } });
    expect((await iterator.next()).value?.data?.photoLibraryImportEvents).toMatchObject({ id: id(5), importedCount: 20 });
    expect((await iterator.next()).value?.data?.photoLibraryImportEvents).toEqual({
      id: id(7), type: 'IMPORT_FINISHED', timestamp: '2026-01-01T10:00:09.000Z', importedCount: null, totalCount: null,
    });
    await iterator.return?.();
    expect(await upstream.closed).toBe(1000);
    expect(live.state.connections).toHaveLength(1);
  });

  it('opens one upstream socket per subscription', async () => {
    const a = nextConnection();
    const b = nextConnection();
    const one = await subscribe();
    const two = await subscribe();
    void one.iterator.next();
    void two.iterator.next();
    const [ua, ub] = await Promise.all([a, b]);
    expect(ua.socket).not.toBe(ub.socket);
    // The two upstream sockets may open in either order: whichever closes first was the first subscription's.
    await one.iterator.return?.();
    const first = await Promise.race([ua.closed.then((code) => ({ code, other: ub })), ub.closed.then((code) => ({ code, other: ua }))]);
    expect(first.code).toBe(1000);
    expect(first.other.socket.readyState).toBe(WebSocket.OPEN);
    await two.iterator.return?.();
    expect(await first.other.closed).toBe(1000);
  });

  it('ends with UNAUTHENTICATED when the photo service refuses the token', async () => {
    live.state.refuse = true;
    const { iterator } = await subscribe();
    const result = await iterator.next();
    expect(result.value?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await iterator.next()).done).toBe(true);
  });

  it('ends with UPSTREAM_ERROR when the import socket cannot be reached', async () => {
    const down = await startGateway(testConfig({ photoImportSocketUrl: 'ws://127.0.0.1:1/photo-api/import' }));
    try {
      const client = createClient({
        url: down.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${await signer.sign()}` },
      });
      clients.push(client);
      const result = await client.iterate({ query: SUBSCRIPTION }).next();
      expect(result.value?.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', service: 'photo' });
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.dispose()));
      await down.stop();
    }
  });
});
