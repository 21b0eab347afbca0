import { currentBrand } from '../../../brand/brands';
import type { Messages } from '../../../i18n/catalogues';
import { createMessageScope } from '../../../i18n/messageScope';
import { orderTextsReady } from '../../orders/orderTexts';

/**
 * The texts of the overview's activity (`overviewActivity.…`: the orders in progress, the recent photos, the business
 * account), loaded with its chunk rather than with the first page; the order status chip and the expected delivery
 * are the orders screens' own texts (`orders.…`), loaded beside them.
 */
export const overviewActivityTexts = createMessageScope(
  import.meta.glob<Messages>('../../../i18n/messages/*.json', { query: { scope: 'overviewActivity' }, import: 'default' }),
);

/** Loads the activity's texts, and the order texts it shows, on this brand site. */
export const overviewActivityTextsReady = () =>
  Promise.all([overviewActivityTexts.load(currentBrand().locale), orderTextsReady()]);
