import { loadQuery } from 'react-relay';
import settingsB2bPageQuery from '../../../__generated__/SettingsB2bPageQuery$parameters';
import type { SettingsB2bPageQuery } from '../../../__generated__/SettingsB2bPageQuery.graphql';
import type { ScreenLoaderArgs } from '../../../app/screen';
import { addAddressRoute, changeAddressRoute, changeEmailRoute } from '../../settings/settingsRoutes';
import { businessSettingsTextsReady } from './businessSettingsTexts';

// The business settings routes, loaded when one of them is entered (businessSettingsRoutes.ts): a loader starts its
// query as soon as this small chunk is in, while the screens' code and texts load in parallel.

type Pages = typeof import('./businessSettingsPages');

/** Each route's screen (businessSettingsPages.tsx). */
const PAGES = {
  settingsB2b: 'SettingsB2bPage',
  changeEmailB2b: 'ChangeEmailB2bPage',
  addAddressB2b: 'AddAddressB2bPage',
  changeAddressB2b: 'EditAddressB2bPage',
} as const satisfies Record<string, keyof Pages>;

export type BusinessSettingsRoute = keyof typeof PAGES;

/** A route's screen: the business settings chunk and the texts (business settings, settings, address form). */
export const page = (route: BusinessSettingsRoute) =>
  Promise.all([import('./businessSettingsPages'), businessSettingsTextsReady()]).then(([pages]) => pages[PAGES[route]]);

// Every screen reads its data fresh; what the store already holds shows at once. The e-mail and address pages load
// what the consumer ones load.
const LOADERS: Record<BusinessSettingsRoute, (args: ScreenLoaderArgs) => unknown> = {
  /** '/settings/b2b': company details, personal details, e-mail, addresses … in one query. */
  settingsB2b: ({ environment }) =>
    loadQuery<SettingsB2bPageQuery>(environment, settingsB2bPageQuery, {}, { fetchPolicy: 'store-and-network' }),
  changeEmailB2b: (args) => changeEmailRoute.loader?.(args),
  addAddressB2b: (args) => addAddressRoute.loader?.(args),
  changeAddressB2b: (args) => changeAddressRoute.loader?.(args),
};

/** A route's loader (its query references, as the route's `useLoaderData`). */
export const loader = (route: BusinessSettingsRoute, args: ScreenLoaderArgs) => LOADERS[route](args);
