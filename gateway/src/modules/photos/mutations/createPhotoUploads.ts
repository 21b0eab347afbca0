import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { badUserInput } from '../../../errors';

/**
 * Upload slots, one per file. The schema bounds the call (1-500 files, names of 1-255 characters); a blank name or
 * an empty file is refused here, a file too large or of another kind by the storage service (BAD_USER_INPUT).
 */
export const createPhotoUploads: MutationResolvers['createPhotoUploads'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const { files } = input;
  if (files.some((f) => !f.fileName.trim() || f.size < 1)) {
    throw badUserInput('Every file needs a name and a size of at least 1 byte.');
  }
  const slots = await ctx.storage.createUploads(files.map(({ fileName, size }) => ({ fileName, size })));
  return {
    uploads: slots.map((s) => ({ uploadId: s.uploadId, fileName: s.fileName, uploadUrl: s.uploadUrl, expiresAt: s.expiresAt })),
  };
};
