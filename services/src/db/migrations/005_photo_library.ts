import { sql, type Kysely } from 'kysely';

/**
 * Photo library: content hashes and renditions on photos, index-backed keyset paging for every sort, uploads
 * (storage API) and the library's activation status on the customer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('photos')
    .dropColumn('blob_key')
    .addColumn('content_hash', 'text')
    .addColumn('content_type', 'text')
    .addColumn('renditions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.dropIndex('photos_user_date_taken').execute();
  await db.schema.dropIndex('photos_user_created').execute();
  await db.schema.createIndex('photos_user_date_taken_id').on('photos').columns(['user_id', 'date_taken', 'id']).execute();
  await db.schema.createIndex('photos_user_created_id').on('photos').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('photos_user_upload_end_id').on('photos').columns(['user_id', 'upload_end', 'id']).execute();
  await db.schema.createIndex('photos_content_hash_user').on('photos').columns(['content_hash', 'user_id']).execute();

  await db.schema.alterTable('customers')
    .addColumn('library_status', 'text', (c) => c.notNull().defaultTo('ACTIVE')
      .check(sql`library_status in ('ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING')`))
    .addColumn('import_started', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('declared_size', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING')
      .check(sql`status in ('PENDING', 'READY', 'DUPLICATE', 'REJECTED', 'REGISTERED')`))
    .addColumn('reason', 'text')
    .addColumn('duplicate_of_photo_id', 'uuid')
    .addColumn('content_type', 'text')
    .addColumn('content_hash', 'text')
    .addColumn('size', 'integer')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('date_taken', 'timestamptz')
    .addColumn('renditions', 'jsonb')
    .addColumn('photo_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('upload_end', 'timestamptz')
    .execute();
  await db.schema.createIndex('uploads_user_status').on('uploads').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('uploads_content_hash_user').on('uploads').columns(['content_hash', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
  await db.schema.alterTable('customers').dropColumn('library_status').dropColumn('import_started').execute();
  await db.schema.dropIndex('photos_content_hash_user').execute();
  await db.schema.dropIndex('photos_user_upload_end_id').execute();
  await db.schema.dropIndex('photos_user_created_id').execute();
  await db.schema.dropIndex('photos_user_date_taken_id').execute();
  await db.schema.createIndex('photos_user_date_taken').on('photos').columns(['user_id', 'date_taken']).execute();
  await db.schema.createIndex('photos_user_created').on('photos').columns(['user_id', 'created_at']).execute();
  await db.schema.alterTable('photos').dropColumn('renditions').dropColumn('content_type').dropColumn('content_hash')
    .addColumn('blob_key', 'text').execute();
}
