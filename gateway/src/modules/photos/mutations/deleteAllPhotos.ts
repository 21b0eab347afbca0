import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { invalidInput } from '../../shared/payloads';

/** The word the customer must type to delete every photo (spec §5). */
export const DELETE_ALL_CONFIRMATION = 'DELETE';

export const deleteAllPhotos: MutationResolvers['deleteAllPhotos'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  if (input.confirmation !== DELETE_ALL_CONFIRMATION) {
    const fieldErrors = [{ field: 'confirmation', message: `Type ${DELETE_ALL_CONFIRMATION} to confirm deleting all photos.` }];
    return { deletedCount: 0, error: invalidInput(fieldErrors), fieldErrors };
  }
  const { deletedCount } = await ctx.photo.deleteAllPhotos();
  ctx.photo.clearCaches();
  return { deletedCount, error: null, fieldErrors: [] };
};
