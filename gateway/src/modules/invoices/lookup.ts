import type { Context } from '../../context';
import type { PdfStream } from '../../upstream/pdf';
import type { InvoiceRef } from './ids';
import { toCurrentInvoiceModel, toHistoricalInvoiceModel, toMapPdfModel, type InvoiceModel, type MapPdfModel } from './mappers';

/**
 * One of the viewer's invoices, looked up in the viewer's own lists (the services list only the token owner's); null
 * when it is not there. A page of invoices costs one call; this costs the whole list of that kind.
 */
export async function findInvoice(ctx: Context, ref: InvoiceRef): Promise<InvoiceModel | null> {
  if (ref.kind === 'CURRENT') {
    const found = (await ctx.invoice.allCurrentInvoices()).find((invoice) => invoice.id === ref.id);
    return found ? toCurrentInvoiceModel(found) : null;
  }
  const found = (await ctx.invoice.historicalInvoices()).find((invoice) => invoice.id === ref.id && invoice.channel === ref.channel);
  return found ? toHistoricalInvoiceModel(found) : null;
}

/** One of the viewer's map PDFs by code; null when it is not in their list. */
export async function findMapPdf(ctx: Context, code: string): Promise<MapPdfModel | null> {
  const found = (await ctx.product.mapPdfs()).find((pdf) => pdf.code === code);
  return found ? toMapPdfModel(found) : null;
}

/** A file to hand to the customer: the name to save it as and its bytes as they arrive. */
export interface PdfFile {
  fileName: string;
  pdf: PdfStream;
}

/**
 * The PDF of one of the viewer's invoices: found in their own list first (the gateway checks ownership as well as
 * the service), then fetched; null when it is not theirs or the service does not know it.
 */
export async function invoicePdf(ctx: Context, ref: InvoiceRef): Promise<PdfFile | null> {
  const invoice = await findInvoice(ctx, ref);
  if (!invoice) return null;
  const pdf = ref.kind === 'CURRENT'
    ? await ctx.invoice.currentInvoicePdf(ref.id)
    : await ctx.invoice.historicalInvoicePdf(ref.id, ref.channel);
  return pdf && { fileName: invoice.fileName, pdf };
}

/** The PDF of one of the viewer's map PDFs, the same way. */
export async function mapPdfFile(ctx: Context, code: string): Promise<PdfFile | null> {
  const map = await findMapPdf(ctx, code);
  if (!map) return null;
  const pdf = await ctx.product.mapPdf(code);
  return pdf && { fileName: map.fileName, pdf };
}
