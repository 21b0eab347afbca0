import { useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SharedAlbumPhotos_album$key } from '../../__generated__/SharedAlbumPhotos_album.graphql';
import SharedAlbumPhotosPaginationQuery, {
  type SharedAlbumPhotosPaginationQuery as PaginationQuery,
} from '../../__generated__/SharedAlbumPhotosPaginationQuery.graphql';
import type { ThumbnailSize } from '../../__generated__/MonthPhotosQuery.graphql';
import { ALBUM_PHOTOS_PAGE_SIZE } from '../albums/grid/albumGridPaging';
import { AlbumPhotosError } from '../albums/album/AlbumPhotos';
import type { AlbumSort } from '../albums/album/albumSort';
import { AlbumPhotoGrid } from '../albums/grid/AlbumPhotoGrid';
import { useAlbumPhotoPages } from '../albums/grid/useAlbumPhotoPages';
import { useAlbumPhotoPress } from '../albums/grid/useAlbumPhotoPress';
import { DownloadPhotoDialog } from '../downloads/single/DownloadPhotoDialog';
import { usePhotoSelection, useSelectionState } from '../photos/selection/photoSelection';
import { SharedAlbumSelectionToolbar } from './SharedAlbumSelectionToolbar';

export interface SharedAlbumPhotosProps {
  album: SharedAlbumPhotos_album$key;
  sort: AlbumSort;
  size: ThumbnailSize;
}

/**
 * The photos of a shared album (every participant's): the grid in sections of 24, more on scroll, in the chosen
 * sort; selection mode with the read-only toolbar; opening a photo goes to the shared album preview.
 */
export function SharedAlbumPhotos({ album: key, sort, size }: SharedAlbumPhotosProps) {
  const selection = usePhotoSelection();
  const state = useSelectionState();
  const [downloading, setDownloading] = useState(false);
  const { data, ...pagination } = usePaginationFragment<PaginationQuery, SharedAlbumPhotos_album$key>(
    graphql`
      fragment SharedAlbumPhotos_album on SharedAlbum
      @refetchable(queryName: "SharedAlbumPhotosPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 24 }
        after: { type: "String" }
        sort: { type: "AlbumPhotoSort" }
        size: { type: "ThumbnailSize", defaultValue: S300 }
      ) {
        id
        name
        photos(first: $first, after: $after, sort: $sort) @connection(key: "SharedAlbumPhotos_photos", filters: ["sort"]) {
          edges {
            node {
              id
              localFileName
              untouchedUrl
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
          ...AlbumPhotoGrid_photos @arguments(size: $size)
        }
      }
    `,
    key,
  );
  const albumId = data.id;
  const edges = data.photos.edges;
  const photos = useMemo(() => edges.map((edge) => edge.node), [edges]);

  const ids = useMemo(() => photos.map((photo) => photo.id), [photos]);
  const pages = useAlbumPhotoPages({ albumId, photoIds: ids, sort, pageSize: ALBUM_PHOTOS_PAGE_SIZE, selection, pagination });

  const open = useAlbumPhotoPress({
    albumId, pageInfo: data.photos.pageInfo, count: ids.length, sort: pages.shownSort, size,
    paginationQuery: SharedAlbumPhotosPaginationQuery, preview: 'sharedAlbumPhotoPreview',
  });

  const single = state.ids.size === 1 ? photos.find((photo) => state.ids.has(photo.id)) : undefined;
  return (
    <>
      <AlbumPhotoGrid
        photos={data.photos}
        hasNext={pages.hasMore}
        isLoadingNext={pagination.isLoadingNext}
        loadNext={pages.loadMore}
        isSelecting={state.isSelecting}
        selectedIds={state.ids}
        onPhotoPress={open}
      />
      {pages.pageFailed ? <AlbumPhotosError /> : null}
      {state.isSelecting ? (
        <SharedAlbumSelectionToolbar
          selectedIds={[...state.ids]}
          sharedAlbumId={albumId}
          albumName={data.name}
          onDownload={() => setDownloading(true)}
          onArchiveStarted={() => selection.cancel()}
        />
      ) : null}
      <DownloadPhotoDialog
        photo={single ? { url: single.untouchedUrl, fileName: single.localFileName } : null}
        isOpen={downloading && Boolean(single)}
        onClose={() => setDownloading(false)}
        onDownloaded={() => selection.cancel()}
      />
    </>
  );
}
