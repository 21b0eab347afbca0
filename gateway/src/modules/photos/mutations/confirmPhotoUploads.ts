import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { toGlobalId } from '../../../relay/globalId';
import { writableAlbum } from '../../shared/albumIds';
import { changeAlbumPhotos } from '../../shared/albumPhotoBatches';
import { chunks } from '../../shared/chunks';
import { toPhotoModel, type PhotoModel } from '../../shared/photoModels';
import { deleteUploads } from './deleteUploads';

/** Upload ids per POST /photos call (the photo service's limit). */
export const REGISTER_UPLOADS_BATCH_SIZE = 500;

/**
 * Adds the chosen uploads to the library (POST /photos) and deletes the others (storage DELETE), then
 * forgets the request's cached summaries so `photoLibrary` in the payload is re-read. With `albumId` (Add photos
 * inside an album) the new photos are copied into that own album too; another customer's album (NOT_FOUND) or a
 * shared one (SHARED_ALBUM_READ_ONLY) is the payload's `error`, before any upload is touched.
 */
export const confirmPhotoUploads: MutationResolvers['confirmPhotoUploads'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const keep = [...new Set(input.keepUploadIds)];
  const discard = [...new Set(input.discardUploadIds ?? [])].filter((id) => !keep.includes(id));
  const target = input.albumId ? await writableAlbum(ctx, input.albumId) : null;
  if (target && 'error' in target) {
    return { photos: [], failedUploadIds: keep, failedDiscardUploadIds: discard, error: target.error };
  }
  const album = target?.album ?? null;
  const register = async () => {
    const photos: PhotoModel[] = [];
    const failed: string[] = [];
    for (const batch of chunks(keep, REGISTER_UPLOADS_BATCH_SIZE)) {
      let result;
      try {
        result = await ctx.photo.registerUploads(batch);
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') throw error;
        ctx.log.warn({ uploadIds: batch, reason: (error as Error).message }, 'Failed to register uploads');
        failed.push(...batch);
        continue;
      }
      photos.push(...result.images.map(toPhotoModel));
      const answered = new Set([...result.images.map((p) => p.uploadId), ...result.failed]);
      // An id the service neither registered nor reported is failed too: none goes missing.
      failed.push(...batch.filter((id) => result.failed.includes(id) || !answered.has(id)));
    }
    return { photos, failed };
  };
  const [registered, discarded] = await Promise.all([register(), deleteUploads(ctx, discard)]);
  ctx.photo.clearCaches();
  if (album && registered.photos.length > 0) {
    // An unexpected failure here is an error (spec §4: the dialog stays); the photos are in the library already.
    const added = await changeAlbumPhotos(ctx, album, registered.photos.map((p) => toGlobalId('Photo', p.imageId)),
      (id, ids) => ctx.photo.addAlbumPhotos(id, ids));
    if (added.failed.length > 0) {
      ctx.log.warn({ albumId: album.albumId, photoIds: added.failed, reason: added.error?.reason }, 'Uploaded photos not added to the album');
    }
  }
  return { photos: registered.photos, failedUploadIds: registered.failed, failedDiscardUploadIds: discarded.failed, error: null };
};
