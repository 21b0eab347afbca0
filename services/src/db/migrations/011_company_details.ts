// The VAT number of a business customer's company (PUT /customer-api/customers/me/company), normalised (e.g.
// NL823456789B01); null when not given and for consumers.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('vat_number', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('vat_number').execute();
}
