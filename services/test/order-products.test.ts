// Product files and PDFs, the voucher API and the widget service over HTTP with real tokens, on the default
// database (PGlite): signed file URLs (a tampered one refused), real PDF bytes, voucher 404, online versions REQUESTED → READY
// after WIDGET_READY_MS, shares with base64 values (field errors, NOT_READY, BLOCKED) and ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORDERS } from '../src/db/demo-orders';
import { DEMO_IDS } from '../src/db/seed';
import { defaultDatabase } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { PUBLIC_URL, startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const product = (key: keyof typeof DEMO_ORDERS, n = 1) => `${DEMO_ORDERS[key].code}-${n}`;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
// Long enough for the requests made before it on a busy machine (a share while REQUESTED must still be refused).
const READY_MS = 1500;

describe.each(defaultDatabase)('products, vouchers and widgets (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<'emma' | 'lucas', string>;
  const call = jsonClient(() => server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(kind, { widgetReadyMs: READY_MS });
    for (const name of ['emma', 'lucas'] as const) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('lists product files with signed URLs that serve a real PDF; a tampered or foreign URL is refused', async () => {
    const res = await call('GET', `/product-api/v1/Products/${product('productPdf')}`, tokens.emma);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(product('productPdf'));
    expect(res.body.files).toEqual([{ id: expect.any(String), purpose: 'product.pdf', fileName: `calendar-${product('productPdf')}.pdf`, url: expect.any(String) }]);
    const url = res.body.files[0].url as string;
    const pdf = await fetch(url, { headers: { origin: PUBLIC_URL } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.subarray(-6).toString()).toContain('%%EOF');

    const tampered = new URL(url);
    tampered.searchParams.set('signature', `${tampered.searchParams.get('signature')!.slice(0, -2)}xx`);
    expect((await fetch(tampered)).status).toBe(403);
    tampered.searchParams.delete('signature');
    expect((await fetch(tampered)).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 600));
    expect((await fetch(later)).status).toBe(403);
    const signedForLucas = server.services.library.signer.sign(DEMO_IDS.lucas, `f.${res.body.files[0].id}`);
    expect((await fetch(`${server.baseUrl}/product-api/files/${res.body.files[0].id}?expires=${signedForLucas.expires}&signature=${signedForLucas.signature}`)).status).toBe(403);

    const direct = await fetch(`${server.baseUrl}/product-api/v1/pdf/me/${product('productPdf')}`, { headers: { authorization: `Bearer ${tokens.emma}` } });
    expect(direct.status).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    expect((await call('GET', `/product-api/v1/pdf/me/${product('productPdf')}`)).status).toBe(401);
    expect((await call('GET', `/product-api/v1/pdf/me/${product('reorderable')}`, tokens.emma)).status).toBe(404);
  });

  it('answers a product by code (§7: one per call), 404 for another customer\'s or an unknown one, and no batch path', async () => {
    const files = async (code: string, token = tokens.emma) => (await call('GET', `/product-api/v1/Products/${code}`, token)).body.files.length;
    expect([await files(product('photoBookReady')), await files(product('reorderable'))]).toEqual([1, 0]);
    expect((await call('GET', `/product-api/v1/Products/${product('productPdf')}`, tokens.lucas)).status).toBe(404);
    expect((await call('GET', `/product-api/v1/Products/${product('lucasChangeable')}`, tokens.emma)).status).toBe(404);
    expect((await call('GET', '/product-api/v1/Products/nope', tokens.emma)).status).toBe(404);
    expect((await call('GET', `/product-api/v1/pdf/me/${product('productPdf')}`, tokens.lucas)).status).toBe(404);
    expect((await call('GET', `/product-api/v1/Products?codes=${product('photoBookReady')}`, tokens.emma)).status).toBe(404);
  });

  it('answers voucher offers case-insensitively and 404 for an unknown voucher', async () => {
    const offer = await call('GET', '/voucher-api/api/v1/campaigns/offers/summer20', tokens.emma);
    expect(offer.status).toBe(200);
    expect(offer.body).toMatchObject({ code: 'SUMMER20', discountType: 'percentage', percentage: 20, validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await call('GET', '/voucher-api/api/v1/campaigns/offers/OLDPROMO2019', tokens.emma)).status).toBe(404);
    expect((await call('GET', `/voucher-api/api/v1/campaigns/offers/${'x'.repeat(41)}`, tokens.emma)).status).toBe(404);
    expect((await call('GET', '/voucher-api/api/v1/campaigns/offers/SUMMER20')).status).toBe(401);
  });

  it('requests an online version: 401 before, REQUESTED, READY after WIDGET_READY_MS with a public view page', async () => {
    const code = product('photoBookNotRequested');
    expect((await call('GET', `/widget-api/v1/widget/${code}`, tokens.emma)).status).toBe(401);
    const requested = await call('POST', `/widget-api/v1/widget/${code}`, tokens.emma);
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ productCode: code, orderCode: DEMO_ORDERS.photoBookNotRequested.code, status: 'REQUESTED', viewUrl: null, shareCount: 0 });
    expect((await call('POST', `/widget-api/v1/widget/${code}`, tokens.emma)).body.createdAt).toBe(requested.body.createdAt);
    const early = await call('PUT', `/widget-api/v1/widget/${code}/share?vendorId=${b64('photoprint-gb')}&fromName=${b64('Emma')}&toEmailAddress=${b64('a@example.com')}`, tokens.emma);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('NOT_READY');
    await new Promise((r) => setTimeout(r, READY_MS + 50));
    const ready = await call('GET', `/widget-api/v1/widget/${code}`, tokens.emma);
    expect(ready.body).toMatchObject({ status: 'READY', viewUrl: expect.stringMatching(new RegExp(`^${server.baseUrl}/widget-api/view/[\\w-]{32}$`)) });
    const page = await fetch(ready.body.viewUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('Photo book XL — Italy');
    expect((await fetch(`${server.baseUrl}/widget-api/view/${'a'.repeat(32)}`)).status).toBe(404);

    const all = await call('GET', `/widget-api/v1/widget/all?orderCodes=${DEMO_ORDERS.photoBookNotRequested.code},${DEMO_ORDERS.photoBookReady.code},${DEMO_ORDERS.reorderable.code},${DEMO_ORDERS.sophiePhotoBook.code}`, tokens.emma);
    expect(all.body.items.map((w: Json) => [w.productCode, w.status]).sort()).toEqual([[product('photoBookReady'), 'READY'], [product('photoBookNotRequested'), 'READY']]);
    expect((await call('GET', '/widget-api/v1/widget/all?orderCodes=', tokens.emma)).status).toBe(400);

    expect((await call('DELETE', `/widget-api/v1/widget/${code}`, tokens.lucas)).status).toBe(401);
    expect((await call('DELETE', `/widget-api/v1/widget/${code}`, tokens.emma)).status).toBe(204);
    expect((await call('GET', `/widget-api/v1/widget/${code}`, tokens.emma)).status).toBe(401);
    expect((await fetch(ready.body.viewUrl)).status).toBe(404);
    expect((await call('POST', `/widget-api/v1/widget/${product('reorderable', 2)}`, tokens.emma)).status).toBe(404);
  });

  it('shares a READY online version with base64 values; field errors, BLOCKED, and other customers refused', async () => {
    const code = product('photoBookReady');
    const share = (values: Record<string, string>, token = tokens.emma, c = code) =>
      call('PUT', `/widget-api/v1/widget/${c}/share?${new URLSearchParams(values)}`, token);
    const good = { vendorId: b64('photoprint-gb'), fromName: b64('Emma Jänssen'), personalMessage: b64('Look at our summer! 🌞'), toEmailAddress: b64('grandma@example.com') };
    expect((await share(good)).status).toBe(204);
    const row = await server.services.db.selectFrom('widget_shares').selectAll().where('product_code', '=', code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ from_name: 'Emma Jänssen', to_email: 'grandma@example.com', personal_message: 'Look at our summer! 🌞', vendor_id: 'photoprint-gb' });
    expect((await call('GET', `/widget-api/v1/widget/${code}`, tokens.emma)).body.shareCount).toBe(1);

    const bad = await share({ ...good, fromName: b64('  '), toEmailAddress: b64('not-an-email') });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual([
      { field: 'toEmailAddress', message: 'Please enter a valid e-mail address' }, { field: 'fromName', message: 'Please enter your name' },
    ]);
    expect((await share({ ...good, toEmailAddress: 'grandma@example.com' })).body.fieldErrors).toEqual([{ field: 'toEmailAddress', message: 'Please enter a valid e-mail address' }]);
    expect((await share({ vendorId: good.vendorId })).status).toBe(400);
    expect((await share({ ...good, personalMessage: b64('x'.repeat(1500)) })).status).toBe(400);

    const blocked = await share(good, tokens.emma, product('photoBookBlocked'));
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('BLOCKED');
    expect((await share(good, tokens.lucas)).status).toBe(401);
    expect((await call('GET', `/widget-api/v1/widget/${code}`, tokens.lucas)).status).toBe(401);
    expect((await call('POST', `/widget-api/v1/widget/${code}`, tokens.lucas)).status).toBe(404);
    expect((await call('GET', `/widget-api/v1/widget/all?orderCodes=${DEMO_ORDERS.photoBookReady.code}`, tokens.lucas)).body.items).toEqual([]);
  });
});
