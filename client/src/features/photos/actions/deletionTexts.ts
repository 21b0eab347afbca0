import type { Messages } from '../../../i18n/catalogues';
import { createMessageScope } from '../../../i18n/messageScope';

/**
 * The texts of the delete dialogs (`photoDeletion.…`): a lazy scope (`i18n/scopes.ts`), so they are not in the first
 * page's catalogue (its ceiling in `client/scripts/initialJs.test.mjs`); the buttons' own texts stay there. Each
 * dialog's chunk loads them as it first renders (`MessageScopeProvider`), behind the page's Suspense.
 */
export const deletionTexts = createMessageScope(
  import.meta.glob<Messages>('../../../i18n/messages/*.json', { query: { scope: 'photoDeletion' }, import: 'default' }),
);
