// Prints ordered from the library: the editor stand-in's "Place order" form creates a real order from the temporary
// selection (once per selection), 303 to the product's /orders; the order service shows it first, awaiting payment,
// with the printed photos. On every available database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { databaseKinds } from './helpers/databases';
import { jsonClient } from './helpers/http';
import { PUBLIC_URL, startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

describe.each(databaseKinds)('placing a prints order from the editor stand-in (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<'emma' | 'lucas', string>;
  const call = jsonClient(() => server.baseUrl);
  const place = (tempSelectionId: string) => fetch(`${server.baseUrl}/editor/orders`, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tempSelectionId, channel: 'photoprint-gb' }).toString(),
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['emma', 'lucas'] as const) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('shows a labelled Place order button whose form may post and redirect to the product origin', async () => {
    const photos = await server.services.db.selectFrom('photos').select('id').where('user_id', '=', DEMO_IDS.emma).limit(2).execute();
    const { body } = await call('POST', '/temp-selection-api/temp-selections', tokens.emma, { photoIds: photos.map((p) => p.id) });
    const res = await fetch(`${server.baseUrl}/editor?autoselectproduct=PAP_910&channel=photoprint-gb&tempSelectionId=${body.tempSelectionId}`);
    expect(res.headers.get('content-security-policy')).toContain(`form-action 'self' ${PUBLIC_URL}`);
    const html = await res.text();
    expect(html).toMatch(/<form class="place" method="post" action="\/editor\/orders"/);
    expect(html).toContain(`<input type="hidden" name="tempSelectionId" value="${body.tempSelectionId}">`);
    expect(html).toContain('<button type="submit" aria-describedby="editor-count">Place order</button>');
  });

  it('creates the order once: /orders first, awaiting payment, the photos printed; a second post shows that order', async () => {
    const photos = await server.services.db.selectFrom('photos').select(['id', 'local_file_name']).where('user_id', '=', DEMO_IDS.emma)
      .orderBy('id').limit(5).execute();
    const chosen = photos.map((p) => p.id);
    const { body } = await call('POST', '/temp-selection-api/temp-selections', tokens.emma, { photoIds: chosen });
    const before = (await call('GET', '/order-api/v2/superorders/me?Limit=1', tokens.emma)).body.total;

    const first = await place(body.tempSelectionId);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`${PUBLIC_URL}/orders`);

    const list = (await call('GET', '/order-api/v2/superorders/me?Limit=1', tokens.emma)).body;
    expect(list.total).toBe(before + 1);
    const order = list.items[0];
    expect(order).toMatchObject({ status: 'paymentPending', orderCount: 1, deliveryType: 'Home', addressChangeable: true, origin: 'Resnap' });
    expect(order.superOrderCode).toMatch(/^8\d{7}$/);
    expect(order.deliveryAddress).toMatchObject({ firstName: 'Emma', lastName: 'Janssen', streetName: 'Keizersgracht' });
    expect(order.orders[0]).toMatchObject({
      orderCode: `${order.superOrderCode}-1`, articleName: 'PAP_910', title: 'Photo prints 10x15', quantity: 5, status: 'paymentPending',
      paymentChangedDate: null, price: { amount: 125, currency: 'EUR' },
    });
    expect(order.orders[0].printedPhotos.map((p: { imageId: string }) => p.imageId)).toEqual(chosen);
    expect(order.orders[0].printedPhotos.map((p: { localFileName: string }) => p.localFileName)).toEqual(photos.map((p) => p.local_file_name));
    const thumb = order.orders[0].printedPhotos[0].thumbnailUrl;
    expect((await fetch(thumb)).status).toBe(200);
    expect((await call('GET', `/order-api/OrderDeliveryDates/${order.superOrderCode}`, tokens.emma)).status).toBe(404);

    const second = await place(body.tempSelectionId);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(`${PUBLIC_URL}/orders/${order.superOrderCode}`);
    expect((await call('GET', '/order-api/v2/superorders/me?Limit=1', tokens.emma)).body.total).toBe(before + 1);
    const again = await (await fetch(`${server.baseUrl}/editor?tempSelectionId=${body.tempSelectionId}`)).text();
    expect(again).toContain(`Order ${order.superOrderCode} has been placed.`);
    expect(again).not.toContain('<button');

    // Two posts at once still make one order.
    const other = await call('POST', '/temp-selection-api/temp-selections', tokens.emma, { photoIds: chosen.slice(0, 2) });
    const both = await Promise.all([place(other.body.tempSelectionId), place(other.body.tempSelectionId)]);
    expect(both.map((r) => r.status)).toEqual([303, 303]);
    expect((await call('GET', '/order-api/v2/superorders/me?Limit=1', tokens.emma)).body.total).toBe(before + 2);
    // Another customer never sees it.
    expect((await call('GET', `/order-api/v1/superorders/${order.superOrderCode}`, tokens.lucas)).status).toBe(404);
    // A deleted photo stays in the order with a placeholder thumbnail.
    await call('DELETE', '/photo-api/photos', tokens.emma, { photoIds: [chosen[0]] });
    const printed = (await call('GET', `/order-api/v1/Orders/${order.superOrderCode}-1`, tokens.emma)).body.printedPhotos;
    expect(printed[0]).toMatchObject({ imageId: chosen[0], localFileName: photos[0]!.local_file_name, thumbnailUrl: `${server.baseUrl}/shop/assets/deleted-photo.svg` });
    expect((await fetch(printed[0].thumbnailUrl)).headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses an unknown or expired selection with the editor page', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '']) {
      const res = await place(id);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This selection has expired.');
    }
  });
});
