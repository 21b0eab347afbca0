import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { toViewerModel } from '../../shared/viewerModels';
import { addressIdOf, addressNotFound } from '../ids';
import { addressGlobalId } from '../mappers';

/** DELETE /customers/me/addresses/{id}; 404 (unknown, or another customer's) → NOT_FOUND. Answers the id for `@deleteEdge`. */
export const deleteAddress: MutationResolvers['deleteAddress'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const id = addressIdOf(input.addressId);
  const result = await ctx.customer.deleteAddress(id);
  if (!result.ok) return { deletedAddressId: null, viewer: null, error: addressNotFound() };
  ctx.customer.clearCaches();
  return { deletedAddressId: addressGlobalId(id), viewer: toViewerModel(viewer), error: null };
};
