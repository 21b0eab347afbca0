import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { connectionFromCursorApi } from '../../relay/connection';
import { toGlobalId } from '../../relay/globalId';
import { SHARED_ALBUMS_MAX_PAGE_SIZE } from '../../upstream/sharedAlbums';
import { registerNodeType } from '../node/registry';
import { viewerOwns } from '../shared/albumModels';
import { fromSharedAlbum } from '../shared/sharedAlbumModels';
import { pageSharedAlbumPhotos } from '../shared/sharedAlbumPhotos';
import { freshPhotoLibrary } from '../shared/viewerModels';
import { peopleOf, toParticipant } from './mappers';
import { deleteSharedAlbum } from './mutations/deleteSharedAlbum';

// node(id:) resolves a shared album for its owner and its participants (the service decides: 404 → null).
registerNodeType('SharedAlbum', async (localId, ctx) => {
  requireViewer(ctx);
  const album = await ctx.sharedAlbums.album(localId);
  return album ? fromSharedAlbum(album) : null;
});

export const sharedAlbumsResolvers: Resolvers = {
  PhotoLibrary: {
    // Both nullable: when the shared albums service fails only these are null (with the error); albums still load.
    sharedAlbums: (_l, args, ctx) => connectionFromCursorApi(args, { maxLimit: SHARED_ALBUMS_MAX_PAGE_SIZE, map: fromSharedAlbum },
      async (q) => {
        const page = await ctx.sharedAlbums.list(q);
        return { items: page.albums, nextCursor: page.cursor };
      }),
    sharedAlbumsSummary: (_l, _a, ctx) => ctx.sharedAlbums.summary(),
  },
  SharedAlbumConnection: {
    edges: (c) => c.edges,
    pageInfo: (c) => c.pageInfo,
  },
  SharedAlbum: {
    id: (a) => toGlobalId('SharedAlbum', a.albumId),
    name: (a) => a.albumName,
    photosCount: (a) => a.photosCount,
    created: (a) => a.created,
    updated: (a) => a.updated,
    coverPhoto: (a) => a.coverPhoto,
    owner: async (a, _args, ctx) => toParticipant((await peopleOf(a, ctx)).owner),
    participants: async (a, _args, ctx) => (await peopleOf(a, ctx)).participants.map(toParticipant),
    viewerIsOwner: (a, _args, ctx) => viewerOwns(ctx, a.ownerId),
    photos: (a, args, ctx) => pageSharedAlbumPhotos(ctx, a, args),
  },
  Photo: {
    // Library photos are the viewer's; shared-album photos carry their owner; an unknown owner (the cover of an
    // own shared album) is looked up in the viewer's library through the batched by-id loader.
    viewerIsOwner: async (p, _args, ctx) => {
      requireViewer(ctx);
      if (p.ownerId === undefined) return true;
      if (p.ownerId === null) return (await ctx.photo.photo(p.imageId)) !== null;
      return viewerOwns(ctx, p.ownerId);
    },
  },
  DeleteSharedAlbumPayload: { photoLibrary: freshPhotoLibrary },
  Mutation: { deleteSharedAlbum },
};
