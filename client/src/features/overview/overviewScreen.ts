import { loadQuery } from 'react-relay';
import overviewPageQuery from '../../__generated__/OverviewPageQuery$parameters';
import type { OverviewPageQuery } from '../../__generated__/OverviewPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../app/screen';

/** '/': the overview's counts query starts in the route loader, the screen's code in parallel. */
export const page = () => import('./OverviewPage').then((module) => module.OverviewPage);

export const loader = ({ environment }: ScreenLoaderArgs) => loadQuery<OverviewPageQuery>(environment, overviewPageQuery, {});
