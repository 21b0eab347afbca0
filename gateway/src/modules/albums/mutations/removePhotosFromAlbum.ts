import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { writableAlbum } from '../../shared/albumIds';
import { changeAlbumPhotos, refusedOutcome } from '../../shared/albumPhotoBatches';

/**
 * Takes photos out of an own album (they stay in the library). Another customer's album (NOT_FOUND) or a shared
 * album (SHARED_ALBUM_READ_ONLY) is the payload's `error`, every id failed.
 */
export const removePhotosFromAlbum: MutationResolvers['removePhotosFromAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const target = await writableAlbum(ctx, input.albumId);
  const outcome = 'error' in target
    ? refusedOutcome(input.photoIds, target.error)
    : await changeAlbumPhotos(ctx, target.album, input.photoIds, (id, ids) => ctx.photo.removeAlbumPhotos(id, ids));
  return { album: outcome.album, removedPhotoIds: outcome.done, failedPhotoIds: outcome.failed, error: outcome.error };
};
