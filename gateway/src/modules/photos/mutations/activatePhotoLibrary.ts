import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';

/** POST /users/activate; the payload's library reads the new status (primed) and fresh counts. */
export const activatePhotoLibrary: MutationResolvers['activatePhotoLibrary'] = async (_root, _args, ctx) => {
  requireViewer(ctx);
  ctx.photo.clearCaches();
  await ctx.photo.activate();
  return { error: null };
};
