// Subscription.downloadEvents against a real local WebSocket server playing the download service's live
// connection: invalid messages ignored, ONE upstream socket per customer shared by that customer's subscriptions,
// closed after the last one leaves.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { downloadSockets } from '../src/modules/downloads/downloadEvents';
import { toGlobalId } from '../src/relay/globalId';
import { startFakeLiveServer } from './fakeLiveServer';
import { createMockServer, createSigner, startGateway, testConfig, type RunningGateway, type Signer } from './helpers';

let signer: Signer;
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
const live = await startFakeLiveServer();
const connections = () => live.state.connections;
const clients: Client[] = [];

const SUBSCRIPTION = 'subscription { downloadEvents { id type downloadId timestamp done total } }';
const EMMA = '7f3c9a52-1d4e-4b8a-9c61-2e5f0a7b3d11';
const SOPHIE = 'f7d4a061-be5c-4b8f-9973-60b15c4e8d66';
const DOWNLOAD = '5a0c1e2f-3b4d-4c5e-8f60-718293a4b5c6';
const id = (n: number) => `3f1c2a5e-8d7b-4c1a-9e2f-${n.toString(16).padStart(12, '0')}`;
const push = (n: number, key: string, message: Record<string, unknown> = {}, timestamp = '2026-03-01T10:00:00Z') =>
  JSON.stringify({ id: id(n), timestamp, key, message: { userId: EMMA, downloadId: DOWNLOAD, ...message } });

beforeAll(async () => {
  signer = await createSigner('download-events-key');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ downloadSocketUrl: live.url('/download-api/live') }));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  await expect.poll(() => downloadSockets.size).toBe(0);
  live.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
  await live.close();
});

async function subscribe(sub = EMMA) {
  const token = await signer.sign({}, { sub });
  const client = createClient({
    url: gateway.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0,
  });
  clients.push(client);
  const iterator = client.iterate({ query: SUBSCRIPTION });
  const first = iterator.next();
  return { token, iterator, first };
}

describe('downloadEvents', () => {
  it('emits valid archive events in order and ignores invalid messages silently', async () => {
    const { token, iterator, first } = await subscribe();
    await expect.poll(() => connections().length).toBe(1);
    const upstream = connections()[0]!;
    expect(upstream.token).toBe(token);
    for (const message of [
      'not json', JSON.stringify({ id: 'nope', key: 'ARCHIVE_STARTED', timestamp: '2026-03-01T10:00:00Z', message: {} }),
      push(1, 'ARCHIVE_PAUSED'), push(2, 'ARCHIVE_STARTED', {}, 'soon'), push(3, 'ARCHIVE_STARTED', { downloadId: 'x' }),
      push(4, 'ARCHIVE_STARTED', { userId: undefined }), push(5, 'ARCHIVE_PROGRESS', { done: -1 }),
      push(6, 'ARCHIVE_STARTED', { done: 0, total: 2 }),
      push(7, 'ARCHIVE_PROGRESS', { done: 1, total: 2 }, '2026-03-01T09:59:59+00:00'), // older timestamps still pass
      push(8, 'ARCHIVE_FINISHED'),
    ]) upstream.socket.send(message);
    const events = [(await first).value, (await iterator.next()).value, (await iterator.next()).value]
      .map((v) => v?.data?.downloadEvents);
    const downloadId = toGlobalId('Download', DOWNLOAD);
    expect(events).toEqual([
      { id: id(6), type: 'STARTED', downloadId, timestamp: '2026-03-01T10:00:00.000Z', done: 0, total: 2 },
      { id: id(7), type: 'PROGRESS', downloadId, timestamp: '2026-03-01T09:59:59.000Z', done: 1, total: 2 },
      { id: id(8), type: 'FINISHED', downloadId, timestamp: '2026-03-01T10:00:00.000Z', done: null, total: null },
    ]);
    await iterator.return?.();
    expect(await upstream.closed).toBe(1000);
  });

  it("shares ONE upstream socket among a customer's subscriptions and closes it after the last unsubscribes", async () => {
    const one = await subscribe();
    const two = await subscribe();
    await expect.poll(() => downloadSockets.subscribers).toBe(2);
    await expect.poll(() => connections().length).toBe(1); // the upstream socket connects after the subscriptions count
    expect(connections().length).toBe(1);
    const shared = connections()[0]!;
    shared.socket.send(push(1, 'ARCHIVE_STARTED', { done: 0, total: 1 }));
    expect((await one.first).value?.data?.downloadEvents.id).toBe(id(1));
    expect((await two.first).value?.data?.downloadEvents.id).toBe(id(1));

    // Another customer gets a socket of their own, with their own token.
    const sophie = await subscribe(SOPHIE);
    await expect.poll(() => connections().length).toBe(2);
    expect(connections()[1]!.token).toBe(sophie.token);
    expect(downloadSockets.size).toBe(2);

    await one.iterator.return?.();
    shared.socket.send(push(2, 'ARCHIVE_FINISHED'));
    expect((await two.iterator.next()).value?.data?.downloadEvents.id).toBe(id(2));
    expect(shared.socket.readyState).toBe(WebSocket.OPEN);
    await two.iterator.return?.();
    expect(await shared.closed).toBe(1000);
    expect(connections()[1]!.socket.readyState).toBe(WebSocket.OPEN);
    await sophie.iterator.return?.();
    expect(await connections()[1]!.closed).toBe(1000);

    // A later subscription opens a new one.
    await subscribe();
    await expect.poll(() => connections().length).toBe(3);
  });

  it('ends every sharing subscription with UNAUTHENTICATED when the service refuses the token', async () => {
    live.state.refuse = true;
    const one = await subscribe();
    const two = await subscribe();
    for (const s of [one, two]) {
      expect((await s.first).value?.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', service: 'download' });
      expect((await s.iterator.next()).done).toBe(true);
    }
    expect(downloadSockets.size).toBe(0);
  });

  it('completes every sharing subscription when the upstream closes the socket (e.g. after 30 minutes idle)', async () => {
    const one = await subscribe();
    const two = await subscribe();
    await expect.poll(() => downloadSockets.subscribers).toBe(2);
    await expect.poll(() => connections().length).toBe(1); // the upstream socket connects after the subscriptions count
    expect(connections().length).toBe(1);
    connections()[0]!.socket.close(1000, 'Idle timeout');
    expect((await one.first).done).toBe(true);
    expect((await two.first).done).toBe(true);
    expect(downloadSockets.size).toBe(0);
  });
});
