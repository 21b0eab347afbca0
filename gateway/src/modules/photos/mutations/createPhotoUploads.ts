import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { invalidInput } from '../../shared/payloads';

/**
 * Upload slots, one per file. The schema bounds the call (1-500 files, names of 1-255 characters); a blank name or
 * an empty file is refused here, a file too large by the storage service: INVALID_INPUT on `files`, no slot.
 */
export const createPhotoUploads: MutationResolvers['createPhotoUploads'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const { files } = input;
  const refused = (message: string) => {
    const fieldErrors = [{ field: 'files', message }];
    return { uploads: [], error: invalidInput(fieldErrors), fieldErrors };
  };
  if (files.some((f) => !f.fileName.trim() || f.size < 1)) return refused('Every file needs a name and a size of at least 1 byte.');
  // The upload language is the site's locale (spec §9: the storage service falls back to en-GB).
  const site = ctx.sites.siteOf(ctx.request.host);
  const slots = await ctx.storage.createUploads(files.map(({ fileName, size }) => ({ fileName, size })), site.forcedLocale ?? site.locale);
  if (!slots.ok) return refused(slots.message);
  return {
    uploads: slots.value.map((s) => ({ uploadId: s.uploadId, fileName: s.fileName, uploadUrl: s.uploadUrl, expiresAt: s.expiresAt })),
    error: null,
    fieldErrors: [],
  };
};
