import { loadQuery } from 'react-relay';
import photoPreviewPageQuery, { type PhotoPreviewPageQuery } from '../../../__generated__/PhotoPreviewPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';

/**
 * '/my-photos/photos/preview/:id': the photo shown (the navigator around it loads in the screen). The photo is usually
 * in the store already (the grid read it): `store-or-network` needs the query's full artifact (this module's chunk
 * holds it).
 */
export const page = () => import('./PhotoPreviewPage').then((module) => module.PhotoPreviewPage);

export const loader = ({ environment, params }: ScreenLoaderArgs) =>
  loadQuery<PhotoPreviewPageQuery>(environment, photoPreviewPageQuery, { id: params.id ?? '' }, { fetchPolicy: 'store-or-network' });
