import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { refusedFields, invalidInput } from '../../shared/payloads';
import { toViewerModel } from '../../shared/viewerModels';
import { addressIdOf, addressNotFound } from '../ids';
import { toAddressModel, toUpstreamAddress } from '../mappers';

/**
 * PUT /customers/me/addresses/{id}: replaces one of the customer's addresses. 400 → INVALID_INPUT with `fieldErrors`;
 * 404 (unknown, or another customer's) → NOT_FOUND. The payload's address keeps its id.
 */
export const updateAddress: MutationResolvers['updateAddress'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const id = addressIdOf(input.addressId);
  const result = await ctx.customer.updateAddress(id, toUpstreamAddress(input.address, input.isDefault));
  if (!result.ok) {
    if (result.refused === 'INVALID') {
      const fieldErrors = refusedFields(result, 'address');
      return { address: null, viewer: null, error: invalidInput(fieldErrors), fieldErrors };
    }
    return { address: null, viewer: null, error: addressNotFound(), fieldErrors: [] };
  }
  ctx.customer.clearCaches();
  return { address: toAddressModel(result.value), viewer: toViewerModel(viewer), error: null, fieldErrors: [] };
};
