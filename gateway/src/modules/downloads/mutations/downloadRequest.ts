import { randomUUID } from 'node:crypto';
import type { MutationError } from '../../../__generated__/resolvers-types';
import type { Context } from '../../../context';
import { badUserInput, mutationError } from '../../../errors';
import { DOWNLOAD_MAX_PHOTOS, type CreateResult } from '../../../upstream/download';
import { decodePhotoIds } from '../../shared/photoIds';
import { toDownloadModel } from '../mappers';

const NAME_MAX = 200;

/** The payload `error` of a download that does not hold 1-100 photos (spec §5). */
export const downloadLimit = (count: number): MutationError => mutationError('DOWNLOAD_LIMIT', 'photoIds', count < 1
  ? 'Choose at least one photo to download.'
  : `Up to ${DOWNLOAD_MAX_PHOTOS} photos can be downloaded at a time`);

/** A payload that started no download: why, and the photos concerned. */
export const refused = (error: MutationError, failedPhotoIds: string[] = []) => ({ download: null, error, failedPhotoIds });

/**
 * What both download mutations check before any call: photo global ids (anything else is BAD_USER_INPUT), an
 * optional name of at most 200 characters, and 1-100 distinct photos (else the `error` DOWNLOAD_LIMIT). Answers the
 * local photo ids (mapped back to the client's global ids for `failedPhotoIds`), the trimmed name and a fresh
 * download id, which makes the upstream POST safe to repeat.
 */
export function checkDownloadRequest(photoIds: readonly string[], name: string | null | undefined):
  { error: MutationError } | { id: string; globalIdOf: Map<string, string>; name: string | null } {
  const { globalIdOf, invalid } = decodePhotoIds(photoIds);
  if (invalid.length > 0) throw badUserInput(`Not photo ids: ${invalid.slice(0, 5).join(', ')}.`);
  if (name && name.length > NAME_MAX) throw badUserInput(`\`name\` must be at most ${NAME_MAX} characters.`);
  if (globalIdOf.size < 1 || globalIdOf.size > DOWNLOAD_MAX_PHOTOS) return { error: downloadLimit(globalIdOf.size) };
  return { id: randomUUID(), globalIdOf, name: name?.trim() || null };
}

/**
 * The payload of a POST the service answered: the download, or its refusal as the `error` (DOWNLOAD_LIMIT, or
 * NOT_FOUND with `failedPhotoIds`). A refusal the schema does not know is unexpected: BAD_USER_INPUT.
 */
export function createdPayload(ctx: Context, result: CreateResult, globalIdOf: Map<string, string>, notFoundMessage: string) {
  if (result.ok) return { download: toDownloadModel(result.value), error: null, failedPhotoIds: [] };
  const { refused: code, message, failed } = result;
  if (code === 'NO_PHOTOS' || code === 'TOO_MANY_PHOTOS') return refused(downloadLimit(globalIdOf.size));
  if (code === 'PHOTOS_NOT_FOUND') {
    const failedPhotoIds = failed.map((id) => globalIdOf.get(id) ?? globalIdOf.get(id.toLowerCase()) ?? id);
    return refused(mutationError('NOT_FOUND', 'photoIds', notFoundMessage), failedPhotoIds);
  }
  throw ctx.config.production ? badUserInput('The download service refused the request.') : badUserInput(message);
}
