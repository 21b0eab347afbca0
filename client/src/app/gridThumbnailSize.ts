import type { ThumbnailSize } from '../../../__generated__/MonthPhotosQuery.graphql';
import { breakpointOf, isLargeScreen } from '../../../app/useBreakpoint';

/** Grid thumbnails: 300 on small and medium screens, 800 on large ones (spec §9). */
export function gridThumbnailSize(width = window.innerWidth): ThumbnailSize {
  return isLargeScreen(breakpointOf(width)) ? 'S800' : 'S300';
}
