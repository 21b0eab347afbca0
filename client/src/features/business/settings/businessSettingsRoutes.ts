import { screen } from '../../../app/screen';
import type { BusinessSettingsRoute } from './businessSettingsScreens';

/** The routes' screens and loaders, in a small chunk of their own (businessSettingsScreens.ts). */
const screens = () => import('./businessSettingsScreens');

/**
 * A business settings route (business customers only: the router's role check sends consumers to the overview). The
 * first load carries only this: the query artifact, the screens' code and their texts are behind
 * `businessSettingsScreens.ts`.
 */
const businessSettingsRoute = (route: BusinessSettingsRoute) =>
  screen({
    page: () => screens().then((chunk) => chunk.page(route)),
    loader: (args) => screens().then((chunk) => chunk.loader(route, args)),
  });

/** '/settings/b2b'. */
export const settingsB2bRoute = businessSettingsRoute('settingsB2b');
/** '/settings/b2b/email'. */
export const changeEmailB2bRoute = businessSettingsRoute('changeEmailB2b');
/** '/settings/b2b/new-address'. */
export const addAddressB2bRoute = businessSettingsRoute('addAddressB2b');
/** '/settings/b2b/address/:addressId'. */
export const changeAddressB2bRoute = businessSettingsRoute('changeAddressB2b');
