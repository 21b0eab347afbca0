import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';

/** The texts of the A/B tests' variants (`experiments.…`), loaded with the variant that shows them. */
export const experimentsTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'experiments' }, import: 'default' }),
);

/** Loads the A/B variant texts of this brand site (the part that shows them loads them beside its code). */
export const experimentsTextsReady = () => experimentsTexts.load(currentBrand().locale);
