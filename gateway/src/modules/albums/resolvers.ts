import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { connectionFromCursorApi } from '../../relay/connection';
import { toGlobalId } from '../../relay/globalId';
import { ALBUMS_MAX_PAGE_SIZE } from '../../upstream/photo';
import { registerNodeType } from '../node/registry';
import { albumCover, toAlbumModel, toAlbumSortQuery, viewerOwns } from '../shared/albumModels';
import { pageSortedPhotos } from '../shared/photoPages';
import { fromOwnSharedAlbum } from '../shared/sharedAlbumModels';
import { pageSharedAlbumPhotos } from '../shared/sharedAlbumPhotos';
import { freshPhotoLibrary } from '../shared/viewerModels';
import { albumMutationResolvers } from './mutations';

// node(id:) resolves an album only for its owner (the photo service answers 404 otherwise → null).
registerNodeType('Album', async (localId, ctx) => {
  requireViewer(ctx);
  const album = await ctx.photo.album(localId);
  return album ? toAlbumModel(album) : null;
});

export const albumsResolvers: Resolvers = {
  PhotoLibrary: {
    // ONE GET /albums per page, covers inline: `first` (49, then 50 in the product) is the upstream limit.
    albums: async (_l, args, ctx) => {
      const connection = await connectionFromCursorApi(args, { maxLimit: ALBUMS_MAX_PAGE_SIZE, map: toAlbumModel },
        async (q) => {
          const page = await ctx.photo.listAlbums(q);
          return { items: page.albums, nextCursor: page.cursor };
        });
      return { ...connection, loadTotalCount: async () => (await ctx.photo.userSummary()).albumsCount };
    },
  },
  AlbumConnection: {
    edges: (c) => c.edges,
    pageInfo: (c) => c.pageInfo,
    totalCount: (c) => c.loadTotalCount(),
  },
  Album: {
    id: (a) => toGlobalId('Album', a.albumId),
    name: (a) => a.albumName,
    photosCount: (a) => a.photosCount,
    created: (a) => a.created,
    updated: (a) => a.updated,
    coverPhoto: (a) => albumCover(a),
    isShared: (a) => a.isShared,
    sharedAlbum: (a) => (a.isShared ? fromOwnSharedAlbum(a) : null),
    viewerIsOwner: (a, _args, ctx) => viewerOwns(ctx, a.ownerId),
    // An own shared album holds other participants' photos too: its photos come from the shared albums
    // service, whose photos carry their owner (for `viewerIsOwner`).
    photos: (a, args, ctx) => (a.isShared
      ? pageSharedAlbumPhotos(ctx, a, args)
      : pageSortedPhotos(args, toAlbumSortQuery(args.sort), (q) => ctx.photo.albumPhotos(a.albumId, q), async () => a.photosCount)),
  },
  CreateAlbumPayload: { photoLibrary: freshPhotoLibrary },
  DeleteAlbumPayload: { photoLibrary: freshPhotoLibrary },
  Mutation: albumMutationResolvers,
};
