// Spec §8's internal errors through the gateway, in production: an upstream answer that cannot be parsed is
// 'Failed to parse response!', a request whose channel id cannot be extracted 'Unable to extract channel ID!'. Each is
// logged at `error` with the request's correlation id; the caller gets the generic "Internal server error", never the
// internal text. Outside production the text is the error's message.
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAILED_TO_PARSE_RESPONSE, UNABLE_TO_EXTRACT_CHANNEL_ID } from '../src/errors';
import { createLogger } from '../src/logger';
import { toGlobalId } from '../src/relay/globalId';
import { AUTH_API, createMockServer, createSigner, CUSTOMER_API, gql, ISSUER, startGateway, testConfig, type RunningGateway } from './helpers';

let logLines: Array<Record<string, unknown>> = [];
const logger = createLogger('warn', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
let production: RunningGateway;
let development: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let token: string;
/** Every upstream request but the identity provider's key set. */
let upstreamCalls: string[] = [];
let customerAnswer: () => Response = () => HttpResponse.json({});
/** The channels the auth service was sent deletion requests for. */
let deletionChannels: unknown[] = [];

beforeAll(async () => {
  const signer = await createSigner('internal-errors-key');
  mock = createMockServer(signer);
  mock.use(
    http.get(`${CUSTOMER_API}/customers/me`, () => customerAnswer()),
    http.post(`${AUTH_API}/v2/identities/:idpType/:idpSub/deleteaccount`, async ({ request }) => {
      deletionChannels.push(((await request.json()) as { channel?: unknown }).channel);
      return HttpResponse.json({ expiresAt: '2026-12-07T12:00:00.000Z' }, { status: 201 });
    }),
  );
  mock.events.on('request:start', ({ request }) => {
    const upstream = new URL(request.url).hostname.endsWith('.test'); // not the tests' own requests to the gateway
    if (upstream && !request.url.startsWith(ISSUER)) upstreamCalls.push(`${request.method} ${request.url}`);
  });
  mock.listen({ onUnhandledRequest: 'bypass' });
  production = await startGateway(testConfig({ production: true }), { logger });
  development = await startGateway(testConfig());
  token = await signer.sign();
});
beforeEach(() => {
  logLines = [];
  upstreamCalls = [];
  deletionChannels = [];
});
afterAll(async () => {
  await Promise.all([production.stop(), development.stop()]);
  mock.close();
});

/** Asks `gateway` with a correlation id of its own; the answer and the log lines of that request. */
async function ask(gateway: RunningGateway, query: string, correlationId: string) {
  const answer = await gql(gateway.url, { query }, { token, headers: { 'x-correlation-id': correlationId } });
  expect(answer.headers.get('x-correlation-id')).toBe(correlationId);
  return { ...answer, logged: logLines.filter((line) => line.correlationId === correlationId) };
}

/** The generic error in production, the internal text only in the request's error log line. */
function expectReportedInternally(answer: Awaited<ReturnType<typeof ask>>, text: string) {
  expect(answer.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Internal server error', 'INTERNAL_SERVER_ERROR']]);
  expect(JSON.stringify(answer.body)).not.toContain(text);
  expect(answer.logged).toEqual([expect.objectContaining({ level: 'error', msg: expect.stringContaining(text) })]);
  return answer.logged[0]!.err as { extensions: Record<string, unknown> };
}

describe("'Failed to parse response!'", () => {
  it('an upstream answer that is not JSON, or has no body: reported with the correlation id, answered as the generic error', async () => {
    const answers: Array<[string, () => Response]> = [
      ['html', () => new HttpResponse('<html>Gateway Timeout</html>', { status: 200, headers: { 'content-type': 'application/json' } })],
      ['cut off', () => new HttpResponse('{"id":"acc-emma","email":', { status: 200, headers: { 'content-type': 'application/json' } })],
      ['empty', () => new HttpResponse(null, { status: 200, headers: { 'content-type': 'application/json', 'content-length': '0' } })],
    ];
    for (const [name, answer] of answers) {
      customerAnswer = answer;
      const asked = await ask(production, '{ viewer { firstName } }', `parse-${name.replace(' ', '-')}`);
      expect(asked.body.data?.viewer, name).toEqual({ firstName: null });
      const { extensions } = expectReportedInternally(asked, FAILED_TO_PARSE_RESPONSE);
      expect(extensions, name).toMatchObject({ service: 'customer', detail: expect.stringContaining('/customers/me') });
    }
  });

  it('is the error message outside production', async () => {
    customerAnswer = () => new HttpResponse('not json', { status: 200, headers: { 'content-type': 'application/json' } });
    const { body } = await ask(development, '{ viewer { firstName } }', 'parse-dev');
    expect(body.errors?.[0]).toMatchObject({ message: FAILED_TO_PARSE_RESPONSE, extensions: { code: 'INTERNAL_SERVER_ERROR', service: 'customer' } });
  });
});

describe("'Unable to extract channel ID!'", () => {
  const photo = toGlobalId('Photo', '00000000-0000-4000-8000-000000000001');
  const book = toGlobalId('OnlinePhotoBook', 'SO-BOOK-1');
  const product = toGlobalId('OrderProduct', 'SO-BOOK-1');
  const requests = (channel: string) => [
    `mutation { createPrintSelection(input: { photoIds: ["${photo}"], channel: ${JSON.stringify(channel)} }) { editorUrl } }`,
    `mutation { requestEmailChange(input: { email: "new@example.com", channel: ${JSON.stringify(channel)} }) { email } }`,
    `mutation { requestAccountDeletion(input: { channel: ${JSON.stringify(channel)} }) { expiresAt } }`,
    `mutation { shareOnlinePhotoBook(input: { productId: "${product}", senderName: "Emma", recipientEmail: "oma@example.com", channel: ${JSON.stringify(channel)} }) { product { id } } }`,
    `mutation { createGalleryEntry(input: { photoBookId: "${book}", channel: ${JSON.stringify(channel)}, categoryCodes: ["travel"] }) { photoBook { id } } }`,
  ];

  it('a request naming no channel id: reported with the correlation id, answered as the generic error, no upstream asked', async () => {
    for (const channel of ['', '   ', 'x&autoselectproduct=OTHER', '../photoprint-gb', 'photoprint gb']) {
      for (const [index, query] of requests(channel).entries()) {
        const asked = await ask(production, query, `channel-${index}-${channel.length}`);
        expect(asked.body.data ?? null, query).toBeNull();
        expectReportedInternally(asked, UNABLE_TO_EXTRACT_CHANNEL_ID);
      }
    }
    expect(upstreamCalls).toEqual([]);
  });

  it('is the error message outside production; a trimmed channel id is extracted', async () => {
    const { body } = await ask(development, requests(' ')[2]!, 'channel-dev');
    expect(body.errors?.[0]).toMatchObject({ message: UNABLE_TO_EXTRACT_CHANNEL_ID, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect((await ask(development, requests('  photoprint-gb ')[2]!, 'channel-trimmed')).body.errors).toBeUndefined();
    expect(deletionChannels).toEqual(['photoprint-gb']);
  });
});
