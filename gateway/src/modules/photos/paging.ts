import type { PhotoSort } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { connectionFromCursorPage, decodeAfter, validateFirst } from '../../relay/connection';
import type { PageQuery, PhotoPage } from '../../upstream/photo';
import { toPhotoModel, toSortQuery, type PhotoConnectionModel } from './mappers';

/** Largest `limit` the photo service accepts for one page. */
export const UPSTREAM_MAX_PAGE_SIZE = 500;

export interface PhotoPageArgs {
  first: number;
  after?: string | null;
  sort?: Partial<PhotoSort> | null;
}

/**
 * One Relay page of photos from ONE upstream page call.
 *
 * Cursor design (see relay/connection.ts): `after` is either the photo service's own cursor (the `endCursor`
 * of a page that ended where the upstream page ended) or a positional cursor `[upstreamCursor, skip]` that
 * means "the page starting at upstreamCursor, after its first `skip` photos". Every edge carries a positional
 * cursor except the last edge of a page with more photos after it, which carries the upstream cursor itself;
 * `endCursor` is the last edge's cursor. Continuing after edge i therefore asks the service for the page at
 * `upstreamCursor` with `limit = skip + first` and drops the first `skip` photos: still one REST call, and
 * paging is exact from any edge. The sort must stay the same between pages (changing it restarts at null).
 */
export async function pagePhotos(
  args: PhotoPageArgs,
  fetchPage: (query: PageQuery) => Promise<PhotoPage>,
  loadTotalCount: () => Promise<number | null>,
): Promise<PhotoConnectionModel> {
  const first = validateFirst(args.first);
  const position = decodeAfter(args.after);
  if (position.skip >= UPSTREAM_MAX_PAGE_SIZE) throw badUserInput('`after` is not a valid cursor.');
  const limit = Math.min(position.skip + first, UPSTREAM_MAX_PAGE_SIZE);
  const page = await fetchPage({ cursor: position.after, limit, ...toSortQuery(args.sort) });
  const connection = connectionFromCursorPage(
    { items: page.images, nextCursor: page.cursor },
    { position, first, map: toPhotoModel },
  );
  return { ...connection, loadTotalCount };
}
