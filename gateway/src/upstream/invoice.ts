import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/invoice-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { pdfStream, type PdfStream } from './pdf';

export type UpstreamCurrentInvoice = components['schemas']['CurrentInvoice'];
export type UpstreamHistoricalInvoice = components['schemas']['HistoricalInvoice'];

/** Current invoices per GET /api/v1/InvoiceGroupFiles/me (its `limit` is 1-100). */
export const INVOICE_BATCH_SIZE = 100;

/** One page of current invoices and how many the customer has. */
export interface CurrentInvoicePage {
  items: UpstreamCurrentInvoice[];
  total: number;
}

export interface InvoiceApi {
  /** GET /api/v1/InvoiceGroupFiles/me?offset=&limit= (limit 1-100): one page, newest first; the same page once per request. */
  currentInvoices(offset: number, limit: number): Promise<CurrentInvoicePage>;
  /** Every current invoice, newest first, in batches of 100 (the first, then the rest at once); once per request. */
  allCurrentInvoices(): Promise<UpstreamCurrentInvoice[]>;
  /** GET /api/v1/HistoricalInvoice/me: every historical invoice, newest first; once per request. */
  historicalInvoices(): Promise<UpstreamHistoricalInvoice[]>;
  /** GET /api/v1/InvoiceGroupFiles/me/{id}: the PDF as it arrives; null when unknown or another customer's (404). */
  currentInvoicePdf(id: string): Promise<PdfStream | null>;
  /** GET /api/v1/HistoricalInvoice/me/pdf/{id}/{channel}: the PDF as it arrives; null when unknown (404). */
  historicalInvoicePdf(id: string, channel: string): Promise<PdfStream | null>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

/**
 * The invoice service (business customers only: a consumer's token is a 403, answered FORBIDDEN by `callUpstream`).
 */
export function createInvoiceApi(ctx: UpstreamContext): InvoiceApi {
  const service: ServiceInfo = { name: 'invoice', label: 'invoice service', baseUrl: ctx.config.invoiceApiUrl };
  const { client, streaming, call, body } = upstreamService<paths>(service, ctx, 'Invoice API');
  const CURRENT = '/api/v1/InvoiceGroupFiles/me';

  const pages = perKeyLoader(async (key: string): Promise<CurrentInvoicePage> => {
    const [offset, limit] = key.split(':').map(Number) as [number, number];
    const { data } = await call('GET', CURRENT, () => client.GET(CURRENT, { params: { query: { offset, limit } } }));
    return body(data, `GET ${CURRENT}`);
  });
  const page = (offset: number, limit: number) => pages.load(`${offset}:${limit}`);
  const allCurrent = new DataLoader<'me', UpstreamCurrentInvoice[]>(async (keys) => {
    const first = await page(0, INVOICE_BATCH_SIZE);
    const offsets = [];
    for (let offset = first.items.length; offset < first.total && first.items.length > 0; offset += INVOICE_BATCH_SIZE) offsets.push(offset);
    const rest = await Promise.all(offsets.map((offset) => page(offset, INVOICE_BATCH_SIZE)));
    const invoices = [first, ...rest].flatMap((p) => p.items);
    return keys.map(() => invoices);
  });
  const historical = new DataLoader<'me', UpstreamHistoricalInvoice[]>(async (keys) => {
    const path = '/api/v1/HistoricalInvoice/me';
    const { data } = await call('GET', path, () => client.GET(path));
    const invoices = body(data, `GET ${path}`).historicalInvoices;
    return keys.map(() => invoices);
  });

  return {
    currentInvoices: page,
    allCurrentInvoices: () => allCurrent.load('me'),
    historicalInvoices: () => historical.load('me'),
    async currentInvoicePdf(id) {
      const path = '/api/v1/InvoiceGroupFiles/me/{id}';
      const { data, response } = await call('GET', path, () =>
        streaming().GET(path, { params: { path: { id } }, parseAs: 'stream' }), [404]);
      return response.status === 404 ? null : pdfStream(data, response);
    },
    async historicalInvoicePdf(id, channel) {
      const path = '/api/v1/HistoricalInvoice/me/pdf/{id}/{channel}';
      const { data, response } = await call('GET', path, () =>
        streaming().GET(path, { params: { path: { id, channel } }, parseAs: 'stream' }), [404]);
      return response.status === 404 ? null : pdfStream(data, response);
    },
    clearCaches() {
      pages.clearAll();
      allCurrent.clearAll();
      historical.clearAll();
    },
  };
}
