// Prints ordered from the library: the editor stand-in's "Place order" turns a temporary selection into a super
// order with one inner order PAP_910 'Photo prints 10x15' (quantity = photos, the photos kept as printed), awaiting
// payment, delivered at home to the customer's default address. Once per selection: a second call answers the order
// already placed (the unique temp_selection_id decides, even for two calls at once).
import { sql } from 'kysely';
import { defaultAddress, orderAddressOf } from '../addresses/book';
import type { Db } from '../db';
import type { Address } from '../db/schema-orders';
import type { TempSelection } from '../library/temp-selections';

export const PRINTS_ARTICLE = { articleName: 'PAP_910', articleType: 'prints', title: 'Photo prints 10x15' } as const;
/** Price of one print, in minor units. */
export const PRINT_PRICE = 25;

export async function orderOfSelection(db: Db, selectionId: string): Promise<string | undefined> {
  const row = await db.selectFrom('super_orders').select('code').where('temp_selection_id', '=', selectionId).executeTakeFirst();
  return row?.code;
}

/** The customer's default address: the address book's default, else the latest home delivery's, else a stand-in. */
async function deliveryAddress(db: Db, accountId: string): Promise<Address> {
  const customer = await db.selectFrom('customers').select(['first_name', 'last_name']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const saved = await defaultAddress(db, accountId);
  const name = { firstName: customer.first_name, lastName: customer.last_name };
  if (saved) return orderAddressOf(saved);
  const last = await db.selectFrom('super_orders').select('delivery_address').where('account_id', '=', accountId)
    .where('delivery_type', '=', 'Home').orderBy('created_at', 'desc').executeTakeFirst();
  return last?.delivery_address ?? { ...name, company: null, streetName: 'Keizersgracht', streetNumber: '1', addition: null,
    postalCode: '1015 CJ', city: 'Amsterdam', countryCode: 'NL', phone: null };
}

/** Places the order of a selection (or finds the one placed before): its code and whether it is new. */
export async function placePrintsOrder(db: Db, selection: TempSelection, now = new Date()): Promise<{ code: string; created: boolean }> {
  const existing = await orderOfSelection(db, selection.id);
  if (existing) return { code: existing, created: false };
  const address = await deliveryAddress(db, selection.userId);
  const currency = address.countryCode === 'GB' ? 'GBP' : 'EUR';
  const placed = await db.transaction().execute(async (trx) => {
    const { n } = await sql<{ n: string }>`select nextval('super_order_code_seq')::text as n`.execute(trx).then((r) => r.rows[0]!);
    const inserted = await trx.insertInto('super_orders').values({
      code: n, account_id: selection.userId, origin: 'Resnap', currency, delivery_type: 'Home',
      delivery_address: JSON.stringify(address), temp_selection_id: selection.id, created_at: now,
    }).onConflict((oc) => oc.column('temp_selection_id').doNothing()).returning('code').executeTakeFirst();
    if (!inserted) return undefined;
    await trx.insertInto('orders').values({
      code: `${n}-1`, super_order_code: n, account_id: selection.userId, position: 1, article_name: PRINTS_ARTICLE.articleName,
      article_type: PRINTS_ARTICLE.articleType, title: PRINTS_ARTICLE.title, quantity: selection.photos.length, status: 'paymentPending',
      payment_changed_date: null, created_at: now, price_amount: PRINT_PRICE * selection.photos.length, currency,
      voucher: null, voucher_details: null,
      printed_photos: JSON.stringify(selection.photos.map((p) => ({ imageId: p.id, localFileName: p.local_file_name, width: p.width, height: p.height }))),
    }).execute();
    return n;
  });
  if (placed) return { code: placed, created: true };
  return { code: (await orderOfSelection(db, selection.id))!, created: false };
}
