import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { badUserInput } from '../../../errors';

/** Files per upload dialog (the storage API's limit per call). */
export const MAX_UPLOAD_FILES = 500;

export const createPhotoUploads: MutationResolvers['createPhotoUploads'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const { files } = input;
  if (files.length < 1 || files.length > MAX_UPLOAD_FILES) {
    throw badUserInput(`\`files\` must hold 1 to ${MAX_UPLOAD_FILES} files, got ${files.length}.`);
  }
  if (files.some((f) => !f.fileName.trim() || f.fileName.length > 255 || f.size < 1)) {
    throw badUserInput('Every file needs a name (1-255 characters) and a size of at least 1 byte.');
  }
  const slots = await ctx.storage.createUploads(files.map(({ fileName, size }) => ({ fileName, size })));
  return {
    uploads: slots.map((s) => ({ uploadId: s.uploadId, fileName: s.fileName, uploadUrl: s.uploadUrl, expiresAt: s.expiresAt })),
  };
};
