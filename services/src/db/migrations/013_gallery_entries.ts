// Gallery entries: a READY online photo book listed in a brand's public gallery under 1-3 categories
// (codes of the fixed list in orders/gallery.ts). One entry per widget and sales channel; removed with its widget.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gallery_entries')
    .addColumn('product_code', 'text', (c) => c.notNull().references('widgets.product_code').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('categories', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('gallery_entries_pk', ['product_code', 'channel'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gallery_entries').execute();
}
