// What the agent page shows: one page of the conversations that have messages (newest message first, deleted
// accounts left out), each with its customer and latest messages (oldest of them first).
import { sql } from 'kysely';
import type { Db } from '../db';
import type { SupportChatAuthor } from '../db/schema-support-chat';

/** Conversations per agent page, and the latest messages shown of each. */
export const CONVERSATIONS_PER_PAGE = 20;
export const MESSAGES_PER_CONVERSATION = 30;
/** Pages beyond this are not offered (20,000 conversations). */
export const MAX_AGENT_PAGE = 1000;

export interface AgentMessage {
  id: number;
  author: SupportChatAuthor;
  text: string;
  createdAt: Date;
}

export interface AgentConversation {
  id: string;
  customerName: string;
  customerEmail: string;
  lastMessageAt: Date;
  /** How many messages it has in all (more than shown when over MESSAGES_PER_CONVERSATION). */
  messageCount: number;
  messages: AgentMessage[];
}

export interface AgentPage {
  page: number;
  conversations: AgentConversation[];
  hasMore: boolean;
}

export async function agentPage(db: Db, page: number): Promise<AgentPage> {
  const rows = await db.selectFrom('support_chat_conversations as c')
    .innerJoin('customers', 'customers.id', 'c.account_id')
    .select(['c.id', 'c.last_message_at', 'customers.first_name', 'customers.last_name', 'customers.email'])
    .where('c.last_message_at', 'is not', null).where('customers.account_deleted', '=', false)
    .orderBy('c.last_message_at', 'desc').orderBy('c.id')
    .offset((page - 1) * CONVERSATIONS_PER_PAGE).limit(CONVERSATIONS_PER_PAGE + 1)
    .execute();
  const shown = rows.slice(0, CONVERSATIONS_PER_PAGE);
  const ids = shown.map((r) => r.id);
  const messages = ids.length === 0 ? [] : await db.selectFrom((qb) => qb.selectFrom('support_chat_messages')
    .select(['id', 'conversation_id', 'author', 'text', 'created_at',
      sql<number>`row_number() over (partition by conversation_id order by id desc)`.as('rank'),
      sql<number>`count(*) over (partition by conversation_id)`.as('total')])
    .where('conversation_id', 'in', ids)
    .as('m'))
    .selectAll()
    .where('rank', '<=', MESSAGES_PER_CONVERSATION)
    .orderBy('id')
    .execute();
  return {
    page,
    hasMore: rows.length > CONVERSATIONS_PER_PAGE,
    conversations: shown.map((row) => {
      const own = messages.filter((m) => m.conversation_id === row.id);
      return {
        id: row.id,
        customerName: `${row.first_name} ${row.last_name}`.trim(),
        customerEmail: row.email,
        lastMessageAt: row.last_message_at!,
        messageCount: Number(own[0]?.total ?? 0),
        messages: own.map((m) => ({ id: m.id, author: m.author, text: m.text, createdAt: m.created_at })),
      };
    }),
  };
}
