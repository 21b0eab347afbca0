import type { Viewer } from '../../context';
import type { UpstreamChatMessage } from '../../upstream/supportChat';
import { messageCursor } from './ids';

/** Parent of SupportChatConversation fields: whose conversation (one per customer, its id is the account's). */
export interface SupportChatConversationModel {
  __typename: 'SupportChatConversation';
  accountId: string;
}

/** Parent of SupportChatMessage fields: the message as the support chat service answers it. */
export type SupportChatMessageModel = UpstreamChatMessage & { __typename: 'SupportChatMessage' };

export const toConversationModel = (viewer: Viewer): SupportChatConversationModel =>
  ({ __typename: 'SupportChatConversation', accountId: viewer.accountId });

export const toMessageModel = (message: UpstreamChatMessage): SupportChatMessageModel => ({ ...message, __typename: 'SupportChatMessage' });

/** A message as an edge of the conversation's `messages`. */
export const toMessageEdge = (message: UpstreamChatMessage) => ({ cursor: messageCursor(message.id), node: toMessageModel(message) });
