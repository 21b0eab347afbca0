// The order cut-off through the gateway against msw-mocked order and cut-off services: an order product's next
// cut-off from its article groups (GET /v1/ArticleGroup) and their campaigns (GET /v1/Campaign/{name}), the soonest
// still open; none for an article no group or campaign covers; the cut-off service failing takes only the message away.
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeOrderService, EMMA_ID } from './fakeOrderService';
import { createMockServer, createSigner, CUTOFF_API, gql, startGateway, testConfig, type RunningGateway } from './helpers';

const orders = createFakeOrderService();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let emma: string;
const calls: string[] = [];
let down = false;

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const CHRISTMAS = { name: 'CHRISTMAS', title: 'Christmas', startsAt: inDays(-20), cutOff: { orderBefore: inDays(9), deliveryBy: '2026-12-24' } };
const OVER = { name: 'EASTER', title: 'Easter', startsAt: inDays(-90), cutOff: { orderBefore: inDays(-60), deliveryBy: '2026-04-05' } };
const GROUPS = [
  { name: 'PRINTS', articleNames: ['PAP_910'], campaign: 'CHRISTMAS', cutOff: null },
  // Its own cut-off is sooner than the campaign's: that one shows.
  { name: 'PHOTO_BOOKS', articleNames: ['PHOTOBOOK_A4'], campaign: 'CHRISTMAS', cutOff: { orderBefore: inDays(3), deliveryBy: '2026-12-18' } },
  { name: 'WALL_DECOR', articleNames: ['CANVAS_40x30'], campaign: 'EASTER', cutOff: null },
  { name: 'GONE', articleNames: ['PAP_910'], campaign: 'UNKNOWN', cutOff: null },
];

const cutoffHandlers = [
  http.get(`${CUTOFF_API}/v1/ArticleGroup`, () => {
    calls.push('GET /v1/ArticleGroup');
    return down ? HttpResponse.json({ message: 'boom' }, { status: 503 }) : HttpResponse.json({ items: GROUPS });
  }),
  http.get(`${CUTOFF_API}/v1/Campaign/:name`, ({ params }) => {
    calls.push(`GET /v1/Campaign/${String(params.name)}`);
    const found = [CHRISTMAS, OVER].find((c) => c.name === params.name);
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Campaign not found.' }, { status: 404 });
  }),
];

beforeAll(async () => {
  const signer = await createSigner('cutoff-key');
  mock = createMockServer(signer);
  mock.use(...orders.handlers, ...cutoffHandlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig());
  emma = await signer.sign({}, { sub: EMMA_ID });
});
beforeEach(() => {
  orders.reset();
  calls.splice(0);
  down = false;
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const DETAILS = `{ viewer { order(code: "SO-BOOK") { code products { articleName title cutOff { orderBefore deliveryBy campaign } } } } }`;
const read = async () => (await gql(gateway.url, { query: DETAILS }, { token: emma })).body;
const byArticle = (body: Awaited<ReturnType<typeof read>>) =>
  Object.fromEntries(body.data?.viewer.order.products.map((p: { articleName: string; cutOff: unknown }) => [p.articleName, p.cutOff]));

describe('OrderProduct.cutOff', () => {
  it("answers each product its article's soonest open cut-off, none for one nothing covers; one read of the groups, one per campaign", async () => {
    const body = await read();
    expect(body.errors).toBeUndefined();
    expect(byArticle(body)).toEqual({
      PAP_910: { orderBefore: CHRISTMAS.cutOff.orderBefore, deliveryBy: '2026-12-24', campaign: 'CHRISTMAS' },
      PHOTOBOOK_A4: { orderBefore: GROUPS[1]!.cutOff!.orderBefore, deliveryBy: '2026-12-18', campaign: null },
      CANVAS_40x30: null, // its campaign's cut-off has passed
    });
    expect([...calls].sort()).toEqual(['GET /v1/ArticleGroup', 'GET /v1/Campaign/CHRISTMAS', 'GET /v1/Campaign/EASTER', 'GET /v1/Campaign/UNKNOWN']);
  });

  it('without the cut-off service: no cut-off, no error, the rest of the order intact', async () => {
    down = true;
    const body = await read();
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer.order.code).toBe('SO-BOOK');
    expect(body.data?.viewer.order.products.map((p: { title: string }) => p.title)).toEqual(['Photo book A4', 'Photo prints 10x15', 'Canvas 40x30']);
    expect(Object.values(byArticle(body))).toEqual([null, null, null]);
  });
});
