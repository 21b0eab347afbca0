// A customer's photo library by month, as the photos screens ask for it: the summary and each month's pages of photos.
import type { Handler, World } from '../relay';
import { connection } from './connection';
import { photoNode } from './photo';
import { consumer, PHOTO_LIBRARY_ID, VIEWER_ID } from './viewer';

export interface FakeMonth {
  year: number;
  month: number;
  count: number;
  isUnknownDate?: boolean;
}

export interface FakeLibrary {
  months: FakeMonth[];
  albumsCount?: number;
  /** The library is unavailable (`photoLibrary: null`). */
  unavailable?: boolean;
}

export const monthId = (m: FakeMonth) => `TimelineMonth:${m.year}-${String(m.month).padStart(2, '0')}`;
export const photoId = (monthGlobalId: string, n: number) => `${monthGlobalId}#${n}`;

const MONTH_QUERIES = ['MonthPhotosQuery', 'MonthPhotosPaginationQuery', 'PhotoPreviewPageQuery', 'PreviewNavigatorMonthPhotosQuery'];

/** The consumer's library: the summary, and each month's pages (`first` / `after` honoured, 24 a page). */
export function photoLibraryWorld(library: FakeLibrary): World {
  const months = library.months.map((m) => ({
    id: monthId(m),
    year: m.year,
    month: m.month,
    count: m.count,
    isUnknownDate: m.isUnknownDate ?? (m.year === 1970 && m.month === 1),
  }));
  /** A query of a month's photos (by its id; no photos for another id, e.g. a photo's). */
  const monthPage: Handler = (variables, _operation, generate) => {
    const month = months.find((m) => m.id === variables.id);
    const photos = Array.from({ length: month?.count ?? 0 }, (_, n) => photoId(month!.id, n));
    return generate({
      Node: () => ({ __typename: 'TimelineMonth', id: variables.id }),
      ...(month ? { TimelineMonth: () => month } : {}),
      PhotoConnection: () => connection(photos, variables, (id) => photoNode(id), { first: 24 }),
    });
  };
  return {
    resolvers: {
      Viewer: () => ({ id: VIEWER_ID, ...consumer, ...(library.unavailable ? { photoLibrary: null } : {}) }),
      PhotoLibrary: () =>
        library.unavailable
          ? null
          : {
              id: PHOTO_LIBRARY_ID,
              photosCount: months.reduce((n, m) => n + m.count, 0),
              albumsCount: library.albumsCount ?? 3,
              status: 'ACTIVE',
              months,
            },
      Album: () => ({ created: '2024-03-01T10:00:00Z' }),
    },
    handlers: Object.fromEntries(MONTH_QUERIES.map((name) => [name, monthPage])),
  };
}
