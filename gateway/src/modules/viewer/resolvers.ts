import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer, type Context } from '../../context';
import { toGlobalId } from '../../relay/globalId';
import { pollPhotoLibraryCounts, type CountsEvent } from './countsSubscription';
import { registerNodeType } from '../node/registry';
import { fullName, libraryCounts, toBusinessAccountStatus, toPhotoLibraryModel, toViewerModel } from '../shared/viewerModels';

// node(id:) resolves a photo library only for its owner (its id is the account's), without any call.
registerNodeType('PhotoLibrary', (localId, ctx) => {
  const viewer = requireViewer(ctx);
  return localId === viewer.accountId ? toPhotoLibraryModel(viewer) : null;
});

/** customers/me through the per-request DataLoader: every Viewer field shares one call. */
const customer = (ctx: Context) => ctx.customer.me();

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_root, _args, ctx) => toViewerModel(requireViewer(ctx)),
  },
  Viewer: {
    id: (viewer) => toGlobalId('Viewer', viewer.accountId),
    isBusiness: (viewer) => viewer.isBusiness,
    // Unknown (customer API failing) counts as "not deleted": the failure is reported by the name fields.
    accountDeleted: async (_v, _a, ctx) => (await customer(ctx).catch(() => undefined)) === null,
    firstName: async (_v, _a, ctx) => (await customer(ctx))?.firstName || null,
    name: async (_v, _a, ctx) => {
      const c = await customer(ctx);
      return c ? fullName(c) : null;
    },
    email: async (_v, _a, ctx) => (await customer(ctx))?.email ?? null,
    businessAccountStatus: async (viewer, _a, ctx) => {
      if (!viewer.isBusiness) return null;
      const c = await customer(ctx);
      return c ? toBusinessAccountStatus(c.businessAccountStatus) : null;
    },
    // Nullable on purpose: a photo service failure in any of its fields nulls it and adds the error; the page degrades.
    photoLibrary: (_v, _a, ctx) => toPhotoLibraryModel(requireViewer(ctx)),
  },
  PhotoLibrary: {
    id: (library) => toGlobalId('PhotoLibrary', library.accountId),
    photosCount: async (library, _a, ctx) => (await libraryCounts(library, ctx)).photosCount,
    albumsCount: async (library, _a, ctx) => (await libraryCounts(library, ctx)).albumsCount,
  },
  Subscription: {
    photoLibraryCountsChanged: {
      subscribe: (_root, _args, ctx) => pollPhotoLibraryCounts(ctx, ctx.config.countsPollMs),
      resolve: (event: CountsEvent, _args: unknown, ctx: Context) => {
        if (event instanceof Error) throw event;
        return toPhotoLibraryModel(requireViewer(ctx), event);
      },
    },
  },
};
