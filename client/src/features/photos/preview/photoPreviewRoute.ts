import { loadQuery } from 'react-relay';
import type { PhotoPreviewPageQuery } from '../../../__generated__/PhotoPreviewPageQuery.graphql';
import { screen } from '../../../app/screen';

/**
 * '/my-photos/photos/preview/:id': the photo shown (the navigator around it loads in the screen). The photo is usually
 * in the store already (the grid read it): `store-or-network` needs the query's full artifact, which loads beside the
 * screen's code rather than with the first chunk.
 */
export const photoPreviewRoute = screen({
  page: () => import('./PhotoPreviewPage').then((module) => module.PhotoPreviewPage),
  loader: async ({ environment, params }) => {
    const { default: photoPreviewPageQuery } = await import('../../../__generated__/PhotoPreviewPageQuery.graphql');
    return loadQuery<PhotoPreviewPageQuery>(environment, photoPreviewPageQuery, { id: params.id ?? '' }, { fetchPolicy: 'store-or-network' });
  },
});
