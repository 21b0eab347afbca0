import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { channelIdOf } from '../../shared/channel';
import { invalidInput } from '../../shared/payloads';
import { requireIdentity } from '../identity';
import { emailInUse, requestFieldErrors, tooManyRequests } from '../ids';

/**
 * POST v2/identities/{idpType}/{idpSub}/emailchanges with the viewer's identity: the auth service e-mails a
 * confirmation link to the new address. Every refusal is a typed payload, never a thrown error: 400 → INVALID_INPUT
 * with `fieldErrors`, 409 → EMAIL_IN_USE, 429 → TOO_MANY_REQUESTS (spec §7, §8).
 */
export const requestEmailChange: MutationResolvers['requestEmailChange'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const identity = requireIdentity(ctx);
  const email = input.email.trim();
  const result = await ctx.auth.requestEmailChange(identity, { email, channel: channelIdOf(input.channel) });
  if (result.ok) return { email, expiresAt: result.value.expiresAt, error: null, fieldErrors: [] };
  const failed = { email: null, expiresAt: null };
  if (result.refused === 'EMAIL_IN_USE') return { ...failed, error: emailInUse(), fieldErrors: [] };
  if (result.refused === 'TOO_MANY_REQUESTS') return { ...failed, error: tooManyRequests(), fieldErrors: [] };
  const fieldErrors = requestFieldErrors(result, 'email');
  return { ...failed, error: invalidInput(fieldErrors), fieldErrors };
};
