import { loadQuery } from 'react-relay';
import albumsPageQuery from '../../../__generated__/AlbumsPageQuery$parameters';
import type { AlbumsPageQuery } from '../../../__generated__/AlbumsPageQuery.graphql';
import albumsPageSharedQuery from '../../../__generated__/AlbumsPageSharedQuery$parameters';
import type { AlbumsPageSharedQuery } from '../../../__generated__/AlbumsPageSharedQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { gridThumbnailSize } from '../../../app/gridThumbnailSize';
import { ALBUMS_FIRST_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE } from './albumsPaging';

/**
 * '/my-photos/albums': own albums, and the shared albums in parallel when their view is on. Fresh covers and counts
 * each visit (photos may have been copied into albums elsewhere).
 */
export const page = () => import('./AlbumsPage').then((module) => module.AlbumsPage);

export const loader = ({ environment, flag }: ScreenLoaderArgs) => {
  const size = gridThumbnailSize();
  const options = { fetchPolicy: 'store-and-network' } as const;
  return {
    albums: loadQuery<AlbumsPageQuery>(environment, albumsPageQuery, { first: ALBUMS_FIRST_PAGE_SIZE, size }, options),
    shared: flag('PhotoManagementSharedAlbumsViewEnabled')
      ? loadQuery<AlbumsPageSharedQuery>(environment, albumsPageSharedQuery, { first: SHARED_ALBUMS_PAGE_SIZE, size }, options)
      : null,
  };
};
