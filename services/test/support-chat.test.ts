// Support chat service (contracts/support-chat-api.yaml) over HTTP and WebSocket with real tokens, on every available
// database: the customer's own conversation only, texts checked (1-2,000 characters, no control characters, bodies
// over 16 kB refused), the rate limit, paging back, the live connection (own messages only; bad tokens and deleted
// accounts closed 4401), and the agent page (lists conversations, a reply is stored and pushed live, a POST from
// another origin refused). A last part restarts the services on the same data directory: the conversation is kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { MESSAGES_PER_MINUTE } from '../src/support-chat/conversations';
import { databaseKinds } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { closeCodeAfter, connectLive } from './helpers/live';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const EMAILS = { emma: 'emma@example.com', mia: 'mia@example.com', lucas: 'lucas@example.com', alex: 'alex@example.com' } as const;
type Name = keyof typeof EMAILS;
const LIVE = '/support-chat-api/live';

describe.each(databaseKinds)('support chat (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<Name, string>;
  const call = jsonClient(() => server.baseUrl);
  const conversation = (name: Name, query = '') => call('GET', `/support-chat-api/conversation${query}`, tokens[name]);
  const send = (name: Name, body: unknown) => call('POST', '/support-chat-api/conversation/messages', tokens[name], body);
  const agent = (path = '', init: RequestInit = {}) => fetch(`${server.baseUrl}/support-chat/agent${path}`, { redirect: 'manual', ...init });
  const reply = (conversationId: string, text: string, headers: Record<string, string> = { origin: server.baseUrl }) =>
    agent(`/conversations/${conversationId}/replies`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams({ text }),
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of Object.keys(EMAILS) as Name[]) tokens[name] = (await signIn(server.baseUrl, EMAILS[name], 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it("answers the customer's own conversation: empty at first, then their messages oldest first (trimmed)", async () => {
    const first = await conversation('emma');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: expect.any(String), messages: [], hasEarlier: false });
    expect((await conversation('emma')).body.id).toBe(first.body.id);

    const sent = await send('emma', { text: '  Where is my order?\n' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.stringMatching(/^\d+$/), conversationId: first.body.id, author: 'CUSTOMER', text: 'Where is my order?', createdAt: expect.any(String) });
    await send('emma', { text: 'It was due yesterday.' });
    const after = await conversation('emma');
    expect(after.body.messages.map((m: Json) => [m.author, m.text])).toEqual([['CUSTOMER', 'Where is my order?'], ['CUSTOMER', 'It was due yesterday.']]);
    expect(Number(after.body.messages[1].id)).toBeGreaterThan(Number(after.body.messages[0].id));
    expect((await call('GET', `/support-chat-api/conversation/messages/${sent.body.id}`, tokens.emma)).body).toEqual(sent.body);

    // Mia has a conversation of her own, and cannot read Emma's messages by id.
    const mia = await conversation('mia');
    expect(mia.body.id).not.toBe(first.body.id);
    expect(mia.body.messages).toEqual([]);
    for (const id of [sent.body.id, '0', '99999999999', 'abc', '1e3']) {
      expect((await call('GET', `/support-chat-api/conversation/messages/${id}`, tokens.mia)).status, id).toBe(404);
    }
  });

  it('needs a token and a live account', async () => {
    expect((await call('GET', '/support-chat-api/conversation')).status).toBe(401);
    expect((await call('POST', '/support-chat-api/conversation/messages', undefined, { text: 'hi' })).status).toBe(401);
    expect((await call('GET', '/support-chat-api/conversation', 'forged.token.value')).status).toBe(401);
    const deleted = await send('alex', { text: 'hello' });
    expect([deleted.status, deleted.body.code]).toEqual([404, 'ACCOUNT_DELETED']);
  });

  it('refuses empty, too long and malformed texts (400) and bodies over 16 kB (413), storing nothing', async () => {
    const before = (await conversation('mia')).body.messages.length;
    for (const body of [{ text: '' }, { text: ' \n\t ' }, { text: 'é'.repeat(2001) }, { text: 42 }, { text: null }, {}, [], { text: 'a\u0000b' },
      { text: 'bell\u0007' }, { text: 'half \ud83d pair' }]) {
      const res = await send('mia', body);
      expect([res.status, res.body.code], JSON.stringify(body).slice(0, 40)).toEqual([400, 'INVALID_TEXT']);
    }
    const huge = await send('mia', { text: 'x'.repeat(20_000) });
    expect([huge.status, huge.body.code]).toEqual([413, 'BODY_TOO_LARGE']);
    const raw = await fetch(`${server.baseUrl}/support-chat-api/conversation/messages`, {
      method: 'POST', headers: { authorization: `Bearer ${tokens.mia}`, 'content-type': 'application/json' }, body: '{"text": ',
    });
    expect(raw.status).toBe(400);
    expect((await conversation('mia')).body.messages).toHaveLength(before);
    // 2,000 characters are fine, counted as characters (an emoji is one), tabs and line breaks too.
    expect((await send('mia', { text: '😀'.repeat(2000) })).status).toBe(201);
    expect((await send('mia', { text: 'line one\n\tline two' })).body.text).toBe('line one\n\tline two');
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute (429 after, even sent at once)`, async () => {
    const results = await Promise.all(Array.from({ length: MESSAGES_PER_MINUTE + 3 }, (_, i) => send('lucas', { text: `message ${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(MESSAGES_PER_MINUTE);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual([[429, 'TOO_MANY_MESSAGES'], [429, 'TOO_MANY_MESSAGES'], [429, 'TOO_MANY_MESSAGES']]);
    expect((await conversation('lucas')).body.messages).toHaveLength(MESSAGES_PER_MINUTE);
  });

  it('pages back with limit and before, and refuses paging out of bounds', async () => {
    const all = (await conversation('lucas', '?limit=100')).body.messages as Json[];
    expect(all).toHaveLength(MESSAGES_PER_MINUTE);
    expect(all.map((m) => Number(m.id))).toEqual(all.map((m) => Number(m.id)).sort((a, b) => a - b));
    const latest = (await conversation('lucas', '?limit=4')).body;
    expect(latest.messages.map((m: Json) => m.id)).toEqual(all.slice(-4).map((m) => m.id));
    expect(latest.hasEarlier).toBe(true);
    const earlier = (await conversation('lucas', `?limit=4&before=${latest.messages[0].id}`)).body;
    expect(earlier.messages.map((m: Json) => m.id)).toEqual(all.slice(-8, -4).map((m) => m.id));
    const first = (await conversation('lucas', `?limit=4&before=${all[2]!.id}`)).body;
    expect([first.messages.map((m: Json) => m.id), first.hasEarlier]).toEqual([all.slice(0, 2).map((m) => m.id), false]);
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?before=0', '?before=-1', '?before=abc', `?before=${'9'.repeat(11)}`, '?before=2147483648']) {
      const res = await conversation('lucas', query);
      expect([res.status, res.body.code], query).toEqual([400, 'INVALID_QUERY']);
    }
  });

  it("pushes each new message of the customer's conversation to their live connections only", async () => {
    const emma = await connectLive(server.baseUrl, LIVE, tokens.emma);
    const mia = await connectLive(server.baseUrl, LIVE, tokens.mia);
    const sent = await send('emma', { text: 'Are you there?' });
    await expect.poll(() => emma.messages().length).toBe(1);
    expect(emma.messages()[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'MESSAGE_ADDED', timestamp: expect.any(String), message: sent.body });
    expect(mia.texts).toEqual(['OK']);
    emma.close();
    mia.close();
  });

  it('closes the live connection on a bad token or a deleted account (4401)', async () => {
    for (const message of [JSON.stringify({ action: 'authenticate', token: 'forged' }), JSON.stringify({ action: 'authenticate' }), 'hello',
      JSON.stringify({ action: 'authenticate', token: tokens.alex })]) {
      expect(await closeCodeAfter(server.baseUrl, LIVE, message), message.slice(0, 40)).toBe(4401);
    }
  });

  it('lists conversations on the agent page, newest first, with the customer, the messages (escaped) and a reply form', async () => {
    await send('mia', { text: '<script>alert(1)</script> & more' });
    const res = await agent();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    const mia = (await conversation('mia')).body.id as string;
    const emma = (await conversation('emma')).body.id as string;
    expect(html.indexOf(`id="conversation-${mia}"`)).toBeGreaterThan(0);
    expect(html.indexOf(`id="conversation-${mia}"`)).toBeLessThan(html.indexOf(`id="conversation-${emma}"`));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Emma');
    expect(html).toContain(`action="/support-chat/agent/conversations/${mia}/replies"`);
    // Deleted accounts' conversations are not listed (alex never got one: the API refused him).
    expect(html).not.toContain('alex@example.com');
    for (const page of ['0', '-1', 'x', '1001']) expect((await agent(`?page=${page}`)).status, page).toBe(400);
    expect(await (await agent('?page=2')).text()).toContain('No conversations yet.');
  });

  it("stores an agent's reply, pushes it to the customer at once and goes back to the list (303)", async () => {
    const { id } = (await conversation('emma')).body;
    const live = await connectLive(server.baseUrl, LIVE, tokens.emma);
    const res = await reply(id, '  Your order left our studio today.  ');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/support-chat/agent#conversation-${id}`);
    await expect.poll(() => live.messages().length).toBe(1);
    expect(live.messages()[0].message).toMatchObject({ author: 'AGENT', text: 'Your order left our studio today.', conversationId: id });
    const messages = (await conversation('emma')).body.messages as Json[];
    expect(messages.at(-1)).toEqual(live.messages()[0].message);
    live.close();
  });

  it('refuses a reply from another origin, without an origin, to an unknown conversation, or with a bad text', async () => {
    const { id } = (await conversation('mia')).body;
    const count = async () => ((await conversation('mia')).body.messages as Json[]).length;
    const before = await count();
    for (const headers of [{}, { origin: 'http://evil.example' }, { origin: 'null' }, { origin: server.baseUrl, 'sec-fetch-site': 'cross-site' },
      { origin: server.baseUrl, 'sec-fetch-site': 'same-site' }, { origin: server.baseUrl.replace('127.0.0.1', 'localhost') },
      { origin: server.baseUrl.replace('http:', 'https:'), 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' }] as Record<string, string>[]) {
      const res = await reply(id, 'Click here', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toContain('Replies can only be sent from the agent page itself.');
    }
    expect((await reply(id, 'ok', { origin: server.baseUrl, 'sec-fetch-site': 'same-origin' })).status).toBe(303);
    expect((await reply(id, '   ')).status).toBe(400);
    expect((await reply(id, 'x'.repeat(2001))).status).toBe(400);
    expect((await reply('00000000-0000-4000-8000-000000000000', 'hello')).status).toBe(404);
    expect((await reply('not-a-uuid', 'hello')).status).toBe(404);
    const huge = await reply(id, 'x'.repeat(20_000));
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before + 1);
  });
});

describe('support chat of a deleted account', () => {
  it("is removed with the account's library, and its agent page entry with it", async () => {
    const server = await startTestServer('pglite');
    try {
      const call = jsonClient(() => server.baseUrl);
      const token = (await signIn(server.baseUrl, 'lucas@example.com', 'photos123')).accessToken;
      expect((await call('POST', '/support-chat-api/conversation/messages', token, { text: 'Please delete me' })).status).toBe(201);
      const { db, deletions } = server.services;
      await db.updateTable('customers').set({ account_deleted: true }).where('id', '=', DEMO_IDS.lucas).execute();
      expect(await (await fetch(`${server.baseUrl}/support-chat/agent`)).text()).not.toContain('Please delete me');
      deletions.enqueue(DEMO_IDS.lucas);
      await deletions.idle();
      expect(await db.selectFrom('support_chat_conversations').selectAll().where('account_id', '=', DEMO_IDS.lucas).execute()).toEqual([]);
      expect(await db.selectFrom('support_chat_messages').selectAll().execute()).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 180_000);
});

describe('support chat across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'support-chat-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the conversation: it lives in the database', async () => {
    let server = await startTestServer('pglite', { dataDir });
    try {
      const call = jsonClient(() => server.baseUrl);
      // A new port each start, so a new issuer: sign in again after the restart.
      let token = (await signIn(server.baseUrl, 'mia@example.com', 'photos123')).accessToken;
      expect((await call('POST', '/support-chat-api/conversation/messages', token, { text: 'Still there after a restart?' })).status).toBe(201);
      const before = (await call('GET', '/support-chat-api/conversation', token)).body;
      await server.stop();
      server = await startTestServer('pglite', { dataDir });
      token = (await signIn(server.baseUrl, 'mia@example.com', 'photos123')).accessToken;
      const after = (await call('GET', '/support-chat-api/conversation', token)).body;
      expect(after).toEqual(before);
      expect(after.messages.map((m: Json) => m.text)).toEqual(['Still there after a restart?']);
      const rows = await server.services.db.selectFrom('support_chat_conversations').select('account_id').execute();
      expect(rows.map((r) => r.account_id)).toEqual([DEMO_IDS.mia]);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
