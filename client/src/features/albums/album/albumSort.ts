import type { AlbumPhotoSortKey, SortOrder } from '../../../__generated__/AlbumPagePhotosQuery.graphql';
import { DEFAULT_SORT, readSortPreference, useSortPreference, type PhotoSortPreference, type SortArea } from '../../photos/sort/sortPreference';

export interface AlbumSort {
  key: AlbumPhotoSortKey;
  order: Extract<SortOrder, 'ASC' | 'DESC'>;
}

/** Album photos sort by created or dateTaken (spec §5); any other stored key falls back to the default. */
export const ALBUM_SORT_KEYS: readonly PhotoSortPreference['key'][] = ['CREATED', 'DATE_TAKEN'];

function toAlbumSort(area: SortArea, value: PhotoSortPreference): AlbumSort {
  const sort = value.key === 'UPLOADED' ? DEFAULT_SORT[area] : value;
  return { key: sort.key as AlbumPhotoSortKey, order: sort.order };
}

/** The stored album photos sort of an area (for route loaders). */
export function readAlbumSort(area: SortArea = 'albumPhotos'): AlbumSort {
  return toAlbumSort(area, readSortPreference(area));
}

/** The album photos sort of an area, following the dropdown. */
export function useAlbumSort(area: SortArea = 'albumPhotos'): AlbumSort {
  const [value] = useSortPreference(area);
  return toAlbumSort(area, value);
}
