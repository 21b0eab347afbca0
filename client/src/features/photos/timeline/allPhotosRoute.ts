import { loadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import allPhotosPageQuery from '../../../__generated__/AllPhotosPageQuery$parameters';
import type { AllPhotosPageQuery } from '../../../__generated__/AllPhotosPageQuery.graphql';
import { screen } from '../../../app/screen';

/** Starts the timeline summary query (the months and their counts). */
export function loadAllPhotos(environment: Environment) {
  return loadQuery<AllPhotosPageQuery>(environment, allPhotosPageQuery, {}, { fetchPolicy: 'store-and-network' });
}

/** '/my-photos/photos': the timeline of all photos by month. */
export const allPhotosRoute = screen({
  page: () => import('./AllPhotosPage').then((module) => module.AllPhotosPage),
  loader: ({ environment }) => loadAllPhotos(environment),
});
