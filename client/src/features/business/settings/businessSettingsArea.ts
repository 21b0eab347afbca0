import type { SettingsArea } from '../../settings/settingsArea';

/**
 * A business customer's settings (spec §2: /settings/b2b, /settings/b2b/email, /settings/b2b/new-address,
 * /settings/b2b/address/): the address list is part of the overview, so the address pages go back there.
 */
export const BUSINESS_SETTINGS: SettingsArea = {
  addressList: 'settingsB2b',
  addressListAnchor: 'addresses',
  addAddress: 'addAddressB2b',
  changeAddress: 'changeAddressB2b',
  changeEmail: 'changeEmailB2b',
};
