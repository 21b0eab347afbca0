import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { checkDownloadRequest, createdPayload } from './downloadRequest';

/** A .zip of 1-100 library photos (POST /downloads); the service refuses photos that are not the viewer's. */
export const createDownload: MutationResolvers['createDownload'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const { id, globalIdOf, name } = checkDownloadRequest(input.photoIds, input.name);
  const result = await ctx.download.create({ id, name, photos: [...globalIdOf.keys()] });
  return createdPayload(ctx, result, globalIdOf);
};
