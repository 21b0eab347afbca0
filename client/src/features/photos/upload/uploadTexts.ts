import type { Messages } from '../../../i18n/catalogues';
import { createMessageScope } from '../../../i18n/messageScope';

/**
 * The texts of the upload dialog (`photoUploads.…`): a lazy scope (`i18n/scopes.ts`), so they are not in the first
 * page's catalogue (its ceiling in `client/scripts/initialJs.test.mjs`); the button's own text (`photos.addPhotos`)
 * stays there. The dialog's chunk loads them as it first renders (`MessageScopeProvider`), behind the button's
 * Suspense.
 */
export const uploadTexts = createMessageScope(
  import.meta.glob<Messages>('../../../i18n/messages/*.json', { query: { scope: 'photoUploads' }, import: 'default' }),
);
