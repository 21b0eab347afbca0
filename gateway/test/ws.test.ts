import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  COUNTS_SUBSCRIPTION, createMockServer, createSigner, resetUpstream, startGateway, upstream,
  type RunningGateway, type Signer,
} from './helpers';

let signer: Signer;
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
const clients: Client[] = [];

beforeAll(async () => {
  signer = await createSigner('k1');
  mock = createMockServer(signer);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway();
});
// The upstream fake's state is shared by the files of a worker (isolate: false): each test starts from a fresh one.
beforeEach(() => resetUpstream());
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

function connect(connectionParams: Record<string, unknown>, onClosed?: (event: unknown) => void) {
  const client = createClient({
    url: gateway.wsUrl, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: false,
    on: { closed: (event) => onClosed?.(event) },
    onNonLazyError: () => {},
  });
  clients.push(client);
  return client;
}

describe('graphql-ws', () => {
  it('refuses a connection without a valid token (4401 Unauthorized)', async () => {
    for (const params of [{}, { authorization: 'Bearer not-a-jwt' }]) {
      const closed = await new Promise<{ code: number; reason: string }>((resolve) => {
        connect(params, (event) => resolve(event as { code: number; reason: string }));
      });
      expect(closed.code).toBe(4401);
      expect(closed.reason).toBe('Unauthorized');
    }
  });

  it('yields the counts at once and again when they change, until unsubscribed', async () => {
    const client = connect({ authorization: `Bearer ${await signer.sign()}` });
    const iterator = client.iterate({ query: COUNTS_SUBSCRIPTION });
    const first = await iterator.next();
    expect(first.value).toEqual({ data: { photoLibraryCountsChanged: { photosCount: 42, albumsCount: 3 } } });
    upstream.counts = { photosCount: 43, albumsCount: 3 };
    const second = await iterator.next();
    expect(second.value?.data?.photoLibraryCountsChanged.photosCount).toBe(43);
    expect(upstream.lastHeaders.photo?.get('authorization')).toMatch(/^Bearer /);
    await iterator.return?.();
    await new Promise((r) => setTimeout(r, 120));
    const callsAfterUnsubscribe = upstream.calls.photo;
    await new Promise((r) => setTimeout(r, 200));
    expect(upstream.calls.photo).toBe(callsAfterUnsubscribe); // the poll timer is gone
  });

  it('runs a persisted subscription by extensions.documentId and rejects unknown ids', async () => {
    const client = connect({ authorization: `Bearer ${await signer.sign()}` });
    const iterator = client.iterate({ query: '', extensions: { documentId: 'counts-md5' } });
    expect((await iterator.next()).value?.data?.photoLibraryCountsChanged).toEqual({ photosCount: 42, albumsCount: 3 });
    await iterator.return?.();
    const unknown = client.iterate({ query: '', extensions: { documentId: 'nope' } });
    const error = await unknown.next().then(() => null, (e: unknown) => e);
    expect(JSON.stringify(error)).toContain('PERSISTED_QUERY_NOT_FOUND');
  });

  it('emits a coded error when the photo service fails, without dropping the subscription', async () => {
    upstream.photo = 'fail';
    const client = connect({ authorization: `Bearer ${await signer.sign()}` });
    const iterator = client.iterate({ query: COUNTS_SUBSCRIPTION });
    const failed = await iterator.next();
    expect(failed.value?.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', service: 'photo' });
    upstream.photo = 'ok';
    const recovered = await iterator.next();
    expect(recovered.value?.data?.photoLibraryCountsChanged.photosCount).toBe(42);
    await iterator.return?.();
  });
});

describe('graphql-ws limits', () => {
  it('closes a socket that sends a 10 MB frame before connection_init (1009), without reading it', async () => {
    const socket = new WebSocket(gateway.wsUrl, 'graphql-transport-ws');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(Buffer.alloc(10 * 1024 * 1024, 0x61));
    expect(await closed).toBe(1009);
  });

  it('refuses the eleventh subscription on one connection with TOO_MANY_SUBSCRIPTIONS', async () => {
    const client = connect({ authorization: `Bearer ${await signer.sign()}` });
    const iterators = Array.from({ length: 10 }, () => client.iterate({ query: COUNTS_SUBSCRIPTION }));
    for (const iterator of iterators) expect((await iterator.next()).value?.data).toBeDefined();
    const eleventh = client.iterate({ query: COUNTS_SUBSCRIPTION });
    await expect(eleventh.next()).rejects.toMatchObject([{ extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }]);
    await iterators[0]!.return?.();
    await new Promise((r) => setTimeout(r, 50));
    const again = client.iterate({ query: COUNTS_SUBSCRIPTION });
    expect((await again.next()).value?.data).toBeDefined();
    await Promise.all([...iterators.slice(1), again].map((it) => it.return?.()));
  });

  describe('per customer, across connections', () => {
    const subscribeAll = (client: Client, count: number) => Array.from({ length: count }, () => client.iterate({ query: COUNTS_SUBSCRIPTION }));
    const firstOf = (iterators: AsyncIterator<unknown>[]) => Promise.all(iterators.map((it) => it.next()));
    /** Subscribes until one runs: the server gives a closed connection's places back when it sees the close. */
    async function runsSoon(client: Client) {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const answer = await client.iterate({ query: COUNTS_SUBSCRIPTION }).next().catch(() => null);
        if (answer) return true;
        await new Promise((r) => setTimeout(r, 25));
      }
      return false;
    }

    it("refuses a customer's 21st subscription with TOO_MANY_SUBSCRIPTIONS, not another customer's; a closed connection frees its places", async () => {
      const token = await signer.sign({}, { sub: 'acc-many' });
      const [first, second, third] = [0, 1, 2].map(() => connect({ authorization: `Bearer ${token}` }));
      await firstOf([...subscribeAll(first!, 10), ...subscribeAll(second!, 10)]);
      const refused = await third!.iterate({ query: COUNTS_SUBSCRIPTION }).next().then(() => null, (e: unknown) => e);
      expect(refused).toMatchObject([{ extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }]);
      expect(JSON.stringify(refused)).toContain('One customer may hold 20 subscriptions');
      const other = connect({ authorization: `Bearer ${await signer.sign({}, { sub: 'acc-other' })}` });
      expect((await other.iterate({ query: COUNTS_SUBSCRIPTION }).next()).value).toBeDefined();
      await first!.dispose();
      expect(await runsSoon(third!)).toBe(true);
    });

    it('gives every place back when connections open and close many times', async () => {
      const token = await signer.sign({}, { sub: 'acc-churn' });
      for (let round = 0; round < 10; round += 1) {
        const pair = [0, 1].map(() => connect({ authorization: `Bearer ${token}` }));
        const iterators = pair.flatMap((client) => subscribeAll(client, 10));
        await firstOf(iterators);
        // Half the rounds complete their subscriptions first, the others just close the connections.
        if (round % 2) await Promise.all(iterators.map((it) => it.return?.()));
        await Promise.all(pair.map((client) => client.dispose()));
      }
      const last = connect({ authorization: `Bearer ${token}` });
      expect(await runsSoon(last)).toBe(true);
      const rest = connect({ authorization: `Bearer ${token}` });
      await expect(firstOf([...subscribeAll(last, 9), ...subscribeAll(rest, 10)])).resolves.toHaveLength(19);
    });
  });
});
