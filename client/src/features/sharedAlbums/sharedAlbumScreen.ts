import { loadQuery } from 'react-relay';
import sharedAlbumPageQuery from '../../__generated__/SharedAlbumPageQuery$parameters';
import type { SharedAlbumPageQuery } from '../../__generated__/SharedAlbumPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../app/screen';
import { gridThumbnailSize } from '../../app/gridThumbnailSize';
import { readAlbumSort } from '../albums/album/albumSort';
import { ALBUM_PHOTOS_PAGE_SIZE } from '../albums/grid/albumGridPaging';

/** '/my-photos/shared-albums/:id': the album and its first photos in the stored sort. */
export const page = () => import('./SharedAlbumPage').then((module) => module.SharedAlbumPage);

export const loader = ({ environment, params }: ScreenLoaderArgs) => {
  const size = gridThumbnailSize();
  const sort = readAlbumSort('sharedAlbumPhotos');
  const queryRef = loadQuery<SharedAlbumPageQuery>(
    environment,
    sharedAlbumPageQuery,
    { id: params.id ?? '', first: ALBUM_PHOTOS_PAGE_SIZE, sort, size },
    { fetchPolicy: 'store-and-network' },
  );
  return { queryRef, size };
};
