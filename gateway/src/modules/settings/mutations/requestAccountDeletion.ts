import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { mutationError } from '../../../errors';
import { channelIdOf } from '../../shared/channel';
import { requireIdentity } from '../identity';
import { requestFieldErrors, tooManyRequests } from '../ids';

/**
 * POST v2/identities/{idpType}/{idpSub}/deleteaccount with the viewer's identity: the auth service e-mails a deletion
 * confirmation link to the customer's address. 429 → TOO_MANY_REQUESTS; 400 (e.g. an unknown channel) → INVALID_INPUT.
 */
export const requestAccountDeletion: MutationResolvers['requestAccountDeletion'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const identity = requireIdentity(ctx);
  const result = await ctx.auth.requestAccountDeletion(identity, { channel: channelIdOf(input.channel) });
  if (result.ok) return { expiresAt: result.value.expiresAt, error: null };
  if (result.refused === 'INVALID') {
    const [first] = requestFieldErrors(result, 'channel');
    return { expiresAt: null, error: mutationError('INVALID_INPUT', first?.field ?? 'channel', first?.message ?? result.message) };
  }
  return { expiresAt: null, error: tooManyRequests() };
};
