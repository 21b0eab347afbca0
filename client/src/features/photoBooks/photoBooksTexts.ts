import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';
import { orderTextsReady } from '../orders/orderTexts';

/** The texts of the online photo book screens (`photoBooks.…`), loaded with them rather than with the first page. */
export const photoBooksTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'photoBooks' }, import: 'default' }),
);

/**
 * Loads the texts of the online photo book screens on this brand site: their own, and the order texts they share
 * with the order page (the online version's states, the share form). A screen's `page()` awaits them beside its code.
 */
export const photoBooksTextsReady = () =>
  Promise.all([photoBooksTexts.load(currentBrand().locale), orderTextsReady()]);
