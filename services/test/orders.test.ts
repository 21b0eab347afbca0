// Order service (contracts/order-api.yaml) over HTTP with real tokens, on every available database: paging and
// defaults, super and inner orders by code, byAccount, the address change, delivery dates, reorder, the blocked-orders
// lookup, batch endpoints, and ownership (another customer's orders are 404 everywhere, left out of batches).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORDERS, EMMA_FILLERS } from '../src/db/demo-orders';
import { DEMO_IDS } from '../src/db/seed';
import { ADDRESS_MESSAGES } from '../src/orders/address';
import { databaseKinds } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const code = (key: keyof typeof DEMO_ORDERS) => DEMO_ORDERS[key].code;
const NAMES = ['emma', 'lucas', 'noah', 'oliver'] as const;
const VALID = {
  firstName: 'Emma', lastName: 'Janssen', company: null, streetName: 'Prinsengracht', streetNumber: '263', addition: 'A',
  postalCode: '1016 GV', city: 'Amsterdam', countryCode: 'NL', phone: '+31 20 556 7105',
};

describe.each(databaseKinds)('order service (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<(typeof NAMES)[number], string>;
  const call = jsonClient(() => server.baseUrl);
  const get = (path: string, token = tokens.emma) => call('GET', `/order-api${path}`, token);

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of NAMES) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('pages the super orders newest first with the defaults Offset 0, Limit 100, OrderState notExpired', async () => {
    const first = await get('/v2/superorders/me');
    expect(first.status).toBe(200);
    // 24 well-known orders and the fillers; the expired one only with OrderState=all.
    expect(first.body).toMatchObject({ total: 24 + EMMA_FILLERS, offset: 0, limit: 100 });
    expect(first.body.total).toBe(250);
    expect(first.body.items).toHaveLength(100);
    const all: Json[] = [];
    for (let offset = 0; offset < 250; offset += 100) all.push(...(await get(`/v2/superorders/me?Offset=${offset}&Limit=100`)).body.items);
    expect(all).toHaveLength(250);
    expect(new Set(all.map((o) => o.superOrderCode)).size).toBe(250);
    const times = all.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.map((o) => o.superOrderCode)).not.toContain(code('expired'));
    const everything = await get('/v2/superorders/me?OrderState=all&Offset=250&Limit=10');
    expect(everything.body).toMatchObject({ total: 251, offset: 250, limit: 10 });
    expect(everything.body.items.map((o: Json) => o.superOrderCode)).toEqual([code('expired')]);
    expect(all.every((o) => o.accountId === DEMO_IDS.emma)).toBe(true);

    for (const bad of ['Limit=0', 'Limit=101', 'Limit=x', 'Offset=-1', 'Offset=1e3', 'OrderState=old']) {
      const res = await get(`/v2/superorders/me?${bad}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await get('/v2/superorders/me', tokens.noah)).body).toEqual({ items: [], total: 0, offset: 0, limit: 100 });
    expect((await call('GET', '/order-api/v2/superorders/me')).status).toBe(401);
  });

  it('answers one super order by code with its products, total, derived status and flags', async () => {
    const three = await get(`/v1/superorders/${code('threeProducts')}`);
    expect(three.status).toBe(200);
    expect(three.body).toMatchObject({
      superOrderCode: code('threeProducts'), origin: 'Resnap', status: 'paymentSuccess', orderCount: 3, deliveryType: 'Home',
      addressChangeable: false, delayed: false,
    });
    expect(three.body.orders.map((o: Json) => [o.orderCode, o.status])).toEqual([
      [`${code('threeProducts')}-1`, 'producing'], [`${code('threeProducts')}-2`, 'shipped'], [`${code('threeProducts')}-3`, 'paymentSuccess'],
    ]);
    expect(three.body.total).toEqual({ amount: 3499 + 24 * 25 + 1499, currency: 'EUR' });
    expect((await get(`/v1/superorders/${code('albelli')}`)).body.origin).toBe('Albelli');
    expect((await get(`/v1/superorders/${code('delayed')}`)).body).toMatchObject({ status: 'delayed', delayed: true });
    expect((await get(`/v1/superorders/${code('cancelled')}`)).body.status).toBe('cancelled');
    expect((await get(`/v1/superorders/${code('rejected')}`)).body.status).toBe('rejected');
    expect((await get(`/v1/superorders/${code('pickupPoint')}`)).body).toMatchObject({ deliveryType: 'PickupPoint', addressChangeable: false });
    const changeable = (await get(`/v1/superorders/${code('addressChangeable')}`)).body;
    expect(changeable).toMatchObject({ addressChangeable: true, status: 'paymentSuccess' });
    expect(changeable.orders[0].printedPhotos).toHaveLength(6);
    const thumb = changeable.orders[0].printedPhotos[0];
    expect(thumb.thumbnailUrl).toContain('.300?');
    expect((await fetch(thumb.thumbnailUrl)).status).toBe(200);
    const voucher = (await get(`/v1/superorders/${code('voucherUsed')}`)).body.orders[0];
    expect(voucher).toMatchObject({ voucher: 'SUMMER20', voucherDetails: { kind: 'discount' } });
    for (const unknown of ['99999999', 'x'.repeat(41), 'a%20b']) expect((await get(`/v1/superorders/${unknown}`)).status).toBe(404);
  });

  it('answers inner orders by code, pages them, and lists byAccount with the articleNames filter', async () => {
    const inner = await get(`/v1/Orders/${code('threeProducts')}-1`);
    expect(inner.status).toBe(200);
    expect(inner.body).toMatchObject({ orderCode: `${code('threeProducts')}-1`, superOrderCode: code('threeProducts'), articleType: 'photobook', printedPhotos: [] });
    expect((await get(`/v1/Orders/${code('threeProducts')}`)).status).toBe(404);

    const page = await get('/v1/Orders?limit=5&offset=2');
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(5);
    const defaults = await get(`/orders/byAccount/${DEMO_IDS.emma}`);
    expect(defaults.body.items).toHaveLength(10);
    expect(defaults.body.total).toBe(page.body.total);
    const books = await get(`/orders/byAccount/${DEMO_IDS.emma}?articleNames=PHOTOBOOK_A4,PHOTOBOOK_XL&limit=100`);
    expect(books.body.items.length).toBeGreaterThan(5);
    expect(books.body.items.every((o: Json) => o.articleName.startsWith('PHOTOBOOK_'))).toBe(true);
    expect(books.body.total).toBeLessThan(defaults.body.total);
    expect((await get(`/orders/byAccount/${DEMO_IDS.emma}?articleNames=NOPE`)).body).toEqual({ items: [], total: 0 });
    expect((await get(`/orders/byAccount/${DEMO_IDS.emma}?articleNames=${Array(51).fill('A').map((a, i) => a + i).join(',')}`)).status).toBe(400);
    expect((await get(`/orders/byAccount/${DEMO_IDS.emma}?limit=101`)).status).toBe(400);
    expect((await get(`/orders/byAccount/${DEMO_IDS.lucas}`)).status).toBe(404);
  });

  it('never shows one customer another customer\'s orders: 404 everywhere, and no batch paths beside §7\'s per-order ones', async () => {
    const emmas = [code('addressChangeable'), code('threeProducts'), code('photoBookBlocked')];
    const lucas = tokens.lucas;
    for (const c of emmas) {
      expect((await get(`/v1/superorders/${c}`, lucas)).status).toBe(404);
      expect((await get(`/v1/Orders/${c}-1`, lucas)).status).toBe(404);
      expect((await call('POST', `/order-api/v1/Orders/${c}-1/voucher/refresh`, lucas)).status).toBe(404);
      expect((await call('PUT', `/order-api/v1/superorders/${c}/deliveryAddress`, lucas, VALID)).status).toBe(404);
      expect((await get(`/OrderDeliveryDates/${c}`, lucas)).status).toBe(404);
      expect((await get(`/reorder/status/${c}`, lucas)).status).toBe(404);
      expect((await call('POST', `/order-api/reorder/direct?OrderCode=${c}`, lucas)).status).toBe(404);
      expect((await get(`/v1/blockedorders/${c}`, lucas)).status).toBe(404);
    }
    const mixed = [...emmas, code('lucasChangeable')].join(',');
    expect((await get(`/OrderDeliveryDates?orderIds=${mixed}`, lucas)).status).toBe(404);
    expect((await get(`/reorder/status?orderIds=${mixed}`, lucas)).status).toBe(404);
    expect((await get(`/reorder/status/${code('lucasChangeable')}`, lucas)).body.orderId).toBe(code('lucasChangeable'));
    expect((await get('/v2/superorders/me', lucas)).body.items.every((o: Json) => o.accountId === DEMO_IDS.lucas)).toBe(true);
    expect((await get(`/v1/superorders/${code('addressChangeable')}`)).body.deliveryAddress.streetName).toBe('Keizersgracht');
  });

  it('changes the delivery address while allowed, with the §5 messages for invalid fields', async () => {
    const put = (c: string, body: unknown, token = tokens.emma) => call('PUT', `/order-api/v1/superorders/${c}/deliveryAddress`, token, body);
    const target = code('addressChangeable');
    const invalid = async (patch: Json) => {
      const res = await put(target, { ...VALID, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.code).toBe('INVALID_ADDRESS');
      return res.body.fieldErrors;
    };
    expect(await invalid({ phone: '12345' })).toEqual([{ field: 'phone', message: 'Phone number must be valid' }]);
    expect(await invalid({ postalCode: '1016' })).toEqual([{ field: 'postalCode', message: 'Postal Code must be valid' }]);
    expect(await invalid({ streetNumber: 'abc' })).toEqual([{ field: 'streetNumber', message: 'Street number must be valid' }]);
    expect(await invalid({ streetName: '1234' })).toEqual([{ field: 'streetName', message: 'Street name must be valid' }]);
    expect(await invalid({ firstName: ' ' })).toEqual([{ field: 'firstName', message: ADDRESS_MESSAGES.firstName }]);
    expect(await invalid({ lastName: undefined })).toEqual([{ field: 'lastName', message: 'Please enter a last name' }]);
    expect(await invalid({ city: '' })).toEqual([{ field: 'city', message: 'Please enter a city' }]);
    expect((await invalid({ postalCode: 'SW1A 1AA', countryCode: 'GB', phone: '+31 20 556 7105' })).map((e: Json) => e.field)).toEqual(['phone']);
    expect((await invalid({ firstName: 'x'.repeat(101), streetName: 'Main\u0000Street' })).map((e: Json) => e.field)).toEqual(['firstName', 'streetName']);
    expect((await put(target, 'not an object')).status).toBe(400);

    const ok = await put(target, VALID);
    expect(ok.status).toBe(200);
    expect(ok.body.deliveryAddress).toEqual(VALID);
    expect((await get(`/v1/superorders/${target}`)).body.deliveryAddress).toEqual(VALID);
    const gb = await put(target, { ...VALID, postalCode: 'sw1a 1aa', countryCode: 'gb', phone: '020 7946 0321', addition: null });
    expect(gb.status).toBe(200);
    expect(gb.body.deliveryAddress).toMatchObject({ postalCode: 'SW1A 1AA', countryCode: 'GB', addition: null });

    for (const late of ['threeProducts', 'delayed', 'sentRecently', 'cancelled', 'photoBookNotRequested'] as const) {
      const res = await put(code(late), VALID);
      expect(res.status, late).toBe(409);
      expect(res.body.code).toBe('TOO_LATE');
    }
    const pickup = await put(code('pickupPoint'), VALID);
    expect(pickup.status).toBe(409);
    expect(pickup.body.code).toBe('NOT_HOME_DELIVERY');
    // An e-voucher is e-mailed: nothing to deliver, so no address to change even before payment.
    expect((await get(`/v1/superorders/${code('eVoucherPending')}`)).body.addressChangeable).toBe(false);
    const voucher = await put(code('eVoucherPending'), VALID);
    expect(voucher.status).toBe(409);
    expect(voucher.body.code).toBe('NOT_HOME_DELIVERY');
    expect((await put('99999999', VALID)).status).toBe(404);
  });

  it('answers delivery dates one order per call (404 → none)', async () => {
    const dates = await get(`/OrderDeliveryDates/${code('addressChangeable')}`);
    expect(dates.status).toBe(200);
    expect(dates.body).toMatchObject({ orderId: code('addressChangeable'), earliest: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(dates.body.latest >= dates.body.earliest).toBe(true);
    for (const none of ['awaitingPayment', 'paymentFailed', 'cancelled', 'rejected'] as const) {
      expect((await get(`/OrderDeliveryDates/${code(none)}`)).status, none).toBe(404);
    }
    expect((await get(`/OrderDeliveryDates/${code('sentRecently')}`)).body.orderId).toBe(code('sentRecently'));
    for (const bad of ['nope', '%20', 'x'.repeat(41)]) expect((await get(`/OrderDeliveryDates/${bad}`)).status, bad).toBe(404);
  });

  it('tells whether an order can be reordered, and a direct reorder fills a basket whose page exists', async () => {
    const status = async (key: keyof typeof DEMO_ORDERS) => (await get(`/reorder/status/${code(key)}`)).body;
    expect(await status('reorderable')).toEqual({ orderId: code('reorderable'), available: true, reason: null });
    expect(await status('cancelled')).toMatchObject({ available: false, reason: 'CANCELLED' });
    expect(await status('rejected')).toMatchObject({ available: false, reason: 'CANCELLED' });
    expect(await status('eVoucherPending')).toMatchObject({ available: false, reason: 'VOUCHER_ONLY' });
    expect(await status('expired')).toMatchObject({ available: false, reason: 'TOO_OLD' });

    const direct = await call('POST', `/order-api/reorder/direct?OrderCode=${code('reorderable')}`, tokens.emma);
    expect(direct.status).toBe(200);
    expect(direct.body.ShopUrl).toMatch(new RegExp(`^${server.baseUrl}/shop/basket/[0-9a-f-]{36}$`));
    const shop = await fetch(direct.body.ShopUrl);
    expect(shop.status).toBe(200);
    expect(shop.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await shop.text();
    expect(html).toContain(code('reorderable'));
    expect(html).toContain('Photo book A4 — Spring');
    expect(html.match(/data-testid="basket-item"/g)).toHaveLength(2);
    expect((await fetch(`${server.baseUrl}/shop/basket/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const refused = await call('POST', `/order-api/reorder/direct?OrderCode=${code('cancelled')}`, tokens.emma);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('REORDER_UNAVAILABLE');
    expect((await call('POST', '/order-api/reorder/direct', tokens.emma)).status).toBe(400);
  });

  it('answers the blocked-orders lookup and refreshes e-vouchers', async () => {
    expect((await get(`/v1/blockedorders/${code('photoBookBlocked')}`)).body)
      .toEqual({ orderCode: code('photoBookBlocked'), blocked: true, reason: 'COPYRIGHT_REVIEW' });
    expect((await get(`/v1/blockedorders/${code('photoBookReady')}`)).body).toEqual({ orderCode: code('photoBookReady'), blocked: false, reason: null });
    const refresh = (c: string) => call('POST', `/order-api/v1/Orders/${c}-1/voucher/refresh`, tokens.emma);
    expect((await refresh(code('eVoucherPending'))).body.voucherDetails).toMatchObject({ kind: 'eVoucher', eVoucherCode: null, provider: 'banktransfer' });
    expect((await refresh(code('eVoucherPaid'))).body.voucherDetails).toMatchObject({ eVoucherCode: 'GIFT-7K3Q-P9XD' });
    expect((await refresh(code('reorderable'))).status).toBe(404);
    // Paid since: the code is issued on refresh and kept.
    await server.services.db.updateTable('orders').set({ status: 'paymentSuccess' }).where('code', '=', `${code('eVoucherPending')}-1`).execute();
    const issued = (await refresh(code('eVoucherPending'))).body.voucherDetails.eVoucherCode;
    expect(issued).toMatch(/^GIFT-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await get(`/v1/Orders/${code('eVoucherPending')}-1`)).body.voucherDetails.eVoucherCode).toBe(issued);
  });
});
