import { loadQuery } from 'react-relay';
import overviewActivityQuery from '../../__generated__/OverviewActivityQuery$parameters';
import type { OverviewActivityQuery } from '../../__generated__/OverviewActivityQuery.graphql';
import overviewPageQuery from '../../__generated__/OverviewPageQuery$parameters';
import type { OverviewPageQuery } from '../../__generated__/OverviewPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../app/screen';

/**
 * '/': the overview's counts query and its activity's query (orders in progress, recent photos, business status) both
 * start in the route loader, the screen's code in parallel. The activity is fresh each visit (statuses move on).
 */
export const page = () => import('./OverviewPage').then((module) => module.OverviewPage);

export const loader = ({ environment, flag }: ScreenLoaderArgs) => ({
  page: loadQuery<OverviewPageQuery>(environment, overviewPageQuery, {}),
  activity: loadQuery<OverviewActivityQuery>(
    environment,
    overviewActivityQuery,
    { photos: flag('PhotoManagementTimelineViewEnabled') },
    { fetchPolicy: 'store-and-network' },
  ),
});
