import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';
import { addressTextsReady } from '../addresses/addressTexts';

/** The texts of the settings screens (`settings.…`), loaded with those screens rather than with the first page. */
export const settingsTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'settings' }, import: 'default' }),
);

/** Loads the settings texts of this brand site (a screen's `page()` awaits them beside its code). */
export const settingsTextsReady = () => settingsTexts.load(currentBrand().locale);

/** The settings texts and the address form's (the address screens show both). */
export const settingsAndAddressTextsReady = () => Promise.all([settingsTextsReady(), addressTextsReady()]);
