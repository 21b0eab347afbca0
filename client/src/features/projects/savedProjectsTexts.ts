import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';

/** The texts of the saved projects screen (`savedProjects.…`), loaded with it rather than with the first page. */
export const savedProjectsTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'savedProjects' }, import: 'default' }),
);

/** Loads the saved projects texts of this brand site (the screen's `page()` awaits them beside its code). */
export const savedProjectsTextsReady = () => savedProjectsTexts.load(currentBrand().locale);
