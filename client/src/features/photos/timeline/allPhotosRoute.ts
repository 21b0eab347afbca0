import { loadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import allPhotosPageQuery from '../../../__generated__/AllPhotosPageQuery$parameters';
import type { AllPhotosPageQuery } from '../../../__generated__/AllPhotosPageQuery.graphql';
import { screen } from '../../../app/screen';
import { hasScrollPosition, PHOTOS_SCROLL_KEY } from './scrollPosition';

/** Starts the timeline summary query (the months and their counts). */
export function loadAllPhotos(environment: Environment) {
  return loadQuery<AllPhotosPageQuery>(environment, allPhotosPageQuery, {}, { fetchPolicy: 'store-and-network' });
}

/**
 * '/my-photos/photos': the timeline of all photos by month. Its loader also has the first month's page fetched as
 * soon as the summary arrives (not once the page has rendered it), unless the page opens at a saved position.
 */
export const allPhotosRoute = screen({
  page: () => import('./AllPhotosPage').then((module) => module.AllPhotosPage),
  loader: ({ environment }) => {
    const library = loadAllPhotos(environment);
    if (!hasScrollPosition(PHOTOS_SCROLL_KEY)) {
      void import('./firstMonthPrefetch').then((module) => module.prefetchFirstMonth(environment, library), () => undefined);
    }
    return library;
  },
});
