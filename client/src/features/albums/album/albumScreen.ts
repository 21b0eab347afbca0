import { loadQuery } from 'react-relay';
import albumPageQuery from '../../../__generated__/AlbumPageQuery$parameters';
import type { AlbumPageQuery } from '../../../__generated__/AlbumPageQuery.graphql';
import albumPagePhotosQuery from '../../../__generated__/AlbumPagePhotosQuery$parameters';
import type { AlbumPagePhotosQuery } from '../../../__generated__/AlbumPagePhotosQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { hasScrollPosition } from '../../photos/timeline/scrollPosition';
import { gridThumbnailSize } from '../../../app/gridThumbnailSize';
import { ALBUM_PHOTOS_PAGE_SIZE, albumScrollKey } from '../grid/albumGridPaging';
import { readAlbumSort } from './albumSort';

/**
 * '/my-photos/albums/:id': the album and its first photos in parallel (each has its own error text). Back from a
 * preview (a saved scroll position) the photos already loaded are reused so the position can be restored.
 */
export const page = () => import('./AlbumPage').then((module) => module.AlbumPage);

export const loader = ({ environment, params }: ScreenLoaderArgs) => {
  const id = params.id ?? '';
  const size = gridThumbnailSize();
  const restoring = hasScrollPosition(albumScrollKey(id));
  return {
    album: loadQuery<AlbumPageQuery>(environment, albumPageQuery, { id }, { fetchPolicy: 'store-and-network' }),
    photos: loadQuery<AlbumPagePhotosQuery>(
      environment,
      albumPagePhotosQuery,
      { id, first: ALBUM_PHOTOS_PAGE_SIZE, sort: readAlbumSort(), size },
      { fetchPolicy: restoring ? 'store-or-network' : 'store-and-network' },
    ),
    size,
  };
};
