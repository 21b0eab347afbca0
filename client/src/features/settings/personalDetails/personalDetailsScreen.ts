import { loadQuery } from 'react-relay';
import personalDetailsPageQuery from '../../../__generated__/PersonalDetailsPageQuery$parameters';
import type { PersonalDetailsPageQuery } from '../../../__generated__/PersonalDetailsPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { settingsAndAddressTextsReady } from '../settingsTexts';

// '/settings/personal-details': the customer's names. Read fresh (another page, or another device, may have changed it); what the store
// already holds shows at once.

/** The screen's code and its texts (settings and address form scopes), in parallel. */
export const page = () =>
  Promise.all([import('./PersonalDetailsPage'), settingsAndAddressTextsReady()]).then(([module]) => module.PersonalDetailsPage);

export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<PersonalDetailsPageQuery>(environment, personalDetailsPageQuery, {}, { fetchPolicy: 'store-and-network' });
