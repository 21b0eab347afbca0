import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { mutationError } from '../../../errors';
import { textError } from '../ids';
import { toMessageEdge } from '../mappers';

/**
 * POST /conversation/messages: the text is checked first (empty or over 2,000 characters is INVALID_INPUT without a
 * call); the service's own refusals are typed too: 400 INVALID_TEXT → INVALID_INPUT on `text`, 429 → TOO_MANY_REQUESTS,
 * each with the service's words. The payload carries the stored message as an edge (`@appendEdge`).
 */
export const sendSupportChatMessage: MutationResolvers['sendSupportChatMessage'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const invalid = textError(input.text);
  if (invalid) return { messageEdge: null, error: invalid };
  const result = await ctx.supportChat.send(input.text);
  if (result.ok) return { messageEdge: toMessageEdge(result.value), error: null };
  const { refused, message } = result;
  return { messageEdge: null, error: refused === 'TOO_MANY_REQUESTS' ? mutationError('TOO_MANY_REQUESTS', null, message) : mutationError('INVALID_INPUT', 'text', message) };
};
