import { businessSettingsTextsReady } from '../businessTexts';

// '/settings/b2b/new-address': the consumer page's data, in the business area.
export { loader } from '../../settings/addresses/addAddressScreen';

/** The screen's code and its texts (business settings, settings, address form), in parallel. */
export const page = () =>
  Promise.all([import('./businessSettingsPages'), businessSettingsTextsReady()]).then(([pages]) => pages.AddAddressB2bPage);
