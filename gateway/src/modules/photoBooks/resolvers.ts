import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer } from '../../context';
import { section } from '../shared/failures';
import { requireConsumerViewer } from '../shared/roles';
import { registerNodeType } from '../node/registry';
import { channelIdOf } from '../shared/channel';
import { findGalleryEntry, findOnlinePhotoBook, photoBookPage, photoBookPageArgs } from './lookup';
import { toGalleryEntryModel } from './mappers';
import { photoBookMutationResolvers } from './mutations';

// node(id:) resolves photo books and gallery entries only for their owner (the order service answers only the token
// owner's products); a business customer has none (no call).
registerNodeType('OnlinePhotoBook', (localId, ctx) => (requireViewer(ctx).isBusiness ? null : findOnlinePhotoBook(ctx, localId)));
registerNodeType('GalleryEntry', (localId, ctx) => (requireViewer(ctx).isBusiness ? null : findGalleryEntry(ctx, localId)));

const PHOTO_BOOKS = 'Online photo books';

export const photoBooksResolvers: Resolvers = {
  Viewer: {
    // A business customer is refused before any call; an outage of the service behind a field nulls only that field.
    onlinePhotoBooks: (_v, args, ctx) => {
      const viewer = requireConsumerViewer(ctx, PHOTO_BOOKS);
      const page = photoBookPageArgs(args);
      return section(ctx, 'the online photo books', () => photoBookPage(ctx, viewer.accountId, page));
    },
    onlinePhotoBook: (_v, { productCode }, ctx) => {
      requireConsumerViewer(ctx, PHOTO_BOOKS);
      return section(ctx, 'the online photo book', () => findOnlinePhotoBook(ctx, productCode));
    },
    galleryCategories: (_v, _a, ctx) => {
      requireConsumerViewer(ctx, 'Gallery categories');
      return section(ctx, 'the gallery categories', async () => (await ctx.gallery.categories()).map(({ code, name }) => ({ code, name })));
    },
  },
  OnlinePhotoBook: {
    // One call per photo book and channel (no batch endpoint); null when it is not in that channel's gallery.
    galleryEntry: (book, args, ctx) => {
      const channel = channelIdOf(args.channel);
      return section(ctx, 'the gallery entry', async () => {
        const entry = await ctx.gallery.entry(book.productCode, channel);
        return entry ? toGalleryEntryModel(entry) : null;
      });
    },
  },
  Mutation: photoBookMutationResolvers,
};
