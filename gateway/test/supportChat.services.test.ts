// The support chat through the gateway against the REAL services in-process (PGlite, the demo accounts, a real
// sign-in): Mia sends a message, an agent answers on the services' agent page, and the answer reaches Mia's
// subscription (bridged from the service's live socket) and stays in her conversation; Emma sees none of it.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gql, startGateway, testConfig, type RunningGateway } from './helpers';
import { signIn, startTestServer, upstreamsAt, type RealServices } from './realServices';

let services: RealServices;
let gateway: RunningGateway;
const tokens = { mia: '', emma: '' };
let client: Client | undefined;

beforeAll(async () => {
  services = await startTestServer('pglite');
  gateway = await startGateway(testConfig(upstreamsAt(services.baseUrl, services.services.issuer)));
  tokens.mia = (await signIn(services.baseUrl, 'mia@example.com', 'photos123')).accessToken;
  tokens.emma = (await signIn(services.baseUrl, 'emma@example.com', 'photos123')).accessToken;
}, 180_000);
afterAll(async () => {
  await client?.dispose();
  await gateway?.stop();
  await services?.stop();
});

const run = async (query: string, variables: Record<string, unknown>, token: string) => {
  const { body } = await gql(gateway.url, { query, variables }, { token });
  expect(body.errors, query.slice(0, 80)).toBeUndefined();
  return body.data as Record<string, any>;
};
const CHAT = 'query { viewer { supportChat { id messages(last: 50) { edges { node { id author text } } } } } }';
const SEND = 'mutation($text: String!) { sendSupportChatMessage(input: { text: $text }) { messageEdge { node { id text } } error { reason } } }';
const texts = async (token: string) => (await run(CHAT, {}, token)).viewer.supportChat.messages.edges.map((e: any) => [e.node.author, e.node.text]);

describe('support chat on the real services', () => {
  it("delivers an agent's answer live through the subscription, and keeps the conversation", async () => {
    client = createClient({ url: gateway.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens.mia}` }, retryAttempts: 0 });
    const events = client.iterate({ query: 'subscription { supportChatMessageAdded { messageEdge { node { author text } } } }' });
    const first = events.next();
    // The gateway's upstream socket is live once the service counts it (messages sent before would not be pushed).
    const { sub } = JSON.parse(Buffer.from(tokens.mia.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
    await expect.poll(() => services.services.supportChat.bus.listeners(sub), { timeout: 10_000 }).toBe(1);

    const sent = (await run(SEND, { text: 'Can I still change my order?' }, tokens.mia)).sendSupportChatMessage;
    expect(sent.error).toBeNull();
    // The customer's own message comes back through the subscription too (other tabs show it).
    expect((await first).value?.data?.supportChatMessageAdded.messageEdge.node).toEqual({ author: 'CUSTOMER', text: 'Can I still change my order?' });

    const page = await (await fetch(`${services.baseUrl}/support-chat/agent`)).text();
    const action = /action="([^"]+\/replies)"/.exec(page)?.[1];
    expect(action).toBeDefined();
    const reply = await fetch(new URL(action!, services.baseUrl), {
      method: 'POST', redirect: 'manual', body: new URLSearchParams({ text: 'Yes, until it goes to production.' }),
      headers: { origin: services.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(303);
    expect((await events.next()).value?.data?.supportChatMessageAdded.messageEdge.node).toEqual({ author: 'AGENT', text: 'Yes, until it goes to production.' });

    expect(await texts(tokens.mia)).toEqual([['CUSTOMER', 'Can I still change my order?'], ['AGENT', 'Yes, until it goes to production.']]);
    expect(await texts(tokens.emma)).toEqual([]);
    await events.return?.();
  });
});
