// A fresh customer made from a demo template (tests only: the end-to-end journeys that change data each get one, so a
// retry or a journey running beside it starts on clean data). Everything the template owns is copied under new ids:
// the account (a new e-mail address, the same password), addresses, photos (the same blob-store assets: they are
// content-addressed and collected only when no row uses them), uploads, albums, temporary selections, orders with
// their products, files, online versions, gallery entries, blocked orders and baskets (new order codes from the
// order code sequence), saved projects, sign-in identities, newsletter subscriptions, feedback, A/B test assignments
// and exposures, and the support conversation. Nothing of a fresh customer shows in another customer's account: the
// template's shared albums get no participants in the copy, and it joins no one else's shared album.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import accounts from './demo-accounts.json' with { type: 'json' };
import type { Db } from './index';
import type { Database } from './schema';

export interface FreshCustomer {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The template's super order codes and the copy's, for journeys that open a well-known order. */
  orderCodes: Record<string, string>;
}

type Trx = Transaction<Database>;
const BATCH = 500;
const json = (value: unknown) => JSON.stringify(value);

/** The demo account kinds a fresh customer can be made from (demo-accounts.json). */
export const templateKinds = () => accounts.map((a) => a.kind);

async function insertAll<T extends keyof Database & string>(trx: Trx, table: T, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
  }
}

/** `mia@example.com` → `mia.t3k9x2qa@example.com`: unique, and still the template's name for people reading logs. */
function freshEmail(email: string) {
  const [local, domain] = email.split('@');
  return `${local}.t${randomBytes(5).toString('hex')}@${domain}`;
}

/**
 * Answers the new customer, or undefined when `kind` is no demo account or its customer is not in the database.
 * `newsletterChannel`: the site the copy's pending newsletter subscriptions were made on (default: the template's).
 */
export async function createFreshCustomer(db: Db, kind: string, { newsletterChannel }: { newsletterChannel?: string } = {}):
  Promise<FreshCustomer | undefined> {
  const account = accounts.find((a) => a.kind === kind);
  if (!account) return undefined;
  return db.transaction().execute(async (trx) => {
    const template = await trx.selectFrom('customers').selectAll().where('email', '=', account.email).executeTakeFirst();
    if (!template) return undefined;
    const id = randomUUID();
    const email = freshEmail(account.email);
    await trx.insertInto('customers').values({ ...template, id, email, created_at: new Date() }).execute();
    await copyOwnRows(trx, template.id, id, { from: account.email, to: email }, newsletterChannel);
    const photoIds = await copyPhotos(trx, template.id, id);
    await copyAlbums(trx, template.id, id, photoIds);
    const orderCodes = await copyOrders(trx, template.id, id, photoIds);
    return { id, email, password: account.password, firstName: template.first_name, lastName: template.last_name, orderCodes };
  });
}

/** Rows keyed by the customer alone (no other row points at them). */
async function copyOwnRows(trx: Trx, from: string, to: string, emails: { from: string; to: string }, newsletterChannel?: string) {
  const addresses = await trx.selectFrom('addresses').selectAll().where('customer_id', '=', from).execute();
  await insertAll(trx, 'addresses', addresses.map(({ id: _id, ...a }) => ({ ...a, customer_id: to })));
  const identities = await trx.selectFrom('customer_identities').selectAll().where('customer_id', '=', from).execute();
  await insertAll(trx, 'customer_identities', identities.map((i) => ({
    ...i, customer_id: to, idp_sub: `${i.idp_sub.slice(0, 80)}-${randomBytes(6).toString('hex')}`,
  })));
  const projects = await trx.selectFrom('projects').selectAll().where('account_id', '=', from).execute();
  await insertAll(trx, 'projects', projects.map(({ id: _id, ...p }) => ({ ...p, account_id: to })));
  // A pending subscription is copied unmailed: the services send its confirmation e-mail to the new address.
  const subscriptions = await trx.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', emails.from).execute();
  await insertAll(trx, 'newsletter_subscriptions', subscriptions.map(({ id: _id, ...s }) => ({
    ...s, email: emails.to,
    ...(s.status === 'pending' ? { token_hash: null, expires_at: null, mailed_at: null, channel: newsletterChannel ?? s.channel } : {}),
  })));
  for (const table of ['feedback_responses', 'experiment_assignments', 'experiment_exposures', 'account_deletions'] as const) {
    const rows = await trx.selectFrom(table).selectAll().where('customer_id', '=', from).execute();
    await insertAll(trx, table, rows.map(({ id: _id, ...r }: Record<string, unknown>) => ({ ...r, customer_id: to })));
  }
  const conversation = await trx.selectFrom('support_chat_conversations').selectAll().where('account_id', '=', from).executeTakeFirst();
  if (conversation) {
    const conversationId = randomUUID();
    await trx.insertInto('support_chat_conversations').values({ ...conversation, id: conversationId, account_id: to }).execute();
    const messages = await trx.selectFrom('support_chat_messages').selectAll().where('conversation_id', '=', conversation.id).orderBy('id').execute();
    await insertAll(trx, 'support_chat_messages', messages.map(({ id: _id, ...m }) => ({ ...m, conversation_id: conversationId })));
  }
}

/** Photos and uploads under new ids; answers the template's photo id → the copy's. */
async function copyPhotos(trx: Trx, from: string, to: string): Promise<Map<string, string>> {
  const photos = await trx.selectFrom('photos').selectAll().where('user_id', '=', from).execute();
  const photoIds = new Map(photos.map((p) => [p.id, randomUUID()]));
  const uploads = await trx.selectFrom('uploads').selectAll().where('user_id', '=', from).execute();
  const uploadIds = new Map(uploads.map((u) => [u.id, randomUUID()]));
  await insertAll(trx, 'photos', photos.map((p) => ({
    ...p, id: photoIds.get(p.id), user_id: to, upload_id: uploadIds.get(p.upload_id) ?? p.upload_id, renditions: json(p.renditions),
  })));
  await insertAll(trx, 'uploads', uploads.map((u) => ({
    ...u, id: uploadIds.get(u.id), user_id: to,
    photo_id: u.photo_id && (photoIds.get(u.photo_id) ?? null),
    duplicate_of_photo_id: u.duplicate_of_photo_id && (photoIds.get(u.duplicate_of_photo_id) ?? null),
    renditions: u.renditions === null ? null : json(u.renditions),
  })));
  const selections = await trx.selectFrom('temp_selections').selectAll().where('user_id', '=', from).execute();
  await insertAll(trx, 'temp_selections', selections.map(({ id: _id, ...s }) => ({
    ...s, user_id: to, photo_ids: json(s.photo_ids.map((p) => photoIds.get(p) ?? p)),
  })));
  return photoIds;
}

/** The template's own albums with their photos (another owner's photos in them stay theirs). */
async function copyAlbums(trx: Trx, from: string, to: string, photoIds: Map<string, string>) {
  const albums = await trx.selectFrom('albums').selectAll().where('user_id', '=', from).execute();
  if (!albums.length) return;
  const albumIds = new Map(albums.map((a) => [a.id, randomUUID()]));
  await insertAll(trx, 'albums', albums.map((a) => ({ ...a, id: albumIds.get(a.id), user_id: to })));
  const inAlbums = await trx.selectFrom('album_photos').selectAll().where('album_id', 'in', [...albumIds.keys()]).execute();
  await insertAll(trx, 'album_photos', inAlbums.map((p) => ({
    ...p, album_id: albumIds.get(p.album_id), photo_id: photoIds.get(p.photo_id) ?? p.photo_id,
  })));
}

/** Super orders under new codes, and everything keyed by their codes or their products' codes. */
async function copyOrders(trx: Trx, from: string, to: string, photoIds: Map<string, string>): Promise<Record<string, string>> {
  const supers = await trx.selectFrom('super_orders').selectAll().where('account_id', '=', from).orderBy('code').execute();
  if (!supers.length) return {};
  const codes = new Map<string, string>();
  for (const order of supers) {
    const { rows } = await sql<{ n: string }>`select nextval('super_order_code_seq')::text as n`.execute(trx);
    codes.set(order.code, rows[0]!.n);
  }
  const product = (code: string) => {
    const cut = code.lastIndexOf('-');
    return `${codes.get(code.slice(0, cut))}${code.slice(cut)}`;
  };
  const superCodes = [...codes.keys()];
  await insertAll(trx, 'super_orders', supers.map((o) => ({
    ...o, code: codes.get(o.code), account_id: to, delivery_address: json(o.delivery_address), temp_selection_id: null,
  })));
  const orders = await trx.selectFrom('orders').selectAll().where('super_order_code', 'in', superCodes).execute();
  await insertAll(trx, 'orders', orders.map((o) => ({
    ...o, code: product(o.code), super_order_code: codes.get(o.super_order_code), account_id: to,
    voucher_details: o.voucher_details === null ? null : json(o.voucher_details),
    printed_photos: json(o.printed_photos.map((p) => ({ ...p, imageId: photoIds.get(p.imageId) ?? p.imageId }))),
  })));
  const productCodes = orders.map((o) => o.code);
  if (productCodes.length) {
    const files = await trx.selectFrom('product_files').selectAll().where('product_code', 'in', productCodes).execute();
    await insertAll(trx, 'product_files', files.map(({ id: _id, ...f }) => ({ ...f, product_code: product(f.product_code) })));
    const widgets = await trx.selectFrom('widgets').selectAll().where('product_code', 'in', productCodes).execute();
    await insertAll(trx, 'widgets', widgets.map((w) => ({ ...w, product_code: product(w.product_code), token: randomBytes(24).toString('base64url') })));
    const shares = await trx.selectFrom('widget_shares').selectAll().where('product_code', 'in', productCodes).execute();
    await insertAll(trx, 'widget_shares', shares.map(({ id: _id, ...s }) => ({ ...s, product_code: product(s.product_code) })));
    const gallery = await trx.selectFrom('gallery_entries').selectAll().where('product_code', 'in', productCodes).execute();
    await insertAll(trx, 'gallery_entries', gallery.map((g) => ({ ...g, product_code: product(g.product_code), categories: json(g.categories) })));
  }
  const blocked = await trx.selectFrom('blocked_orders').selectAll().where('super_order_code', 'in', superCodes).execute();
  await insertAll(trx, 'blocked_orders', blocked.map((b) => ({ ...b, super_order_code: codes.get(b.super_order_code) })));
  const baskets = await trx.selectFrom('baskets').selectAll().where('account_id', '=', from).execute();
  await insertAll(trx, 'baskets', baskets.map(({ id: _id, ...b }) => ({
    ...b, account_id: to, super_order_code: codes.get(b.super_order_code) ?? b.super_order_code, items: json(b.items),
  })));
  return Object.fromEntries(codes);
}
