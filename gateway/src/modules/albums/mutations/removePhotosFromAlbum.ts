import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { writableAlbum } from '../albumIds';
import { changeAlbumPhotos } from './albumPhotoBatches';

/** Takes photos out of an own album (they stay in the library); shared albums are refused (SHARED_ALBUM_READ_ONLY). */
export const removePhotosFromAlbum: MutationResolvers['removePhotosFromAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const album = await writableAlbum(ctx, input.albumId);
  const outcome = await changeAlbumPhotos(ctx, album, input.photoIds, (id, ids) => ctx.photo.removeAlbumPhotos(id, ids));
  return { album: outcome.album, removedPhotoIds: outcome.done, failedPhotoIds: outcome.failed };
};
