import type { Invoice, MapPdf } from '../../__generated__/resolvers-types';
import type { UpstreamCurrentInvoice, UpstreamHistoricalInvoice } from '../../upstream/invoice';
import type { UpstreamMapPdf } from '../../upstream/product';
import { invoiceGlobalId, mapPdfGlobalId } from './ids';

/** Parent of Invoice fields: every field, computed once (they are all cheap), tagged with its type. */
export type InvoiceModel = Invoice & { __typename: 'Invoice' };
export type MapPdfModel = MapPdf & { __typename: 'MapPdf' };

/** A file name safe in a Content-Disposition header and on every file system: only letters, digits, `.`, `_`, `-`. */
const safe = (name: string) => name.replace(/[^\w.-]/g, '_');

/** `invoice_{orderRef}.pdf` (the same name as the download's Content-Disposition). */
export const invoiceFileName = (orderRef: string) => `invoice_${safe(orderRef)}.pdf`;
export const mapPdfFileName = (code: string) => `${safe(code)}.pdf`;

export const INVOICE_FILES_PATH = '/files/invoices/';
export const MAP_PDF_FILES_PATH = '/files/map-pdfs/';

export function toCurrentInvoiceModel(invoice: UpstreamCurrentInvoice): InvoiceModel {
  const id = invoiceGlobalId({ kind: 'CURRENT', id: invoice.id });
  return {
    __typename: 'Invoice', id, kind: 'CURRENT', orderRef: invoice.orderRef, invoiceNumber: invoice.invoiceNumber, channel: null,
    issuedAt: invoice.issuedAt, total: invoice.total, fileName: invoiceFileName(invoice.orderRef),
    downloadUrl: `${INVOICE_FILES_PATH}${encodeURIComponent(id)}`,
  };
}

export function toHistoricalInvoiceModel(invoice: UpstreamHistoricalInvoice): InvoiceModel {
  const id = invoiceGlobalId({ kind: 'HISTORICAL', channel: invoice.channel, id: invoice.id });
  return {
    __typename: 'Invoice', id, kind: 'HISTORICAL', orderRef: invoice.orderRef, invoiceNumber: null, channel: invoice.channel,
    issuedAt: invoice.issuedAt, total: invoice.total, fileName: invoiceFileName(invoice.orderRef),
    downloadUrl: `${INVOICE_FILES_PATH}${encodeURIComponent(id)}`,
  };
}

export function toMapPdfModel(pdf: UpstreamMapPdf): MapPdfModel {
  const id = mapPdfGlobalId(pdf.code);
  return {
    __typename: 'MapPdf', id, code: pdf.code, name: pdf.name, createdAt: pdf.createdAt, sizeBytes: pdf.sizeBytes,
    fileName: mapPdfFileName(pdf.code), downloadUrl: `${MAP_PDF_FILES_PATH}${encodeURIComponent(id)}`,
  };
}
