import { CALLBACK_URL_MESSAGE, normaliseCallbackUrl } from '@my-account/brands/callback-url';
import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import type { FtpIntegrationPatch } from '../../../upstream/customer';
import { accountNotFound, refusedFields, invalidInput } from '../../shared/payloads';
import { forbiddenForConsumers } from '../../shared/roles';

/**
 * PATCH /customers/me with the fields given (null, or an empty callback URL, removes). A consumer gets FORBIDDEN in
 * the payload without any call; so does a callback URL that may not be one (INVALID_INPUT, 'Please enter a secure
 * (https) URL': not https, userinfo, control characters, an internal host), and one that may is sent normalised. The
 * customer service checks the same again (400 → INVALID_INPUT with its messages in `fieldErrors`, e.g. 'Please choose
 * a format') and refuses consumers itself (403).
 */
export const updateFtpIntegration: MutationResolvers['updateFtpIntegration'] = async (_root, { input }, ctx) => {
  const viewer = requireViewer(ctx);
  if (!viewer.isBusiness) return { ftpIntegration: null, error: forbiddenForConsumers(), fieldErrors: [] };
  const patch: FtpIntegrationPatch = {};
  if (input.callbackUrl !== undefined) {
    const url = input.callbackUrl?.trim() ? normaliseCallbackUrl(input.callbackUrl) : null;
    if (url === undefined) {
      const fieldErrors = [{ field: 'callbackUrl', message: CALLBACK_URL_MESSAGE }];
      return { ftpIntegration: null, error: invalidInput(fieldErrors), fieldErrors };
    }
    patch.callbackUrl = url;
  }
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
