import type { MutationError } from '../../__generated__/resolvers-types';
import { badUserInput, mutationError } from '../../errors';
import { fromGlobalId, toGlobalId } from '../../relay/globalId';

/** A product code as the order and widget services know them (contract: 1-40 letters, digits and `-`). */
const PRODUCT_CODE = /^[A-Za-z0-9-]{1,40}$/;
/** The longest sales channel (schema and widget contract). */
const MAX_CHANNEL_LENGTH = 100;
/** The longest gallery category code (widget contract). */
export const MAX_CATEGORY_CODE_LENGTH = 40;

/** The code if it can be a product code; null otherwise (unknown without a call). */
export const parseProductCode = (value: string): string | null => (PRODUCT_CODE.test(value) ? value : null);

export const photoBookGlobalId = (productCode: string) => toGlobalId('OnlinePhotoBook', productCode);

/**
 * The product code of an `OnlinePhotoBook` global id; another type (or garble) is BAD_USER_INPUT (no client of ours
 * sends it), a local id that cannot be a product code null (NOT_FOUND for the caller, without a call).
 */
export function photoBookCodeOf(globalId: string): string | null {
  const decoded = fromGlobalId(globalId);
  if (decoded?.type !== 'OnlinePhotoBook') throw badUserInput('`photoBookId` is not an online photo book id.');
  return parseProductCode(decoded.id);
}

/** `GalleryEntry` + `<product code>:<channel>` (one entry per photo book and channel). */
export const galleryEntryGlobalId = (productCode: string, channel: string) => toGlobalId('GalleryEntry', `${productCode}:${channel}`);

/** The photo book and channel of a gallery entry's local id; null when it cannot be one. */
export function parseGalleryEntryLocalId(localId: string): { productCode: string; channel: string } | null {
  const colon = localId.indexOf(':');
  const productCode = colon < 0 ? null : parseProductCode(localId.slice(0, colon));
  const channel = localId.slice(colon + 1).trim();
  return productCode && channel && channel.length <= MAX_CHANNEL_LENGTH ? { productCode, channel } : null;
}

/** The payload `error` of a photo book that does not exist, is another customer's, or is no photo book. */
export const onlinePhotoBookNotFound = (): MutationError =>
  mutationError('NOT_FOUND', 'photoBookId', 'This photo book does not exist or is not yours.');
