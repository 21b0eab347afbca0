// Kysely table types of the support chat (migrations/015_support_chat.ts). Keep in step with the migration.
import type { ColumnType, Generated } from 'kysely';

export type SupportChatAuthor = 'CUSTOMER' | 'AGENT';

/** A customer's conversation with customer support (at most one per customer). */
export interface SupportChatConversationsTable {
  id: Generated<string>;
  account_id: string;
  created_at: Generated<Date>;
  /** When the latest message was written; null while the conversation is empty. */
  last_message_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One message; ids grow with time (a sequence). */
export interface SupportChatMessagesTable {
  id: Generated<number>;
  conversation_id: string;
  author: SupportChatAuthor;
  /** 1-2,000 characters, trimmed. */
  text: string;
  created_at: Generated<Date>;
}

export interface SupportChatTables {
  support_chat_conversations: SupportChatConversationsTable;
  support_chat_messages: SupportChatMessagesTable;
}
