// Photos ↔ orders: Photo.printedIn from the customer's printed-photos index, kept across requests per customer (no
// call per photo, the orders list at most once per customer per TTL, refreshed by the orders page), never another
// customer's, and empty when the order service fails; PrintedPhoto.photo through the per-id photo loader.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINTED_TTL_MS } from '../src/modules/orders/printedIn';
import { toGlobalId } from '../src/relay/globalId';
import { createFakeOrderService, EMMA_ID, LUCAS_ID, product, superOrder } from './fakeOrderService';
import { createFakeService, fakePhoto, uuid } from './fakePhotoService';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway } from './helpers';

const photos = createFakeService();
const orders = createFakeOrderService();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let signer: Awaited<ReturnType<typeof createSigner>>;
let emma: string;
let lucas: string;

/** 24 photos in July 2024 (uuid 1 … 24); the seeded SO-BOOK printed uuid 1 and 2 for Emma. */
const library = () => Array.from({ length: 24 }, (_, i) => fakePhoto(i + 1, new Date(Date.UTC(2024, 6, 1, i)).toISOString()));
const printed = (n: number) => ({ imageId: uuid(n), localFileName: `IMG_${n}.jpg`, thumbnailUrl: `http://storage.test/${n}-300`, width: 300, height: 200 });

const MONTH_PAGE = `query($id: ID!) { node(id: $id) { ... on TimelineMonth { photos(first: 24) {
  edges { node { id printedIn { code createdAt status statusTone } } }
} } } }`;
const ORDERS_PAGE = 'query { viewer { orders(first: 10, group: IN_PROGRESS) { totalCount edges { node { code } } } } }';
const DETAILS = `query($code: String!) { viewer { order(code: $code) { products { code printedPhotos { imageId photo { id localFileName } } } } } }`;

interface PrintOrder { code: string; createdAt: string; status: string; statusTone: string }
async function monthPage(token = emma) {
  const { body } = await gql(gateway.url, { query: MONTH_PAGE, variables: { id: toGlobalId('TimelineMonth', '2024-07') } }, { token });
  expect(body.errors).toBeUndefined();
  const edges = body.data!.node.photos.edges as { node: { id: string; printedIn: PrintOrder[] } }[];
  return new Map(edges.map((e) => [e.node.id, e.node.printedIn]));
}
const marked = (page: Map<string, PrintOrder[]>) => [...page].filter(([, list]) => list.length > 0).map(([id]) => id).sort();
const gid = (n: number) => toGlobalId('Photo', uuid(n));
const orderListCalls = () => orders.state.calls.filter((c) => c.path.endsWith('/v2/superorders/me')).length;
const orderCalls = () => orders.state.calls.length;

beforeAll(async () => {
  signer = await createSigner('printed-key');
  mock = createMockServer(signer);
  mock.use(...photos.handlers, ...orders.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig());
  emma = await signer.sign({}, { sub: EMMA_ID });
  lucas = await signer.sign({}, { sub: LUCAS_ID });
});
beforeEach(() => {
  photos.state.reset(library());
  orders.reset();
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

describe('Photo.printedIn on a month page', () => {
  it('lists the orders a photo was printed in; a warm page makes no upstream call but the month\'s own', async () => {
    const first = await monthPage();
    expect(marked(first)).toEqual([gid(1), gid(2)].sort());
    expect(first.get(gid(1))).toEqual([{ code: 'SO-BOOK', createdAt: expect.any(String), status: 'ORDERED', statusTone: 'INFO' }]);
    expect(orderListCalls()).toBeGreaterThan(0); // the list, page after page (Emma has more than 100 orders)
    expect(orderCalls()).toBe(orderListCalls()); // nothing per photo or per order

    photos.state.reset(library());
    orders.state.calls.splice(0);
    for (let i = 0; i < 3; i++) expect(marked(await monthPage())).toEqual([gid(1), gid(2)].sort());
    expect(orderCalls()).toBe(0);
    expect(photos.state.calls.map((c) => c.path)).toEqual(Array(3).fill('/photo-api/photos/timeline/2024/7'));
  });

  it('reads the orders list again once per customer after the TTL, not before', async () => {
    await monthPage(); // warm (from the test before, or now)
    orders.state.calls.splice(0);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + PRINTED_TTL_MS - 1_000);
    await monthPage();
    expect(orderCalls()).toBe(0);
    vi.spyOn(Date, 'now').mockReturnValue(now + PRINTED_TTL_MS + 1_000);
    await Promise.all([monthPage(), monthPage()]);
    const once = orderListCalls();
    expect(once).toBe(2); // 157 orders: offsets 0 and 100, once for both requests
    await monthPage();
    expect(orderListCalls()).toBe(once);
  });

  it('is refreshed by the orders page: an order the customer has just seen marks its photos at once', async () => {
    await monthPage();
    const code = 'SO-NEW';
    orders.state.superOrders.push(superOrder(code, 0, [product(code, 1, { articleName: 'PAP_910', articleType: 'prints', printedPhotos: [printed(5), printed(1)] })]));
    expect(marked(await monthPage())).toEqual([gid(1), gid(2)].sort()); // kept: not read again yet
    const { body } = await gql(gateway.url, { query: ORDERS_PAGE }, { token: emma });
    expect(body.errors).toBeUndefined();
    orders.state.calls.splice(0);
    const page = await monthPage();
    expect(orderCalls()).toBe(0);
    expect(marked(page)).toEqual([gid(1), gid(2), gid(5)].sort());
    expect(page.get(gid(1))!.map((o) => o.code)).toEqual([code, 'SO-BOOK']); // newest first
  });

  it('never shows another customer\'s marks: each customer reads and keeps their own orders', async () => {
    orders.state.superOrders.push(superOrder('SO-LUCAS-PRINTS', 1, [product('SO-LUCAS-PRINTS', 1, {
      articleName: 'PAP_910', articleType: 'prints', printedPhotos: [printed(7)],
    })], { accountId: LUCAS_ID }));
    expect(marked(await monthPage(emma))).not.toContain(gid(7));
    // Lucas asks for the same photo ids (the fake photo service answers one library to anyone).
    expect(marked(await monthPage(lucas))).toEqual([gid(7)]);
    const again = marked(await monthPage(emma));
    expect(again).toContain(gid(1));
    expect(again).not.toContain(gid(7));
  });

  it('degrades to no mark when the order service fails: the month page still answers, and does not wait for it again at once', async () => {
    const nora = await signer.sign({}, { sub: 'acc-nora' }); // nothing kept for her yet
    orders.state.down.add('orders');
    const page = await monthPage(nora);
    expect(page.size).toBe(24);
    expect(marked(page)).toEqual([]);
    const calls = orderCalls();
    expect((await monthPage(nora)).size).toBe(24);
    expect(orderCalls()).toBe(calls);
  });
});

describe('PrintedPhoto.photo', () => {
  it('is the library photo, or null once deleted from the library; one call per photo, the page\'s in parallel', async () => {
    photos.state.reset(library().filter((p) => p.imageId !== uuid(2)));
    const { body } = await gql(gateway.url, { query: DETAILS, variables: { code: 'SO-BOOK' } }, { token: emma });
    expect(body.errors).toBeUndefined();
    const prints = body.data!.viewer.order.products.find((p: { code: string }) => p.code === 'SO-BOOK-2');
    expect(prints.printedPhotos).toEqual([
      { imageId: uuid(1), photo: { id: gid(1), localFileName: 'IMG_1.jpg' } },
      { imageId: uuid(2), photo: null },
    ]);
    expect(photos.state.callsTo('GET', '/photo-api/photos/').map((c) => c.path).sort())
      .toEqual([`/photo-api/photos/${uuid(1)}`, `/photo-api/photos/${uuid(2)}`]);
  });
});
