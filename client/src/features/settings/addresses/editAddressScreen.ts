import { loadQuery } from 'react-relay';
import editAddressPageQuery from '../../../__generated__/EditAddressPageQuery$parameters';
import type { EditAddressPageQuery } from '../../../__generated__/EditAddressPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { settingsAndAddressTextsReady } from '../settingsTexts';

// '/settings/address/:addressId': the address to change, read from the network (never a stale form).

/** The screen's code and its texts (settings and address form scopes), in parallel. */
export const page = () =>
  Promise.all([import('./EditAddressPage'), settingsAndAddressTextsReady()]).then(([module]) => module.EditAddressPage);

export const loader = ({ environment, params }: ScreenLoaderArgs) =>
  loadQuery<EditAddressPageQuery>(environment, editAddressPageQuery, { id: params.addressId ?? '' }, { fetchPolicy: 'network-only' });
