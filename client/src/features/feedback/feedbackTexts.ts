import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';

/** The texts of the feedback survey (`feedback.…`), loaded with the survey when it is offered. */
export const feedbackTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'feedback' }, import: 'default' }),
);

/** Loads the feedback survey texts of this brand site (the part that shows them loads them beside its code). */
export const feedbackTextsReady = () => feedbackTexts.load(currentBrand().locale);
