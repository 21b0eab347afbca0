import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { badUserInput, mutationError } from '../../../errors';
import { fromGlobalId, toGlobalId } from '../../../relay/globalId';
import { viewerOwns } from '../../shared/albumModels';

/**
 * DELETE /shared-albums/{id}: as owner the album is gone for everyone (photos stay in every library), as
 * participant it is gone for this customer and their photos are taken out of it (the services do both). The
 * id may be the `SharedAlbum` id or the `Album` id of an own shared album. An album the customer neither owns
 * nor takes part in (or that is gone) is answered with a NOT_FOUND `error`: nothing was deleted.
 */
export const deleteSharedAlbum: MutationResolvers['deleteSharedAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const decoded = fromGlobalId(input.sharedAlbumId);
  if (decoded?.type !== 'SharedAlbum' && decoded?.type !== 'Album') {
    throw badUserInput('`sharedAlbumId` is not a shared album id.');
  }
  const albumId = decoded.id;
  const album = await ctx.sharedAlbums.album(albumId);
  if (!album) {
    return {
      deletedSharedAlbumId: null,
      deletedAlbumId: null,
      error: mutationError('NOT_FOUND', 'sharedAlbumId', 'This shared album does not exist or is not shared with you.'),
    };
  }
  await ctx.sharedAlbums.deleteAlbum(albumId);
  ctx.sharedAlbums.clearCaches();
  ctx.photo.clearCaches();
  return {
    deletedSharedAlbumId: toGlobalId('SharedAlbum', albumId),
    deletedAlbumId: viewerOwns(ctx, album.ownerId) ? toGlobalId('Album', albumId) : null,
    error: null,
  };
};
