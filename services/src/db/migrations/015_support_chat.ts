// Support chat: one conversation per customer (created on first use) and its messages, written by the
// customer or by a support agent, in the order of their ids (a sequence: later messages have greater ids).
// `last_message_at` orders the agent page (newest conversation first) and is null while nothing was said.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_chat_conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().unique().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('support_chat_conversations_last').on('support_chat_conversations')
    .columns(['last_message_at desc', 'id']).execute();
  await db.schema
    .createTable('support_chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('support_chat_conversations.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('CUSTOMER', 'AGENT')`))
    .addColumn('text', 'text', (c) => c.notNull().check(sql`char_length(text) between 1 and 2000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('support_chat_messages_conversation').on('support_chat_messages')
    .columns(['conversation_id', 'id desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_chat_messages').execute();
  await db.schema.dropTable('support_chat_conversations').execute();
}
