import type { InvoiceConnection, InvoiceKind } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { badUserInput } from '../../errors';
import { offsetConnection, validateFirst, type ForwardArgs } from '../../relay/connection';
import { toCurrentInvoiceModel, toHistoricalInvoiceModel, type InvoiceModel } from './mappers';

/** Opaque offset cursors, tied to their kind: `InvoiceCursor:<kind>:<position>` in base64url. */
const encodeCursor = (kind: InvoiceKind, position: number) =>
  Buffer.from(`InvoiceCursor:${kind}:${position}`, 'utf8').toString('base64url');

/** How many invoices of the kind come before the page that starts after `after`; a foreign cursor is BAD_USER_INPUT. */
export function offsetAfter(after: string | null | undefined, kind: InvoiceKind): number {
  if (!after) return 0;
  const match = /^InvoiceCursor:([A-Z]+):(\d{1,6})$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  if (!match || match[1] !== kind) throw badUserInput('`after` is not a cursor of this list of invoices.');
  return Number(match[2]);
}

/** `first` (1-100) and `after`, checked before anything is read. */
export function invoicePageArgs(args: ForwardArgs & { kind: InvoiceKind }) {
  return { kind: args.kind, first: validateFirst(args.first), offset: offsetAfter(args.after, args.kind) };
}

export type InvoiceConnectionModel = Omit<InvoiceConnection, 'edges'> & { edges: { cursor: string; node: InvoiceModel }[] };

/** A page of invoices from `offset`; each cursor is the position after its invoice. */
const connection = (kind: InvoiceKind, nodes: InvoiceModel[], offset: number, total: number): InvoiceConnectionModel =>
  offsetConnection(nodes, offset, total, (node, at) => ({ node, cursor: encodeCursor(kind, at + 1) }));

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
