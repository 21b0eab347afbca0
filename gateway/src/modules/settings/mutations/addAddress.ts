import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { mutationError } from '../../../errors';
import { accountNotFound, refusedFields, invalidInput } from '../../shared/payloads';
import { toViewerModel } from '../../shared/viewerModels';
import { toUpstreamAddress } from '../mappers';
import { addressEdge } from '../paging';

/**
 * POST /customers/me/addresses. 400 → INVALID_INPUT with the §5 messages in `fieldErrors`; 409 → TOO_MANY_ADDRESSES
 * (50). On success the new address as an edge at its place in the book (read afresh), for `@appendEdge`.
 */
export const addAddress: MutationResolvers['addAddress'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const result = await ctx.customer.addAddress(toUpstreamAddress(input.address, input.isDefault));
  if (!result.ok) {
    if (result.refused === 'INVALID') {
      const fieldErrors = refusedFields(result, 'address');
      return { addressEdge: null, viewer: null, error: invalidInput(fieldErrors), fieldErrors };
    }
    const error = result.refused === 'TOO_MANY_ADDRESSES'
      ? mutationError('TOO_MANY_ADDRESSES', null, 'Your address book is full: delete an address first.')
      : accountNotFound();
    return { addressEdge: null, viewer: null, error, fieldErrors: [] };
  }
  ctx.customer.clearCaches();
  return { addressEdge: addressEdge(result.value, await ctx.customer.addresses()), viewer: toViewerModel(viewer), error: null, fieldErrors: [] };
};
