import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { fromGlobalId } from '../../../relay/globalId';
import { deleteInBatches } from './deleteBatches';

/**
 * Deletes photos by global id. Ids that are not Photo ids fail without a call; the rest go through
 * `deleteInBatches`. Every requested id (duplicates counted once) is in exactly one of the two lists.
 */
export const deletePhotos: MutationResolvers['deletePhotos'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const requested = [...new Set(input.photoIds)];
  const globalIdOf = new Map<string, string>();
  const failedPhotoIds: string[] = [];
  for (const id of requested) {
    const decoded = fromGlobalId(id);
    if (decoded?.type === 'Photo' && !globalIdOf.has(decoded.id)) globalIdOf.set(decoded.id, id);
    else failedPhotoIds.push(id);
  }
  const outcome = await deleteInBatches([...globalIdOf.keys()], (ids) => ctx.photo.deletePhotos(ids), {
    log: (message, details) => console.warn(message, { ...details, correlationId: ctx.correlationId }),
  });
  ctx.photo.clearCaches();
  const toGlobal = (localId: string) => globalIdOf.get(localId)!;
  return {
    deletedPhotoIds: outcome.deleted.map(toGlobal),
    failedPhotoIds: [...failedPhotoIds, ...outcome.failed.map(toGlobal)],
  };
};
