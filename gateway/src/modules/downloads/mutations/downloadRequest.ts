import { randomUUID } from 'node:crypto';
import type { Context } from '../../../context';
import { badUserInput, codedError, downloadLimit } from '../../../errors';
import { DOWNLOAD_MAX_PHOTOS, type CreateResult } from '../../../upstream/download';
import { decodePhotoIds } from '../../photos/photoIds';
import { toDownloadModel } from '../mappers';

const NAME_MAX = 200;

/**
 * What both download mutations check before any call: photo global ids (anything else is BAD_USER_INPUT),
 * 1-100 distinct photos (else DOWNLOAD_LIMIT), an optional name of at most 200 characters. Answers the local photo
 * ids (mapped back to the client's global ids for errors), the trimmed name and a fresh download id, which makes
 * the upstream POST safe to repeat.
 */
export function checkDownloadRequest(photoIds: readonly string[], name: string | null | undefined) {
  const { globalIdOf, invalid } = decodePhotoIds(photoIds);
  if (invalid.length > 0) throw badUserInput(`Not photo ids: ${invalid.slice(0, 5).join(', ')}.`);
  if (globalIdOf.size < 1 || globalIdOf.size > DOWNLOAD_MAX_PHOTOS) throw downloadLimit(globalIdOf.size, DOWNLOAD_MAX_PHOTOS);
  if (name && name.length > NAME_MAX) throw badUserInput(`\`name\` must be at most ${NAME_MAX} characters.`);
  return { id: randomUUID(), globalIdOf, name: name?.trim() || null };
}

/** The payload of a created download; a refusal of the service becomes a coded error. */
export function createdPayload(ctx: Context, result: CreateResult, globalIdOf: Map<string, string>) {
  if (result.ok) return { download: toDownloadModel(result.download) };
  const { code, message, failed = [] } = result.refusal;
  if (code === 'NO_PHOTOS' || code === 'TOO_MANY_PHOTOS') throw downloadLimit(globalIdOf.size, DOWNLOAD_MAX_PHOTOS);
  if (code === 'PHOTOS_NOT_FOUND') {
    const failedPhotoIds = failed.map((id) => globalIdOf.get(id) ?? globalIdOf.get(id.toLowerCase()) ?? id);
    throw codedError('NOT_FOUND', 'Some photos cannot be downloaded: they are not yours, or not in the album.', { failedPhotoIds });
  }
  throw ctx.config.production ? badUserInput('The download service refused the request.') : badUserInput(message);
}
