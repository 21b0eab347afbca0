// Error reports: the events the browser's error-reporting SDK sends to the services' receiver
// (apis/error-reports), scrubbed and bounded before they are stored. Listed newest first, filtered by correlation id.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('error_reports')
    // The SDK's event id (32 hex digits): a retried envelope is stored once.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('exception_type', 'text')
    .addColumn('exception_value', 'text')
    // The innermost frames of the main exception, newest first: [{ function, file, line, column }].
    .addColumn('frames', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('correlation_id', 'text')
    .addColumn('url_path', 'text')
    .addColumn('release', 'text')
    .addColumn('environment', 'text')
    .addColumn('channel', 'text')
    .addColumn('sdk', 'text')
    .execute();
  await db.schema.createIndex('error_reports_received_idx').on('error_reports').columns(['received_at', 'id']).execute();
  await db.schema.createIndex('error_reports_correlation_idx').on('error_reports').column('correlation_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('error_reports').execute();
}
