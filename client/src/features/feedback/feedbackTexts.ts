import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';

/** The texts of the feedback survey (`feedback.…`), loaded with the survey when it is offered. */
export const feedbackTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'feedback' }, import: 'default' }),
);
