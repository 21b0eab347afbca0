import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';

/** The texts of the invoices screen (`invoices.…`: invoices and map PDFs), loaded with it rather than with the first page. */
export const invoicesTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'invoices' }, import: 'default' }),
);

/** Loads the invoices texts of this brand site (the screen's `page()` awaits them beside its code). */
export const invoicesTextsReady = () => invoicesTexts.load(currentBrand().locale);
