// Uploads made before sign-in, without an account (e.g. on a brand site's order page): looked up by id with
// POST /storage-api/getanonymousuploads, the fallback of GET /uploads/{id} (spec §7 Storage).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('anonymous_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING')
      .check(sql`status in ('PENDING', 'READY', 'DUPLICATE', 'REJECTED', 'REGISTERED')`))
    .addColumn('reason', 'text')
    .addColumn('content_type', 'text')
    .addColumn('date_taken', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('anonymous_uploads').execute();
}
