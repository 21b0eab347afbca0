// The support chat through the gateway, against an msw fake of the support chat service and a real local WebSocket
// server playing its live connection: the conversation's latest messages in one call (newest last) and older ones by
// cursor, sendSupportChatMessage's typed refusals (checked before any call, or the service's 400 and 429), node(id:)
// for the owner only, an outage nulling only the messages, and supportChatMessageAdded (invalid pushes ignored, one
// upstream socket per customer, a refused token ending the subscription with UNAUTHENTICATED).
import { parse } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { supportChatSockets } from '../src/modules/supportChat/messageAdded';
import { toGlobalId } from '../src/relay/globalId';
import { buildSchema } from '../src/schema';
import { operationCost } from '../src/security/cost';
import { startFakeLiveServer } from './fakeLiveServer';
import { CONVERSATION_IDS, createFakeSupportChatService, SUPPORT_CHAT_API } from './fakeSupportChatService';
import { gql, mockedGateway, testConfig } from './helpers';

const fake = createFakeSupportChatService();
const live = await startFakeLiveServer();
let world: Awaited<ReturnType<typeof mockedGateway>>;
const tokens = { emma: '', mia: '' };
const clients: Client[] = [];

beforeAll(async () => {
  world = await mockedGateway('support-chat-key', fake.handlers, testConfig({
    supportChatApiUrl: SUPPORT_CHAT_API, supportChatSocketUrl: live.url('/support-chat-api/live'),
  }));
  tokens.emma = await world.signer.sign({}, { sub: 'acc-emma' });
  tokens.mia = await world.signer.sign({}, { sub: 'acc-mia' });
});
beforeEach(() => fake.reset());
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  await expect.poll(() => supportChatSockets.size).toBe(0);
  live.reset();
});
afterAll(async () => {
  await world.stop();
  await live.close();
});

const ask = async (query: string, variables: Record<string, unknown> = {}, token = tokens.emma) =>
  (await gql(world.gateway.url, { query, variables }, { token })).body;
const run = async (query: string, variables: Record<string, unknown> = {}, token = tokens.emma) => {
  const body = await ask(query, variables, token);
  expect(body.errors, query.slice(0, 80)).toBeUndefined();
  return body.data as Record<string, any>;
};
const messageId = (id: string) => toGlobalId('SupportChatMessage', id);
const conversationId = (account: string) => toGlobalId('SupportChatConversation', account);

const CHAT = `query($last: Int!, $before: String) { viewer { supportChat { id messages(last: $last, before: $before) {
  pageInfo { hasPreviousPage hasNextPage startCursor endCursor } edges { cursor node { id author text sentAt } } } } } }`;
const SEND = `mutation($text: String!) { sendSupportChatMessage(input: { text: $text }) {
  messageEdge { cursor node { id author text } } error { reason field message } } }`;

describe('Viewer.supportChat', () => {
  it('answers the latest messages, newest last, in one call; older ones by cursor', async () => {
    const { supportChat } = (await run(CHAT, { last: 3 })).viewer;
    expect(supportChat.id).toBe(conversationId('acc-emma'));
    const { edges, pageInfo } = supportChat.messages;
    expect(edges.map((e: any) => e.node.text)).toEqual(['Emma 4', 'Emma 5', 'Emma 6']);
    expect(edges[0].node).toEqual({ id: messageId('5'), author: 'CUSTOMER', text: 'Emma 4', sentAt: expect.stringMatching(/^2026-03-01T10:/) });
    expect(edges[1].node.author).toBe('AGENT');
    expect(pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false, startCursor: edges[0].cursor, endCursor: edges[2].cursor });
    expect(fake.state.calls).toEqual(['GET /conversation?limit=3']);

    const older = (await run(CHAT, { last: 3, before: pageInfo.startCursor })).viewer.supportChat.messages;
    expect(older.edges.map((e: any) => e.node.text)).toEqual(['Emma 1', 'Emma 2', 'Emma 3']);
    const oldest = (await run(CHAT, { last: 3, before: older.pageInfo.startCursor })).viewer.supportChat.messages;
    expect([oldest.edges.map((e: any) => e.node.text), oldest.pageInfo.hasPreviousPage]).toEqual([['Emma 0'], false]);
    expect(fake.state.calls.slice(1)).toEqual(['GET /conversation?limit=3&before=5', 'GET /conversation?limit=3&before=2']);

    // Mia sees only her own.
    expect((await run(CHAT, { last: 50 }, tokens.mia)).viewer.supportChat.messages.edges.map((e: any) => e.node.text)).toEqual(['Mia 0']);
  });

  it('refuses `last` outside 1-100 and cursors that are not its own, before any call', async () => {
    for (const variables of [{ last: 0 }, { last: 101 }, { last: 5, before: 'x'.repeat(101) }]) {
      expect((await ask(CHAT, variables)).errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    for (const before of ['garbage', toGlobalId('SupportChatMessage', '3'), Buffer.from('chat:0').toString('base64url'), Buffer.from('chat:abc').toString('base64url')]) {
      const body = await ask(CHAT, { last: 5, before });
      expect(body.errors?.[0]?.extensions?.code, before).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toMatch(/`before` is not a cursor/);
    }
    expect(fake.state.calls).toEqual([]);
  });

  it('nulls only the messages when the service fails; the conversation id needs no call', async () => {
    fake.state.down = true;
    const body = await ask(CHAT, { last: 5 });
    expect(body.data?.viewer.supportChat).toEqual({ id: conversationId('acc-emma'), messages: null });
    expect(body.errors?.[0]).toMatchObject({ path: ['viewer', 'supportChat', 'messages'], extensions: { code: 'UPSTREAM_ERROR', service: 'supportChat' } });
  });

  it('costs `last` times a message, like every connection paged backwards', () => {
    const schema = buildSchema();
    const cost = (last: number) => operationCost(schema, { document: parse(CHAT), variables: { last } })!;
    const perMessage = cost(2) - cost(1);
    expect(perMessage).toBeGreaterThan(0);
    expect(cost(100) - cost(50)).toBe(50 * perMessage);
  });

  it('needs a signed-in customer', async () => {
    expect((await ask(CHAT, { last: 5 }, '')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ask(SEND, { text: 'hi' }, '')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('resolves node(id:) of the conversation and its messages for their customer only', async () => {
    const NODE = 'query($id: ID!) { node(id: $id) { id ... on SupportChatMessage { text } } }';
    expect((await run(NODE, { id: conversationId('acc-emma') })).node).toEqual({ id: conversationId('acc-emma') });
    expect((await run(NODE, { id: conversationId('acc-mia') })).node).toBeNull();
    expect((await run(NODE, { id: messageId('1') })).node).toEqual({ id: messageId('1'), text: 'Emma 0' });
    expect((await run(NODE, { id: messageId('8') })).node).toBeNull(); // Mia's
    expect((await run(NODE, { id: messageId('8') }, tokens.mia)).node).toEqual({ id: messageId('8'), text: 'Mia 0' });
    for (const local of ['0', 'abc', '99999999999', '../conversation']) expect((await run(NODE, { id: messageId(local) })).node, local).toBeNull();
    expect(fake.state.calls.filter((c) => c.startsWith('GET /conversation/messages/'))).toEqual([
      'GET /conversation/messages/1', 'GET /conversation/messages/8', 'GET /conversation/messages/8',
    ]);
  });
});

describe('sendSupportChatMessage', () => {
  it('answers the stored message as an edge', async () => {
    const payload = (await run(SEND, { text: '  Where is my order?  ' })).sendSupportChatMessage;
    expect(payload).toEqual({ messageEdge: { cursor: expect.any(String), node: { id: messageId('9'), author: 'CUSTOMER', text: 'Where is my order?' } }, error: null });
    expect(fake.state.calls).toEqual(['POST /conversation/messages']);
    const { edges } = (await run(CHAT, { last: 1 })).viewer.supportChat.messages;
    expect(edges[0].cursor).toBe(payload.messageEdge.cursor);
  });

  it('refuses an empty or too long text in the payload without a call, and over 10,000 characters outright', async () => {
    for (const [text, message] of [['', 'Please write a message.'], [' \n\t', 'Please write a message.'], ['é'.repeat(2001), 'A message has at most 2,000 characters.']]) {
      expect((await run(SEND, { text })).sendSupportChatMessage).toEqual({ messageEdge: null, error: { reason: 'INVALID_INPUT', field: 'text', message } });
    }
    expect((await run(SEND, { text: '😀'.repeat(2000) })).sendSupportChatMessage.error).toBeNull(); // characters, not UTF-16 units
    expect(fake.state.calls).toEqual(['POST /conversation/messages']);
    const body = await ask(SEND, { text: 'x'.repeat(10_001) });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fake.state.calls).toHaveLength(1);
  });

  it("types the service's refusals: 400 → INVALID_INPUT on text, 429 → TOO_MANY_REQUESTS, each with its words", async () => {
    fake.state.refuse = { status: 400, code: 'INVALID_TEXT', message: 'The message holds characters that cannot be sent.' };
    expect((await run(SEND, { text: 'bell\u0007' })).sendSupportChatMessage).toEqual({
      messageEdge: null, error: { reason: 'INVALID_INPUT', field: 'text', message: 'The message holds characters that cannot be sent.' },
    });
    fake.state.refuse = { status: 429, code: 'TOO_MANY_MESSAGES', message: 'Too many messages: please wait a moment before sending more.' };
    expect((await run(SEND, { text: 'again' })).sendSupportChatMessage).toEqual({
      messageEdge: null, error: { reason: 'TOO_MANY_REQUESTS', field: null, message: 'Too many messages: please wait a moment before sending more.' },
    });
    fake.state.refuse = null;
    fake.state.down = true;
    expect((await ask(SEND, { text: 'down' })).errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});

describe('supportChatMessageAdded', () => {
  const SUBSCRIPTION = 'subscription { supportChatMessageAdded { conversation { id } messageEdge { cursor node { id author text sentAt } } } }';
  const pushOf = (n: number, message: Record<string, unknown> = {}) => JSON.stringify({
    id: `3f1c2a5e-8d7b-4c1a-9e2f-${n.toString(16).padStart(12, '0')}`, type: 'MESSAGE_ADDED', timestamp: '2026-03-01T10:00:00Z',
    message: { id: String(n), conversationId: CONVERSATION_IDS['acc-emma'], author: 'AGENT', text: `Answer ${n}`, createdAt: '2026-03-01T10:00:00Z', ...message },
  });
  const subscribe = (token = tokens.emma) => {
    const client = createClient({ url: world.gateway.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    clients.push(client);
    const iterator = client.iterate({ query: SUBSCRIPTION });
    return { iterator, first: iterator.next() };
  };

  it('emits valid messages as edges of the conversation and ignores invalid pushes silently', async () => {
    const { iterator, first } = subscribe();
    await expect.poll(() => live.state.connections.length).toBe(1);
    const upstream = live.state.connections[0]!;
    expect(upstream.token).toBe(tokens.emma);
    for (const text of ['OK', 'not json', pushOf(1, { author: 'ROBOT' }), pushOf(2, { id: 'x' }), pushOf(3, { createdAt: 'soon' }),
      pushOf(4, { text: 4 }), JSON.stringify({ id: 'nope', type: 'MESSAGE_ADDED' }), pushOf(5), pushOf(6, { author: 'CUSTOMER', text: 'Mine' })]) {
      upstream.socket.send(text);
    }
    const events = [(await first).value, (await iterator.next()).value].map((v) => v?.data?.supportChatMessageAdded);
    expect(events).toEqual([
      { conversation: { id: conversationId('acc-emma') }, messageEdge: { cursor: expect.any(String), node: { id: messageId('5'), author: 'AGENT', text: 'Answer 5', sentAt: '2026-03-01T10:00:00.000Z' } } },
      { conversation: { id: conversationId('acc-emma') }, messageEdge: { cursor: expect.any(String), node: { id: messageId('6'), author: 'CUSTOMER', text: 'Mine', sentAt: '2026-03-01T10:00:00.000Z' } } },
    ]);
    await iterator.return?.();
    expect(await upstream.closed).toBe(1000);
  });

  it("shares one upstream socket among a customer's subscriptions; another customer gets their own", async () => {
    const one = subscribe();
    const two = subscribe();
    await expect.poll(() => supportChatSockets.subscribers).toBe(2);
    await expect.poll(() => live.state.connections.length).toBe(1);
    live.state.connections[0]!.socket.send(pushOf(7));
    expect((await one.first).value?.data?.supportChatMessageAdded.messageEdge.node.id).toBe(messageId('7'));
    expect((await two.first).value?.data?.supportChatMessageAdded.messageEdge.node.id).toBe(messageId('7'));
    subscribe(tokens.mia);
    await expect.poll(() => live.state.connections.length).toBe(2);
    expect(live.state.connections[1]!.token).toBe(tokens.mia);
    expect(supportChatSockets.size).toBe(2);
  });

  it('ends with UNAUTHENTICATED when the service refuses the token', async () => {
    live.state.refuse = true;
    const { iterator, first } = subscribe();
    expect((await first).value?.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', service: 'supportChat' });
    expect((await iterator.next()).done).toBe(true);
  });
});
