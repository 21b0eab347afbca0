import type { ThumbnailSize } from '../__generated__/MonthPhotosQuery.graphql';
import { breakpointOf, isLargeScreen, type Breakpoint } from './useBreakpoint';

/** Every photo grid's thumbnails: 300 px on small and medium screens, 800 px on large ones (spec §9). */
export function gridThumbnailSize(breakpoint: Breakpoint = breakpointOf(window.innerWidth)): ThumbnailSize {
  return isLargeScreen(breakpoint) ? 'S800' : 'S300';
}
