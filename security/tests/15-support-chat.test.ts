// Support chat: Lucas goes after Emma's conversation — through the gateway (`viewer.supportChat`, node(id:)/nodes with
// her conversation and message ids, her message cursors) and through the support chat service with his token — and
// never sees a word of it. No token: UNAUTHENTICATED / 401; a deleted account: refused everywhere. Long texts and huge
// bodies are refused (typed INVALID_INPUT, BAD_USER_INPUT, 413), the rate limit answers TOO_MANY_REQUESTS. The live
// socket (service) and graphql-ws (gateway) close without or with a bad token. The agent page's reply form refuses a
// POST from another origin (or none), and nothing is stored then.
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { assertLoopback, codeOf, postRaw, signIn } from '../harness';
import { ask, read, rest, stack } from './context';

const CHAT = `query($last: Int!, $before: String) { viewer { supportChat { id messages(last: $last, before: $before) {
  pageInfo { hasPreviousPage startCursor } edges { cursor node { id author text } } } } } }`;
const SEND = 'mutation($text: String!) { sendSupportChatMessage(input: { text: $text }) { messageEdge { cursor node { id text } } error { reason field message } } }';
const NODE = 'query($id: ID!) { node(id: $id) { id ... on SupportChatMessage { text } } }';
const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
const LIVE = '/support-chat-api/live';
const gid = (type: string, local: string) => Buffer.from(`${type}:${local}`, 'utf8').toString('base64url');
const localOf = (globalId: string) => Buffer.from(globalId, 'base64url').toString('utf8').replace(/^[A-Za-z]+:/, '');
const subOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

interface Conversation { id: string; texts: string[]; messageIds: string[]; cursors: string[] }
async function conversationOf(customer: 'emma' | 'lucas'): Promise<Conversation> {
  const { supportChat } = (await read(customer, CHAT, { last: 100 })).viewer;
  const edges = supportChat.messages.edges as { cursor: string; node: { id: string; text: string } }[];
  return { id: supportChat.id, texts: edges.map((e) => e.node.text), messageIds: edges.map((e) => e.node.id), cursors: edges.map((e) => e.cursor) };
}

/** Opens the service's live socket, sends `first` (if any) and resolves with the close code (or 'open' after `waitMs`). */
function liveCloseCode(first: string | Buffer | null, waitMs = 15_000): Promise<number | 'open'> {
  const url = `${stack.servicesOrigin.replace(/^http/, 'ws')}${LIVE}`;
  assertLoopback(stack.servicesOrigin);
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => {
      ws.terminate();
      resolve('open');
    }, waitMs);
    ws.on('error', () => undefined);
    ws.once('open', () => {
      if (first !== null) ws.send(first);
    });
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** A POST of the agent page's reply form with these headers: status and body. */
async function agentReply(conversationId: string, text: string, headers: Record<string, string>) {
  const url = `${stack.servicesOrigin}/support-chat/agent/conversations/${conversationId}/replies`;
  assertLoopback(url);
  const response = await fetch(url, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams({ text }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
  return { status: response.status, text: await response.text() };
}

let emma: Conversation;
const SECRET = `Emma's secret question ${Date.now()}`;

beforeAll(async () => {
  const sent = (await read('emma', SEND, { text: SECRET })).sendSupportChatMessage;
  expect(sent.error).toBeNull();
  expect((await read('lucas', SEND, { text: 'Lucas asks something' })).sendSupportChatMessage.error).toBeNull();
  emma = await conversationOf('emma');
  expect(emma.texts).toContain(SECRET);
});

describe("Lucas goes after Emma's conversation", () => {
  it('through the gateway: his conversation holds none of hers; her ids are null to node/nodes; her cursors give him only his own', async () => {
    const lucas = await conversationOf('lucas');
    expect(lucas.id).not.toBe(emma.id);
    expect(lucas.texts).not.toContain(SECRET);
    for (const id of [emma.id, ...emma.messageIds, gid('SupportChatConversation', subOf(stack.tokens.emma)),
      gid('SupportChatConversation', subOf(stack.tokens.emma).toUpperCase())]) {
      expect((await read('lucas', NODE, { id })).node, localOf(id)).toBeNull();
    }
    expect((await read('lucas', NODES, { ids: [emma.id, ...emma.messageIds] })).nodes).toEqual([emma.id, ...emma.messageIds].map(() => null));
    for (const before of emma.cursors) {
      const page = (await read('lucas', CHAT, { last: 100, before })).viewer.supportChat.messages;
      expect(page.edges.map((e: { node: { text: string } }) => e.node.text)).not.toContain(SECRET);
      expect(page.edges.every((e: { node: { id: string } }) => lucas.messageIds.includes(e.node.id))).toBe(true);
    }
    // Her own ids still work for her.
    expect((await read('emma', NODE, { id: emma.messageIds.at(-1) })).node.text).toBe(SECRET);
  });

  it('through the support chat service with his token: only his conversation, 404 for her messages', async () => {
    const own = await rest('lucas', 'GET', '/support-chat-api/conversation?limit=100');
    expect(own.status).toBe(200);
    expect(own.text).not.toContain(SECRET);
    for (const id of emma.messageIds.map(localOf)) {
      const res = await rest('lucas', 'GET', `/support-chat-api/conversation/messages/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.text).not.toContain(SECRET);
      expect((await rest('lucas', 'GET', `/support-chat-api/conversation?limit=100&before=${Number(id) + 1}`)).text).not.toContain(SECRET);
    }
    // There is no path naming a conversation or an account: nothing to forge.
    for (const path of [`/support-chat-api/conversation/${localOf(emma.id)}`, `/support-chat-api/conversations/${subOf(stack.tokens.emma)}`]) {
      expect((await rest('lucas', 'GET', path)).status, path).toBe(404);
    }
  });
});

describe('no token, a deleted account', () => {
  it('the gateway answers UNAUTHENTICATED and the service 401', async () => {
    expect(codeOf(await ask(null, CHAT, { last: 10 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await ask(null, SEND, { text: 'hello' }))).toBe('UNAUTHENTICATED');
    expect((await rest(null, 'GET', '/support-chat-api/conversation')).status).toBe(401);
    expect((await rest(null, 'POST', '/support-chat-api/conversation/messages', { text: 'hello' })).status).toBe(401);
    expect((await rest(null, 'GET', `/support-chat-api/conversation/messages/${localOf(emma.messageIds[0]!)}`)).status).toBe(401);
  });

  it("refuses a deleted account's token everywhere (gateway, service, live socket)", async () => {
    const alex = await signIn(stack.servicesOrigin, stack.gatewayOrigin, 'alex@example.com');
    const sent = await postRaw(stack.graphqlUrl, JSON.stringify({ query: SEND, variables: { text: 'still here?' } }), { token: alex });
    expect(codeOf(sent)).toBe('NOT_FOUND');
    const res = await fetch(`${stack.servicesOrigin}/support-chat-api/conversation`, { headers: { authorization: `Bearer ${alex}` } });
    expect(res.status).toBe(404);
    expect(await liveCloseCode(JSON.stringify({ action: 'authenticate', token: alex }))).toBe(4401);
  });
});

describe('long texts and huge bodies', () => {
  it('the gateway: over 2,000 characters is a typed INVALID_INPUT, over 10,000 BAD_USER_INPUT, 1 MB PAYLOAD_TOO_LARGE; nothing stored', async () => {
    const before = (await conversationOf('emma')).texts.length;
    expect((await read('emma', SEND, { text: 'x'.repeat(2001) })).sendSupportChatMessage).toEqual({
      messageEdge: null, error: { reason: 'INVALID_INPUT', field: 'text', message: 'A message has at most 2,000 characters.' },
    });
    expect((await read('emma', SEND, { text: ' \n ' })).sendSupportChatMessage.error.reason).toBe('INVALID_INPUT');
    expect((await read('emma', SEND, { text: 'nul\u0000byte' })).sendSupportChatMessage.error).toMatchObject({ reason: 'INVALID_INPUT', field: 'text' });
    const long = await ask('emma', SEND, { text: 'x'.repeat(10_001) });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    const huge = await postRaw(stack.graphqlUrl, JSON.stringify({ query: SEND, variables: { text: 'x'.repeat(1024 * 1024) } }), { token: stack.tokens.emma });
    expect([huge.status, codeOf(huge)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(codeOf(await ask('emma', CHAT, { last: 1_000_000 }))).toBe('QUERY_TOO_COSTLY'); // refused by its cost first
    for (const variables of [{ last: 0 }, { last: 101 }, { last: 10, before: 'x'.repeat(101) }, { last: 10, before: 'not-a-cursor' },
      { last: 10, before: gid('SupportChatMessage', '1') }]) {
      expect(codeOf(await ask('emma', CHAT, variables)), JSON.stringify(variables).slice(0, 60)).toBe('BAD_USER_INPUT');
    }
    expect((await conversationOf('emma')).texts).toHaveLength(before);
  });

  it('the service: 2,001 characters 400, a 20 kB or 5 MB body 413, malformed JSON 400; nothing stored', async () => {
    const count = async () => (await rest('lucas', 'GET', '/support-chat-api/conversation?limit=100')).json().messages.length as number;
    const before = await count();
    const long = await rest('lucas', 'POST', '/support-chat-api/conversation/messages', { text: 'y'.repeat(2001) });
    expect([long.status, long.json().code]).toEqual([400, 'INVALID_TEXT']);
    for (const size of [20_000, 5 * 1024 * 1024]) {
      const res = await rest('lucas', 'POST', '/support-chat-api/conversation/messages', { text: 'z'.repeat(size) });
      expect([res.status, res.json().code], String(size)).toEqual([413, 'BODY_TOO_LARGE']);
    }
    const url = `${stack.servicesOrigin}/support-chat-api/conversation/messages`;
    const malformed = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${stack.tokens.lucas}`, 'content-type': 'application/json' }, body: '{"text":' });
    expect(malformed.status).toBe(400);
    for (const query of ['limit=0', 'limit=101', 'limit=99999999', 'before=0', `before=${'9'.repeat(5000)}`, 'before=-5']) {
      expect((await rest('lucas', 'GET', `/support-chat-api/conversation?${query}`)).status, query.slice(0, 30)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('the 11th message within a minute is a typed TOO_MANY_REQUESTS, and is not stored', async () => {
    // Sophie has sent nothing yet: 10 go through, the rest are refused.
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push((await read('sophie', SEND, { text: `Message ${i}` })).sendSupportChatMessage);
    expect(answers.slice(0, 10).every((a) => a.error === null)).toBe(true);
    expect(answers.slice(10).map((a) => a.error?.reason)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    const texts = (await read('sophie', CHAT, { last: 100 })).viewer.supportChat.messages.edges.map((e: { node: { text: string } }) => e.node.text);
    expect(texts).toHaveLength(10);
    expect(texts).not.toContain('Message 10');
  });
});

describe('live connections', () => {
  it('the service socket closes 4401 without a token, with a bad one, or without an authenticate message, and on a 10 MB frame', async () => {
    const forged = `${stack.tokens.emma.slice(0, -6)}AAAAAA`;
    for (const first of [JSON.stringify({ action: 'authenticate' }), JSON.stringify({ action: 'authenticate', token: '' }),
      JSON.stringify({ action: 'authenticate', token: 'not-a-jwt' }), JSON.stringify({ action: 'authenticate', token: forged }),
      JSON.stringify({ action: 'subscribe', token: stack.tokens.emma }), 'OK', '{']) {
      expect(await liveCloseCode(first), first.slice(0, 40)).toBe(4401);
    }
    // Nothing sent: closed once the 10 s for authentication are over.
    expect(await liveCloseCode(null, 15_000)).toBe(4401);
    // A 10 MB frame: the service closes at its header (1009; the client may see the reset first, 1006) and stays up.
    expect([1009, 1006]).toContain(await liveCloseCode(Buffer.alloc(10 * 1024 * 1024, 0x61)));
    expect((await fetch(`${stack.servicesOrigin}/health`)).status).toBe(200);
    // A good token is answered OK and kept open.
    const ok = await new Promise<string>((resolve, reject) => {
      const ws = new WebSocket(`${stack.servicesOrigin.replace(/^http/, 'ws')}${LIVE}`);
      ws.once('open', () => ws.send(JSON.stringify({ action: 'authenticate', token: stack.tokens.emma })));
      ws.once('message', (data) => {
        resolve(String(data));
        ws.close();
      });
      ws.once('error', reject);
    });
    expect(ok).toBe('OK');
  });

  it('graphql-ws: connection_init without a token or with a bad one closes 4401 before any subscription', async () => {
    for (const token of [null, 'not-a-jwt', `${stack.tokens.emma.slice(0, -6)}AAAAAA`]) {
      const code = await new Promise<number>((resolve) => {
        const ws = new WebSocket(stack.wsUrl, 'graphql-transport-ws');
        ws.on('error', () => undefined);
        ws.once('open', () => {
          ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
          ws.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: 'subscription { supportChatMessageAdded { messageEdge { node { text } } } }' } }));
        });
        ws.on('message', (data) => {
          expect(String(data)).not.toContain('"next"');
        });
        ws.once('close', (closeCode) => resolve(closeCode));
      });
      expect(code, String(token).slice(0, 12)).toBe(4401);
    }
  });
});

describe("the agent page's reply form", () => {
  it('refuses a POST from another origin, without an origin, or marked cross-site (403); nothing is stored', async () => {
    const before = (await conversationOf('emma')).texts;
    const conversationId = (await rest('emma', 'GET', '/support-chat-api/conversation?limit=1')).json().id as string;
    for (const headers of [{}, { origin: 'http://evil.example' }, { origin: 'null' }, { origin: 'http://localhost:4000' },
      { origin: stack.gatewayOrigin }, { origin: stack.servicesOrigin, 'sec-fetch-site': 'cross-site' },
      { origin: stack.servicesOrigin, 'sec-fetch-site': 'same-site' }, { referer: `${stack.servicesOrigin}/support-chat/agent` }] as Record<string, string>[]) {
      const res = await agentReply(conversationId, 'Click this link to claim your voucher', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await conversationOf('emma')).texts).toEqual(before);
    // From the page itself it works (the same-origin POST a browser sends).
    const ok = await agentReply(conversationId, 'Thank you for waiting: your book is on its way.', { origin: stack.servicesOrigin, 'sec-fetch-site': 'same-origin' });
    expect(ok.status).toBe(303);
    expect((await conversationOf('emma')).texts.at(-1)).toBe('Thank you for waiting: your book is on its way.');
    // Long or huge replies are refused too.
    expect((await agentReply(conversationId, 'r'.repeat(2001), { origin: stack.servicesOrigin })).status).toBe(400);
    expect((await agentReply(conversationId, 'r'.repeat(100_000), { origin: stack.servicesOrigin })).status).toBe(413);
  });

  it('is not frameable and runs no script', async () => {
    const res = await fetch(`${stack.servicesOrigin}/support-chat/agent`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(await res.text()).not.toContain('<script');
  });
});
