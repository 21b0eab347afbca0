import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { deleteUploads } from './deleteUploads';

/** The customer cancelled the upload dialog: every upload is deleted from storage. */
export const cancelPhotoUploads: MutationResolvers['cancelPhotoUploads'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const { deleted, failed } = await deleteUploads(ctx, input.uploadIds);
  return { deletedUploadIds: deleted, failedUploadIds: failed, error: null };
};
