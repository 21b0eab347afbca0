// The support chat's data: a customer's conversation (created on first use), its messages oldest first in pages, a
// new message of the customer (text checked, rate-limited inside the transaction that locks the conversation) or of
// an agent, and the JSON of support-chat-api.yaml. New messages are pushed to the customer's live connections.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { components } from '../../contracts/__generated__/support-chat-api';
import type { Db } from '../db';
import type { SupportChatAuthor } from '../db/schema-support-chat';
import { PushBus } from '../push/bus';

export type MessageJson = components['schemas']['Message'];
export type ConversationJson = components['schemas']['Conversation'];
export type SupportChatPush = components['schemas']['SupportChatPush'];

/** Longest text of a message, in characters (code points), once trimmed. */
export const MAX_TEXT_LENGTH = 2000;
/** A customer's messages per minute and per day at most. */
export const MESSAGES_PER_MINUTE = 10;
export const MESSAGES_PER_DAY = 200;
/** Largest message id (a positive int4). */
export const MAX_MESSAGE_ID = 2_147_483_647;

/** New messages of each customer's conversation, for the live connections (push/socket.ts). */
export class SupportChatBus extends PushBus<SupportChatPush> {
  private counts = new Map<string, number>();

  publish(accountId: string, message: MessageJson): SupportChatPush {
    return this.send(accountId, { id: randomUUID(), type: 'MESSAGE_ADDED', timestamp: new Date().toISOString(), message });
  }

  override subscribe(accountId: string, listener: (message: SupportChatPush) => void): () => void {
    const off = super.subscribe(accountId, listener);
    this.counts.set(accountId, this.listeners(accountId) + 1);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      off();
      const left = this.listeners(accountId) - 1;
      if (left > 0) this.counts.set(accountId, left);
      else this.counts.delete(accountId);
    };
  }

  /** The account's authenticated live connections (tests wait for one before a message is sent). */
  listeners(accountId: string): number {
    return this.counts.get(accountId) ?? 0;
  }
}

export interface SupportChatDeps {
  db: Db;
  bus: SupportChatBus;
}

export type Refusal = { status: 400 | 404 | 429; code: string; message: string };

// Control characters other than tab and line breaks are refused (PostgreSQL cannot store NUL at all).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a surrogate pair alone (not valid Unicode text: it cannot be stored as UTF-8). */
const LONE_SURROGATE = /\p{Cs}/u;

/** The text to store (trimmed), or why it cannot be: not a string, empty, too long, malformed. */
export function checkText(value: unknown): { text: string } | { refusal: Refusal } {
  const refuse = (message: string) => ({ refusal: { status: 400 as const, code: 'INVALID_TEXT', message } });
  if (typeof value !== 'string') return refuse('text must be a string.');
  const text = value.trim();
  if (text.length === 0) return refuse('Please write a message.');
  if ([...text].length > MAX_TEXT_LENGTH) return refuse(`A message has at most ${MAX_TEXT_LENGTH} characters.`);
  if (CONTROL.test(text) || LONE_SURROGATE.test(text)) return refuse('The message holds characters that cannot be sent.');
  return { text };
}

/** A message id from a path or query parameter (a positive int4 as text), else null. */
export function parseMessageId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_MESSAGE_ID ? id : null;
}

interface MessageRow {
  id: number;
  conversation_id: string;
  author: SupportChatAuthor;
  text: string;
  created_at: Date;
}

export const messageJson = (row: MessageRow): MessageJson => ({
  id: String(row.id), conversationId: row.conversation_id, author: row.author, text: row.text, createdAt: row.created_at.toISOString(),
});

const MESSAGE_COLUMNS = ['id', 'conversation_id', 'author', 'text', 'created_at'] as const;

/** The customer's conversation row, created when there is none yet. */
export async function conversationOf(db: Db, accountId: string) {
  await db.insertInto('support_chat_conversations').values({ account_id: accountId })
    .onConflict((oc) => oc.column('account_id').doNothing()).execute();
  return db.selectFrom('support_chat_conversations').select(['id', 'created_at']).where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
}

/** The conversation with up to `limit` messages before `before` (all when null), oldest first. */
export async function conversationPage(db: Db, accountId: string, limit: number, before: number | null): Promise<ConversationJson> {
  const conversation = await conversationOf(db, accountId);
  let query = db.selectFrom('support_chat_messages').select(MESSAGE_COLUMNS).where('conversation_id', '=', conversation.id);
  if (before !== null) query = query.where('id', '<', before);
  const rows = await query.orderBy('id', 'desc').limit(limit + 1).execute();
  return {
    id: conversation.id,
    createdAt: conversation.created_at.toISOString(),
    messages: rows.slice(0, limit).reverse().map(messageJson),
    hasEarlier: rows.length > limit,
  };
}

/** One message of the customer's own conversation, else null. */
export async function messageOf(db: Db, accountId: string, id: number): Promise<MessageJson | null> {
  const row = await db.selectFrom('support_chat_messages')
    .innerJoin('support_chat_conversations', 'support_chat_conversations.id', 'support_chat_messages.conversation_id')
    .select(MESSAGE_COLUMNS.map((c) => `support_chat_messages.${c}` as const))
    .where('support_chat_conversations.account_id', '=', accountId).where('support_chat_messages.id', '=', id)
    .executeTakeFirst();
  return row ? messageJson(row) : null;
}

async function insertMessage(trx: Db, conversationId: string, author: SupportChatAuthor, text: string) {
  const row = await trx.insertInto('support_chat_messages').values({ conversation_id: conversationId, author, text })
    .returning(MESSAGE_COLUMNS).executeTakeFirstOrThrow();
  await trx.updateTable('support_chat_conversations').set({ last_message_at: row.created_at }).where('id', '=', conversationId).execute();
  return messageJson(row);
}

/**
 * Adds the customer's message: at most MESSAGES_PER_MINUTE a minute and MESSAGES_PER_DAY a day (counted while the
 * conversation is locked, so parallel requests cannot pass the limit together), then pushed live.
 */
export async function sendCustomerMessage(deps: SupportChatDeps, accountId: string, text: string): Promise<{ message: MessageJson } | { refusal: Refusal }> {
  const { id } = await conversationOf(deps.db, accountId);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('support_chat_conversations').select('id').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    const counts = await trx.selectFrom('support_chat_messages')
      .select([
        sql<number>`count(*) filter (where created_at > now() - interval '1 minute')::int`.as('minute'),
        sql<number>`count(*)::int`.as('day'),
      ])
      .where('conversation_id', '=', id).where('author', '=', 'CUSTOMER').where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (Number(counts.minute) >= MESSAGES_PER_MINUTE || Number(counts.day) >= MESSAGES_PER_DAY) {
      return { refusal: { status: 429 as const, code: 'TOO_MANY_MESSAGES', message: 'Too many messages: please wait a moment before sending more.' } };
    }
    return { message: await insertMessage(trx, id, 'CUSTOMER', text) };
  });
  if (outcome.message) deps.bus.publish(accountId, outcome.message);
  return outcome;
}

/** Adds an agent's answer to a conversation (of a live customer) and pushes it live; null when there is none. */
export async function sendAgentMessage(deps: SupportChatDeps, conversationId: string, text: string): Promise<MessageJson | null> {
  const conversation = await deps.db.selectFrom('support_chat_conversations')
    .innerJoin('customers', 'customers.id', 'support_chat_conversations.account_id')
    .select(['support_chat_conversations.id', 'support_chat_conversations.account_id'])
    .where('support_chat_conversations.id', '=', conversationId).where('customers.account_deleted', '=', false)
    .executeTakeFirst();
  if (!conversation) return null;
  const message = await deps.db.transaction().execute((trx) => insertMessage(trx, conversation.id, 'AGENT', text));
  deps.bus.publish(conversation.account_id, message);
  return message;
}
