import { loadQuery } from 'react-relay';
import type { AddAddressPageQuery } from '../../__generated__/AddAddressPageQuery.graphql';
import type { AllAddressesPageQuery } from '../../__generated__/AllAddressesPageQuery.graphql';
import type { ChangeEmailPageQuery } from '../../__generated__/ChangeEmailPageQuery.graphql';
import type { EditAddressPageQuery } from '../../__generated__/EditAddressPageQuery.graphql';
import type { PaymentMethodPageQuery } from '../../__generated__/PaymentMethodPageQuery.graphql';
import type { PersonalDetailsPageQuery } from '../../__generated__/PersonalDetailsPageQuery.graphql';
import type { SettingsPageQuery } from '../../__generated__/SettingsPageQuery.graphql';
import { screen } from '../../app/screen';

type Pages = typeof import('./settingsPages');

let queries: Promise<typeof import('./settingsQueries')> | null = null;
/** The settings query artifacts (one small chunk, asked for once; again after a failed load). */
const settingsQueries = () =>
  (queries ??= import('./settingsQueries').catch((error: unknown) => {
    queries = null;
    throw error;
  }));

/**
 * A settings screen's code (the settings chunk), its texts (settings and address form scopes) and the settings query
 * artifacts, in parallel.
 */
const settingsPage =
  <K extends keyof Pages>(name: K) =>
  (): Promise<Pages[K]> =>
    Promise.all([
      import('./settingsPages'),
      import('./settingsTexts').then((texts) => texts.settingsAndAddressTextsReady()),
      settingsQueries(),
    ]).then(([pages]) => pages[name]);

// Every settings screen reads its data fresh (another page, or another device, may have changed it); what the store
// already holds shows at once.
const fresh = { fetchPolicy: 'store-and-network' } as const;

/** '/settings': every section's data in one query. */
export const settingsRoute = screen({
  page: settingsPage('SettingsPage'),
  loader: async ({ environment }) => loadQuery<SettingsPageQuery>(environment, (await settingsQueries()).settingsPageQuery, {}, fresh),
});

/** '/settings/personal-details': the customer's names. */
export const personalDetailsRoute = screen({
  page: settingsPage('PersonalDetailsPage'),
  loader: async ({ environment }) => loadQuery<PersonalDetailsPageQuery>(environment, (await settingsQueries()).personalDetailsPageQuery, {}, fresh),
});

/** '/settings/email': the current e-mail address. */
export const changeEmailRoute = screen({
  page: settingsPage('ChangeEmailPage'),
  loader: async ({ environment }) => loadQuery<ChangeEmailPageQuery>(environment, (await settingsQueries()).changeEmailPageQuery, {}, fresh),
});

/** '/settings/payment-method': the chosen method and those offered. */
export const paymentMethodRoute = screen({
  page: settingsPage('PaymentMethodPage'),
  loader: async ({ environment }) => loadQuery<PaymentMethodPageQuery>(environment, (await settingsQueries()).paymentMethodPageQuery, {}, fresh),
});

/** '/settings/new-address': the book's size and default country (the form starts empty). */
export const addAddressRoute = screen({
  page: settingsPage('AddAddressPage'),
  loader: async ({ environment }) => loadQuery<AddAddressPageQuery>(environment, (await settingsQueries()).addAddressPageQuery, {}, fresh),
});

/** '/settings/address/:addressId': the address to change, read from the network (never a stale form). */
export const changeAddressRoute = screen({
  page: settingsPage('EditAddressPage'),
  loader: async ({ environment, params }) =>
    loadQuery<EditAddressPageQuery>(environment, (await settingsQueries()).editAddressPageQuery, { id: params.addressId ?? '' }, { fetchPolicy: 'network-only' }),
});

/** '/settings/addresses/all': the whole book (at most 50 addresses). */
export const allAddressesRoute = screen({
  page: settingsPage('AllAddressesPage'),
  loader: async ({ environment }) => loadQuery<AllAddressesPageQuery>(environment, (await settingsQueries()).allAddressesPageQuery, {}, fresh),
});
