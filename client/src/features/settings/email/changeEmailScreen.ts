import { loadQuery } from 'react-relay';
import changeEmailPageQuery from '../../../__generated__/ChangeEmailPageQuery$parameters';
import type { ChangeEmailPageQuery } from '../../../__generated__/ChangeEmailPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { settingsAndAddressTextsReady } from '../settingsTexts';

// '/settings/email': the current e-mail address. Read fresh (another page, or another device, may have changed it); what the store
// already holds shows at once.

/** The screen's code and its texts (settings and address form scopes), in parallel. */
export const page = () =>
  Promise.all([import('./ChangeEmailPage'), settingsAndAddressTextsReady()]).then(([module]) => module.ChangeEmailPage);

export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<ChangeEmailPageQuery>(environment, changeEmailPageQuery, {}, { fetchPolicy: 'store-and-network' });
