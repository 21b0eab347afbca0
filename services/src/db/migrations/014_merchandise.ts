// The merchandise service: sales channels (one per brand site, plus internal and retired ones without a
// vendor) and each channel's article catalogue. Titles are kept in every locale of the brand sites (`titles`, JSON
// {locale: title}): a channel is asked in a locale (the Austrian channel, configured de-DE, in de-AT).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchandise_channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('shop_url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('merchandise_articles')
    .addColumn('channel_id', 'text', (c) => c.notNull().references('merchandise_channels.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('article_type', 'text', (c) => c.notNull())
    .addColumn('titles', 'jsonb', (c) => c.notNull())
    .addColumn('page_height', 'integer')
    .addColumn('page_width', 'integer')
    .addColumn('visible', 'boolean', (c) => c.notNull())
    .addColumn('links', 'jsonb', (c) => c.notNull())
    .addColumn('extras', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchandise_articles_pk', ['channel_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('merchandise_articles').execute();
  await db.schema.dropTable('merchandise_channels').execute();
}
