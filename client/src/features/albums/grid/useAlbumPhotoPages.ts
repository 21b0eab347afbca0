import { useEffect, useRef, useState, useTransition } from 'react';
import { useLatest } from '../../../app/useLatest';
import type { PhotoSelection } from '../../photos/selection/photoSelection';
import type { AlbumSort } from '../album/albumSort';
import { usePageLoader } from './useLoadMoreSentinel';

type LoadNext = Parameters<typeof usePageLoader>[0];
type Refetch = (variables: { sort: AlbumSort }, options: { fetchPolicy: 'store-and-network' }) => unknown;

export interface AlbumPhotoPagesOptions {
  albumId: string;
  /** Ids of the photos loaded so far, in grid order. */
  photoIds: readonly string[];
  sort: AlbumSort;
  pageSize: number;
  selection: PhotoSelection;
  pagination: { loadNext: LoadNext; hasNext: boolean; refetch: Refetch };
}

/**
 * The paging of an album's photo grid (own or shared): pages of `pageSize` on scroll (a failed page stops and
 * sets `pageFailed`); a new sort refetches the first page, kept on screen until it arrives; "Select all" covers
 * the photos loaded now and those loading later (the album is the selection's one "month").
 */
export function useAlbumPhotoPages({ albumId, photoIds, sort, pageSize, selection, pagination }: AlbumPhotoPagesOptions) {
  const { loadNext, hasNext, refetch } = pagination;
  // The grid has its own sentinel (AlbumPhotoGrid): only the pages are needed here.
  const { pageFailed, setPageFailed, loadMore } = usePageLoader(loadNext, pageSize);
  const [isSorting, startTransition] = useTransition();

  const applied = useRef(`${sort.key}:${sort.order}`);
  const [shownSort, setShownSort] = useState(sort);
  useEffect(() => {
    const wanted = `${sort.key}:${sort.order}`;
    if (wanted === applied.current) return;
    applied.current = wanted;
    setPageFailed(false);
    startTransition(() => {
      setShownSort(sort);
      refetch({ sort: { key: sort.key, order: sort.order } }, { fetchPolicy: 'store-and-network' });
    });
  }, [sort, refetch, setPageFailed]);

  // "Select all" asks for the photos loaded when it is pressed: the source reads the latest ids.
  const loaded = useLatest(photoIds);
  useEffect(() => {
    selection.setSource({ monthIds: () => [albumId], loadedIds: () => [...loaded.current] });
    return () => selection.setSource(null);
  }, [selection, albumId, loaded]);
  useEffect(() => selection.photosLoaded(albumId, photoIds), [selection, albumId, photoIds]);

  return { pageFailed, loadMore, hasMore: hasNext && !pageFailed && !isSorting, shownSort };
}
