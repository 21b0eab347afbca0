import { loadQuery } from 'react-relay';
import allPhotosPageQuery from '../../../__generated__/AllPhotosPageQuery$parameters';
import type { AllPhotosPageQuery } from '../../../__generated__/AllPhotosPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { hasScrollPosition, PHOTOS_SCROLL_KEY } from './scrollPosition';

/**
 * '/my-photos/photos': the timeline of all photos by month. Its loader also has the first month's page fetched as
 * soon as the summary arrives (not once the page has rendered it), unless the page opens at a saved position.
 */
export const page = () => import('./AllPhotosPage').then((module) => module.AllPhotosPage);

export const loader = ({ environment }: ScreenLoaderArgs) => {
  const library = loadQuery<AllPhotosPageQuery>(environment, allPhotosPageQuery, {}, { fetchPolicy: 'store-and-network' });
  if (!hasScrollPosition(PHOTOS_SCROLL_KEY)) {
    void import('./firstMonthPrefetch').then((module) => module.prefetchFirstMonth(environment, library), () => undefined);
  }
  return library;
};
