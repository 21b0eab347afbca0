import { loadQuery } from 'react-relay';
import allAddressesPageQuery from '../../../__generated__/AllAddressesPageQuery$parameters';
import type { AllAddressesPageQuery } from '../../../__generated__/AllAddressesPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { settingsAndAddressTextsReady } from '../settingsTexts';

// '/settings/addresses/all': the whole book (at most 50 addresses). Read fresh (another page, or another device, may have changed it); what the store
// already holds shows at once.

/** The screen's code and its texts (settings and address form scopes), in parallel. */
export const page = () =>
  Promise.all([import('./AllAddressesPage'), settingsAndAddressTextsReady()]).then(([module]) => module.AllAddressesPage);

export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<AllAddressesPageQuery>(environment, allAddressesPageQuery, {}, { fetchPolicy: 'store-and-network' });
