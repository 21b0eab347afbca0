// The orders domain against the REAL services in-process (PGlite, the demo order world of services/src/db/demo-orders.json,
// a real sign-in): Emma's 250 orders in the two sections, the well-known orders in the right one, the details the
// screens show, and the mutations against the services' own rules.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { gql, startGateway, testConfig, type RunningGateway } from './helpers';
import { signIn, startTestServer, upstreamsAt, type RealServices } from './realServices';

const DEMO = (JSON.parse(readFileSync(new URL('../../services/src/db/demo-orders.json', import.meta.url), 'utf8')) as {
  orders: Record<string, { account: string; code: string }>;
}).orders;
const code = (name: string) => DEMO[name]!.code;
/** The client's persisted documents (compiled with graphql-jit in the gateway), by operation name. */
const PERSISTED_FILE = new URL('../../client/persisted-queries.json', import.meta.url).pathname;
const documentId = (name: string) => /"id": "([0-9a-f]{32})"/.exec(readFileSync(new URL(`../../client/src/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8'))![1]!;

let services: RealServices;
let gateway: RunningGateway;
let emma: string;
let lucas: string;

beforeAll(async () => {
  services = await startTestServer('pglite');
  gateway = await startGateway(testConfig({ ...upstreamsAt(services.baseUrl, services.services.issuer), persistedQueriesFile: PERSISTED_FILE }));
  emma = (await signIn(services.baseUrl, 'emma@example.com', 'photos123')).accessToken;
  lucas = (await signIn(services.baseUrl, 'lucas@example.com', 'photos123')).accessToken;
}, 180_000);
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const run = async (query: string, variables: Record<string, unknown> = {}, token = emma) => {
  const { body } = await gql(gateway.url, { query, variables }, { token });
  expect(body.errors).toBeUndefined();
  return body.data as Record<string, any>;
};

async function group(name: 'IN_PROGRESS' | 'HISTORY', token = emma) {
  const codes: string[] = [];
  let after: string | null = null;
  for (;;) {
    const data = await run(`query($after: String, $group: OrderGroup!) { viewer { orders(first: 100, after: $after, group: $group) {
      totalCount edges { node { code } } pageInfo { hasNextPage endCursor } } } }`, { after, group: name }, token);
    const connection = data.viewer.orders;
    codes.push(...connection.edges.map((e: any) => e.node.code));
    if (!connection.pageInfo.hasNextPage) {
      expect(codes).toHaveLength(connection.totalCount);
      return codes;
    }
    after = connection.pageInfo.endCursor;
  }
}

describe("Emma's orders through the gateway (real services)", () => {
  it('splits her 250 orders into the two sections by the 30 d / 14 d rule', async () => {
    const inProgress = await group('IN_PROGRESS');
    const history = await group('HISTORY');
    expect(inProgress.length + history.length).toBe(250);
    expect(new Set([...inProgress, ...history]).size).toBe(250);
    for (const name of ['addressChangeable', 'awaitingPayment', 'sentRecently', 'delayed', 'cancelled']) expect(inProgress).toContain(code(name));
    for (const name of ['sentLongAgo', 'createdLongAgo', 'reorderable']) expect(history).toContain(code(name));
    expect([...inProgress, ...history]).not.toContain(code('expired'));
    expect(await group('IN_PROGRESS', lucas)).not.toContain(code('addressChangeable'));
  });

  it("answers the client's persisted orders page and order details (compiled documents) without errors", async () => {
    const persisted = async (name: string, variables: Record<string, unknown>) => {
      const { body } = await gql(gateway.url, { documentId: documentId(name), variables }, { token: emma });
      expect(body.errors, name).toBeUndefined();
      return body.data as Record<string, any>;
    };
    const page = await persisted('OrdersPageQuery', { first: 10 });
    expect(page.viewer.inProgress.edges).toHaveLength(10);
    expect(page.viewer.inProgress.totalCount + page.viewer.history.totalCount).toBe(250);
    for (const name of ['photoBookReady', 'threeProducts', 'eVoucherPaid', 'printsFromLibrary']) {
      expect((await persisted('OrderDetailsPageQuery', { code: code(name) })).viewer.order.code).toBe(code(name));
    }
  });

  it("answers the client's persisted overview activity: Lucas's latest order in progress with its delivery window, his recent photos", async () => {
    const { body } = await gql(gateway.url, { documentId: documentId('OverviewActivityQuery'), variables: { photos: true } }, { token: lucas });
    expect(body.errors).toBeUndefined();
    const { viewer } = body.data as Record<string, any>;
    expect(viewer.orders.totalCount).toBeGreaterThanOrEqual(1);
    const latest = viewer.orders.edges[0].node;
    expect(latest).toMatchObject({ code: code('lucasChangeable'), status: 'ORDERED', statusTone: 'INFO' });
    expect(latest.deliveryDates).toEqual({ earliest: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), latest: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(viewer.photoLibrary.recentPhotos.edges).toHaveLength(6);
    expect(viewer.isBusiness).toBe(false);
    expect(viewer.businessAccountStatus).toBeNull();
  });

  it('answers the details of a photo book with its online version and PDF, and of a voucher', async () => {
    const details = `query($code: String!) { viewer { order(code: $code) { code status statusTone canReorder canChangeDeliveryAddress deliveryDates { earliest }
      products { code kind status voucher { code title } eVoucher { state code slowPaymentProvider } onlineVersion { state url isBlocked } pdf { fileName url } } } } }`;
    const book = (await run(details, { code: code('photoBookReady') })).viewer.order;
    expect(book.products[0]).toMatchObject({ kind: 'PHOTO_BOOK', onlineVersion: { state: 'READY', isBlocked: false }, pdf: { fileName: expect.stringMatching(/\.pdf$/) } });
    expect(book.products[0].onlineVersion.url).toMatch(/^http/);
    expect((await run(details, { code: code('photoBookBlocked') })).viewer.order.products[0].onlineVersion).toMatchObject({ state: 'READY', isBlocked: true });
    expect((await run(details, { code: code('voucherUsed') })).viewer.order.products[0].voucher).toEqual({ code: 'SUMMER20', title: expect.any(String) });
    expect((await run(details, { code: code('voucherUnknown') })).viewer.order.products[0].voucher).toEqual({ code: 'OLDPROMO2019', title: null });
    expect((await run(details, { code: code('eVoucherPending') })).viewer.order.products[0].eVoucher)
      .toEqual({ state: 'AWAITING_PAYMENT', code: null, slowPaymentProvider: true });
    expect((await run(details, { code: code('cancelled') })).viewer.order).toMatchObject({ status: 'CANCELLED', statusTone: 'CRITICAL', canReorder: false });
    expect((await run(details, { code: `${code('threeProducts')}-2` })).viewer.order.code).toBe(code('threeProducts'));
    expect((await run(details, { code: code('lucasChangeable') })).viewer.order).toBeNull();
  });

  it('changes an address (field errors first), refuses too late, reorders and requests an online version', async () => {
    const change = `mutation($id: ID!, $address: DeliveryAddressInput!) { changeOrderDeliveryAddress(input: { orderId: $id, address: $address }) {
      order { deliveryAddress { streetName postalCode } } error { reason } fieldErrors { field message } } }`;
    const address = { firstName: 'Emma', lastName: 'Janssen', streetName: 'Prinsengracht', streetNumber: '263', postalCode: '1016 GV', city: 'Amsterdam', countryCode: 'NL', phone: '+31 20 555 0101' };
    const id = toGlobalId('Order', code('addressChangeable'));
    const invalid = (await run(change, { id, address: { ...address, postalCode: '12' } })).changeOrderDeliveryAddress;
    expect(invalid).toMatchObject({ order: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'postalCode', message: 'Postal Code must be valid' }] });
    expect((await run(change, { id, address })).changeOrderDeliveryAddress)
      .toEqual({ order: { deliveryAddress: { streetName: 'Prinsengracht', postalCode: '1016 GV' } }, error: null, fieldErrors: [] });
    for (const name of ['threeProducts', 'pickupPoint']) {
      expect((await run(change, { id: toGlobalId('Order', code(name)), address })).changeOrderDeliveryAddress.error).toEqual({ reason: 'ADDRESS_CHANGE_TOO_LATE' });
    }

    const reorder = 'mutation($id: ID!) { reorder(input: { orderId: $id }) { shopUrl error { reason } } }';
    const shopUrl = (await run(reorder, { id: toGlobalId('Order', code('reorderable')) })).reorder.shopUrl as string;
    expect(shopUrl).toMatch(/\/shop\/basket\//);
    expect((await fetch(shopUrl)).status).toBe(200);
    expect((await run(reorder, { id: toGlobalId('Order', code('rejected')) })).reorder).toEqual({ shopUrl: null, error: { reason: 'REORDER_UNAVAILABLE' } });

    const request = 'mutation($id: ID!) { requestOnlineVersion(input: { productId: $id }) { product { onlineVersion { state } } error { reason } } }';
    expect((await run(request, { id: toGlobalId('OrderProduct', `${code('photoBookNotRequested')}-1`) })).requestOnlineVersion)
      .toEqual({ product: { onlineVersion: { state: 'REQUESTED' } }, error: null });
  });
});
