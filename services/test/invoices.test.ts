// Invoice API (contracts/invoice-api.yaml) over HTTP with real tokens, on every available database: current and
// historical invoices of the seeded business customers, real PDFs (text: seller, customer, order reference, VAT and
// the order's total), business only (a consumer 403), another customer's invoice 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_IDS } from '../src/db/seed-business';
import { DEMO_IDS } from '../src/db/seed';
import { money, SELLER } from '../src/invoices/pdf';
import { databaseKinds } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { pdfText } from './helpers/pdf-text';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const NAMES = ['oliver', 'anna', 'dana', 'bruno', 'emma'] as const;

describe.each(databaseKinds)('invoice API (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<(typeof NAMES)[number], string>;
  const call = jsonClient(() => server.baseUrl);
  const api = (path: string, name: (typeof NAMES)[number]) => call('GET', `/invoice-api/api/v1${path}`, tokens[name]);
  const pdf = async (path: string, name: (typeof NAMES)[number]) => {
    const res = await fetch(`${server.baseUrl}/invoice-api/api/v1${path}`, { headers: { authorization: `Bearer ${tokens[name]}` } });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const orderTotal = async (code: string, name: (typeof NAMES)[number]) =>
    (await call('GET', `/order-api/v1/superorders/${code}`, tokens[name])).body as Json;

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of NAMES) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('gives every seeded business customer current and historical invoices', async () => {
    for (const name of ['oliver', 'anna', 'dana', 'bruno'] as const) {
      const current = await api('/InvoiceGroupFiles/me', name);
      expect(current.status).toBe(200);
      expect(current.body.total).toBeGreaterThan(0);
      expect(current.body.items[0]).toEqual({
        id: expect.any(String), orderRef: expect.any(String), invoiceNumber: expect.stringMatching(/^INV-\d{4}-/),
        issuedAt: expect.any(String), total: { amountInMinorUnits: expect.any(Number), currency: expect.stringMatching(/^[A-Z]{3}$/) },
      });
      const historical = await api('/HistoricalInvoice/me', name);
      expect(historical.status).toBe(200);
      expect(historical.body.historicalInvoices.length).toBeGreaterThan(0);
      expect(historical.body.historicalInvoices[0]).toMatchObject({ id: expect.any(String), orderRef: expect.any(String), channel: expect.stringMatching(/^photoprint-/) });
    }
    const anna = await api('/HistoricalInvoice/me', 'anna');
    expect(anna.body.historicalInvoices.map((i: Json) => i.orderRef)).toEqual(['75000023', '75000024']);
    expect((await api('/InvoiceGroupFiles/me?limit=1&offset=1', 'anna')).body).toMatchObject({ total: 2, items: [{ orderRef: '75000022' }] });
    expect((await api('/InvoiceGroupFiles/me?limit=0', 'anna')).status).toBe(400);
    // An order still awaiting payment has no invoice yet.
    expect((await api('/InvoiceGroupFiles/me', 'oliver')).body.items.map((i: Json) => i.orderRef)).not.toContain('74000004');
  });

  it('serves a current invoice as a real PDF named invoice_{ref}.pdf whose total is the order total', async () => {
    const [invoice] = (await api('/InvoiceGroupFiles/me', 'anna')).body.items as Json[];
    const { res, bytes } = await pdf(`/InvoiceGroupFiles/me/${invoice!.id}`, 'anna');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice_${invoice!.orderRef}.pdf"`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    const order = await orderTotal(invoice!.orderRef, 'anna');
    expect(invoice!.total).toEqual({ amountInMinorUnits: order.total.amount, currency: order.total.currency });
    for (const expected of [SELLER.name, 'Anna Schmidt Events GmbH', 'VAT DE293847560', 'Hamburg', invoice!.orderRef, invoice!.invoiceNumber, 'VAT 19%',
      money(order.total.amount, order.total.currency)]) {
      expect(text).toContain(expected);
    }
  });

  it('serves a historical invoice by id and channel, in the order currency', async () => {
    const [invoice] = (await api('/HistoricalInvoice/me', 'oliver')).body.historicalInvoices as Json[];
    expect(invoice).toMatchObject({ orderRef: '74000003', channel: 'photoprint-gb', total: { currency: 'GBP' } });
    const { res, bytes } = await pdf(`/HistoricalInvoice/me/pdf/${invoice!.id}/${invoice!.channel}`, 'oliver');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoice_74000003.pdf"');
    const text = pdfText(bytes);
    expect(text).toContain('Bennett Studio Ltd');
    expect(text).toContain('VAT GB284736131');
    expect(text).toContain(money(invoice!.total.amountInMinorUnits, 'GBP'));
    expect(text).toContain('VAT 20%');
    expect((await pdf(`/HistoricalInvoice/me/pdf/${invoice!.id}/photoprint-nl`, 'oliver')).res.status).toBe(404);
    // A historical invoice is not a current one, and the other way round.
    expect((await pdf(`/InvoiceGroupFiles/me/${invoice!.id}`, 'oliver')).res.status).toBe(404);
  });

  it("refuses a consumer (403) and answers 404 for another business customer's invoice", async () => {
    for (const path of ['/InvoiceGroupFiles/me', '/HistoricalInvoice/me', '/InvoiceGroupFiles/me/74000002', '/HistoricalInvoice/me/pdf/74000003/photoprint-gb']) {
      const res = await api(path, 'emma');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const [annas] = (await api('/InvoiceGroupFiles/me', 'anna')).body.items as Json[];
    const [annasOld] = (await api('/HistoricalInvoice/me', 'anna')).body.historicalInvoices as Json[];
    for (const path of [`/InvoiceGroupFiles/me/${annas!.id}`, `/HistoricalInvoice/me/pdf/${annasOld!.id}/${annasOld!.channel}`,
      '/InvoiceGroupFiles/me/nope', "/InvoiceGroupFiles/me/1' or '1'='1", `/InvoiceGroupFiles/me/${'9'.repeat(101)}`]) {
      const res = await pdf(path, 'oliver');
      expect(res.res.status).toBe(404);
    }
    expect((await call('GET', '/invoice-api/api/v1/InvoiceGroupFiles/me')).status).toBe(401);
  });

  it('seeds a business customer in each account status', async () => {
    const status = async (name: (typeof NAMES)[number]) => (await call('GET', '/customer-api/customers/me', tokens[name])).body;
    expect(await status('dana')).toMatchObject({ id: BUSINESS_IDS.dana, businessAccountStatus: 'Default', companyName: null });
    expect(await status('oliver')).toMatchObject({ id: DEMO_IDS.oliver, businessAccountStatus: 'New' });
    expect(await status('bruno')).toMatchObject({ id: BUSINESS_IDS.bruno, businessAccountStatus: 'Blocked' });
    expect(await status('anna')).toMatchObject({ id: BUSINESS_IDS.anna, businessAccountStatus: 'Active' });
  });
});
