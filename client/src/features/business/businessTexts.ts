import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';
import { settingsAndAddressTextsReady } from '../settings/settingsTexts';

/**
 * The texts of the business screens (`business.…`: the FTP instructions, the business settings), loaded with those
 * screens. The status banner's texts (`shell.businessStatus.…`) are not among them: the shell shows the banner on
 * every page, so they stay in the first load.
 */
export const businessTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'business' }, import: 'default' }),
);

/** Loads the FTP instructions' texts on this brand site (the screen's `page()` awaits them beside its code). */
export const ftpTextsReady = () => businessTexts.load(currentBrand().locale);

/**
 * Loads the texts of the business settings screens on this brand site: their own, and those of the settings and the
 * address form (the screen's `page()` awaits them beside its code).
 */
export const businessSettingsTextsReady = () => Promise.all([ftpTextsReady(), settingsAndAddressTextsReady()]);
