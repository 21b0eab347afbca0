import type { PhotoSort, ThumbnailSize } from '../../__generated__/resolvers-types';
import type { SortKey, SortOrder, TimelineSummary, UpstreamPhoto } from '../../upstream/photo';

/** Parent of TimelineMonth fields; `count` is filled from the summary when known, else loaded on demand. */
export interface TimelineMonthModel {
  __typename: 'TimelineMonth';
  year: number;
  month: number;
  count?: number;
}

/** A validated upstream import push message, flattened. */
export interface ImportEventModel {
  id: string;
  type: 'IMPORT_STARTED' | 'IMPORT_PROGRESS' | 'IMPORT_FINISHED';
  timestamp: string;
  importedCount: number | null;
  totalCount: number | null;
}

/** Local id of a month: `<yyyy>-<mm>`. */
export const monthLocalId = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, '0')}`;

export function parseMonthLocalId(localId: string): TimelineMonthModel | null {
  const match = /^(\d{4})-(\d{2})$/.exec(localId);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1970 || month < 1 || month > 12) return null;
  return { __typename: 'TimelineMonth', year, month };
}

/** Every month with photos, newest first (January 1970, the "Unknown Date" month, is therefore last). */
export function monthsFromSummary(summary: TimelineSummary): TimelineMonthModel[] {
  const months: TimelineMonthModel[] = [];
  for (const [year, byMonth] of Object.entries(summary)) {
    for (const [month, count] of Object.entries(byMonth ?? {})) {
      const m = parseMonthLocalId(`${year}-${month.padStart(2, '0')}`);
      if (m && Number.isInteger(count) && count > 0) months.push({ ...m, count });
    }
  }
  return months.sort((a, b) => b.year - a.year || b.month - a.month);
}

export function monthCount(summary: TimelineSummary, m: { year: number; month: number }): number {
  return summary[String(m.year)]?.[String(m.month)] ?? 0;
}

const SORT_KEYS = { CREATED: 'created', DATE_TAKEN: 'dateTaken', UPLOADED: 'uploaded' } as const;
const SORT_ORDERS = { ASC: 'asc', DESC: 'desc' } as const;

/** GraphQL sort input → REST sortKey/sortOrder; the photos area defaults to DATE_TAKEN, DESC. */
export function toSortQuery(sort: Partial<PhotoSort> | null | undefined): { sortKey: SortKey; sortOrder: SortOrder } {
  return { sortKey: SORT_KEYS[sort?.key ?? 'DATE_TAKEN'], sortOrder: SORT_ORDERS[sort?.order ?? 'DESC'] };
}

const SIZE_PX: Record<ThumbnailSize, number> = { S300: 300, S800: 800, S1300: 1300 };
const SIZE_OF: Record<string, ThumbnailSize> = { 300: 'S300', 800: 'S800', 1300: 'S1300' };

export interface ThumbnailModel {
  size: ThumbnailSize;
  url: string;
  width: number;
  height: number;
}

/**
 * The upstream thumbnail with id 300/800/1300. Should one be missing, the next larger one stands in (then the
 * largest, then the displayable full-size image) so the non-null field never fails a whole grid.
 */
export function pickThumbnail(photo: UpstreamPhoto, size: ThumbnailSize): ThumbnailModel {
  const wanted = SIZE_PX[size];
  // One pass, no copy: the smallest thumbnail at least as large as wanted, else the largest.
  let hit: UpstreamPhoto['thumbnails'][number] | undefined;
  let largest: UpstreamPhoto['thumbnails'][number] | undefined;
  let hitPx = Infinity;
  let largestPx = -Infinity;
  for (const t of photo.thumbnails) {
    const px = Number(t.id);
    if (px >= wanted && px < hitPx) {
      hit = t;
      hitPx = px;
    }
    if (px > largestPx) {
      largest = t;
      largestPx = px;
    }
  }
  const chosen = hit ?? largest;
  return chosen
    ? { size, url: chosen.url, width: chosen.width, height: chosen.height }
    : { size, url: photo.url, width: photo.visibleWidth, height: photo.visibleHeight };
}

export function allThumbnails(photo: UpstreamPhoto): ThumbnailModel[] {
  return photo.thumbnails
    .filter((t) => SIZE_OF[t.id])
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((t) => ({ size: SIZE_OF[t.id]!, url: t.url, width: t.width, height: t.height }));
}
