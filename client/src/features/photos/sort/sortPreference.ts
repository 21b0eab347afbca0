import { useSyncExternalStore } from 'react';
import type { PhotoSortKey, SortOrder } from '../../../__generated__/MonthPhotosQuery.graphql';

/** Where a sort preference applies (spec §3 Sort preference). */
export type SortArea = 'photos' | 'albumPhotos' | 'sharedAlbumPhotos';

export interface PhotoSortPreference {
  key: Extract<PhotoSortKey, 'CREATED' | 'DATE_TAKEN' | 'UPLOADED'>;
  order: Extract<SortOrder, 'ASC' | 'DESC'>;
}

/** Spec §9: photos by dateTaken desc; album photos and shared album photos by created desc. */
export const DEFAULT_SORT: Readonly<Record<SortArea, PhotoSortPreference>> = {
  photos: { key: 'DATE_TAKEN', order: 'DESC' },
  albumPhotos: { key: 'CREATED', order: 'DESC' },
  sharedAlbumPhotos: { key: 'CREATED', order: 'DESC' },
};

const STORAGE_PREFIX = 'photoSort.';
const KEYS: Record<string, PhotoSortPreference['key']> = { created: 'CREATED', dateTaken: 'DATE_TAKEN', uploaded: 'UPLOADED' };
const KEY_NAMES: Record<PhotoSortPreference['key'], string> = { CREATED: 'created', DATE_TAKEN: 'dateTaken', UPLOADED: 'uploaded' };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored preference of an area (`{"sortKey":"dateTaken","sortOrder":"desc"}`), else the area's default. */
export function readSortPreference(area: SortArea): PhotoSortPreference {
  try {
    const raw = storage()?.getItem(STORAGE_PREFIX + area);
    if (raw) {
      const parsed = JSON.parse(raw) as { sortKey?: unknown; sortOrder?: unknown };
      const key = typeof parsed.sortKey === 'string' ? KEYS[parsed.sortKey] : undefined;
      const order = parsed.sortOrder === 'asc' ? 'ASC' : parsed.sortOrder === 'desc' ? 'DESC' : undefined;
      if (key && order) return { key, order };
    }
  } catch {
    // Unreadable or blocked storage: the default applies.
  }
  return DEFAULT_SORT[area];
}

const listeners = new Set<() => void>();
const cache = new Map<SortArea, PhotoSortPreference>();

/** Stores the preference of an area in the browser and tells every reader. */
export function writeSortPreference(area: SortArea, value: PhotoSortPreference): void {
  try {
    storage()?.setItem(
      STORAGE_PREFIX + area,
      JSON.stringify({ sortKey: KEY_NAMES[value.key], sortOrder: value.order.toLowerCase() }),
    );
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  cache.set(area, value);
  for (const listener of listeners) listener();
}

function current(area: SortArea): PhotoSortPreference {
  const stored = readSortPreference(area);
  const cached = cache.get(area);
  if (cached && cached.key === stored.key && cached.order === stored.order) return cached;
  cache.set(area, stored);
  return stored;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sort preference of an area, kept in the browser and restored on the next visit. */
export function useSortPreference(area: SortArea): [PhotoSortPreference, (value: PhotoSortPreference) => void] {
  const value = useSyncExternalStore(subscribe, () => current(area), () => DEFAULT_SORT[area]);
  return [value, (next) => writeSortPreference(area, next)];
}
