import type { Resolvers } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import type { Customer } from '../../upstream/customer';
import { section } from '../shared/failures';
import { requireBusinessViewer } from '../shared/roles';
import { toCompanyDetails } from './mappers';
import { businessMutationResolvers } from './mutations';

/** A business section of GET /customers/me (one call per request with every other Viewer field); null when deleted. */
function fromCustomer<T>(ctx: Context, what: string, pick: (customer: Customer) => T | null): Promise<T | null> {
  return section(ctx, what, async () => {
    const customer = await ctx.customer.me();
    return customer && pick(customer);
  });
}

export const businessResolvers: Resolvers = {
  Viewer: {
    // A consumer is refused before any call; a customer service outage nulls only the field.
    ftpIntegration: (_v, _a, ctx) => {
      requireBusinessViewer(ctx, 'FTP integrations');
      return fromCustomer(ctx, 'the FTP integration', (customer) => customer.ftpIntegration);
    },
    companyDetails: (_v, _a, ctx) => {
      requireBusinessViewer(ctx, 'Company details');
      return fromCustomer(ctx, 'the company details', toCompanyDetails);
    },
  },
  Mutation: businessMutationResolvers,
};
