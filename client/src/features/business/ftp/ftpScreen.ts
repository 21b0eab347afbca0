import { loadQuery } from 'react-relay';
import ftpIntegrationPageQuery from '../../../__generated__/FtpIntegrationPageQuery$parameters';
import type { FtpIntegrationPageQuery } from '../../../__generated__/FtpIntegrationPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { ftpTextsReady } from '../businessTexts';

// '/integration' (business customers only: the router's role check sends consumers to the overview): the loader starts
// the query as soon as this small chunk is in, while the screen's code and its texts load in parallel.

/** The screen's code and its texts, in parallel. */
export const page = () =>
  Promise.all([import('./FtpIntegrationPage'), ftpTextsReady()]).then(([module]) => module.FtpIntegrationPage);

/** The customer's FTP details and callback, read fresh each visit. */
export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<FtpIntegrationPageQuery>(environment, ftpIntegrationPageQuery, {}, { fetchPolicy: 'store-and-network' });
