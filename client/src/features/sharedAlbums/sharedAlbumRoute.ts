import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ThumbnailSize } from '../../__generated__/MonthPhotosQuery.graphql';
import sharedAlbumPageQuery from '../../__generated__/SharedAlbumPageQuery$parameters';
import type { SharedAlbumPageQuery } from '../../__generated__/SharedAlbumPageQuery.graphql';
import { screen } from '../../app/screen';
import { readAlbumSort } from '../albums/album/albumSort';
import { gridThumbnailSize } from '../../app/gridThumbnailSize';

/** Photos per page: one grid section (spec §9). */
export const SHARED_ALBUM_PAGE_SIZE = 24;

export interface SharedAlbumPageData {
  queryRef: PreloadedQuery<SharedAlbumPageQuery>;
  size: ThumbnailSize;
}

/** '/my-photos/shared-albums/:id': the album and its first photos in the stored sort. */
export const sharedAlbumRoute = screen({
  page: () => import('./SharedAlbumPage').then((module) => module.SharedAlbumPage),
  loader: ({ environment, params }): SharedAlbumPageData => {
    const size = gridThumbnailSize();
    const sort = readAlbumSort('sharedAlbumPhotos');
    const queryRef = loadQuery<SharedAlbumPageQuery>(
      environment,
      sharedAlbumPageQuery,
      { id: params.id ?? '', first: SHARED_ALBUM_PAGE_SIZE, sort, size },
      { fetchPolicy: 'store-and-network' },
    );
    return { queryRef, size };
  },
});
