import type { MutationError } from '../../__generated__/resolvers-types';
import { badUserInput, mutationError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../relay/connection';
import { toGlobalId } from '../../relay/globalId';
import { isChatMessageId } from '../../upstream/supportChat';

export const conversationGlobalId = (accountId: string) => toGlobalId('SupportChatConversation', accountId);
export const messageGlobalId = (id: string) => toGlobalId('SupportChatMessage', id);

const LIST = 'chat';

/** The cursor of a message in the conversation (opaque; it holds the message id). */
export const messageCursor = (id: string) => encodeCursor(LIST, id);

/** The message id a `before` cursor holds; anything that is not one of our cursors is BAD_USER_INPUT. */
export function messageIdOfCursor(cursor: string): string {
  const [id] = decodeCursor(cursor, LIST, 1, 'before');
  if (!isChatMessageId(id!)) throw badUserInput('`before` is not a cursor of this list (chat).');
  return id!;
}

/** The longest text of a message, in characters (code points), once trimmed (the service's rule). */
export const MAX_CHAT_TEXT_LENGTH = 2000;

/** The payload `error` of a text the service would refuse, checked before any call; null when it may be sent. */
export function textError(text: string): MutationError | null {
  const trimmed = text.trim();
  if (!trimmed) return mutationError('INVALID_INPUT', 'text', 'Please write a message.');
  if ([...trimmed].length > MAX_CHAT_TEXT_LENGTH) {
    return mutationError('INVALID_INPUT', 'text', `A message has at most ${MAX_CHAT_TEXT_LENGTH.toLocaleString('en-GB')} characters.`);
  }
  return null;
}
