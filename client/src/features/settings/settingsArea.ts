import type { RouteName } from '../../app/routes';

/**
 * Which settings a screen belongs to: a consumer's (`/settings…`) or a business customer's (`/settings/b2b…`). The
 * e-mail and address screens are the same for both; only where they lead differs.
 */
export interface SettingsArea {
  /** The screen that lists the addresses: the address pages go back to it once saved (it then says what was done). */
  addressList: RouteName;
  /** Where the list sits on that screen (an element id), when it is not the whole screen. */
  addressListAnchor?: string;
  /** A new address. */
  addAddress: RouteName;
  /** An address to change (`:addressId`). */
  changeAddress: RouteName;
  /** The e-mail change. */
  changeEmail: RouteName;
}

/** The consumer settings (spec §2: /settings/addresses/all, /settings/new-address, /settings/address/, /settings/email). */
export const CONSUMER_SETTINGS: SettingsArea = {
  addressList: 'allAddresses',
  addAddress: 'addAddress',
  changeAddress: 'changeAddress',
  changeEmail: 'changeEmail',
};
