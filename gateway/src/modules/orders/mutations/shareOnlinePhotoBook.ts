import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { mutationError } from '../../../errors';
import { channelIdOf } from '../../shared/channel';
import { findPhotoBook, toOrderProductModel } from '../../shared/orderProducts';
import { invalidInput, toFieldErrors } from '../../shared/payloads';
import { localIdOf, photoBookNotFound } from '../ids';

/** The widget service's share parameters → this mutation's input fields (for `fieldErrors`). */
const INPUT_FIELDS = { fromName: 'senderName', toEmailAddress: 'recipientEmail', vendorId: 'channel' } as const;

/**
 * PUT /v1/widget/{code}/share (base64 query values): e-mails the online photo book. The widget service validates
 * (400 → INVALID_INPUT with `fieldErrors`) and refuses with 409 NOT_READY → ONLINE_VERSION_NOT_READY (also when
 * none was requested) or BLOCKED → ORDER_BLOCKED; another customer's product → NOT_FOUND.
 */
export const shareOnlinePhotoBook: MutationResolvers['shareOnlinePhotoBook'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const code = localIdOf('OrderProduct', input.productId, 'productId');
  const channel = channelIdOf(input.channel);
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
  const error = result.refused === 'BLOCKED'
    ? mutationError('ORDER_BLOCKED', 'productId', 'This order is blocked: its online photo book cannot be shared.')
    : mutationError('ONLINE_VERSION_NOT_READY', 'productId', 'The online version is not ready yet: try again in a moment.');
  return { product: null, error, fieldErrors: [] };
};
