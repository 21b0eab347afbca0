import { currentBrand } from '../../brand/brands';
import type { Messages } from '../../i18n/catalogues';
import { createMessageScope } from '../../i18n/messageScope';

/**
 * The texts of the chat panel (`supportChat.…`), loaded with it. Once `supportChat` is one of the lazy scopes
 * (`i18n/scopes.ts`) they also leave the first page's catalogue; the button's own texts (`chat.…`) stay there.
 */
export const supportChatTexts = createMessageScope(
  import.meta.glob<Messages>('../../i18n/messages/*.json', { query: { scope: 'supportChat' }, import: 'default' }),
);

/** Loads the chat panel texts of this brand site (the part that shows them loads them beside its code). */
export const supportChatTextsReady = () => supportChatTexts.load(currentBrand().locale);
