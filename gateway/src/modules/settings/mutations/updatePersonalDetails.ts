import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { accountNotFound, refusedFields, invalidInput } from '../../shared/payloads';
import { toViewerModel } from '../../shared/viewerModels';

/**
 * PUT /customers/me: the first and last name. The customer service validates them (400 → INVALID_INPUT with
 * `fieldErrors`); on success the payload's viewer reads its names afresh.
 */
export const updatePersonalDetails: MutationResolvers['updatePersonalDetails'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  const result = await ctx.customer.updatePersonalDetails({ firstName: input.firstName, lastName: input.lastName });
  if (!result.ok) {
    if (result.refused === 'NOT_FOUND') return { viewer: null, error: accountNotFound(), fieldErrors: [] };
    const fieldErrors = refusedFields(result, 'firstName');
    return { viewer: null, error: invalidInput(fieldErrors), fieldErrors };
  }
  ctx.customer.clearCaches();
  return { viewer: toViewerModel(viewer), error: null, fieldErrors: [] };
};
