import type { PhotoSort } from '../../__generated__/resolvers-types';
import type { PageQuery } from '../../upstream/photo';
import type { PhotoConnectionModel } from '../shared/photoModels';
import { pageSortedPhotos, type UpstreamPhotoPage } from '../shared/photoPages';
import { toSortQuery } from './mappers';

export interface PhotoPageArgs {
  first: number;
  after?: string | null;
  sort?: Partial<PhotoSort> | null;
}

/** One Relay page of the library's photos from ONE upstream page call (cursors: see `pageSortedPhotos`). */
export function pagePhotos(
  args: PhotoPageArgs,
  fetchPage: (query: PageQuery) => Promise<UpstreamPhotoPage>,
  loadTotalCount: () => Promise<number | null>,
): Promise<PhotoConnectionModel> {
  return pageSortedPhotos(args, toSortQuery(args.sort), fetchPage, loadTotalCount);
}
