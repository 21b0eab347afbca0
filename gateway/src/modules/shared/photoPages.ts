import { connectionFromCursorApi } from '../../relay/connection';
import type { SortKey, SortOrder, UpstreamPhoto } from '../../upstream/photo';
import { toPhotoModel, type PhotoConnectionModel } from './photoModels';

/** Largest `limit` the photo service accepts for one page. */
export const UPSTREAM_MAX_PAGE_SIZE = 500;

/** A page of photos as the photo and shared albums services answer it (shared-album photos carry `ownerId`). */
export interface UpstreamPhotoPage<P extends UpstreamPhoto = UpstreamPhoto> {
  cursor: string | null;
  images: P[];
}

/**
 * One Relay page of photos from ONE upstream page call, with the REST sort already chosen (the library's photos,
 * an album's and a shared album's each sort by their own keys and default).
 *
 * Cursor design (see relay/connection.ts): `after` is either the photo service's own cursor (the `endCursor`
 * of a page that ended where the upstream page ended) or a positional cursor `[upstreamCursor, skip]` that
 * means "the page starting at upstreamCursor, after its first `skip` photos". Every edge carries a positional
 * cursor except the last edge of a page with more photos after it, which carries the upstream cursor itself;
 * `endCursor` is the last edge's cursor. Continuing after edge i therefore asks the service for the page at
 * `upstreamCursor` with `limit = skip + first` and drops the first `skip` photos: still one REST call, and
 * paging is exact from any edge. The sort must stay the same between pages (changing it restarts at null).
 */
export async function pageSortedPhotos<S extends { sortKey: SortKey; sortOrder: SortOrder }, P extends UpstreamPhoto>(
  args: { first: number; after?: string | null },
  sort: S,
  fetchPage: (query: { cursor: string | null; limit: number } & S) => Promise<UpstreamPhotoPage<P>>,
  loadTotalCount: () => Promise<number | null>,
): Promise<PhotoConnectionModel> {
  const connection = await connectionFromCursorApi(args, { maxLimit: UPSTREAM_MAX_PAGE_SIZE, map: toPhotoModel },
    async (q) => {
      const page = await fetchPage({ ...q, ...sort });
      return { items: page.images, nextCursor: page.cursor };
    });
  return { ...connection, loadTotalCount };
}
