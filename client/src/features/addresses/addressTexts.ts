import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';

/** The texts of the address form (`addresses.…`), loaded with the screens that show it (orders, settings). */
export const addressTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'addresses' }, import: 'default' }),
);

/** Loads the address texts of this brand site (a screen's `page()` awaits them beside its code). */
export const addressTextsReady = () => addressTexts.load(currentBrand().locale);
