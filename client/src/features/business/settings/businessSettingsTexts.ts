import { currentBrand } from '../../../brand/brands';
import type { Messages } from '../../../i18n/catalogues';
import { createMessageScope } from '../../../i18n/messageScope';
import { settingsAndAddressTextsReady } from '../../settings/settingsTexts';

/**
 * The texts of the business settings (`businessSettings.…`), loaded with those screens. The banner's texts
 * (`business.status.…`) are not among them: the shell shows the banner on every page, so they stay in the first load.
 */
export const businessSettingsTexts = createMessageScope(
  import.meta.glob<Messages>('../../../i18n/messages/*.json', { query: { scope: 'businessSettings' }, import: 'default' }),
);

/**
 * Loads the texts of the business settings screens on this brand site: their own, and those of the settings and the
 * address form (the screen's `page()` awaits them beside its code).
 */
export const businessSettingsTextsReady = () =>
  Promise.all([businessSettingsTexts.load(currentBrand().locale), settingsAndAddressTextsReady()]);
