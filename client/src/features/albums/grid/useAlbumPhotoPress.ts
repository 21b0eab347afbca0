import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { fetchQuery, type GraphQLTaggedNode } from 'relay-runtime';
import type { ThumbnailSize } from '../../../__generated__/MonthPhotosQuery.graphql';
import { pathTo, type RouteName } from '../../../app/routes';
import { useLatest } from '../../../app/useLatest';
import { withKeptQuery } from '../../../ui';
import { usePhotoSelection } from '../../photos/selection/photoSelection';
import { saveScrollPosition } from '../../photos/timeline/scrollPosition';
import type { AlbumSort } from '../album/albumSort';
import { ALBUM_PHOTOS_PAGE_SIZE, albumScrollKey } from './albumGridPaging';

export interface AlbumPhotoPressOptions {
  albumId: string;
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
  /** Photos loaded so far. */
  count: number;
  sort: AlbumSort;
  size: ThumbnailSize;
  /** The grid's pagination query (`@refetchable` of its fragment). */
  paginationQuery: GraphQLTaggedNode;
  /** The preview's route: `{ id: albumId, photoId }`. */
  preview: Extract<RouteName, 'albumPhotoPreview' | 'sharedAlbumPhotoPreview'>;
}

/**
 * What pressing a tile of an album's grid (an own album's or a shared one's) does: in selection mode it toggles the
 * photo; else it opens the photo's preview, the list's scroll position saved for the way back. Opening the last
 * loaded photo first fetches the next page into the store, for the preview to move on to. The handler stays the same
 * while pages arrive (it reads the latest options when pressed).
 */
export function useAlbumPhotoPress({ albumId, pageInfo, count, sort, size, paginationQuery, preview }: AlbumPhotoPressOptions) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { search } = useLocation();
  const selection = usePhotoSelection();
  const latest = useLatest({ pageInfo, count, sort, search });
  return useCallback(
    (photoId: string, index: number) => {
      if (selection.getSnapshot().isSelecting) {
        selection.toggle(photoId, albumId);
        return;
      }
      const { pageInfo: page, count: loaded, sort: current, search: query } = latest.current;
      if (index === loaded - 1 && page.hasNextPage && page.endCursor) {
        const order = { key: current.key, order: current.order };
        fetchQuery(environment, paginationQuery, { id: albumId, first: ALBUM_PHOTOS_PAGE_SIZE, after: page.endCursor, sort: order, size }).subscribe({});
      }
      saveScrollPosition(albumScrollKey(albumId));
      void navigate(withKeptQuery(pathTo(preview, { id: albumId, photoId }), query), { state: { fromList: true } });
    },
    [selection, albumId, latest, environment, paginationQuery, size, preview, navigate],
  );
}
