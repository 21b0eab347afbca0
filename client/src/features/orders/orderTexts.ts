import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';

/** The texts of the orders screens (`orders.…`), loaded with those screens rather than with the first page. */
export const orderTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'orders' }, import: 'default' }),
);

/** Loads the order texts of this brand site (a screen's `page()` awaits them beside its code). */
export const orderTextsReady = () => orderTexts.load(currentBrand().locale);
