import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { accountNotFound, refusedFields, invalidInput } from '../../shared/payloads';
import { forbiddenForConsumers } from '../../shared/roles';
import { toViewerModel } from '../../shared/viewerModels';
import { toCompanyDetails } from '../mappers';

/**
 * PUT /customers/me/company. A consumer gets FORBIDDEN in the payload without any call; the customer service
 * validates (400 → INVALID_INPUT: 'Please enter your company name', 'VAT number must be valid') and moves a DEFAULT
 * account to NEW once the details are complete, so the payload's viewer reads the customer afresh (the banner changes).
 */
export const updateCompanyDetails: MutationResolvers['updateCompanyDetails'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  if (!viewer.isBusiness) return { companyDetails: null, viewer: null, error: forbiddenForConsumers(), fieldErrors: [] };
  const result = await ctx.customer.updateCompanyDetails({ companyName: input.companyName, vatNumber: input.vatNumber });
  if (!result.ok) {
    if (result.refused === 'INVALID') {
      const fieldErrors = refusedFields(result, 'companyName');
      return { companyDetails: null, viewer: null, error: invalidInput(fieldErrors), fieldErrors };
    }
    const error = result.refused === 'FORBIDDEN' ? forbiddenForConsumers() : accountNotFound();
    return { companyDetails: null, viewer: null, error, fieldErrors: [] };
  }
  ctx.customer.clearCaches();
  return { companyDetails: toCompanyDetails(result.value), viewer: toViewerModel(viewer), error: null, fieldErrors: [] };
};
