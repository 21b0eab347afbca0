import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { galleryEntryGlobalId } from '../ids';
import { toOnlinePhotoBookModel } from '../mappers';
import { galleryRefusal, galleryTarget, noGalleryEntry } from './galleryTarget';

/**
 * DELETE /v1/galleryentries/{code}?channel=: removes the photo book from the channel's gallery. No entry (404, or no
 * online version: 401) → NOT_FOUND, nothing changed. The payload carries the removed entry's id and the photo book,
 * whose `galleryEntry` on that channel is now null (without another call).
 */
export const deleteGalleryEntry: MutationResolvers['deleteGalleryEntry'] = async (_root, { input }, ctx) => {
  const target = await galleryTarget(ctx, input);
  if ('error' in target) return { photoBook: null, deletedGalleryEntryId: null, error: target.error };
  const result = await ctx.gallery.remove(target.productCode, target.channel);
  if (!result.ok) return { photoBook: null, deletedGalleryEntryId: null, error: galleryRefusal(result, noGalleryEntry).error };
  return {
    photoBook: toOnlinePhotoBookModel(target.product),
    deletedGalleryEntryId: galleryEntryGlobalId(target.productCode, target.channel),
    error: null,
  };
};
