// The business world as msw handlers over one state: the invoice service (current invoices paged by offset/limit,
// historical ones in one list, their PDFs), the product service's map PDFs and the customer service's record, FTP
// callback (PATCH /customers/me) and company details (PUT /customers/me/company). Every call is recorded (so a test
// counts the REST calls of a query); every answer is only ever the token owner's, and only a business customer of
// the fake's own records is answered (403 otherwise), as the real services do whatever the token claims.
import { delay, http, HttpResponse } from 'msw';
import type { UpstreamCurrentInvoice, UpstreamHistoricalInvoice } from '../src/upstream/invoice';
import type { UpstreamMapPdf } from '../src/upstream/product';
import { CUSTOMER_API, INVOICE_API, PRODUCT_API } from './helpers';

export const ANNA_ID = 'acc-anna';
export const DANA_ID = 'acc-dana';
export const EMMA_ID = 'acc-emma';
const DAY = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export interface Call { method: string; path: string; query: string; body?: unknown }
/** How a service misbehaves: 500 on every call, too slow for the gateway's timeout, or refusing the token (403). */
export type Trouble = 'fail' | 'slow' | 'forbid';
export type Service = 'invoice' | 'product' | 'customer';
type Params = Record<string, string | readonly string[] | undefined>;

interface FakeCustomer {
  id: string; business: boolean; deleted: boolean; status: 'Default' | 'New' | 'Blocked' | 'Active' | null;
  companyName: string | null; vatNumber: string | null; callbackUrl: string | null; callbackFormat: 'JSON' | 'XML' | 'CSV' | null;
  current: UpstreamCurrentInvoice[]; historical: UpstreamHistoricalInvoice[]; maps: UpstreamMapPdf[];
}

const euro = (amount: number) => ({ amountInMinorUnits: amount, currency: 'EUR' });
export const pdfBytes = (name: string) => Buffer.from(`%PDF-1.7\n% fake ${name}\n%%EOF\n`, 'latin1');

/** `count` current invoices, newest first: ids `<prefix>-C<n>`, order refs `<prefix>0<n>`. */
const currentInvoices = (prefix: string, count: number): UpstreamCurrentInvoice[] => Array.from({ length: count }, (_, n) => ({
  id: `${prefix}-C${n}`, orderRef: `${prefix}0${n}`, invoiceNumber: `INV-${prefix}-${n}`, issuedAt: daysAgo(n), total: euro(1000 + n),
}));
const historicalInvoices = (prefix: string, count: number): UpstreamHistoricalInvoice[] => Array.from({ length: count }, (_, n) => ({
  id: `${prefix}-H${n}`, orderRef: `${prefix}9${n}`, channel: n % 2 ? 'fotoprint-nl' : 'photoprint-gb', issuedAt: daysAgo(40 + n), total: euro(500 + n),
}));
const maps = (prefix: string): UpstreamMapPdf[] => [
  { code: `MAP-${prefix}-A2`, name: 'Shop window map, A2', createdAt: daysAgo(1), sizeBytes: pdfBytes(`MAP-${prefix}-A2`).length },
  { code: `MAP-${prefix}-A4`, name: 'Counter map, A4', createdAt: daysAgo(2), sizeBytes: pdfBytes(`MAP-${prefix}-A4`).length },
];

const refusal = (status: number, message: string, extra: Record<string, unknown> = {}) => HttpResponse.json({ message, ...extra }, { status });
const subOf = (request: Request) => {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  try {
    return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string }).sub ?? null;
  } catch {
    return null;
  }
};

export function createFakeBusinessServices() {
  const state = {
    customers: new Map<string, FakeCustomer>(),
    trouble: new Map<Service, Trouble>(),
    /** PDFs the invoice or product service has lost although still listed (their download is a 404). */
    missingPdfs: new Set<string>(),
    calls: [] as Call[],
  };
  const reset = () => {
    const customer = (id: string, over: Partial<FakeCustomer>): FakeCustomer => ({
      id, business: true, deleted: false, status: 'Active', companyName: null, vatNumber: null, callbackUrl: null, callbackFormat: null,
      current: [], historical: [], maps: [], ...over,
    });
    state.customers = new Map([
      [ANNA_ID, customer(ANNA_ID, { companyName: 'Anna Schmidt Events GmbH', vatNumber: 'DE293847560', callbackUrl: 'https://anna.example/cb',
        callbackFormat: 'JSON', current: currentInvoices('A', 150), historical: historicalInvoices('A', 5), maps: maps('A') })],
      [DANA_ID, customer(DANA_ID, { status: 'Default', current: currentInvoices('D', 2), historical: historicalInvoices('D', 1), maps: maps('D') })],
      [EMMA_ID, customer(EMMA_ID, { business: false, status: null })],
    ]);
    state.trouble = new Map();
    state.missingPdfs = new Set();
    state.calls = [];
  };
  reset();

  /**
   * Records the call, then answers as `service` would: its trouble first, 401 without a token, 404 for a deleted
   * account, 403 for a consumer (by the fake's own record), else `run` with the token owner's record.
   */
  const handler = (service: Service, run: (c: FakeCustomer, request: Request, params: Params) => Promise<Response> | Response) =>
    async ({ request, params }: { request: Request; params: Params }) => {
      const url = new URL(request.url);
      const body = ['PATCH', 'PUT', 'POST'].includes(request.method) ? await request.clone().json().catch(() => undefined) : undefined;
      state.calls.push({ method: request.method, path: url.pathname, query: url.search, body });
      const trouble = state.trouble.get(service);
      if (trouble === 'fail') return refusal(500, 'secret-database-detail at db.internal:5432');
      if (trouble === 'slow') await delay(2_000);
      if (trouble === 'forbid') return refusal(403, 'For business customers only.', { code: 'FORBIDDEN' });
      const sub = subOf(request);
      if (!sub) return refusal(401, 'No token');
      const customer = state.customers.get(sub);
      if (!customer || customer.deleted) return refusal(404, 'Account deleted');
      if (!customer.business && service !== 'customer') return refusal(403, 'For business customers only.', { code: 'FORBIDDEN' });
      return run(customer, request, params);
    };
  const pdf = (name: string, chunked = false) => {
    if (state.missingPdfs.has(name)) return refusal(404, 'There is no such file.');
    const bytes = pdfBytes(name);
    const headers: Record<string, string> = { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}.pdf"` };
    if (!chunked) return new HttpResponse(bytes, { headers: { ...headers, 'content-length': String(bytes.length) } });
    // Two chunks, no Content-Length: the gateway passes them on as they come.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 8));
        controller.enqueue(bytes.subarray(8));
        controller.close();
      },
    });
    return new HttpResponse(stream, { headers });
  };
  const customerJson = (c: FakeCustomer) => ({
    id: c.id, email: `${c.id}@example.com`, firstName: c.id.slice(4), lastName: 'Test', companyName: c.companyName, vatNumber: c.vatNumber,
    accountDeleted: false, changed: false, addresses: [], businessAccountStatus: c.status,
    ftpIntegration: c.business
      ? { host: 'ftp.photoprint.example', port: 21, user: `b2b-${c.id}`, folder: `/orders/${c.id}`, callbackUrl: c.callbackUrl, callbackFormat: c.callbackFormat }
      : null,
  });
  const FORMATS = ['JSON', 'XML', 'CSV'];

  const handlers = [
    http.get(`${INVOICE_API}/api/v1/InvoiceGroupFiles/me`, handler('invoice', (c, request) => {
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 100);
      if (!(limit >= 1 && limit <= 100 && offset >= 0)) return refusal(400, 'offset must be ≥ 0 and limit 1–100.');
      return HttpResponse.json({ items: c.current.slice(offset, offset + limit), total: c.current.length });
    })),
    http.get(`${INVOICE_API}/api/v1/InvoiceGroupFiles/me/:id`, handler('invoice', (c, _r, { id }) =>
      (c.current.some((i) => i.id === id) ? pdf(String(id)) : refusal(404, 'There is no such invoice.')))),
    http.get(`${INVOICE_API}/api/v1/HistoricalInvoice/me`, handler('invoice', (c) => HttpResponse.json({ historicalInvoices: c.historical }))),
    http.get(`${INVOICE_API}/api/v1/HistoricalInvoice/me/pdf/:id/:channel`, handler('invoice', (c, _r, { id, channel }) =>
      (c.historical.some((i) => i.id === id && i.channel === channel) ? pdf(String(id)) : refusal(404, 'There is no such invoice.')))),
    http.get(`${PRODUCT_API}/v1/Pdfs/me`, handler('product', (c) => HttpResponse.json({ items: c.maps }))),
    http.get(`${PRODUCT_API}/v1/pdf/me/:code`, handler('product', (c, _r, { code }) =>
      (c.maps.some((m) => m.code === code) ? pdf(String(code), true) : refusal(404, 'No such product.')))),
    http.get(`${CUSTOMER_API}/customers/me`, handler('customer', (c) => HttpResponse.json(customerJson(c)))),
    http.patch(`${CUSTOMER_API}/customers/me`, handler('customer', (c) => {
      if (!c.business) return refusal(403, 'The FTP integration is for business customers only.', { code: 'FORBIDDEN' });
      const body = (state.calls.at(-1)!.body ?? {}) as { callbackUrl?: string | null; callbackFormat?: string | null };
      const fieldErrors = [
        ...('callbackUrl' in body && body.callbackUrl !== null && !/^https:\/\/[^@\s]+$/.test(body.callbackUrl ?? '')
          ? [{ field: 'callbackUrl', message: 'Please enter a secure (https) URL' }] : []),
        ...('callbackFormat' in body && body.callbackFormat !== null && !FORMATS.includes(body.callbackFormat ?? '')
          ? [{ field: 'callbackFormat', message: 'Please choose a format' }] : []),
      ];
      if (fieldErrors.length) return refusal(400, 'The FTP integration is not valid.', { code: 'INVALID_FTP_INTEGRATION', fieldErrors });
      if ('callbackUrl' in body) c.callbackUrl = body.callbackUrl ?? null;
      if ('callbackFormat' in body) c.callbackFormat = (body.callbackFormat ?? null) as FakeCustomer['callbackFormat'];
      return HttpResponse.json(customerJson(c));
    })),
    http.put(`${CUSTOMER_API}/customers/me/company`, handler('customer', (c) => {
      if (!c.business) return refusal(403, 'Company details are for business customers only.', { code: 'FORBIDDEN' });
      const body = (state.calls.at(-1)!.body ?? {}) as { companyName?: string; vatNumber?: string };
      const name = body.companyName?.trim() ?? '';
      const vat = (body.vatNumber ?? '').replace(/[\s.-]/g, '').toUpperCase();
      const fieldErrors = [
        ...(name && !/[<>;]/.test(name) ? [] : [{ field: 'companyName', message: 'Please enter your company name' }]),
        ...(/^[A-Z]{2}[A-Z0-9]{2,13}$/.test(vat) ? [] : [{ field: 'vatNumber', message: 'VAT number must be valid' }]),
      ];
      if (fieldErrors.length) return refusal(400, 'The company details are not valid.', { code: 'INVALID_COMPANY_DETAILS', fieldErrors });
      c.companyName = name;
      c.vatNumber = vat;
      if (c.status === 'Default') c.status = 'New';
      return HttpResponse.json(customerJson(c));
    })),
  ];

  return { state, reset, handlers };
}
