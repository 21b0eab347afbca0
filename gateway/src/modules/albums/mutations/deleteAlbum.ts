import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { toGlobalId } from '../../../relay/globalId';
import { albumLocalId, albumNotFound } from '../../shared/albumIds';

/**
 * DELETE /albums/{id}: the photos stay in the library. An album that is not the customer's (or is already gone)
 * is answered with a NOT_FOUND `error` and no `deletedAlbumId`: nothing was deleted.
 */
export const deleteAlbum: MutationResolvers['deleteAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const albumId = albumLocalId(input.albumId);
  const deleted = await ctx.photo.deleteAlbum(albumId);
  ctx.photo.clearCaches();
  ctx.sharedAlbums.clearCaches();
  return deleted
    ? { deletedAlbumId: toGlobalId('Album', albumId), error: null }
    : { deletedAlbumId: null, error: albumNotFound() };
};
