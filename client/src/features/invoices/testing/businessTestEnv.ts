// Test-only: the invoices and FTP screens against a real Relay environment whose answers come from a fake business
// customer (relay-test-utils generates every payload from the operation, so it always matches the selections).
import type { OperationDescriptor, Variables } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import { vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { mockData, type Handler } from '../../../test/relay';

export interface FakeInvoice {
  kind: 'CURRENT' | 'HISTORICAL';
  orderRef: string;
  id: string;
  channel: string | null;
  invoiceNumber: string | null;
  issuedAt: string;
  total: number;
  currency: string;
}

export interface FakeMapPdf {
  code: string;
  name: string;
  createdAt: string;
  sizeBytes: number;
}

export interface FakeFtp {
  host: string;
  port: number;
  user: string;
  folder: string;
  callbackUrl: string | null;
  callbackFormat: 'JSON' | 'XML' | 'CSV' | null;
}

export interface FakeBusiness {
  invoices: FakeInvoice[];
  mapPdfs: FakeMapPdf[];
  ftp: FakeFtp;
  /** Parts the services could not answer (the field is null). */
  unavailable?: Array<'CURRENT' | 'HISTORICAL' | 'MAP_PDFS' | 'FTP'>;
  /** Operation names that fail. */
  failing?: string[];
  /** Extra handlers by operation name (mutations). */
  handlers?: Record<string, Handler>;
}

export const invoice = (n: number, extra: Partial<FakeInvoice> = {}): FakeInvoice => {
  const kind = extra.kind ?? 'CURRENT';
  return {
    kind,
    orderRef: `SO${200000 + n}`,
    id: `Invoice:${kind}:${n}`,
    channel: kind === 'HISTORICAL' ? 'photoprint-gb' : null,
    invoiceNumber: kind === 'CURRENT' ? `INV-2026-${String(n).padStart(4, '0')}` : null,
    issuedAt: '2026-03-05T10:00:00Z',
    total: 12_000 + n,
    currency: 'GBP',
    ...extra,
  };
};

export const mapPdf = (n: number, extra: Partial<FakeMapPdf> = {}): FakeMapPdf => ({
  code: `MAP-${n}`,
  name: `Shop window map ${n}, A2`,
  createdAt: '2026-02-01T09:00:00Z',
  sizeBytes: 2_450_000,
  ...extra,
});

export const ftp = (extra: Partial<FakeFtp> = {}): FakeFtp => ({
  host: 'ftp.photoprint.test',
  port: 990,
  user: 'anna-studio',
  folder: '/orders/anna-studio',
  callbackUrl: null,
  callbackFormat: null,
  ...extra,
});

export const business = (extra: Partial<FakeBusiness> = {}): FakeBusiness => ({
  invoices: [invoice(1), invoice(2, { kind: 'HISTORICAL', currency: 'EUR', total: 4_550 })],
  mapPdfs: [mapPdf(1)],
  ftp: ftp(),
  ...extra,
});

export const invoiceNode = (i: FakeInvoice) => ({
  __typename: 'Invoice',
  id: i.id,
  kind: i.kind,
  orderRef: i.orderRef,
  invoiceNumber: i.invoiceNumber,
  channel: i.channel,
  issuedAt: i.issuedAt,
  total: { amountInMinorUnits: i.total, currency: i.currency },
  fileName: `invoice_${i.orderRef}.pdf`,
  downloadUrl: `/files/invoices/${encodeURIComponent(i.id)}`,
});

const mapPdfNode = (p: FakeMapPdf) => ({
  __typename: 'MapPdf',
  id: `MapPdf:${p.code}`,
  code: p.code,
  name: p.name,
  createdAt: p.createdAt,
  sizeBytes: p.sizeBytes,
  fileName: `${p.code}.pdf`,
  downloadUrl: `/files/map-pdfs/${encodeURIComponent(`MapPdf:${p.code}`)}`,
});

/** Resolvers answering the business queries from the fake (connections honour `kind`, `first` and `after`). */
export function businessResolvers(fake: FakeBusiness): MockResolvers {
  return {
    Viewer: () => ({
      id: 'Vmlld2VyOjE',
      accountDeleted: false,
      isBusiness: true,
      businessAccountStatus: 'ACTIVE',
      mapPdfs: fake.mapPdfs.map(mapPdfNode),
    }),
    InvoiceConnection: (ctx) => {
      const args = ((ctx as { args?: Record<string, unknown> | null }).args ?? {}) as { kind: FakeInvoice['kind']; first?: number; after?: string };
      const all = fake.invoices.filter((i) => i.kind === args.kind);
      const start = args.after ? Number(args.after) : 0;
      const end = Math.min(all.length, start + Number(args.first ?? 10));
      return {
        totalCount: all.length,
        edges: all.slice(start, end).map((i, n) => ({ cursor: String(start + n + 1), node: invoiceNode(i) })),
        pageInfo: { hasNextPage: end < all.length, endCursor: String(end), hasPreviousPage: false, startCursor: String(start) },
      };
    },
    FtpIntegration: () => ({ ...fake.ftp }),
  };
}

/** The page queries; a part the services could not answer is null (a resolver's null would be mocked over). */
function queryHandler(fake: FakeBusiness): Handler {
  return (_variables: Variables, operation: OperationDescriptor) => {
    const data = mockData(operation, businessResolvers(fake)) as { viewer: Record<string, unknown> };
    const unavailable = fake.unavailable ?? [];
    if (unavailable.includes('CURRENT') && 'current' in data.viewer) data.viewer.current = null;
    if (unavailable.includes('HISTORICAL') && 'historical' in data.viewer) data.viewer.historical = null;
    if (unavailable.includes('MAP_PDFS') && 'mapPdfs' in data.viewer) data.viewer.mapPdfs = null;
    if (unavailable.includes('FTP') && 'ftpIntegration' in data.viewer) data.viewer.ftpIntegration = null;
    return data;
  };
}

/** Renders the app at `path` as the fake business customer; returns the router, the recorded calls and a user. */
export function renderBusiness(path: string, fake: FakeBusiness) {
  const handlers: Record<string, Handler> = {
    InvoicesPageQuery: queryHandler(fake),
    FtpIntegrationPageQuery: queryHandler(fake),
    ...fake.handlers,
  };
  for (const name of fake.failing ?? []) handlers[name] = () => new Error(`${name} failed`);
  return renderApp(path, { world: { resolvers: businessResolvers(fake), handlers } });
}

/** A mutation's answer generated around the fake (as it is after the change), with the payload's fields set. */
export function payload(fake: FakeBusiness, payloadType: string, fields: Record<string, unknown>) {
  return (_variables: Variables, operation: OperationDescriptor) => mockData(operation, { ...businessResolvers(fake), [payloadType]: () => fields });
}

/** fetch answers the test releases one by one (to look at the state in between); each call waits for its own. */
export function deferredFetch() {
  const pending: Array<(response: Response) => void> = [];
  const fetchMock = vi.fn((_url: URL | string, _init?: RequestInit) => new Promise<Response>((resolve) => pending.push(resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Answers the oldest waiting call. */
    answer: (response: Response) => pending.shift()!(response),
    waiting: () => pending.length,
  };
}

export const pdfResponse = () => new Response(new Blob(['%PDF-1.4 fake'], { type: 'application/pdf' }), { status: 200 });

/** Catches what the page saves: the object URL and name of each `<a download>` clicked (jsdom cannot save files). */
export function savedFiles() {
  const saved: Array<{ href: string; download: string }> = [];
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/${++n}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return saved;
}

export { mockData };
