import { sql, type Kysely } from 'kysely';

/**
 * Downloads: zip archives of up to 100 photos, built in the background (PENDING → IN_PROGRESS → FINISHED | FAILED).
 * `photos` keeps the chosen photos in archive order with their owners (a shared-album download holds other
 * customers' photos); the archive file itself lives on disk, named after the id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('downloads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('album_id', 'uuid')
    .addColumn('photos', 'jsonb', (c) => c.notNull())
    .addColumn('photos_count', 'integer', (c) => c.notNull().check(sql`photos_count between 1 and 100`))
    .addColumn('done_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING')
      .check(sql`status in ('PENDING', 'IN_PROGRESS', 'FINISHED', 'FAILED')`))
    .addColumn('size', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('downloads_user_created').on('downloads').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('downloads_status').on('downloads').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('downloads').execute();
}
