// The orders domain through the gateway against msw-mocked order, product, voucher and widget services: the two
// connections (grouping, paging, one read of every super order per request), the fixed number of REST calls per
// page, order details, node(id:) ownership, each mutation's typed refusals, and a failing service degrading one field.
import { parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { buildSchema } from '../src/schema';
import { MAX_OPERATION_COST, operationCost } from '../src/security/cost';
import { createFakeOrderService, EMMA_ID, LUCAS_ID, product, superOrder } from './fakeOrderService';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway } from './helpers';

const orders = createFakeOrderService();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let emma: string;
let lucas: string;

const run = async (query: string, variables: Record<string, unknown> = {}, token = emma) =>
  (await gql(gateway.url, { query, variables }, { token })).body;
const clearCalls = () => orders.state.calls.splice(0);
const calls = () => orders.state.calls.map((c) => `${c.method} ${c.path}`);
const orderGid = (code: string) => toGlobalId('Order', code);
const productGid = (code: string) => toGlobalId('OrderProduct', code);

beforeAll(async () => {
  const signer = await createSigner('orders-key');
  mock = createMockServer(signer);
  mock.use(...orders.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig());
  emma = await signer.sign({}, { sub: EMMA_ID });
  lucas = await signer.sign({}, { sub: LUCAS_ID });
});
beforeEach(() => orders.reset());
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const GROUP = `query($first: Int!, $after: String, $group: OrderGroup!) { viewer { orders(first: $first, after: $after, group: $group) {
  totalCount edges { cursor node { id code group createdAt } } pageInfo { hasNextPage hasPreviousPage endCursor }
} } }`;

async function readGroup(group: string, first: number) {
  const codes: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const body = await run(GROUP, { first, after, group });
    expect(body.errors).toBeUndefined();
    const connection = body.data?.viewer.orders;
    for (const edge of connection.edges) expect(edge.node.group).toBe(group);
    codes.push(...connection.edges.map((e: any) => e.node.code));
    expect(connection.pageInfo.hasPreviousPage).toBe(page > 0);
    if (!connection.pageInfo.hasNextPage) return { codes, totalCount: connection.totalCount as number };
    after = connection.pageInfo.endCursor;
  }
  throw new Error('no last page');
}

describe('Viewer.orders', () => {
  it('pages each group newest first with opaque cursors; together they hold every order of the customer once', async () => {
    const inProgress = await readGroup('IN_PROGRESS', 5);
    const history = await readGroup('HISTORY', 40);
    expect(inProgress.totalCount).toBe(18);
    expect(inProgress.codes).toHaveLength(18);
    expect(history.totalCount).toBe(139);
    expect(history.codes).toHaveLength(139);
    const emmas = orders.state.superOrders.filter((o) => o.accountId === EMMA_ID).map((o) => o.superOrderCode);
    expect([...inProgress.codes, ...history.codes].sort()).toEqual([...emmas].sort());
    expect(inProgress.codes.slice(0, 3)).toEqual(['SO-1000', 'SO-EVOUCHER', 'SO-1001']); // created 0, 1, 1 days ago
    expect(history.codes).toContain('SO-SHIPPED-OLD'); // created 20 days ago, dispatched 20 days ago
    expect(inProgress.codes).toContain('SO-LATE');
  });

  it('reads every super order once per request (batches of 100, notExpired), shared by both groups', async () => {
    clearCalls();
    const body = await run(`{ viewer { a: orders(first: 3, group: IN_PROGRESS) { totalCount } b: orders(first: 3, group: HISTORY) { totalCount } } }`);
    expect(body.data?.viewer).toEqual({ a: { totalCount: 18 }, b: { totalCount: 139 } });
    expect(calls()).toEqual(['GET /order-api/v2/superorders/me', 'GET /order-api/v2/superorders/me']);
    expect(orders.state.calls.map((c) => Object.fromEntries(c.query))).toEqual([
      { Offset: '0', Limit: '100', OrderState: 'notExpired' }, { Offset: '100', Limit: '100', OrderState: 'notExpired' },
    ]);
  });

  it('shows a customer with more than 100 orders all of them: page after page of 100 until the list is exhausted', async () => {
    const more = Array.from({ length: 100 }, (_, i) => superOrder(`SO-MORE-${i}`, 300 + i, [product(`SO-MORE-${i}`, 1, { status: 'shipped' })]));
    orders.state.superOrders.push(...more);
    clearCalls();
    const body = await run(`{ viewer { a: orders(first: 1, group: IN_PROGRESS) { totalCount } b: orders(first: 1, group: HISTORY) { totalCount } } }`);
    expect(body.data?.viewer).toEqual({ a: { totalCount: 18 }, b: { totalCount: 239 } });
    expect(orders.state.calls.map((c) => c.query.get('Offset') + '/' + c.query.get('Limit'))).toEqual(['0/100', '100/100', '200/100']);
    expect((await readGroup('HISTORY', 100)).codes).toEqual(expect.arrayContaining(more.map((o) => o.superOrderCode)));
  });

  it('loses no order when the service answers shorter pages than asked', async () => {
    orders.state.pageCap = 60;
    clearCalls();
    const body = await run(`{ viewer { a: orders(first: 1, group: IN_PROGRESS) { totalCount } b: orders(first: 1, group: HISTORY) { totalCount } } }`);
    expect(body.data?.viewer).toEqual({ a: { totalCount: 18 }, b: { totalCount: 139 } });
    expect(orders.state.calls.map((c) => c.query.get('Offset'))).toEqual(['0', '60', '120']);
  });

  it('refuses a `first` outside 1-100 and a cursor of another group, before any REST call', async () => {
    clearCalls();
    expect((await run(GROUP, { first: 0, group: 'HISTORY' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await run(GROUP, { first: 101, group: 'HISTORY' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const page = (await run(GROUP, { first: 2, group: 'IN_PROGRESS' })).data?.viewer.orders;
    clearCalls();
    const foreign = await run(GROUP, { first: 2, group: 'HISTORY', after: page.pageInfo.endCursor });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await run(GROUP, { first: 2, group: 'HISTORY', after: 'garbage' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls()).toEqual([]);
  });
});

const PAGE = `query($first: Int!) { viewer {
  inProgress: orders(first: $first, group: IN_PROGRESS) { ...List }
  history: orders(first: $first, group: HISTORY) { ...List }
} }
fragment List on OrderConnection { totalCount edges { node {
  id code createdAt status statusTone isDelayed productCount total { amountInMinorUnits currency } deliveryDates { earliest latest } canReorder
  products { id title kind status pdf { url } onlineVersion { state url shareCount } voucher { code } }
} } pageInfo { hasNextPage endCursor } }`;

describe('REST calls per orders page', () => {
  it("read every order once (2 batches), then one call per order or product of the page on §7's paths", async () => {
    for (const first of [5, 10]) {
      clearCalls();
      const body = await run(PAGE, { first });
      expect(body.errors).toBeUndefined();
      const viewer = body.data?.viewer as Record<'inProgress' | 'history', { edges: Array<{ node: { code: string; products: Array<{ id: string }> } }> }>;
      const shown = [...viewer.inProgress.edges, ...viewer.history.edges].map((e) => e.node);
      expect(shown).toHaveLength(2 * first);
      const paths = calls();
      const perOrder = (prefix: string) => paths.filter((p) => p.startsWith(prefix)).sort();
      expect(perOrder('GET /order-api/v2/superorders/me')).toHaveLength(2);
      expect(perOrder('GET /order-api/OrderDeliveryDates/')).toEqual(shown.map((o) => `GET /order-api/OrderDeliveryDates/${o.code}`).sort());
      expect(perOrder('GET /order-api/reorder/status/')).toEqual(shown.map((o) => `GET /order-api/reorder/status/${o.code}`).sort());
      expect(perOrder('GET /product-api/v1/Products/')).toHaveLength(shown.flatMap((o) => o.products).length);
      expect(perOrder('GET /widget-api/v1/widget/all')).toHaveLength(1);
      expect(paths.filter((p) => !/superorders\/me|OrderDeliveryDates\/|reorder\/status\/|v1\/Products\/|widget\/all/.test(p))).toEqual([]);
    }
  });

  it('costs well within the operation limit, and scales with `first` like every connection', () => {
    const schema = buildSchema();
    const cost = (first: number) => operationCost(schema, { document: parse(PAGE), variables: { first } })!;
    expect(cost(10)).toBeLessThan(MAX_OPERATION_COST / 10);
    expect(cost(20)).toBeGreaterThan(cost(10));
    expect(cost(30) - cost(20)).toBe(cost(20) - cost(10));
    const details = operationCost(schema, { document: parse(DETAILS), variables: { code: 'SO-BOOK' } })!;
    expect(cost(10) + details).toBeLessThan(MAX_OPERATION_COST / 10);
  });
});

const DETAILS = `query($code: String!) { viewer { order(code: $code) {
  id code origin createdAt status rawStatus statusTone isDelayed group productCount total { amountInMinorUnits currency }
  deliveryType deliveryAddress { firstName lastName streetName streetNumber postalCode city countryCode phone }
  canChangeDeliveryAddress deliveryDates { earliest latest } canReorder
  products {
    id code title articleName kind quantity status rawStatus statusTone isDelayed paymentChangedDate price { amountInMinorUnits currency }
    voucher { code title } eVoucher { state code value { amountInMinorUnits currency } slowPaymentProvider }
    printedPhotos { imageId fileName thumbnailUrl width height } onlineVersion { state url isBlocked shareCount } pdf { url fileName }
  }
} } }`;
const details = async (code: string, token = emma) => run(DETAILS, { code }, token);

describe('Viewer.order', () => {
  it('answers every part of an order with three products', async () => {
    const body = await details('SO-BOOK');
    expect(body.errors).toBeUndefined();
    const order = body.data?.viewer.order;
    expect(order).toMatchObject({
      id: orderGid('SO-BOOK'), code: 'SO-BOOK', origin: 'RESNAP', status: 'ORDERED', rawStatus: 'paymentSuccess', statusTone: 'INFO',
      isDelayed: false, group: 'IN_PROGRESS', productCount: 3, total: { amountInMinorUnits: 8997, currency: 'EUR' },
      deliveryType: 'HOME', deliveryAddress: { city: 'Amsterdam', countryCode: 'NL', phone: null }, canChangeDeliveryAddress: true,
      deliveryDates: { earliest: '2026-04-02', latest: '2026-04-04' }, canReorder: true,
    });
    const [book, prints, canvas] = order.products;
    expect(book).toMatchObject({
      id: productGid('SO-BOOK-1'), kind: 'PHOTO_BOOK', eVoucher: null, printedPhotos: [],
      onlineVersion: { state: 'READY', url: 'http://widget.test/view/SO-BOOK-1-token', isBlocked: false, shareCount: 0 },
      pdf: { url: 'http://product.test/files/SO-BOOK-1.pdf?sig=x', fileName: 'photobook-SO-BOOK-1.pdf' },
    });
    expect(prints).toMatchObject({ kind: 'PRINTS', quantity: 2, onlineVersion: null, pdf: null });
    expect(prints.printedPhotos).toEqual([
      { imageId: '00000000-0000-4000-8000-000000000001', fileName: 'a.jpg', thumbnailUrl: 'http://storage.test/a-300', width: 300, height: 200 },
      { imageId: '00000000-0000-4000-8000-000000000002', fileName: 'b.jpg', thumbnailUrl: 'http://storage.test/b-300', width: 300, height: 200 },
    ]);
    expect(canvas).toMatchObject({ kind: 'OTHER', voucher: { code: 'spring20', title: '20% off photo books' } });
  });

  it('shows the statuses, the blocked order, the pick-up point, the e-voucher awaiting a slow payment', async () => {
    expect((await details('SO-LATE')).data?.viewer.order).toMatchObject({ status: 'IN_PRODUCTION', isDelayed: true, canChangeDeliveryAddress: false });
    expect((await details('SO-CANCELLED')).data?.viewer.order).toMatchObject({ status: 'CANCELLED', statusTone: 'CRITICAL', canReorder: false });
    expect((await details('SO-PICKUP')).data?.viewer.order).toMatchObject({ deliveryType: 'PICKUP_POINT', canChangeDeliveryAddress: false });
    expect((await details('SO-SHIPPED-OLD')).data?.viewer.order).toMatchObject({ status: 'SENT', group: 'HISTORY' });
    expect((await details('SO-BLOCKED')).data?.viewer.order.products[0].onlineVersion).toMatchObject({ state: 'READY', isBlocked: true });
    expect((await details('SO-EVOUCHER')).data?.viewer.order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      products: [{ kind: 'VOUCHER', eVoucher: { state: 'AWAITING_PAYMENT', code: null, value: { amountInMinorUnits: 2500, currency: 'EUR' }, slowPaymentProvider: true } }],
    });
  });

  it('finds an order by one of its product codes; unknown and another customer\'s codes are null', async () => {
    expect((await details('SO-BOOK-2')).data?.viewer.order.code).toBe('SO-BOOK');
    const foreign = await details('SO-LUCAS');
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data?.viewer.order).toBeNull();
    expect((await details('SO-LUCAS-1')).data?.viewer.order).toBeNull();
    expect((await details('NOPE')).data?.viewer.order).toBeNull();
    expect((await details('SO-LUCAS', lucas)).data?.viewer.order.code).toBe('SO-LUCAS');
    expect((await details('x'.repeat(41))).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('node(id:) answers an order or product only to its owner', async () => {
    const query = 'query($a: ID!, $b: ID!, $c: ID!, $d: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } c: node(id: $c) { id } d: node(id: $d) { ... on OrderProduct { code } } }';
    const ids = { a: orderGid('SO-BOOK'), b: orderGid('SO-LUCAS'), c: productGid('SO-LUCAS-1'), d: productGid('SO-BOOK-1') };
    expect((await run(query, ids)).data).toEqual({ a: { id: orderGid('SO-BOOK') }, b: null, c: null, d: { code: 'SO-BOOK-1' } });
    expect((await run(query, ids, lucas)).data).toEqual({ a: null, b: { id: orderGid('SO-LUCAS') }, c: { id: productGid('SO-LUCAS-1') }, d: null });
  });
});

describe('a failing service degrades only its part', () => {
  it('delivery dates 5xx: those fields are null, the rest of the page loads', async () => {
    orders.state.down.add('deliveryDates');
    const body = await run(PAGE, { first: 5 });
    expect(body.errors).toBeUndefined();
    const nodes = body.data?.viewer.inProgress.edges.map((e: any) => e.node);
    expect(nodes).toHaveLength(5);
    expect(nodes.every((n: any) => n.deliveryDates === null && n.canReorder === true && n.status)).toBe(true);
  });

  it('widgets 5xx: the online version is null; order service 5xx: the connections are null with the error', async () => {
    orders.state.down.add('widgets');
    const book = (await details('SO-BOOK')).data?.viewer.order;
    expect(book.products[0]).toMatchObject({ kind: 'PHOTO_BOOK', onlineVersion: null, pdf: { fileName: 'photobook-SO-BOOK-1.pdf' } });
    orders.state.down.add('orders');
    const body = await run(`{ viewer { id a: orders(first: 3, group: IN_PROGRESS) { totalCount } b: orders(first: 3, group: HISTORY) { totalCount } } }`);
    expect(body.data?.viewer).toMatchObject({ a: null, b: null });
    expect(body.data?.viewer.id).toBeTruthy();
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_ERROR', 'UPSTREAM_ERROR']);
  });
});

const CHANGE = `mutation($id: ID!, $address: DeliveryAddressInput!) { changeOrderDeliveryAddress(input: { orderId: $id, address: $address }) {
  order { id deliveryAddress { streetName postalCode phone } canChangeDeliveryAddress } error { reason field message } fieldErrors { field message }
} }`;
const ADDRESS = { firstName: 'Emma', lastName: 'Janssen', streetName: 'Prinsengracht', streetNumber: '263', postalCode: '1016 GV', city: 'Amsterdam', countryCode: 'NL' };
const change = async (code: string, address: Record<string, unknown> = ADDRESS) =>
  (await run(CHANGE, { id: orderGid(code), address })).data?.changeOrderDeliveryAddress;

describe('changeOrderDeliveryAddress', () => {
  it('answers the changed order under the same id', async () => {
    expect(await change('SO-BOOK', { ...ADDRESS, phone: '+31 20 555 0101' })).toEqual({
      order: { id: orderGid('SO-BOOK'), deliveryAddress: { streetName: 'Prinsengracht', postalCode: '1016 GV', phone: '+31 20 555 0101' }, canChangeDeliveryAddress: true },
      error: null, fieldErrors: [],
    });
    expect((await details('SO-BOOK')).data?.viewer.order.deliveryAddress.streetName).toBe('Prinsengracht');
  });

  it('refuses with typed payloads: field errors, too late, pick-up point, another customer\'s order', async () => {
    const invalid = await change('SO-BOOK', { ...ADDRESS, postalCode: 'nope', phone: 'call me' });
    expect(invalid).toMatchObject({ order: null, error: { reason: 'INVALID_INPUT', field: 'postalCode' } });
    expect(invalid.fieldErrors).toEqual([
      { field: 'postalCode', message: 'Postal Code must be valid' }, { field: 'phone', message: 'Phone number must be valid' },
    ]);
    expect(await change('SO-LATE')).toMatchObject({ order: null, error: { reason: 'ADDRESS_CHANGE_TOO_LATE' }, fieldErrors: [] });
    expect(await change('SO-PICKUP')).toMatchObject({ order: null, error: { reason: 'ADDRESS_CHANGE_TOO_LATE' } });
    expect(await change('SO-LUCAS')).toMatchObject({ order: null, error: { reason: 'NOT_FOUND' } });
    expect(orders.state.superOrders.find((o) => o.superOrderCode === 'SO-LUCAS')!.deliveryAddress.streetName).toBe('Keizersgracht');
    const wrongType = await run(CHANGE, { id: productGid('SO-BOOK-1'), address: ADDRESS });
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const REORDER = 'mutation($id: ID!) { reorder(input: { orderId: $id }) { shopUrl error { reason } } }';

describe('reorder', () => {
  it('answers the shop URL, or REORDER_UNAVAILABLE / NOT_FOUND', async () => {
    expect((await run(REORDER, { id: orderGid('SO-1100') })).data?.reorder).toEqual({ shopUrl: 'http://shop.test/basket/SO-1100', error: null });
    expect((await run(REORDER, { id: orderGid('SO-CANCELLED') })).data?.reorder).toEqual({ shopUrl: null, error: { reason: 'REORDER_UNAVAILABLE' } });
    expect((await run(REORDER, { id: orderGid('SO-LUCAS') })).data?.reorder).toEqual({ shopUrl: null, error: { reason: 'NOT_FOUND' } });
  });
});

const REQUEST = 'mutation($id: ID!) { requestOnlineVersion(input: { productId: $id }) { product { id onlineVersion { state url } } error { reason } } }';
const SHARE = `mutation($input: ShareOnlinePhotoBookInput!) { shareOnlinePhotoBook(input: $input) {
  product { id onlineVersion { shareCount } } error { reason } fieldErrors { field message }
} }`;
const share = async (code: string, over: Record<string, unknown> = {}) => (await run(SHARE, { input: {
  productId: productGid(code), senderName: 'Emma', recipientEmail: 'oma@example.com', personalMessage: 'Kijk! ✨', channel: 'photoprint-gb', ...over,
} })).data?.shareOnlinePhotoBook;

describe('online photo books', () => {
  it('requestOnlineVersion: REQUESTED for a photo book; NOT_FOUND for another product or customer', async () => {
    orders.state.widgets.delete('SO-BOOK-1');
    expect((await run(REQUEST, { id: productGid('SO-BOOK-1') })).data?.requestOnlineVersion).toEqual({
      product: { id: productGid('SO-BOOK-1'), onlineVersion: { state: 'REQUESTED', url: null } }, error: null,
    });
    expect((await run(REQUEST, { id: productGid('SO-BOOK-2') })).data?.requestOnlineVersion).toEqual({ product: null, error: { reason: 'NOT_FOUND' } });
    expect((await run(REQUEST, { id: productGid('SO-LUCAS-1') })).data?.requestOnlineVersion).toEqual({ product: null, error: { reason: 'NOT_FOUND' } });
    expect(orders.state.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/widget-api/v1/widget/SO-BOOK-1']);
  });

  it('shareOnlinePhotoBook: sends base64 values and answers the new share count', async () => {
    clearCalls();
    expect(await share('SO-BOOK-1')).toEqual({ product: { id: productGid('SO-BOOK-1'), onlineVersion: { shareCount: 1 } }, error: null, fieldErrors: [] });
    const put = orders.state.calls.find((c) => c.method === 'PUT')!;
    const sent = Object.fromEntries([...put.query].map(([k, v]) => [k, Buffer.from(v, 'base64').toString('utf8')]));
    expect(sent).toEqual({ vendorId: 'photoprint-gb', fromName: 'Emma', toEmailAddress: 'oma@example.com', personalMessage: 'Kijk! ✨' });
  });

  it('shareOnlinePhotoBook refuses with typed payloads', async () => {
    const invalid = await share('SO-BOOK-1', { recipientEmail: 'oma', senderName: ' ' });
    expect(invalid).toMatchObject({ product: null, error: { reason: 'INVALID_INPUT' } });
    expect(invalid.fieldErrors).toEqual([
      { field: 'recipientEmail', message: 'Please enter a valid e-mail address' }, { field: 'senderName', message: 'Please enter your name' },
    ]);
    expect(await share('SO-BLOCKED-1')).toMatchObject({ product: null, error: { reason: 'ORDER_BLOCKED' } });
    orders.state.widgets.get('SO-BOOK-1')!.status = 'REQUESTED';
    expect(await share('SO-BOOK-1')).toMatchObject({ product: null, error: { reason: 'ONLINE_VERSION_NOT_READY' } });
    orders.state.widgets.delete('SO-BOOK-1');
    expect(await share('SO-BOOK-1')).toMatchObject({ product: null, error: { reason: 'ONLINE_VERSION_NOT_READY' } });
    expect(await share('SO-LUCAS-1')).toMatchObject({ product: null, error: { reason: 'NOT_FOUND' } });
    expect(await share('SO-BOOK-2')).toMatchObject({ product: null, error: { reason: 'NOT_FOUND' } });
    expect(orders.state.widgets.get('SO-LUCAS-1')!.shareCount).toBe(0);
  });

  it('shareOnlinePhotoBook: a sender name that is not plain text is INVALID_INPUT on senderName, without an upstream call', async () => {
    clearCalls();
    for (const senderName of ['Emma \u202Egnp.exe', 'Photo\u200BPrint', 'verify at https://evil.example', 'www.evil', 'evil.example', 'E'.repeat(61)]) {
      expect(await share('SO-BOOK-1', { senderName }), senderName).toEqual({
        product: null, error: { reason: 'INVALID_INPUT' },
        fieldErrors: [{ field: 'senderName', message: 'Please enter only your name: at most 60 characters, no web addresses or special characters' }],
      });
    }
    expect(orders.state.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('shareOnlinePhotoBook: past the share limits (429) a typed TOO_MANY_REQUESTS', async () => {
    orders.state.shareLimit = 1;
    expect((await share('SO-BOOK-1')).error).toBeNull();
    expect(await share('SO-BOOK-1')).toEqual({ product: null, error: { reason: 'TOO_MANY_REQUESTS' }, fieldErrors: [] });
  });
});

describe('refreshEVoucher', () => {
  const REFRESH = `mutation($productId: ID!) { refreshEVoucher(input: { productId: $productId }) {
    product { id eVoucher { state code } } error { reason field message }
  } }`;
  const refresh = async (code: string, token = emma) => (await run(REFRESH, { productId: productGid(code) }, token)).data?.refreshEVoucher;

  it('re-reads the e-voucher by product code: awaiting payment until paid, then its code', async () => {
    clearCalls();
    expect(await refresh('SO-EVOUCHER-1')).toEqual({
      product: { id: productGid('SO-EVOUCHER-1'), eVoucher: { state: 'AWAITING_PAYMENT', code: null } }, error: null,
    });
    expect(calls()).toEqual(['POST /order-api/v1/Orders/SO-EVOUCHER-1/voucher/refresh']);
    orders.state.superOrders.find((o) => o.superOrderCode === 'SO-EVOUCHER')!.orders[0]!.status = 'paymentSuccess';
    expect((await refresh('SO-EVOUCHER-1'))?.product.eVoucher).toEqual({ state: 'ISSUED', code: 'GIFT-TEST-0001' });
  });

  it("refuses another customer's product, an unknown one and one that is no voucher with NOT_FOUND", async () => {
    const notFound = { product: null, error: { reason: 'NOT_FOUND', field: 'productId', message: 'This e-voucher does not exist or is not yours.' } };
    expect(await refresh('SO-EVOUCHER-1', lucas)).toEqual(notFound);
    expect(await refresh('SO-NOPE-1')).toEqual(notFound);
    expect(await refresh('SO-BOOK-1')).toEqual(notFound);
  });
});
