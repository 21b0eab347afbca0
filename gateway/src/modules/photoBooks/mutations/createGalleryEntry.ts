import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { changeGalleryEntry, onlineVersionNotReady } from './galleryTarget';

/**
 * POST /v1/galleryentries/: lists one of the customer's READY online photo books in the channel's gallery under 1-3
 * categories. The widget service validates the categories (400 → INVALID_INPUT with its messages in `fieldErrors`) and
 * refuses with 409 ALREADY_EXISTS → GALLERY_ENTRY_EXISTS, NOT_READY (or no online version at all, 401) →
 * ONLINE_VERSION_NOT_READY, BLOCKED → ORDER_BLOCKED. The payload's photo book reads its new entry without another call.
 */
export const createGalleryEntry: MutationResolvers['createGalleryEntry'] = (_root, { input }, ctx) =>
  changeGalleryEntry(ctx, input, ({ productCode, channel }, codes) => ctx.gallery.create(productCode, channel, codes), onlineVersionNotReady);
