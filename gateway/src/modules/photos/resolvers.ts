import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { toGlobalId } from '../../relay/globalId';
import { registerNodeType } from '../node/registry';
import { toPhotoModel } from '../shared/photoModels';
import { freshPhotoLibrary } from '../shared/viewerModels';
import { bridgeImportEvents, type ImportEvent } from './importEvents';
import {
  allThumbnails, monthCount, monthLocalId, monthsFromSummary, parseMonthLocalId, pickThumbnail,
} from './mappers';
import { mutationResolvers } from './mutations';
import { pagePhotos } from './paging';

// node(id:) refetches a photo through the batched by-id loader, and a month (for Relay @refetchable
// pagination) without any call: its count is loaded from the summary only when asked for.
registerNodeType('Photo', async (localId, ctx) => {
  requireViewer(ctx);
  const photo = await ctx.photo.photo(localId);
  return photo ? toPhotoModel(photo) : null;
});
registerNodeType('TimelineMonth', (localId, ctx) => {
  requireViewer(ctx);
  return parseMonthLocalId(localId);
});


export const photosResolvers: Resolvers = {
  PhotoLibrary: {
    status: async (_l, _a, ctx) => (await ctx.photo.activationStatus()).status,
    importStarted: async (_l, _a, ctx) => (await ctx.photo.activationStatus()).importStarted,
    months: async (_l, _a, ctx) => monthsFromSummary(await ctx.photo.timelineSummary()),
    photos: (_l, args, ctx) => pagePhotos(args, (q) => ctx.photo.listPhotos(q),
      async () => (await ctx.photo.userSummary()).photosCount),
  },
  TimelineMonth: {
    id: (m) => toGlobalId('TimelineMonth', monthLocalId(m)),
    year: (m) => m.year,
    month: (m) => m.month,
    count: async (m, _a, ctx) => m.count ?? monthCount(await ctx.photo.timelineSummary(), m),
    isUnknownDate: (m) => m.year === 1970 && m.month === 1,
    photos: (m, args, ctx) => pagePhotos(args, (q) => ctx.photo.timelineMonth(m.year, m.month, q),
      async () => m.count ?? monthCount(await ctx.photo.timelineSummary(), m)),
  },
  PhotoConnection: {
    edges: (c) => c.edges,
    pageInfo: (c) => c.pageInfo,
    totalCount: (c) => c.loadTotalCount(),
  },
  Photo: {
    id: (p) => toGlobalId('Photo', p.imageId),
    localFileName: (p) => p.localFileName,
    dateTaken: (p) => p.dateTaken ?? null,
    created: (p) => p.created,
    uploadEnd: (p) => p.uploadEnd,
    width: (p) => p.visibleWidth,
    height: (p) => p.visibleHeight,
    url: (p) => p.url,
    untouchedUrl: (p) => p.untouchedUrl,
    thumbnail: (p, { size }) => pickThumbnail(p, size),
    thumbnails: (p) => allThumbnails(p),
  },
  DeletePhotosPayload: { photoLibrary: freshPhotoLibrary },
  DeleteAllPhotosPayload: { photoLibrary: freshPhotoLibrary },
  ConfirmPhotoUploadsPayload: { photoLibrary: freshPhotoLibrary },
  ActivatePhotoLibraryPayload: { photoLibrary: freshPhotoLibrary },
  Mutation: mutationResolvers,
  Subscription: {
    photoLibraryImportEvents: {
      subscribe: (_root, _args, ctx) => bridgeImportEvents(ctx),
      resolve: (event: ImportEvent) => {
        if (event instanceof Error) throw event;
        return event;
      },
    },
  },
};
