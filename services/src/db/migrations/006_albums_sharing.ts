import { sql, type Kysely } from 'kysely';

/**
 * Albums and legacy shared albums, temporary selections for the prints editor: albums.is_shared, the participants
 * of a shared album, keyset indexes for album pages (newest first) and covers (most recently added photo).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('albums')
    .addColumn('is_shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.dropIndex('albums_user_id').execute();
  await db.schema.createIndex('albums_user_created_id').on('albums').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('album_photos_album_added')
    .on('album_photos').columns(['album_id', 'added_at', 'photo_id']).execute();

  await db.schema
    .createTable('album_participants')
    .addColumn('album_id', 'uuid', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('album_participants_pk', ['album_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('album_participants_customer').on('album_participants').column('customer_id').execute();

  await db.schema
    .createTable('temp_selections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('photo_ids', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('temp_selections_expires').on('temp_selections').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('temp_selections').execute();
  await db.schema.dropTable('album_participants').execute();
  await db.schema.dropIndex('album_photos_album_added').execute();
  await db.schema.dropIndex('albums_user_created_id').execute();
  await db.schema.createIndex('albums_user_id').on('albums').columns(['user_id', 'created_at']).execute();
  await db.schema.alterTable('albums').dropColumn('is_shared').execute();
}
