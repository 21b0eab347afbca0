import { businessSettingsTextsReady } from '../businessTexts';

// '/settings/b2b/email': the consumer page's data, in the business area.
export { loader } from '../../settings/email/changeEmailScreen';

/** The screen's code and its texts (business settings, settings, address form), in parallel. */
export const page = () =>
  Promise.all([import('./businessSettingsPages'), businessSettingsTextsReady()]).then(([pages]) => pages.ChangeEmailB2bPage);
