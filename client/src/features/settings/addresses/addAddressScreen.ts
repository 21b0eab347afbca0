import { loadQuery } from 'react-relay';
import addAddressPageQuery from '../../../__generated__/AddAddressPageQuery$parameters';
import type { AddAddressPageQuery } from '../../../__generated__/AddAddressPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { settingsAndAddressTextsReady } from '../settingsTexts';

// '/settings/new-address': the book's size and default country (the form starts empty). Read fresh (another page, or another device, may have changed it); what the store
// already holds shows at once.

/** The screen's code and its texts (settings and address form scopes), in parallel. */
export const page = () =>
  Promise.all([import('./AddAddressPage'), settingsAndAddressTextsReady()]).then(([module]) => module.AddAddressPage);

export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<AddAddressPageQuery>(environment, addAddressPageQuery, {}, { fetchPolicy: 'store-and-network' });
