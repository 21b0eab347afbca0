import { loadQuery } from 'react-relay';
import paymentMethodPageQuery from '../../../__generated__/PaymentMethodPageQuery$parameters';
import type { PaymentMethodPageQuery } from '../../../__generated__/PaymentMethodPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { settingsAndAddressTextsReady } from '../settingsTexts';

// '/settings/payment-method': the chosen method and those offered. Read fresh (another page, or another device, may have changed it); what the store
// already holds shows at once.

/** The screen's code and its texts (settings and address form scopes), in parallel. */
export const page = () =>
  Promise.all([import('./PaymentMethodPage'), settingsAndAddressTextsReady()]).then(([module]) => module.PaymentMethodPage);

export const loader = ({ environment }: ScreenLoaderArgs) =>
  loadQuery<PaymentMethodPageQuery>(environment, paymentMethodPageQuery, {}, { fetchPolicy: 'store-and-network' });
