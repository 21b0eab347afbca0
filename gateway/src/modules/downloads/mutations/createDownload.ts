import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { checkDownloadRequest, createdPayload, refused } from './downloadRequest';

/**
 * A .zip of 1-100 library photos (POST /downloads). Not 1-100 photos is the `error` DOWNLOAD_LIMIT (no call); the
 * service refuses photos that are not the viewer's: the `error` NOT_FOUND with their ids in `failedPhotoIds`.
 */
export const createDownload: MutationResolvers['createDownload'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const request = checkDownloadRequest(input.photoIds, input.name);
  if ('error' in request) return refused(request.error);
  const { id, globalIdOf, name } = request;
  const result = await ctx.download.create({ id, name, photos: [...globalIdOf.keys()] });
  return createdPayload(ctx, result, globalIdOf, 'Your photos could not be downloaded: some of them are not in your library.');
};
