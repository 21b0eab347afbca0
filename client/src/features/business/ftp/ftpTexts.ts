import { currentBrand } from '../../../brand/brands';
import type { Messages } from '../../../i18n/catalogues';
import { createMessageScope } from '../../../i18n/messageScope';

/** The texts of the FTP instructions screen (`ftpIntegration.…`), loaded with it rather than with the first page. */
export const ftpTexts = createMessageScope(
  import.meta.glob<Messages>('../../../i18n/messages/*.json', { query: { scope: 'ftpIntegration' }, import: 'default' }),
);

/** Loads the FTP texts of this brand site (the screen's `page()` awaits them beside its code). */
export const ftpTextsReady = () => ftpTexts.load(currentBrand().locale);
