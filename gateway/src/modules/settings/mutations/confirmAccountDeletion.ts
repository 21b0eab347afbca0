import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { invalidConfirmationToken } from '../ids';
import { confirmationIdentity } from './confirmation';

/**
 * Public (no sign-in needed): POST …/deleteaccount/{token}/actions/confirm. A malformed token, or one the auth service
 * refuses (404 unknown, used or another identity's; 410 expired) → INVALID_CONFIRMATION_TOKEN.
 */
export const confirmAccountDeletion: MutationResolvers['confirmAccountDeletion'] = async (_root, { input }, ctx) => {
  const identity = confirmationIdentity(ctx, input.token);
  if (!identity) return { deleted: false, error: invalidConfirmationToken() };
  const result = await ctx.auth.confirmAccountDeletion(identity, input.token);
  if (!result.ok) return { deleted: false, error: invalidConfirmationToken() };
  ctx.customer.clearCaches();
  return { deleted: true, error: null };
};
