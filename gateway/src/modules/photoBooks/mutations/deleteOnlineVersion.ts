import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { mutationError } from '../../../errors';
import { findPhotoBook } from '../../shared/orderProducts';
import { forbiddenForBusiness } from '../../shared/roles';
import { onlinePhotoBookNotFound, photoBookCodeOf } from '../ids';
import { toOnlinePhotoBookModel } from '../mappers';

/**
 * DELETE /v1/widget/{code}: takes down the online version of one of the customer's photo books (its shares and gallery
 * entries go with it). A business customer → FORBIDDEN before any call; not the customer's photo book (the order
 * service's 404) → NOT_FOUND; no online version (the widget service's 401) → NOT_FOUND, nothing changed. The payload's
 * photo book reads its online version afresh: NOT_REQUESTED ('Request online version').
 */
export const deleteOnlineVersion: MutationResolvers['deleteOnlineVersion'] = async (_root, { input }, ctx) => {
  if (requireViewer(ctx).isBusiness) return { photoBook: null, error: forbiddenForBusiness() };
  const code = photoBookCodeOf(input.photoBookId);
  const product = code ? await findPhotoBook(ctx, code) : null;
  if (!product || !code) return { photoBook: null, error: onlinePhotoBookNotFound() };
  const removed = await ctx.widget.remove(code);
  if (!removed.ok) return { photoBook: null, error: mutationError('NOT_FOUND', 'photoBookId', 'This photo book has no online version.') };
  return { photoBook: toOnlinePhotoBookModel(product), error: null };
};
