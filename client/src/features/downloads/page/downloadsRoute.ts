import { loadQuery } from 'react-relay';
import downloadsPageQuery from '../../../__generated__/DownloadsPageQuery$parameters';
import type { DownloadsPageQuery } from '../../../__generated__/DownloadsPageQuery.graphql';
import { screen } from '../../../app/screen';

/** '/downloads': the customer's archives. */
export const downloadsRoute = screen({
  page: () => import('./DownloadsPage').then((module) => module.DownloadsPage),
  loader: ({ environment }) =>
    loadQuery<DownloadsPageQuery>(environment, downloadsPageQuery, {}, { fetchPolicy: 'store-and-network' }),
});
