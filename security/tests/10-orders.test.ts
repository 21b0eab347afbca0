// Orders: Lucas (signed in) goes after Emma's orders — through the gateway (node(id:), order(code:), his own
// connections, every order mutation) and through the REST services directly with his token (order, product and widget
// APIs). Nothing of Emma's may be read or changed: the gateway answers null or a typed NOT_FOUND (never a thrown error,
// never her data), the services 404 (401 for a widget, the widget service's "none"). Huge and long inputs are refused
// with BAD_USER_INPUT before any upstream call. The demo order codes are the services' (services/src/db/demo-orders.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ROOT, type GqlAnswer } from '../harness';
import { ask, read, rest } from './context';

const DEMO = (JSON.parse(readFileSync(join(ROOT, 'services/src/db/demo-orders.json'), 'utf8')) as {
  orders: Record<string, { account: string; code: string }>;
}).orders;
const emmas = (name: string) => {
  const order = DEMO[name];
  if (order?.account !== 'emma') throw new Error(`demo order ${name} is not Emma's`);
  return order.code;
};
const CHANGEABLE = emmas('addressChangeable');
const BOOK_READY = emmas('photoBookReady');
const BOOK_NOT_REQUESTED = emmas('photoBookNotRequested');
const REORDERABLE = emmas('reorderable');
const BLOCKED = emmas('photoBookBlocked');
const gid = (type: string, code: string) => Buffer.from(`${type}:${code}`, 'utf8').toString('base64url');

const ORDER = `query($code: String!) { viewer { order(code: $code) { id code deliveryAddress { streetName }
  products { code onlineVersion { state shareCount } } } } }`;
const ADDRESS = { firstName: 'Lucas', lastName: 'Meyer', streetName: 'Torstraße', streetNumber: '45', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };

interface EmmaState { address: string; notRequested: string; shareCount: number }
let emma: EmmaState;

async function emmaState(): Promise<EmmaState> {
  const changeable = (await read('emma', ORDER, { code: CHANGEABLE })).viewer.order;
  const notRequested = (await read('emma', ORDER, { code: BOOK_NOT_REQUESTED })).viewer.order;
  const ready = (await read('emma', ORDER, { code: BOOK_READY })).viewer.order;
  return {
    address: changeable.deliveryAddress.streetName,
    notRequested: notRequested.products[0].onlineVersion.state,
    shareCount: ready.products[0].onlineVersion.shareCount,
  };
}

/** The payload refuses with NOT_FOUND, no thrown error, and none of Emma's data. */
function expectNotFound(answer: GqlAnswer, field: string, dataField: string) {
  expect(answer.body.errors, `${field}: thrown error`).toBeUndefined();
  const payload = answer.body.data?.[field];
  expect(payload?.error, `${field}: ${JSON.stringify(payload)}`).toMatchObject({ reason: 'NOT_FOUND' });
  expect(payload[dataField]).toBeNull();
}

beforeAll(async () => {
  emma = await emmaState();
  expect(emma).toEqual({ address: expect.any(String), notRequested: 'NOT_REQUESTED', shareCount: expect.any(Number) });
});

describe("Lucas reads Emma's orders through the gateway", () => {
  it('node(id:) and nodes(ids:) with her order and product ids → null', async () => {
    const ids = [gid('Order', CHANGEABLE), gid('OrderProduct', `${BOOK_READY}-1`)];
    const mine = await read('emma', 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(mine.nodes.map((n: { id: string } | null) => n?.id)).toEqual(ids);
    expect(await read('lucas', 'query($a: ID!, $ids: [ID!]!) { a: node(id: $a) { id } nodes(ids: $ids) { id } }', { a: ids[0], ids }))
      .toEqual({ a: null, nodes: [null, null] });
  });

  it('order(code:) with her order code or one of her product codes → null', async () => {
    for (const code of [CHANGEABLE, `${CHANGEABLE}-1`, BOOK_READY, `${BOOK_READY}-1`]) {
      const answer = await ask('lucas', ORDER, { code });
      expect(answer.body.errors, code).toBeUndefined();
      expect(answer.body.data?.viewer.order, code).toBeNull();
    }
  });

  it('his own connections hold none of her orders', async () => {
    const query = `query($group: OrderGroup!) { viewer { orders(first: 100, group: $group) { totalCount edges { node { code } } } } }`;
    const theirs = new Set(Object.values(DEMO).filter((o) => o.account !== 'lucas').map((o) => o.code));
    for (const group of ['IN_PROGRESS', 'HISTORY']) {
      const connection = (await read('lucas', query, { group })).viewer.orders;
      expect(connection.totalCount).toBe(connection.edges.length);
      for (const { node } of connection.edges) expect(theirs.has(node.code), node.code).toBe(false);
    }
  });
});

describe("Lucas changes Emma's orders through the gateway", () => {
  it('changeOrderDeliveryAddress → NOT_FOUND, her address unchanged', async () => {
    const answer = await ask('lucas', `mutation($id: ID!, $address: DeliveryAddressInput!) { changeOrderDeliveryAddress(input: { orderId: $id, address: $address }) {
      order { id } error { reason } fieldErrors { field } } }`, { id: gid('Order', CHANGEABLE), address: ADDRESS });
    expectNotFound(answer, 'changeOrderDeliveryAddress', 'order');
  });

  it('reorder → NOT_FOUND, no shop URL', async () => {
    const answer = await ask('lucas', 'mutation($id: ID!) { reorder(input: { orderId: $id }) { shopUrl error { reason } } }', { id: gid('Order', REORDERABLE) });
    expectNotFound(answer, 'reorder', 'shopUrl');
  });

  it('requestOnlineVersion and shareOnlinePhotoBook → NOT_FOUND', async () => {
    const request = await ask('lucas', 'mutation($id: ID!) { requestOnlineVersion(input: { productId: $id }) { product { id } error { reason } } }',
      { id: gid('OrderProduct', `${BOOK_NOT_REQUESTED}-1`) });
    expectNotFound(request, 'requestOnlineVersion', 'product');
    const share = await ask('lucas', `mutation($input: ShareOnlinePhotoBookInput!) { shareOnlinePhotoBook(input: $input) { product { id } error { reason } fieldErrors { field } } }`, {
      input: { productId: gid('OrderProduct', `${BOOK_READY}-1`), senderName: 'Lucas', recipientEmail: 'lucas@example.com', channel: 'photoprint-gb' },
    });
    expectNotFound(share, 'shareOnlinePhotoBook', 'product');
  });

  it('leaves everything of Emma as it was', async () => {
    expect(await emmaState()).toEqual(emma);
  });
});

describe("Lucas calls the services directly with his token for Emma's orders", () => {
  it('order service: every read and change of her orders is a 404 (batches leave them out)', async () => {
    expect((await rest('lucas', 'GET', `/order-api/v1/superorders/${CHANGEABLE}`)).status).toBe(404);
    expect((await rest('lucas', 'GET', `/order-api/v1/Orders/${CHANGEABLE}-1`)).status).toBe(404);
    expect((await rest('lucas', 'GET', `/order-api/OrderDeliveryDates/${CHANGEABLE}`)).status).toBe(404);
    expect((await rest('lucas', 'GET', `/order-api/reorder/status/${REORDERABLE}`)).status).toBe(404);
    expect((await rest('lucas', 'GET', `/order-api/v1/blockedorders/${BLOCKED}`)).status).toBe(404);
    expect((await rest('lucas', 'POST', `/order-api/v1/Orders/${emmas('eVoucherPaid')}-1/voucher/refresh`)).status).toBe(404);
    expect((await rest('lucas', 'PUT', `/order-api/v1/superorders/${CHANGEABLE}/deliveryAddress`, ADDRESS)).status).toBe(404);
    expect((await rest('lucas', 'POST', `/order-api/reorder/direct?OrderCode=${REORDERABLE}`)).status).toBe(404);
    // No batch paths beside the spec's per-order ones for her codes to hide in.
    expect((await rest('lucas', 'GET', `/order-api/OrderDeliveryDates?orderIds=${CHANGEABLE},${REORDERABLE}`)).status).toBe(404);
    expect((await rest('lucas', 'GET', `/order-api/reorder/status?orderIds=${CHANGEABLE},${REORDERABLE}`)).status).toBe(404);
    const lucasId = (await rest('lucas', 'GET', '/customer-api/customers/me')).json().id as string;
    const emmaId = (await rest('emma', 'GET', '/customer-api/customers/me')).json().id as string;
    expect((await rest('lucas', 'GET', `/order-api/orders/byAccount/${emmaId}`)).status).toBe(404);
    const page = (await rest('lucas', 'GET', '/order-api/v2/superorders/me?Limit=100&OrderState=all')).json();
    expect(page.items.every((o: { accountId: string }) => o.accountId === lucasId)).toBe(true);
    const inner = (await rest('lucas', 'GET', '/order-api/v1/Orders?limit=100')).json();
    expect(inner.items.map((o: { orderCode: string }) => o.orderCode)).not.toContain(`${CHANGEABLE}-1`);
  });

  it('product service: her product files and PDF are a 404 (and there is no batch path)', async () => {
    expect((await rest('emma', 'GET', `/product-api/v1/Products/${BOOK_READY}-1`)).status).toBe(200);
    expect((await rest('lucas', 'GET', `/product-api/v1/Products/${BOOK_READY}-1`)).status).toBe(404);
    expect((await rest('lucas', 'GET', `/product-api/v1/pdf/me/${BOOK_READY}-1`)).status).toBe(404);
    expect((await rest('lucas', 'GET', `/product-api/v1/Products?codes=${BOOK_READY}-1`)).status).toBe(404);
  });

  it('widget service: her online versions are "none" (401) to read, request, share or delete; the batch leaves them out', async () => {
    expect((await rest('emma', 'GET', `/widget-api/v1/widget/${BOOK_READY}-1`)).status).toBe(200);
    expect((await rest('lucas', 'GET', `/widget-api/v1/widget/${BOOK_READY}-1`)).status).toBe(401);
    expect((await rest('lucas', 'GET', `/widget-api/v1/widget/all?orderCodes=${BOOK_READY}`)).json().items).toEqual([]);
    expect([401, 404]).toContain((await rest('lucas', 'POST', `/widget-api/v1/widget/${BOOK_NOT_REQUESTED}-1`)).status);
    const b64 = (s: string) => encodeURIComponent(Buffer.from(s).toString('base64'));
    const share = `?vendorId=${b64('photoprint-gb')}&fromName=${b64('Lucas')}&toEmailAddress=${b64('lucas@example.com')}`;
    expect((await rest('lucas', 'PUT', `/widget-api/v1/widget/${BOOK_READY}-1/share${share}`)).status).toBe(401);
    expect((await rest('lucas', 'DELETE', `/widget-api/v1/widget/${BOOK_READY}-1`)).status).toBe(401);
    expect((await rest('emma', 'GET', `/widget-api/v1/widget/${BOOK_READY}-1`)).status).toBe(200);
    expect(await emmaState()).toEqual(emma);
  });

  it('without a token every API answers 401', async () => {
    for (const path of [`/order-api/v1/superorders/${CHANGEABLE}`, `/product-api/v1/Products/${BOOK_READY}-1`,
      `/widget-api/v1/widget/${BOOK_READY}-1`, '/voucher-api/api/v1/campaigns/offers/SUMMER20']) {
      expect((await rest(null, 'GET', path)).status, path).toBe(401);
    }
  });
});

describe('huge and long order inputs', () => {
  /** BAD_USER_INPUT, and nothing answered: no data at all (refused before execution) or a null field (by the resolver). */
  const refused = (answer: GqlAnswer, what: string) => {
    expect(codeOf(answer), `${what}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe('BAD_USER_INPUT');
    const data = answer.body.data as Record<string, any> | null | undefined;
    expect(data?.viewer?.orders ?? data?.viewer?.order ?? data?.changeOrderDeliveryAddress ?? data?.shareOnlinePhotoBook ?? null, what).toBeNull();
  };

  it('order codes, cursors and page sizes out of bounds → BAD_USER_INPUT', async () => {
    refused(await ask('emma', ORDER, { code: '7'.repeat(41) }), 'order(code:) 41 characters');
    refused(await ask('emma', '{ viewer { orders(first: 101, group: HISTORY) { totalCount } } }'), 'orders(first: 101)');
    refused(await ask('emma', '{ viewer { orders(first: 0, group: HISTORY) { totalCount } } }'), 'orders(first: 0)');
    refused(await ask('emma', 'query($a: String) { viewer { orders(first: 10, after: $a, group: HISTORY) { totalCount } } }', { a: 'x'.repeat(201) }), 'orders(after:) 201 characters');
    const strange = await ask('emma', ORDER, { code: '../v1/superorders/x' });
    expect(strange.body.errors).toBeUndefined();
    expect(strange.body.data?.viewer.order).toBeNull();
  });

  it('long address fields and share texts → BAD_USER_INPUT, nothing changed', async () => {
    const change = `mutation($id: ID!, $address: DeliveryAddressInput!) { changeOrderDeliveryAddress(input: { orderId: $id, address: $address }) { error { reason } } }`;
    for (const [field, length] of [['streetName', 101], ['postalCode', 21], ['countryCode', 3], ['phone', 31]] as const) {
      refused(await ask('emma', change, { id: gid('Order', CHANGEABLE), address: { ...ADDRESS, [field]: 'x'.repeat(length) } }), `address.${field}`);
    }
    refused(await ask('emma', change, { id: 'x'.repeat(201), address: ADDRESS }), 'orderId 201 characters');
    const share = 'mutation($input: ShareOnlinePhotoBookInput!) { shareOnlinePhotoBook(input: $input) { error { reason } } }';
    const input = { productId: gid('OrderProduct', `${BOOK_READY}-1`), senderName: 'Emma', recipientEmail: 'oma@example.com', channel: 'photoprint-gb' };
    refused(await ask('emma', share, { input: { ...input, personalMessage: 'x'.repeat(1001) } }), 'personalMessage 1001');
    refused(await ask('emma', share, { input: { ...input, recipientEmail: `${'x'.repeat(250)}@x.nl` } }), 'recipientEmail 255');
    refused(await ask('emma', share, { input: { ...input, senderName: 'x'.repeat(101) } }), 'senderName 101');
    expect(await emmaState()).toEqual(emma);
  });
});
