import { loadQuery } from 'react-relay';
import photoPreviewPageQuery, { type PhotoPreviewPageQuery } from '../../../__generated__/PhotoPreviewPageQuery.graphql';
import { screen } from '../../../app/screen';

/** '/my-photos/photos/preview/:id': the photo shown (the navigator around it loads in the screen). */
export const photoPreviewRoute = screen({
  page: () => import('./PhotoPreviewPage').then((module) => module.PhotoPreviewPage),
  loader: ({ environment, params }) =>
    loadQuery<PhotoPreviewPageQuery>(environment, photoPreviewPageQuery, { id: params.id ?? '' }, { fetchPolicy: 'store-or-network' }),
});
