import { loadQuery } from 'react-relay';
import overviewPageQuery from '../../__generated__/OverviewPageQuery$parameters';
import type { OverviewPageQuery } from '../../__generated__/OverviewPageQuery.graphql';
import { screen } from '../../app/screen';

/** '/': the overview's counts query starts in the route loader, the screen's code in parallel. */
export const overviewRoute = screen({
  page: () => import('./OverviewPage').then((module) => module.OverviewPage),
  loader: ({ environment }) => loadQuery<OverviewPageQuery>(environment, overviewPageQuery, {}),
});
