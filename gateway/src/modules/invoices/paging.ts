import type { InvoiceConnection, InvoiceKind } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { offsetConnection, offsetPageArgs, type ForwardArgs } from '../../relay/connection';
import { toCurrentInvoiceModel, toHistoricalInvoiceModel, type InvoiceModel } from './mappers';

/** `first` (1-100) and `after`, checked before anything is read. */
export function invoicePageArgs(args: ForwardArgs & { kind: InvoiceKind }) {
  return { kind: args.kind, ...offsetPageArgs(args, `invoices.${args.kind}`) };
}

export type InvoiceConnectionModel = Omit<InvoiceConnection, 'edges'> & { edges: { cursor: string; node: InvoiceModel }[] };

/** A page of invoices from `offset`; each cursor is the position after its invoice. */
const connection = (kind: InvoiceKind, nodes: InvoiceModel[], offset: number, total: number): InvoiceConnectionModel =>
  offsetConnection(nodes, { offset, total, list: `invoices.${kind}` });

/**
 * One page of the viewer's invoices of one kind, newest first (the services' order), for ONE upstream call: current
 * invoices are paged by the invoice service (offset, limit = first), historical ones come in one list and are paged here.
 */
export async function invoicePage(ctx: Context, { kind, first, offset }: ReturnType<typeof invoicePageArgs>): Promise<InvoiceConnectionModel> {
  if (kind === 'CURRENT') {
    const page = await ctx.invoice.currentInvoices(offset, first);
    return connection(kind, page.items.slice(0, first).map(toCurrentInvoiceModel), offset, page.total);
  }
  const all = await ctx.invoice.historicalInvoices();
  return connection(kind, all.slice(offset, offset + first).map(toHistoricalInvoiceModel), offset, all.length);
}
