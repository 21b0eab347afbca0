import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import type { FtpIntegrationPatch } from '../../../upstream/customer';
import { accountNotFound, refusedFields, invalidInput } from '../../shared/payloads';
import { forbiddenForConsumers } from '../../shared/roles';

/**
 * PATCH /customers/me with the fields given (null, or an empty callback URL, removes). A consumer gets FORBIDDEN in
 * the payload without any call; the customer service validates (400 → INVALID_INPUT with its messages in
 * `fieldErrors`: 'Please enter a secure (https) URL', 'Please choose a format') and refuses consumers itself (403).
 */
export const updateFtpIntegration: MutationResolvers['updateFtpIntegration'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  if (!viewer.isBusiness) return { ftpIntegration: null, error: forbiddenForConsumers(), fieldErrors: [] };
  const patch: FtpIntegrationPatch = {};
  if (input.callbackUrl !== undefined) patch.callbackUrl = input.callbackUrl?.trim() ? input.callbackUrl : null;
  if (input.callbackFormat !== undefined) patch.callbackFormat = input.callbackFormat;
  const result = await ctx.customer.updateFtpIntegration(patch);
  if (!result.ok) {
    if (result.refused === 'INVALID') {
      const fieldErrors = refusedFields(result, 'callbackUrl');
      return { ftpIntegration: null, error: invalidInput(fieldErrors), fieldErrors };
    }
    const error = result.refused === 'FORBIDDEN' ? forbiddenForConsumers() : accountNotFound();
    return { ftpIntegration: null, error, fieldErrors: [] };
  }
  ctx.customer.clearCaches();
  return { ftpIntegration: result.value.ftpIntegration, error: null, fieldErrors: [] };
};
