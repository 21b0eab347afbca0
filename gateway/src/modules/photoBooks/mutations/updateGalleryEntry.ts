import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { changeGalleryEntry, noGalleryEntry } from './galleryTarget';

/**
 * PUT /v1/galleryentries/{code}?channel=: replaces the categories of the photo book's entry in the channel's gallery.
 * 400 → INVALID_INPUT with the service's messages in `fieldErrors`; no entry (404, or no online version: 401) →
 * NOT_FOUND. The payload's photo book reads the changed entry without another call.
 */
export const updateGalleryEntry: MutationResolvers['updateGalleryEntry'] = (_root, { input }, ctx) =>
  changeGalleryEntry(ctx, input, ({ productCode, channel }, codes) => ctx.gallery.update(productCode, channel, codes), noGalleryEntry);
