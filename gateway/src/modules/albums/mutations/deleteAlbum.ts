import type { MutationResolvers } from '../../../__generated__/resolvers-types';
import { requireViewer } from '../../../context';
import { toGlobalId } from '../../../relay/globalId';
import { albumLocalId } from '../albumIds';

/** DELETE /albums/{id}: the photos stay in the library. An album already gone counts as deleted. */
export const deleteAlbum: MutationResolvers['deleteAlbum'] = async (_root, { input }, ctx) => {
  requireViewer(ctx);
  const albumId = albumLocalId(input.albumId);
  await ctx.photo.deleteAlbum(albumId);
  ctx.photo.clearCaches();
  ctx.sharedAlbums.clearCaches();
  return { deletedAlbumId: toGlobalId('Album', albumId) };
};
