import type { MonthPhotosQuery$variables, ThumbnailSize } from '../../../__generated__/MonthPhotosQuery.graphql';
import type { PhotoSortPreference } from '../sort/sortPreference';
import { MONTH_PAGE_SIZE } from './timelineManager';

/** The variables of a month's first page (`MonthPhotosQuery`): the timeline's and the route's prefetch alike. */
export function monthVariables(id: string, sort: PhotoSortPreference, size: ThumbnailSize): MonthPhotosQuery$variables {
  return { id, first: MONTH_PAGE_SIZE, sort: { key: sort.key, order: sort.order }, size };
}
