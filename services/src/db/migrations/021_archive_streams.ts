// Archives streamed from the originals: each original's CRC-32 and byte size, keyed by its blob (the content hash:
// one row per stored content, shared by every photo of it), recorded when the original is stored and computed once
// for originals stored before; and each download's manifest, fixed when the download is "built" (the entries of its
// zip: photo, file name, size, CRC-32, time), from which the zip's bytes are computed on each request.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('original_checksums')
    .addColumn('content_hash', 'text', (c) => c.primaryKey())
    .addColumn('size', 'bigint', (c) => c.notNull())
    // Unsigned 32 bits: bigint (integer is signed).
    .addColumn('crc32', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('downloads').addColumn('manifest', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('downloads').dropColumn('manifest').execute();
  await db.schema.dropTable('original_checksums').execute();
}
