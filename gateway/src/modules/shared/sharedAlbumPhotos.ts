import type { AlbumPhotoSort } from '../../__generated__/resolvers-types';
import type { Context } from '../../context';
import { notFound } from '../../errors';
import { toAlbumSortQuery } from './albumModels';
import type { PhotoConnectionModel } from './photoModels';
import { pageSortedPhotos } from './photoPages';

/**
 * One page of a shared album's photos (every participant's) from ONE call of GET /shared-albums/{id}/photos;
 * the photos carry their `ownerId`, so `viewerIsOwner` needs no further call. An album that is not (any more) the
 * customer's is NOT_FOUND.
 */
export function pageSharedAlbumPhotos(
  ctx: Context,
  album: { albumId: string; photosCount: number },
  args: { first: number; after?: string | null; sort?: Partial<AlbumPhotoSort> | null },
): Promise<PhotoConnectionModel> {
  return pageSortedPhotos(args, toAlbumSortQuery(args.sort), async (q) => {
    const page = await ctx.sharedAlbums.photos(album.albumId, q);
    if (!page) throw notFound('No such shared album for this customer.');
    return page;
  }, async () => album.photosCount);
}
