import { loadQuery, type PreloadedQuery } from 'react-relay';
import albumPageQuery from '../../../__generated__/AlbumPageQuery$parameters';
import type { AlbumPageQuery } from '../../../__generated__/AlbumPageQuery.graphql';
import albumPagePhotosQuery from '../../../__generated__/AlbumPagePhotosQuery$parameters';
import type { AlbumPagePhotosQuery } from '../../../__generated__/AlbumPagePhotosQuery.graphql';
import type { ThumbnailSize } from '../../../__generated__/MonthPhotosQuery.graphql';
import { screen } from '../../../app/screen';
import { hasScrollPosition } from '../../photos/timeline/scrollPosition';
import { gridThumbnailSize } from '../../../app/gridThumbnailSize';
import { readAlbumSort } from './albumSort';

/** Photos fetched per page: one grid section (spec §9). */
export const ALBUM_PHOTOS_PAGE_SIZE = 24;

/** Where an album keeps its scroll position while a photo preview is open (sessionStorage). */
export const albumScrollKey = (albumId: string) => `album.scrollPosition.${albumId}`;

export interface AlbumPageData {
  album: PreloadedQuery<AlbumPageQuery>;
  photos: PreloadedQuery<AlbumPagePhotosQuery>;
  size: ThumbnailSize;
}

/**
 * '/my-photos/albums/:id': the album and its first photos in parallel (each has its own error text). Back from a
 * preview (a saved scroll position) the photos already loaded are reused so the position can be restored.
 */
export const albumRoute = screen({
  page: () => import('./AlbumPage').then((module) => module.AlbumPage),
  loader: ({ environment, params }): AlbumPageData => {
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
  },
});
