// Stopping a gateway (SIGTERM in main.ts): in-flight requests finish, WebSockets are told to go elsewhere (1001), new
// connections are refused, and the whole stop takes at most SHUTDOWN_GRACE_MS.
import { connect } from 'node:net';
import { createClient } from 'graphql-ws';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  COUNTS_SUBSCRIPTION, CUSTOMER_API, createMockServer, createSigner, emma, gql, startGateway, testConfig, VIEWER_QUERY,
  resetUpstream, type RunningGateway, type Signer,
} from './helpers';

let signer: Signer;
let mock: ReturnType<typeof createMockServer>;
const gateways: RunningGateway[] = [];

beforeAll(async () => {
  signer = await createSigner('shutdown');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
});
// The fake upstreams' state is shared by the files of a worker: another file may have left the photo service failing.
beforeEach(() => resetUpstream());
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop()));
  mock.close();
});

/** The customer service answers only when `release` is called; `asked` resolves once it has been called. */
function slowCustomerService() {
  let release!: () => void;
  let asked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const askedPromise = new Promise<void>((resolve) => (asked = resolve));
  mock.use(http.get(`${CUSTOMER_API}/customers/me`, async () => {
    asked();
    await released;
    return HttpResponse.json(emma);
  }));
  return { asked: askedPromise, release };
}

async function gatewayWith(shutdownGraceMs: number) {
  // The upstream call itself would wait far longer than any deadline here.
  const gateway = await startGateway(testConfig({ shutdownGraceMs, upstreamTimeoutMs: 15_000 }));
  gateways.push(gateway);
  return gateway;
}

/** 'refused', or 'connected' when the gateway's port still accepts a TCP connection. */
const tcpConnect = (origin: string) => new Promise<string>((resolve) => {
  const socket = connect(Number(new URL(origin).port), '127.0.0.1');
  socket.once('connect', () => {
    socket.destroy();
    resolve('connected');
  }).once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : String(error.code)));
});

it('lets an in-flight request finish, closes WebSockets with 1001 and refuses new connections', async () => {
  const gateway = await gatewayWith(10_000);
  const token = await signer.sign();
  let closed!: Promise<{ code: number; reason: string }>;
  const client = createClient({
    url: gateway.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => {},
    connectionParams: { authorization: `Bearer ${token}` },
    on: { connected: (socket) => (closed = new Promise((resolve) => (socket as WebSocket).once('close', (code, reason) => resolve({ code, reason: String(reason) })))) },
  });
  // The subscription runs: its first counts arrived.
  expect((await client.iterate({ query: COUNTS_SUBSCRIPTION }).next()).done).toBe(false);
  const service = slowCustomerService();
  const inFlight = gql(gateway.url, { query: VIEWER_QUERY }, { token });
  await service.asked;

  const stopped = gateway.stop();
  expect(await closed).toEqual({ code: 1001, reason: 'Going away' });
  expect(await tcpConnect(gateway.origin)).toBe('refused');

  service.release();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(answer.body.data?.viewer?.email).toBe('emma@example.com');
  await stopped;
});

it('closes a request still running at the deadline and stops by then', async () => {
  const gateway = await gatewayWith(300);
  const service = slowCustomerService();
  const inFlight = gql(gateway.url, { query: VIEWER_QUERY }, { token: await signer.sign() }).then(
    () => 'answered', () => 'connection closed',
  );
  await service.asked;
  const started = Date.now();
  await gateway.stop();
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await inFlight).toBe('connection closed');
  service.release();
});

it("a client with the product's graphql-ws settings re-subscribes on another instance after the 1001", async () => {
  const [first, second] = [await gatewayWith(10_000), await gatewayWith(10_000)];
  let instance = first;
  let connections = 0;
  const token = await signer.sign();
  // As client/src/app/relayEnvironment.ts: lazy, graphql-ws's default retries; the URL is the one load balancer's.
  const client = createClient({
    url: () => instance.wsUrl, webSocketImpl: WebSocket, lazy: true,
    connectionParams: { authorization: `Bearer ${token}` },
    on: { connected: () => (connections += 1) },
  });
  const counts = client.iterate({ query: COUNTS_SUBSCRIPTION });
  expect((await counts.next()).done).toBe(false);

  instance = second;
  await first.stop();
  // The stopped instance answers nothing more: the next counts come through a second connection, to the other one.
  expect((await counts.next()).value).toEqual({ data: { photoLibraryCountsChanged: { photosCount: 42, albumsCount: 3 } } });
  expect(connections).toBe(2);
  await counts.return?.();
  await client.dispose();
});
