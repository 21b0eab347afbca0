import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { writableAlbum } from '../albumIds';
import { changeAlbumPhotos } from './albumPhotoBatches';

/** Copy to album: library photos into an own album; shared albums are refused (SHARED_ALBUM_READ_ONLY). */
export const addPhotosToAlbum: MutationResolvers['addPhotosToAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const album = await writableAlbum(ctx, input.albumId);
  const outcome = await changeAlbumPhotos(ctx, album, input.photoIds, (id, ids) => ctx.photo.addAlbumPhotos(id, ids));
  return { album: outcome.album, addedPhotoIds: outcome.done, failedPhotoIds: outcome.failed };
};
