// graphql-ws on /graphql: an oversized frame before connection_init closes the socket (1009) and the gateway
// stays healthy; a connection holds at most 10 subscriptions (sent one by one or all at once) and a customer at most
// 20 across their connections, given back when one completes or a connection closes; connection_init needs a valid
// bearer token.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { assertLoopback, round, rssMb } from '../harness';
import { ask, stack } from './context';

const PROTOCOL = 'graphql-transport-ws';
const COUNTS = 'subscription { photoLibraryCountsChanged { photosCount } }';
const MAX_SUBSCRIPTIONS = 10;

interface Message { type: string; id?: string; payload?: any }

/** A raw graphql-transport-ws client that records every message and the close. */
class Socket {
  readonly messages: Message[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as Message);
      this.notify();
    });
    ws.on('error', () => { /* a reset while we still write is expected in the oversized-frame test */ });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      this.notify();
    }));
  }
  static async open(): Promise<Socket> {
    assertLoopback(stack.wsUrl.replace(/^ws/, 'http'));
    const ws = new WebSocket(stack.wsUrl, PROTOCOL);
    const socket = new Socket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('close', (code) => reject(new Error(`closed (${code}) before open`)));
    });
    return socket;
  }
  private notify() {
    for (const wake of this.waiters.splice(0)) wake();
  }
  send(message: Message) {
    this.ws.send(JSON.stringify(message));
  }
  /** Waits (bounded) until a message matches. */
  async next(match: (m: Message) => boolean, timeoutMs = 10_000): Promise<Message> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`socket closed; messages: ${JSON.stringify(this.messages).slice(0, 500)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.messages).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => { clearTimeout(timer); resolve(); });
      });
    }
  }
  async init(token: string | null) {
    this.send({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} });
    return this.next((m) => m.type === 'connection_ack');
  }
  close() {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.terminate();
  }
}

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
async function connect() {
  const socket = await Socket.open();
  open.push(socket);
  return socket;
}
const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) => Promise.race([
  promise, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)),
]);

describe('oversized frames', () => {
  it('a 10 MB frame before connection_init closes the socket with 1009, and the gateway stays healthy', async () => {
    const rssBefore = rssMb(stack.gatewayPid);
    const socket = await connect();
    socket.ws.send('x'.repeat(10 * 1024 * 1024));
    const { code, reason } = await withTimeout(socket.closed, 15_000, 'close after a 10 MB frame');
    const rssAfter = rssMb(stack.gatewayPid);
    console.info(`[ws] 10 MB frame: closed ${code} "${reason}", gateway VmRSS ${round(rssBefore)} → ${round(rssAfter)} MB`);
    expect(code).toBe(1009);
    // Same process, still answering HTTP and WebSocket.
    expect(() => process.kill(stack.gatewayPid, 0)).not.toThrow();
    expect((await ask(null, '{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    const fresh = await connect();
    await fresh.init(stack.tokens.sophie);
  });
});

describe('connection_init', () => {
  it('without a bearer token, or with a forged one, closes the socket 4401', async () => {
    for (const token of [null, 'not-a-jwt', `${stack.tokens.sophie.slice(0, -4)}AAAA`]) {
      const socket = await connect();
      socket.send({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} });
      const { code } = await withTimeout(socket.closed, 10_000, 'close after an unauthenticated connection_init');
      expect(code, String(token).slice(0, 12)).toBe(4401);
      expect(socket.messages.find((m) => m.type === 'connection_ack')).toBeUndefined();
    }
  });
});

describe('subscriptions per connection', () => {
  it('the 11th subscription, sent after 10 active ones, errors with TOO_MANY_SUBSCRIPTIONS; completing one frees a place', async () => {
    const socket = await connect();
    await socket.init(stack.tokens.sophie);
    for (let i = 1; i <= MAX_SUBSCRIPTIONS; i += 1) {
      socket.send({ type: 'subscribe', id: `s${i}`, payload: { query: COUNTS } });
      const first = await socket.next((m) => m.id === `s${i}` && (m.type === 'next' || m.type === 'error'));
      expect(first.type, JSON.stringify(first)).toBe('next');
      expect(first.payload.data.photoLibraryCountsChanged.photosCount).toBeTypeOf('number');
    }
    socket.send({ type: 'subscribe', id: 's11', payload: { query: COUNTS } });
    const refused = await socket.next((m) => m.id === 's11');
    expect(refused.type).toBe('error');
    expect(refused.payload[0].extensions.code).toBe('TOO_MANY_SUBSCRIPTIONS');

    // Completing one frees its place (once the server has finished it: retried for up to 12 s).
    socket.send({ type: 'complete', id: 's1' });
    const completedAt = performance.now();
    const attempts: string[] = [];
    let freed = false;
    for (let attempt = 0; attempt < 24 && !freed && performance.now() - completedAt < 12_000; attempt += 1) {
      const id = `r${attempt}`;
      socket.send({ type: 'subscribe', id, payload: { query: COUNTS } });
      const answer = await socket.next((m) => m.id === id && (m.type === 'next' || m.type === 'error'));
      attempts.push(answer.type === 'next' ? 'next' : String(answer.payload?.[0]?.extensions?.code));
      freed = answer.type === 'next';
      if (!freed) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.info(`[ws] after complete: ${attempts.join(', ')} (${Math.round(performance.now() - completedAt)} ms)`);
    expect(freed).toBe(true);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('11 subscriptions sent at once: 10 run, 1 errors with TOO_MANY_SUBSCRIPTIONS', async () => {
    const socket = await connect();
    await socket.init(stack.tokens.sophie);
    const ids = Array.from({ length: MAX_SUBSCRIPTIONS + 1 }, (_, i) => `b${i + 1}`);
    // One write: every subscribe message reaches the server before the first one is set up.
    socket.ws.send(JSON.stringify({ type: 'subscribe', id: ids[0], payload: { query: COUNTS } }));
    for (const id of ids.slice(1)) socket.send({ type: 'subscribe', id, payload: { query: COUNTS } });
    const answers = await Promise.all(ids.map((id) => socket.next((m) => m.id === id && (m.type === 'next' || m.type === 'error'))));
    const running = answers.filter((m) => m.type === 'next').map((m) => m.id);
    const refused = answers.filter((m) => m.type === 'error');
    console.info(`[ws] burst of ${ids.length}: ${running.length} running, ${refused.length} refused (${refused.map((m) => m.payload?.[0]?.extensions?.code).join(', ')})`);
    expect(running).toHaveLength(MAX_SUBSCRIPTIONS);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.payload[0].extensions.code).toBe('TOO_MANY_SUBSCRIPTIONS');
  });

  it('an unknown persisted document id is refused (PERSISTED_QUERY_NOT_FOUND), the socket stays open', async () => {
    const socket = await connect();
    await socket.init(stack.tokens.sophie);
    socket.send({ type: 'subscribe', id: 'p1', payload: { query: '', extensions: { documentId: 'ffffffffffffffffffffffffffffffff' } } });
    const unknown = await socket.next((m) => m.id === 'p1');
    expect(unknown.type).toBe('error');
    expect(unknown.payload[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('subscriptions per customer', () => {
  const PER_CUSTOMER = 20;

  /** A connection of `token` with `count` subscriptions: the answer (first next or error) of each. */
  async function subscribed(token: string, count: number, prefix: string) {
    const socket = await connect();
    await socket.init(token);
    const answers: Message[] = [];
    for (let i = 1; i <= count; i += 1) {
      socket.send({ type: 'subscribe', id: `${prefix}${i}`, payload: { query: COUNTS } });
      answers.push(await socket.next((m) => m.id === `${prefix}${i}` && (m.type === 'next' || m.type === 'error')));
    }
    return { socket, answers };
  }
  const codes = (answers: Message[]) => answers.map((m) => (m.type === 'next' ? 'next' : String(m.payload?.[0]?.extensions?.code)));

  /** Subscribes on `socket` until one runs (bounded: the server frees a closed connection's places when it sees the close). */
  async function subscribeWhenFreed(socket: Socket, prefix: string) {
    const since = performance.now();
    for (let attempt = 0; attempt < 24 && performance.now() - since < 12_000; attempt += 1) {
      socket.send({ type: 'subscribe', id: `${prefix}${attempt}`, payload: { query: COUNTS } });
      const answer = await socket.next((m) => m.id === `${prefix}${attempt}` && (m.type === 'next' || m.type === 'error'));
      if (answer.type === 'next') return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  }

  it('3 connections × 10 subscriptions of one customer: the 21st is TOO_MANY_SUBSCRIPTIONS, another customer is not held back, closing a connection frees its places', async () => {
    const first = await subscribed(stack.tokens.emma, MAX_SUBSCRIPTIONS, 'a');
    const second = await subscribed(stack.tokens.emma, MAX_SUBSCRIPTIONS, 'b');
    const third = await subscribed(stack.tokens.emma, MAX_SUBSCRIPTIONS, 'c');
    console.info(`[ws] one customer, 3 connections: ${[first, second, third].map(({ answers }) => codes(answers).filter((c) => c === 'next').length).join(' + ')} running`);
    expect(codes([...first.answers, ...second.answers])).toEqual(Array(PER_CUSTOMER).fill('next'));
    expect(codes(third.answers)).toEqual(Array(MAX_SUBSCRIPTIONS).fill('TOO_MANY_SUBSCRIPTIONS'));
    expect(third.answers[0]!.payload[0].message).toMatch(/customer/i);
    expect(third.socket.ws.readyState).toBe(WebSocket.OPEN);

    // Another customer holds their own places.
    const other = await subscribed(stack.tokens.lucas, MAX_SUBSCRIPTIONS, 'l');
    expect(codes(other.answers)).toEqual(Array(MAX_SUBSCRIPTIONS).fill('next'));

    // Completing one frees its place; closing a connection frees all of its places.
    second.socket.send({ type: 'complete', id: 'b1' });
    expect(await subscribeWhenFreed(third.socket, 'r')).toBe(true);
    first.socket.close();
    const freed = await subscribeWhenFreed(third.socket, 's');
    expect(freed).toBe(true);
    for (let i = 2; i <= MAX_SUBSCRIPTIONS - 1; i += 1) {
      third.socket.send({ type: 'subscribe', id: `t${i}`, payload: { query: COUNTS } });
      const answer = await third.socket.next((m) => m.id === `t${i}` && (m.type === 'next' || m.type === 'error'));
      expect(answer.type, JSON.stringify(answer)).toBe('next');
    }
  });

  it('connections opened and closed many times leave no place taken', async () => {
    for (let round = 0; round < 4; round += 1) {
      const held = await Promise.all([0, 1].map((n) => subscribed(stack.tokens.mia, MAX_SUBSCRIPTIONS, `m${round}${n}-`)));
      expect(codes(held.flatMap(({ answers }) => answers))).toEqual(Array(PER_CUSTOMER).fill('next'));
      for (const { socket } of held) {
        if (round % 2) socket.ws.close(1000);
        else socket.close();
        await socket.closed;
      }
    }
    // The server frees a closed connection's places when it sees the close: allow it a moment, then all 20 are there.
    const last = await connect();
    await last.init(stack.tokens.mia);
    expect(await subscribeWhenFreed(last, 'z')).toBe(true);
    const more = await subscribed(stack.tokens.mia, PER_CUSTOMER - 1 - MAX_SUBSCRIPTIONS, 'y');
    const rest = await subscribed(stack.tokens.mia, MAX_SUBSCRIPTIONS, 'x');
    expect(codes([...more.answers, ...rest.answers])).toEqual(Array(PER_CUSTOMER - 1).fill('next'));
  });
});
