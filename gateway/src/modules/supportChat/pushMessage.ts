import { isObject, isoTimestamp, isUuid, parseJsonObject } from '../../upstream/pushMessage';
import { isChatMessageId, type UpstreamChatMessage } from '../../upstream/supportChat';

const AUTHORS = new Set(['CUSTOMER', 'AGENT']);

/**
 * Parses one push message of the support chat live connection (support-chat-api.yaml `SupportChatPush`: id, type
 * MESSAGE_ADDED, timestamp, message). Anything else (including the 'OK' answer to authenticate) is null: the caller
 * ignores it silently.
 */
export function parseChatPush(text: string): UpstreamChatMessage | null {
  const push = parseJsonObject(text);
  if (!push || !isUuid(push.id) || push.type !== 'MESSAGE_ADDED' || !isoTimestamp(push.timestamp)) return null;
  const { message } = push;
  if (!isObject(message) || typeof message.id !== 'string' || !isChatMessageId(message.id) || !isUuid(message.conversationId)) return null;
  const createdAt = isoTimestamp(message.createdAt);
  if (!createdAt || typeof message.author !== 'string' || !AUTHORS.has(message.author) || typeof message.text !== 'string') return null;
  return {
    id: message.id, conversationId: message.conversationId, author: message.author as UpstreamChatMessage['author'],
    text: message.text, createdAt,
  };
}
