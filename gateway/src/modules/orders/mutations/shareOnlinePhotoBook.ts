import { SENDER_NAME_MESSAGES, senderNameProblem } from '@my-account/brands';
import type { MutationError, MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { mutationError } from '../../../errors';
import { channelIdOf } from '../../shared/channel';
import { findPhotoBook, toOrderProductModel } from '../../shared/orderProducts';
import { invalidInput, toFieldErrors } from '../../shared/payloads';
import { localIdOf, photoBookNotFound } from '../ids';

/** The widget service's share parameters → this mutation's input fields (for `fieldErrors`). */
const INPUT_FIELDS = { fromName: 'senderName', toEmailAddress: 'recipientEmail', vendorId: 'channel' } as const;

const REFUSALS: Record<'BLOCKED' | 'TOO_MANY_REQUESTS' | 'NOT_READY', () => MutationError> = {
  BLOCKED: () => mutationError('ORDER_BLOCKED', 'productId', 'This order is blocked: its online photo book cannot be shared.'),
  TOO_MANY_REQUESTS: () => mutationError('TOO_MANY_REQUESTS', null, 'Too many shares have been sent. Please try again later.'),
  NOT_READY: () => mutationError('ONLINE_VERSION_NOT_READY', 'productId', 'The online version is not ready yet: try again in a moment.'),
};

/**
 * PUT /v1/widget/{code}/share (base64 query values): e-mails the online photo book. A sender name that is not plain
 * text (@my-account/brands' senderNameProblem: hidden characters, a web address, too long) is INVALID_INPUT on
 * `senderName` before any call. The widget service validates too (400 → INVALID_INPUT with `fieldErrors`) and refuses
 * with 409 NOT_READY → ONLINE_VERSION_NOT_READY (also when none was requested) or BLOCKED → ORDER_BLOCKED, and 429 →
 * TOO_MANY_REQUESTS past the share limits; another customer's product → NOT_FOUND.
 */
export const shareOnlinePhotoBook: MutationResolvers['shareOnlinePhotoBook'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const code = localIdOf('OrderProduct', input.productId, 'productId');
  const channel = channelIdOf(input.channel);
  if (senderNameProblem(input.senderName) === 'INVALID') {
    const fieldErrors = [{ field: 'senderName', message: SENDER_NAME_MESSAGES.INVALID }];
    return { product: null, error: invalidInput(fieldErrors), fieldErrors };
  }
  const product = await findPhotoBook(ctx, code);
  if (!product) return { product: null, error: photoBookNotFound(), fieldErrors: [] };
  const result = await ctx.widget.share(code, {
    vendorId: channel, fromName: input.senderName, toEmailAddress: input.recipientEmail, personalMessage: input.personalMessage,
  });
  if (result.ok) return { product: toOrderProductModel(product), error: null, fieldErrors: [] };
  if (result.refused === 'INVALID') {
    const fieldErrors = toFieldErrors(result.fieldErrors, INPUT_FIELDS);
    return { product: null, error: invalidInput(fieldErrors), fieldErrors };
  }
  const refusal = result.refused === 'BLOCKED' || result.refused === 'TOO_MANY_REQUESTS' ? result.refused : 'NOT_READY';
  return { product: null, error: REFUSALS[refusal](), fieldErrors: [] };
};
