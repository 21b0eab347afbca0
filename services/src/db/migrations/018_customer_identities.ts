// Sign-in identities at identity providers other than the retailer's own account: FotoUtskrift ID, the
// Norwegian brand's provider. A row links the provider's subject to the customer it signs in (at most one identity per
// provider and customer). The retailer's own account needs no row: its subject is the customer id.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_identities')
    .addColumn('idp_type', 'text', (c) => c.notNull().check(sql`idp_type <> 'local'`))
    .addColumn('idp_sub', 'text', (c) => c.notNull().check(sql`idp_sub ~ '^[A-Za-z0-9_-]{1,100}$'`))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('customer_identities_pk', ['idp_type', 'idp_sub'])
    .addUniqueConstraint('customer_identities_customer', ['idp_type', 'customer_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_identities').execute();
}
