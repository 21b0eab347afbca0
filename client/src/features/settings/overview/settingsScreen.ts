import { loadQuery } from 'react-relay';
import settingsPageQuery from '../../../__generated__/SettingsPageQuery$parameters';
import type { SettingsPageQuery } from '../../../__generated__/SettingsPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { settingsAndAddressTextsReady } from '../settingsTexts';

// '/settings': every section's data in one query. Read fresh (another page, or another device, may have changed it); what the store
// already holds shows at once.

/** The screen's code and its texts (settings and address form scopes), in parallel. */
export const page = () =>
  Promise.all([import('./SettingsPage'), settingsAndAddressTextsReady()]).then(([module]) => module.SettingsPage);

export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<SettingsPageQuery>(environment, settingsPageQuery, {}, { fetchPolicy: 'store-and-network' });
