import { loadQuery } from 'react-relay';
import downloadsPageQuery from '../../../__generated__/DownloadsPageQuery$parameters';
import type { DownloadsPageQuery } from '../../../__generated__/DownloadsPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';

/** '/downloads': the customer's archives. */
export const page = () => import('./DownloadsPage').then((module) => module.DownloadsPage);

export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<DownloadsPageQuery>(environment, downloadsPageQuery, {}, { fetchPolicy: 'store-and-network' });
