import { loadQuery } from 'react-relay';
import photoManagementPageQuery from '../../../__generated__/PhotoManagementPageQuery$parameters';
import type { PhotoManagementPageQuery } from '../../../__generated__/PhotoManagementPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';

/**
 * '/my-photos': the counts of the page header. With the shared-albums view on, the albums count adds the shared
 * albums the customer reads (spec §2).
 */
export const page = () => import('./PhotoManagementPage').then((module) => module.PhotoManagementPage);

export const loader = ({ environment, flag }: ScreenLoaderArgs) =>
  loadQuery<PhotoManagementPageQuery>(
    environment,
    photoManagementPageQuery,
    { withShared: flag('PhotoManagementSharedAlbumsViewEnabled') },
    { fetchPolicy: 'store-and-network' },
  );
