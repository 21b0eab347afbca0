import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import type { SharedAlbumPhotos_album$key } from '../../__generated__/SharedAlbumPhotos_album.graphql';
import SharedAlbumPhotosPaginationQuery, {
  type SharedAlbumPhotosPaginationQuery as PaginationQuery,
} from '../../__generated__/SharedAlbumPhotosPaginationQuery.graphql';
import type { ThumbnailSize } from '../../__generated__/MonthPhotosQuery.graphql';
import { pathTo } from '../../app/routes';
import { Banner, withKeptQuery } from '../../ui';
import { albumScrollKey } from '../albums/album/AlbumPhotos';
import type { AlbumSort } from '../albums/album/albumSort';
import { AlbumPhotoGrid } from '../albums/grid/AlbumPhotoGrid';
import { DownloadPhotoDialog } from '../downloads/single/DownloadPhotoDialog';
import { usePhotoSelection, useSelectionState } from '../photos/selection/photoSelection';
import { saveScrollPosition } from '../photos/timeline/scrollPosition';
import { SharedAlbumSelectionToolbar } from './SharedAlbumSelectionToolbar';

/** Photos per page: one grid section (spec §9). */
export const SHARED_ALBUM_PAGE_SIZE = 24;

const m = defineMessages({
  error: {
    id: 'sharedAlbums.photos.error',
    defaultMessage: 'Unable to display album photos. Please refresh the page or try again later.',
  },
});

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
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { search } = useLocation();
  const selection = usePhotoSelection();
  const state = useSelectionState();
  const [downloading, setDownloading] = useState(false);
  const [pageFailed, setPageFailed] = useState(false);
  const [isSorting, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
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
              ...PhotoTile_photo @arguments(size: $size)
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    `,
    key,
  );
  const albumId = data.id;
  const edges = data.photos.edges;
  const photos = useMemo(() => edges.map((edge) => edge.node), [edges]);

  // The sort dropdown changed: the first page in the new order replaces the grid once it has arrived.
  const sortKey = `${sort.key}:${sort.order}`;
  const shownSort = useRef(sortKey);
  useEffect(() => {
    if (shownSort.current === sortKey) return;
    shownSort.current = sortKey;
    setPageFailed(false);
    startTransition(() => {
      refetch({ sort: { key: sort.key, order: sort.order } }, { fetchPolicy: 'store-or-network' });
    });
  }, [sortKey, sort.key, sort.order, refetch]);

  // "Select all" of the header: the loaded photos and those that load later (the album is one "month").
  const loaded = useRef<string[]>([]);
  loaded.current = photos.map((photo) => photo.id);
  useEffect(() => {
    selection.setSource({ monthIds: () => [albumId], loadedIds: () => loaded.current });
    return () => selection.setSource(null);
  }, [selection, albumId]);
  useEffect(() => selection.photosLoaded(albumId, loaded.current), [selection, albumId, photos]);

  const more = useCallback(
    () => loadNext(SHARED_ALBUM_PAGE_SIZE, { onComplete: (error) => setPageFailed(Boolean(error)) }),
    [loadNext],
  );

  const pageInfo = data.photos.pageInfo;
  const open = useCallback(
    (photoId: string, index: number) => {
      if (selection.getSnapshot().isSelecting) {
        selection.toggle(photoId, albumId);
        return;
      }
      // Opening the last loaded photo: its next page goes into the store for the preview to move on to.
      if (index === loaded.current.length - 1 && pageInfo.hasNextPage && pageInfo.endCursor) {
        fetchQuery<PaginationQuery>(environment, SharedAlbumPhotosPaginationQuery, {
          id: albumId,
          first: SHARED_ALBUM_PAGE_SIZE,
          after: pageInfo.endCursor,
          sort: { key: sort.key, order: sort.order },
          size,
        }).subscribe({});
      }
      saveScrollPosition(albumScrollKey(albumId));
      void navigate(withKeptQuery(pathTo('sharedAlbumPhotoPreview', { id: albumId, photoId }), search), {
        state: { fromList: true },
      });
    },
    [selection, albumId, pageInfo, environment, sort.key, sort.order, size, navigate, search],
  );

  const single = state.ids.size === 1 ? photos.find((photo) => state.ids.has(photo.id)) : undefined;
  return (
    <>
      <AlbumPhotoGrid
        photos={photos}
        hasNext={hasNext && !pageFailed && !isSorting}
        isLoadingNext={isLoadingNext}
        loadNext={more}
        isSelecting={state.isSelecting}
        selectedIds={state.ids}
        onPhotoPress={open}
      />
      {pageFailed ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.error)}</p>
        </Banner>
      ) : null}
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
