import { sql, type Kysely } from 'kysely';

/**
 * Settings and the account's life. The address book takes the order address shape (existing rows kept:
 * the recipient's name from the customer, a `name` that is not the customer's own becomes the company, the oldest
 * address of each customer the default); customers get a payment method and a cookie consent; e-mailed confirmation
 * tokens (e-mail change, account deletion), newsletter subscriptions (double opt-in), the messages the embedded SMTP
 * server received (the web mailbox) and the bookkeeping of account deletions (the background removal).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('addresses')
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text')
    .addColumn('addition', 'text')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    update addresses a set first_name = c.first_name, last_name = c.last_name,
      company = case when a.name = c.first_name || ' ' || c.last_name then null else nullif(a.name, '') end
    from customers c where c.id = a.customer_id`.execute(db);
  await sql`
    update addresses a set is_default = true
    where a.id = (select b.id from addresses b where b.customer_id = a.customer_id order by b.created_at, b.id limit 1)`.execute(db);
  await db.schema.alterTable('addresses').renameColumn('street', 'street_name').execute();
  await db.schema.alterTable('addresses').renameColumn('house_number', 'street_number').execute();
  await db.schema.alterTable('addresses').dropColumn('name').execute();
  await db.schema.alterTable('addresses').alterColumn('first_name', (c) => c.dropDefault()).execute();
  await db.schema.alterTable('addresses').alterColumn('last_name', (c) => c.dropDefault()).execute();
  // At most one default address per customer.
  await sql`create unique index addresses_one_default on addresses (customer_id) where is_default`.execute(db);

  await db.schema.alterTable('customers')
    .addColumn('payment_method', 'text', (c) => c.check(sql`payment_method in
      ('CREDIT_CARD', 'PAYPAL', 'IDEAL', 'BANCONTACT', 'SOFORT', 'KLARNA', 'BANK_TRANSFER')`))
    .addColumn('cookie_consent', 'text', (c) => c.notNull().defaultTo('00').check(sql`cookie_consent in ('00', '01', '10', '11')`))
    .execute();

  await db.schema
    .createTable('confirmation_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('email_change', 'delete_account')`))
    .addColumn('idp_type', 'text', (c) => c.notNull())
    .addColumn('idp_sub', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // sha256 (hex) of the whole token; the token itself is only in the e-mail.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('new_email', 'text')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The rate limit counts an identity's requests of a kind within the last hour.
  await db.schema.createIndex('confirmation_tokens_identity').on('confirmation_tokens')
    .columns(['idp_type', 'idp_sub', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull()) // lower case
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'subscribed')`))
    // sha256 (hex) of the confirmation token; null until the double opt-in e-mail is sent.
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('subscribed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('newsletter_subscriptions_email_channel', ['email', 'channel'])
    .execute();

  await db.schema
    .createTable('mailbox_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('message_id', 'text')
    .addColumn('from_text', 'text', (c) => c.notNull())
    .addColumn('to_text', 'text', (c) => c.notNull())
    // Envelope recipients, lower case (the ?to= filter).
    .addColumn('recipients', sql`text[]`, (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mailbox_messages_received').on('mailbox_messages').columns(['received_at', 'id']).execute();

  await db.schema
    .createTable('account_deletions')
    .addColumn('customer_id', 'uuid', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('confirmed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set once the photos, blobs, albums and archives are removed; null while the background job has work left.
    .addColumn('finished_at', 'timestamptz')
    .addColumn('photos_removed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['account_deletions', 'mailbox_messages', 'newsletter_subscriptions', 'confirmation_tokens']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('customers').dropColumn('payment_method').dropColumn('cookie_consent').execute();
  await sql`drop index addresses_one_default`.execute(db);
  await db.schema.alterTable('addresses').addColumn('name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`update addresses set name = coalesce(company, first_name || ' ' || last_name)`.execute(db);
  await db.schema.alterTable('addresses').renameColumn('street_name', 'street').execute();
  await db.schema.alterTable('addresses').renameColumn('street_number', 'house_number').execute();
  await db.schema.alterTable('addresses')
    .dropColumn('first_name').dropColumn('last_name').dropColumn('company').dropColumn('addition')
    .dropColumn('is_default').dropColumn('created_at')
    .execute();
}
