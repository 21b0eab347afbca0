// Saved projects: products a customer started in the editor and has not ordered yet, each with a preview
// (a JPEG in the blob store, `preview_hash`), listed most recently edited first (ties by id). Ids read `PRJ-000123`.
// `demo_seeds` remembers which demo parts were seeded once (so a project the customer deleted stays deleted across
// restarts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence project_number_seq`.execute(db);
  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`'PRJ-' || lpad(nextval('project_number_seq')::text, 6, '0')`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('article_type', 'text', (c) => c.notNull())
    .addColumn('preview_hash', 'text')
    .addColumn('last_edited_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('projects_account_edited').on('projects')
    .columns(['account_id', 'last_edited_at desc', 'id desc']).execute();
  await db.schema
    .createTable('demo_seeds')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('seeded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_seeds').execute();
  await db.schema.dropTable('projects').execute();
  await sql`drop sequence project_number_seq`.execute(db);
}
