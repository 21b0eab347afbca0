// A business customer's invoices, map PDFs and FTP integration as the gateway answers them, and the world answering
// the business screens (invoices, FTP instructions) from them.
import { nullViewerFields, type Overrides, type World } from '../relay';
import { pagesOf } from './connection';
import { viewerNode } from './viewer';

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

export interface FakeBusiness extends Overrides {
  invoices: FakeInvoice[];
  mapPdfs: FakeMapPdf[];
  ftp: FakeFtp;
  /** Parts the services could not answer (the field is null). */
  unavailable?: Array<'CURRENT' | 'HISTORICAL' | 'MAP_PDFS' | 'FTP'>;
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

export const businessCustomer = (extra: Partial<FakeBusiness> = {}): FakeBusiness => ({
  invoices: [invoice(1), invoice(2, { kind: 'HISTORICAL', currency: 'EUR', total: 4_550 })],
  mapPdfs: [mapPdf(1)],
  ftp: ftp(),
  ...extra,
});

const invoiceNode = (i: FakeInvoice) => ({
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

/**
 * The business customer's answers (invoice connections honour `kind`, `first` and `after`). The page queries: a part
 * the services could not answer is null (a resolver's null would be mocked over).
 */
export function businessWorld(fake: FakeBusiness): World {
  const fields = { CURRENT: 'current', HISTORICAL: 'historical', MAP_PDFS: 'mapPdfs', FTP: 'ftpIntegration' } as const;
  const page = nullViewerFields((fake.unavailable ?? []).map((part) => fields[part]));
  return {
    resolvers: {
      Viewer: () => viewerNode({ isBusiness: true, businessAccountStatus: 'ACTIVE', mapPdfs: fake.mapPdfs.map(mapPdfNode) }),
      InvoiceConnection: pagesOf(({ kind }) => fake.invoices.filter((i) => i.kind === kind), invoiceNode),
      FtpIntegration: () => ({ ...fake.ftp }),
    },
    handlers: { InvoicesPageQuery: page, FtpIntegrationPageQuery: page, ...fake.handlers },
    failing: fake.failing,
  };
}
