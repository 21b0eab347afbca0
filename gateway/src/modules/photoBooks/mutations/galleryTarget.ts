import type { FieldError, MutationError } from '../../../__generated__/resolvers-types';
import { requireViewer, type Context } from '../../../context';
import { badUserInput, mutationError } from '../../../errors';
import type { GalleryRefusal, GalleryResult, UpstreamGalleryEntry } from '../../../upstream/gallery';
import type { UpstreamOrder } from '../../../upstream/order';
import { findPhotoBook } from '../../shared/orderProducts';
import { invalidInput, refusedFields } from '../../shared/payloads';
import { forbiddenForBusiness } from '../../shared/roles';
import { channelIdOf } from '../../shared/channel';
import { MAX_CATEGORY_CODE_LENGTH, onlinePhotoBookNotFound, photoBookCodeOf } from '../ids';
import { toOnlinePhotoBookModel, type OnlinePhotoBookModel } from '../mappers';

/** The photo book a gallery mutation is about: the customer's own product, its code and the channel. */
export interface GalleryTarget {
  product: UpstreamOrder;
  productCode: string;
  channel: string;
}

/**
 * The customer's photo book a gallery mutation changes, or the payload `error` refusing it before anything changes:
 * FORBIDDEN for a business customer (before any call), NOT_FOUND when it is not one of the customer's photo books
 * (looked up with the order service: another customer's product is a 404 there).
 */
export async function galleryTarget(ctx: Context, input: { photoBookId: string; channel: string }): Promise<GalleryTarget | { error: MutationError }> {
  if (requireViewer(ctx).isBusiness) return { error: forbiddenForBusiness() };
  const productCode = photoBookCodeOf(input.photoBookId);
  const channel = channelIdOf(input.channel);
  const product = productCode ? await findPhotoBook(ctx, productCode) : null;
  return product && productCode ? { product, productCode, channel } : { error: onlinePhotoBookNotFound() };
}

/** The category codes as given; a code longer than any category's is BAD_USER_INPUT (no client of ours sends it). */
export function categoryCodesOf(codes: readonly string[]): string[] {
  if (codes.some((code) => code.length > MAX_CATEGORY_CODE_LENGTH)) {
    throw badUserInput(`\`categoryCodes\` holds a code over ${MAX_CATEGORY_CODE_LENGTH} characters.`);
  }
  return [...codes];
}

/** The widget service's field names → this mutation's input fields (for `fieldErrors`). */
const INPUT_FIELDS = { categories: 'categoryCodes', widgetId: 'photoBookId', channel: 'channel' } as const;

export const noGalleryEntry = (): MutationError => mutationError('NOT_FOUND', 'photoBookId', 'This photo book is not in the gallery.');
export const onlineVersionNotReady = (): MutationError =>
  mutationError('ONLINE_VERSION_NOT_READY', 'photoBookId', 'The online version is not ready yet: request it, then try again once it is ready.');

/**
 * A refused gallery change as the payload's `error` and `fieldErrors`. `noWidget` is what the service's 401 (no online
 * version of the customer's) means for this mutation: not ready for a new entry, no entry for a change or removal.
 */
export function galleryRefusal(refusal: GalleryRefusal, noWidget: () => MutationError): { error: MutationError; fieldErrors: FieldError[] } {
  switch (refusal.refused) {
    case 'INVALID': {
      const fieldErrors = refusedFields(refusal, 'categoryCodes', INPUT_FIELDS);
      return { error: invalidInput(fieldErrors), fieldErrors };
    }
    case 'EXISTS':
      return { error: mutationError('GALLERY_ENTRY_EXISTS', 'channel', 'This photo book is already in the gallery: change its categories instead.'), fieldErrors: [] };
    case 'BLOCKED':
      return { error: mutationError('ORDER_BLOCKED', 'photoBookId', 'This order is blocked: its online photo book cannot be listed in the gallery.'), fieldErrors: [] };
    case 'NOT_READY':
      return { error: onlineVersionNotReady(), fieldErrors: [] };
    case 'NOT_FOUND':
      return { error: noGalleryEntry(), fieldErrors: [] };
    case 'NO_WIDGET':
      return { error: noWidget(), fieldErrors: [] };
  }
}

/** What `createGalleryEntry` and `updateGalleryEntry` answer: the photo book as it now is, or why nothing changed. */
export interface GalleryEntryChange {
  photoBook: OnlinePhotoBookModel | null;
  error: MutationError | null;
  fieldErrors: FieldError[];
}

/**
 * Sets the categories of a photo book's entry in a channel's gallery with `change` (create or replace), once the photo
 * book is the customer's (`galleryTarget`) and the codes are bounded; refusals are the payload's (`galleryRefusal`).
 */
export async function changeGalleryEntry(
  ctx: Context, input: { photoBookId: string; channel: string; categoryCodes: readonly string[] },
  change: (target: GalleryTarget, codes: string[]) => Promise<GalleryResult<UpstreamGalleryEntry>>, noWidget: () => MutationError,
): Promise<GalleryEntryChange> {
  const target = await galleryTarget(ctx, input);
  if ('error' in target) return { photoBook: null, error: target.error, fieldErrors: [] };
  const result = await change(target, categoryCodesOf(input.categoryCodes));
  if (!result.ok) return { photoBook: null, ...galleryRefusal(result, noWidget) };
  return { photoBook: toOnlinePhotoBookModel(target.product), error: null, fieldErrors: [] };
}
