import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { section } from '../shared/failures';
import { requireBusinessViewer } from '../shared/roles';
import { registerNodeType } from '../node/registry';
import { parseInvoiceLocalId, parseMapPdfCode } from './ids';
import { findInvoice, findMapPdf } from './lookup';
import { toMapPdfModel } from './mappers';
import { invoicePage, invoicePageArgs } from './paging';

// node(id:) resolves invoices and map PDFs only for their owner: a consumer has none (no call), a business customer
// only those in their own lists.
registerNodeType('Invoice', (localId, ctx) => {
  const ref = parseInvoiceLocalId(localId);
  return requireViewer(ctx).isBusiness && ref ? findInvoice(ctx, ref) : null;
});
registerNodeType('MapPdf', (localId, ctx) => {
  const code = parseMapPdfCode(localId);
  return requireViewer(ctx).isBusiness && code ? findMapPdf(ctx, code) : null;
});

export const invoicesResolvers: Resolvers = {
  Viewer: {
    // The role, `first` and `after` are checked before any call; an invoice service outage nulls only this field.
    invoices: (_v, args, ctx) => {
      requireBusinessViewer(ctx, 'Invoices');
      const page = invoicePageArgs(args);
      return section(ctx, 'the invoices', () => invoicePage(ctx, page));
    },
    mapPdfs: (_v, _a, ctx) => {
      requireBusinessViewer(ctx, 'Map PDFs');
      return section(ctx, 'the map PDFs', async () => (await ctx.product.mapPdfs()).map(toMapPdfModel));
    },
  },
};
