import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer, type Context } from '../../context';
import { fromGlobalId } from '../../relay/globalId';
import { registerNodeType } from '../node/registry';
import { section as read } from '../shared/failures';
import { toCookieConsent } from '../shared/consent';
import { addressGlobalId, toAddressModel } from './mappers';
import { settingsMutationResolvers } from './mutations';
import { addressPage, pageArgs } from './paging';

/** One of the customer's addresses by its local id; null when unknown, another customer's, or the account deleted. */
export async function findAddress(ctx: Context, localId: string) {
  const found = (await ctx.customer.addresses())?.find((a) => a.id === localId);
  return found ? toAddressModel(found) : null;
}

// node(id:) resolves an address only for its owner (the customer service lists only the token owner's book).
registerNodeType('Address', (localId, ctx) => {
  requireViewer(ctx);
  return findAddress(ctx, localId);
});

/**
 * A settings section read from the customer service. Nullable in the schema: when the service fails, the section is
 * null with the error (logged) and the rest of the page still loads.
 */
function section<T>(ctx: Context, what: string, load: () => Promise<T>): Promise<T> {
  requireViewer(ctx);
  return read(ctx, what, load);
}

export const settingsResolvers: Resolvers = {
  Viewer: {
    lastName: async (_v, _a, ctx) => (await ctx.customer.me())?.lastName || null,
    addresses: (_v, args, ctx) => {
      const page = pageArgs(args);
      return section(ctx, 'the address book', async () => {
        const book = await ctx.customer.addresses();
        return book && addressPage(book, page);
      });
    },
    address: (_v, { id }, ctx) => section(ctx, 'an address', async () => {
      const decoded = fromGlobalId(id);
      return decoded?.type === 'Address' ? findAddress(ctx, decoded.id) : null;
    }),
    paymentMethod: (_v, _a, ctx) => section(ctx, 'the payment method', () => ctx.customer.paymentMethod()),
    cookieConsent: (_v, _a, ctx) => section(ctx, 'the cookie consent', async () => {
      const code = await ctx.customer.cookieConsent();
      return code && toCookieConsent(code);
    }),
  },
  Address: {
    id: (a) => addressGlobalId(a.id),
    company: (a) => a.company ?? null,
    addition: (a) => a.addition ?? null,
    phone: (a) => a.phone ?? null,
  },
  AddressConnection: {
    edges: (c) => c.edges,
    pageInfo: (c) => c.pageInfo,
    totalCount: (c) => c.totalCount,
  },
  Mutation: settingsMutationResolvers,
};
