import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { emailInUse, invalidConfirmationToken } from '../ids';
import { confirmationIdentity } from './confirmation';

/**
 * Public (no sign-in needed): POST …/emailchanges/{token}/actions/confirm. A malformed token, or one the auth service
 * refuses (404 unknown, used or another identity's; 410 expired) → INVALID_CONFIRMATION_TOKEN; 409 → EMAIL_IN_USE.
 */
export const confirmEmailChange: MutationResolvers['confirmEmailChange'] = async (_root, { input }, ctx) => {
  const identity = confirmationIdentity(ctx, input.token);
  if (!identity) return { email: null, error: invalidConfirmationToken() };
  const result = await ctx.auth.confirmEmailChange(identity, input.token);
  if (!result.ok) return { email: null, error: result.refused === 'EMAIL_IN_USE' ? emailInUse() : invalidConfirmationToken() };
  ctx.customer.clearCaches();
  return { email: result.value.email, error: null };
};
