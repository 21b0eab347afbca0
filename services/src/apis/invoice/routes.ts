// Invoice API (contracts/invoice-api.yaml), behind the bearer: a business customer's current and historical invoices
// and their PDFs (invoices/pdf.ts). A consumer is refused (403 FORBIDDEN); an invoice of another customer, or a
// historical one asked for with the wrong channel, is unknown (404).
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { components, operations } from '../../../contracts/__generated__/invoice-api';
import type { Db } from '../../db';
import { invoicesOf, type Invoice } from '../../invoices/list';
import { invoicePdf } from '../../invoices/pdf';

type CurrentInvoice = components['schemas']['CurrentInvoice'];
type HistoricalInvoice = components['schemas']['HistoricalInvoice'];
type CurrentList = operations['listCurrentInvoices']['responses']['200']['content']['application/json'];
type HistoricalList = operations['listHistoricalInvoices']['responses']['200']['content']['application/json'];
type ErrorBody = { code?: string; message: string };

const NOT_FOUND: ErrorBody = { code: 'NOT_FOUND', message: 'There is no such invoice.' };
const MAX_ID = 100;

const currentJson = (i: Invoice): CurrentInvoice => ({
  id: i.id, orderRef: i.orderRef, invoiceNumber: i.invoiceNumber, issuedAt: i.issuedAt.toISOString(),
  total: { amountInMinorUnits: i.total, currency: i.currency },
});
const historicalJson = (i: Invoice): HistoricalInvoice => ({
  id: i.id, orderRef: i.orderRef, channel: i.channel, issuedAt: i.issuedAt.toISOString(),
  total: { amountInMinorUnits: i.total, currency: i.currency },
});

function intParam(value: unknown, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

export function invoiceRoutes(db: Db): Router {
  const router = Router();

  // Business customers only; their company name and VAT number go on the PDF.
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const row = await db.selectFrom('customers').select(['amr', 'company_name', 'vat_number']).where('id', '=', req.accountId!).executeTakeFirst();
    if (row?.amr !== 'b2b') return void res.status(403).json({ code: 'FORBIDDEN', message: 'Invoices are for business customers only.' });
    res.locals.customer = { companyName: row.company_name, vatNumber: row.vat_number };
    next();
  });

  router.get('/api/v1/InvoiceGroupFiles/me', async (req: Request, res: Response<CurrentList | ErrorBody>) => {
    const offset = intParam(req.query.offset, 0, 0, 1_000_000);
    const limit = intParam(req.query.limit, 100, 1, 100);
    if (offset === undefined || limit === undefined) {
      return void res.status(400).json({ code: 'BAD_REQUEST', message: 'offset must be ≥ 0 and limit 1–100.' });
    }
    const current = (await invoicesOf(db, req.accountId!)).filter((i) => !i.historical);
    res.json({ items: current.slice(offset, offset + limit).map(currentJson), total: current.length });
  });

  router.get('/api/v1/HistoricalInvoice/me', async (req: Request, res: Response<HistoricalList>) => {
    const historical = (await invoicesOf(db, req.accountId!)).filter((i) => i.historical);
    res.json({ historicalInvoices: historical.map(historicalJson) });
  });

  const sendPdf = async (res: Response, invoice: Invoice | undefined) => {
    if (!invoice) return void res.status(404).json(NOT_FOUND);
    const pdf = await invoicePdf(invoice, res.locals.customer as { companyName: string | null; vatNumber: string | null });
    const name = `invoice_${invoice.orderRef.replace(/[^\w.-]/g, '_')}.pdf`;
    res.set({
      'Content-Type': 'application/pdf', 'Content-Length': String(pdf.length), 'Cache-Control': 'private, no-store',
      'Content-Disposition': `attachment; filename="${name}"`,
    }).send(pdf);
  };

  router.get('/api/v1/InvoiceGroupFiles/me/:id', async (req: Request<{ id: string }>, res: Response) => {
    const { id } = req.params;
    const invoice = id.length <= MAX_ID ? (await invoicesOf(db, req.accountId!, id))[0] : undefined;
    await sendPdf(res, invoice && !invoice.historical ? invoice : undefined);
  });

  router.get('/api/v1/HistoricalInvoice/me/pdf/:id/:channel', async (req: Request<{ id: string; channel: string }>, res: Response) => {
    const { id, channel } = req.params;
    const invoice = id.length <= MAX_ID && channel.length <= MAX_ID ? (await invoicesOf(db, req.accountId!, id))[0] : undefined;
    await sendPdf(res, invoice?.historical && invoice.channel === channel ? invoice : undefined);
  });

  return router;
}
