import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('photos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('upload_id', 'text', (c) => c.notNull())
    .addColumn('local_file_name', 'text', (c) => c.notNull())
    .addColumn('date_taken', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('upload_end', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('blob_key', 'text')
    .execute();
  await db.schema.createIndex('photos_user_date_taken').on('photos').columns(['user_id', 'date_taken']).execute();
  await db.schema.createIndex('photos_user_created').on('photos').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('albums')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('albums_user_id').on('albums').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('album_photos')
    .addColumn('album_id', 'uuid', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('photo_id', 'uuid', (c) => c.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('album_photos_pk', ['album_id', 'photo_id'])
    .execute();
  await db.schema.createIndex('album_photos_photo_id').on('album_photos').column('photo_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('album_photos').execute();
  await db.schema.dropTable('albums').execute();
  await db.schema.dropTable('photos').execute();
}
