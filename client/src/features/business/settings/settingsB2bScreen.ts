import { loadQuery } from 'react-relay';
import settingsB2bPageQuery from '../../../__generated__/SettingsB2bPageQuery$parameters';
import type { SettingsB2bPageQuery } from '../../../__generated__/SettingsB2bPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { businessSettingsTextsReady } from '../businessTexts';

// '/settings/b2b' (business customers only: the router's role check sends consumers to the overview): company
// details, personal details, e-mail, addresses … in one query, read fresh; what the store holds shows at once.

/** The screen's code and its texts (business settings, settings, address form), in parallel. */
export const page = () =>
  Promise.all([import('./businessSettingsPages'), businessSettingsTextsReady()]).then(([pages]) => pages.SettingsB2bPage);

export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<SettingsB2bPageQuery>(environment, settingsB2bPageQuery, {}, { fetchPolicy: 'store-and-network' });
