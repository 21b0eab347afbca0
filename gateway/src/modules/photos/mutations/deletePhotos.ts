import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { decodePhotoIds } from '../../shared/photoIds';
import { deleteInBatches } from './deleteBatches';

/**
 * Deletes photos by global id. Ids that are not Photo ids fail without a call; the rest go through
 * `deleteInBatches`. Every requested id (duplicates counted once) is in exactly one of the two lists.
 */
export const deletePhotos: MutationResolvers['deletePhotos'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const { globalIdOf, invalid } = decodePhotoIds(input.photoIds);
  const outcome = await deleteInBatches([...globalIdOf.keys()], (ids) => ctx.photo.deletePhotos(ids), {
    log: (message, details) => ctx.log.warn(details, message),
  });
  ctx.photo.clearCaches();
  const toGlobal = (localId: string) => globalIdOf.get(localId)!;
  return {
    deletedPhotoIds: outcome.deleted.map(toGlobal),
    failedPhotoIds: [...invalid, ...outcome.failed.map(toGlobal)],
    error: null,
  };
};
