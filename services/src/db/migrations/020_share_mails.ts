// The share e-mails sent (online photo books): one row per e-mail, who sent it and to which address (lower case), when.
// The share limits count them (orders/share-limits.ts); unlike widget_shares they stay when the online version is
// taken down, so taking it down and requesting it again starts no new count. Removed with the customer.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('share_mails')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // Lower-cased by the service (JavaScript's lower case: the database's may differ for letters beyond ASCII).
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('share_mails_customer').on('share_mails').columns(['customer_id', 'sent_at']).execute();
  await db.schema.createIndex('share_mails_recipient').on('share_mails').columns(['recipient', 'sent_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('share_mails').execute();
}
