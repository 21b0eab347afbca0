import { loadQuery, type PreloadedQuery } from 'react-relay';
import albumsPageQuery from '../../../__generated__/AlbumsPageQuery$parameters';
import type { AlbumsPageQuery } from '../../../__generated__/AlbumsPageQuery.graphql';
import albumsPageSharedQuery from '../../../__generated__/AlbumsPageSharedQuery$parameters';
import type { AlbumsPageSharedQuery } from '../../../__generated__/AlbumsPageSharedQuery.graphql';
import { screen } from '../../../app/screen';
import { gridThumbnailSize } from '../../../app/gridThumbnailSize';

/** Albums per page (the first page leaves room for the 'New album' card). */
export const ALBUMS_PAGE_SIZE = 50;
export const ALBUMS_FIRST_PAGE_SIZE = ALBUMS_PAGE_SIZE - 1;
/** Spec §9: shared albums page size. */
export const SHARED_ALBUMS_PAGE_SIZE = 50;

export interface AlbumsPageData {
  albums: PreloadedQuery<AlbumsPageQuery>;
  shared: PreloadedQuery<AlbumsPageSharedQuery> | null;
}

/**
 * '/my-photos/albums': own albums, and the shared albums in parallel when their view is on. Fresh covers and counts
 * each visit (photos may have been copied into albums elsewhere).
 */
export const albumsRoute = screen({
  page: () => import('./AlbumsPage').then((module) => module.AlbumsPage),
  loader: ({ environment, flag }): AlbumsPageData => {
    const size = gridThumbnailSize();
    const options = { fetchPolicy: 'store-and-network' } as const;
    return {
      albums: loadQuery<AlbumsPageQuery>(environment, albumsPageQuery, { first: ALBUMS_FIRST_PAGE_SIZE, size }, options),
      shared: flag('PhotoManagementSharedAlbumsViewEnabled')
        ? loadQuery<AlbumsPageSharedQuery>(environment, albumsPageSharedQuery, { first: SHARED_ALBUMS_PAGE_SIZE, size }, options)
        : null,
    };
  },
});
