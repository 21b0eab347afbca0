import { useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AlbumPhotos_album$key } from '../../../__generated__/AlbumPhotos_album.graphql';
import AlbumPhotosPaginationQuery, {
  type AlbumPhotosPaginationQuery as PaginationQuery,
} from '../../../__generated__/AlbumPhotosPaginationQuery.graphql';
import type { ThumbnailSize } from '../../../__generated__/MonthPhotosQuery.graphql';
import { useFlag } from '../../../flags/useFlag';
import { Banner } from '../../../ui';
import { DownloadLibraryPhotoDialog } from '../../downloads/single/DownloadLibraryPhotoDialog';
import { usePrintReadiness } from '../../prints/printReadiness';
import { PrintSelectionBar } from '../../prints/PrintSelectionBar';
import { usePhotoSelection, useSelectionState } from '../../photos/selection/photoSelection';
import { restoreScrollPosition } from '../../photos/timeline/scrollPosition';
import { CopyToAlbumModal } from '../copy/CopyToAlbumModal';
import { ALBUM_PHOTOS_PAGE_SIZE, albumScrollKey } from '../grid/albumGridPaging';
import { AlbumPhotoGrid } from '../grid/AlbumPhotoGrid';
import { useAlbumPhotoPages } from '../grid/useAlbumPhotoPages';
import { useAlbumPhotoPress } from '../grid/useAlbumPhotoPress';
import { albumPhotosConnectionId } from '../mutations/albumConnections';
import { AlbumSelectionToolbar } from './AlbumSelectionToolbar';
import type { AlbumSort } from './albumSort';
import { RemoveFromAlbumModal } from './RemoveFromAlbumModal';

const m = defineMessages({
  error: {
    id: 'albums.photos.error',
    defaultMessage: 'Unable to display album photos. Please refresh the page or try again later.',
  },
});

const NONE: ReadonlySet<string> = new Set();

export function AlbumPhotosError() {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p>{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}

export interface AlbumPhotosProps {
  album: AlbumPhotos_album$key;
  sort: AlbumSort;
  size: ThumbnailSize;
  /** Order prints mode: the print bar replaces the toolbar. */
  printMode: boolean;
  onPrintMode: () => void;
  onPrintModeEnd: () => void;
  /** After photos left the library (the album's count and cover are refreshed). */
  onPhotosDeleted: () => void;
}

/**
 * The photos of an album: the grid in sections of 24 (more on scroll), in the chosen sort; selection mode with its
 * toolbar (or the print bar in order prints mode); opening a photo goes to the album preview.
 */
export function AlbumPhotos({ album: key, sort, size, printMode, onPrintMode, onPrintModeEnd, onPhotosDeleted }: AlbumPhotosProps) {
  const selection = usePhotoSelection();
  const state = useSelectionState();
  const albumsOn = useFlag('PhotoManagementAlbumViewEnabled');
  const [dialog, setDialog] = useState<'download' | 'copy' | 'remove' | null>(null);
  const { data, ...pagination } = usePaginationFragment<PaginationQuery, AlbumPhotos_album$key>(
    graphql`
      fragment AlbumPhotos_album on Album
      @refetchable(queryName: "AlbumPhotosPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 24 }
        after: { type: "String" }
        sort: { type: "AlbumPhotoSort" }
        size: { type: "ThumbnailSize", defaultValue: S300 }
      ) {
        id
        name
        photos(first: $first, after: $after, sort: $sort) @connection(key: "AlbumPhotos_photos", filters: ["sort"]) {
          edges {
            node {
              id
              ...printReadiness_photos
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
  const ids = useMemo(() => edges.map((e) => e.node.id), [edges]);
  const pages = useAlbumPhotoPages({ albumId, photoIds: ids, sort, pageSize: ALBUM_PHOTOS_PAGE_SIZE, selection, pagination });
  const connectionSort = pages.shownSort;
  const connections = useMemo(() => [albumPhotosConnectionId(albumId, connectionSort)], [albumId, connectionSort]);

  // Back from a preview: the position saved when the photo was opened.
  useEffect(() => restoreScrollPosition(albumScrollKey(albumId)), [albumId]);

  const onPhotoPress = useAlbumPhotoPress({
    albumId, pageInfo: data.photos.pageInfo, count: ids.length, sort: connectionSort, size,
    paginationQuery: AlbumPhotosPaginationQuery, preview: 'albumPhotoPreview',
  });

  const selectedIds = useMemo(() => [...state.ids], [state.ids]);
  // Order prints: whether each chosen photo prints sharply at the prints' size (PAP_910, the editor's product).
  const photos = useMemo(() => edges.map((e) => e.node), [edges]);
  const readiness = usePrintReadiness(photos, printMode && state.isSelecting ? state.ids : NONE);
  const single = selectedIds.length === 1 ? selectedIds[0]! : null;

  return (
    <>
      <AlbumPhotoGrid
        photos={data.photos}
        hasNext={pages.hasMore}
        isLoadingNext={pagination.isLoadingNext}
        loadNext={pages.loadMore}
        isSelecting={state.isSelecting}
        selectedIds={state.ids}
        onPhotoPress={onPhotoPress}
        notes={readiness.notes}
      />
      {pages.pageFailed ? <AlbumPhotosError /> : null}
      {state.isSelecting && printMode ? (
        <PrintSelectionBar
          selectedIds={selectedIds}
          isLoading={pagination.isLoadingNext}
          albumId={albumId}
          tooSmallIds={readiness.tooSmallIds}
          printSizeText={readiness.sizeText}
          onDeselect={(ids) => selection.remove(ids)}
          onCancel={() => {
            selection.cancel();
            onPrintModeEnd();
          }}
        />
      ) : null}
      {state.isSelecting && !printMode ? (
        <AlbumSelectionToolbar
          selectedIds={selectedIds}
          albumName={data.name}
          onOrderPrints={onPrintMode}
          onDownload={() => setDialog('download')}
          onArchiveStarted={() => selection.cancel()}
          onCopy={() => setDialog('copy')}
          onRemove={() => setDialog('remove')}
        />
      ) : null}
      <DownloadLibraryPhotoDialog
        photoId={single}
        isOpen={dialog === 'download'}
        onClose={() => setDialog(null)}
        onDownloaded={() => selection.cancel()}
      />
      {albumsOn ? (
        <CopyToAlbumModal
          photoIds={selectedIds}
          isOpen={dialog === 'copy'}
          onClose={() => setDialog(null)}
          onCopied={() => selection.cancel()}
        />
      ) : null}
      <RemoveFromAlbumModal
        isOpen={dialog === 'remove'}
        onClose={() => setDialog(null)}
        albumId={albumId}
        photoIds={selectedIds}
        connections={connections}
        selection={selection}
        onDeleted={onPhotosDeleted}
      />
    </>
  );
}
