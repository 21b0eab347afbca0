import type { Resolvers } from '../../__generated__/resolvers-types';
import { requireViewer, type Context } from '../../context';
import { connection, validatePageSize } from '../../relay/connection';
import { section } from '../shared/failures';
import { registerNodeType } from '../node/registry';
import { conversationGlobalId, messageGlobalId, messageIdOfCursor } from './ids';
import { toConversationModel, toMessageEdge, toMessageModel } from './mappers';
import { bridgeChatMessages, type ChatEvent } from './messageAdded';
import { sendSupportChatMessage } from './mutations/sendSupportChatMessage';

// node(id:): the conversation only for its customer (its id is the account's), a message only when the service
// finds it in the token owner's own conversation (404 otherwise → null).
registerNodeType('SupportChatConversation', (localId, ctx) => {
  const viewer = requireViewer(ctx);
  return localId === viewer.accountId ? toConversationModel(viewer) : null;
});
registerNodeType('SupportChatMessage', async (localId, ctx) => {
  requireViewer(ctx);
  const message = await ctx.supportChat.message(localId);
  return message ? toMessageModel(message) : null;
});

/** One page of the latest messages before a message (all when null), oldest first: one call. */
async function messagePage(ctx: Context, last: number, before: string | null) {
  const page = await ctx.supportChat.conversation(last, before);
  return connection(page.messages.map(toMessageEdge), { hasPreviousPage: page.hasEarlier, hasNextPage: false });
}

export const supportChatResolvers: Resolvers = {
  Viewer: {
    supportChat: (_v, _a, ctx) => toConversationModel(requireViewer(ctx)),
  },
  SupportChatConversation: {
    id: (c) => conversationGlobalId(c.accountId),
    // `last` 1-100; one call per page. An outage of the service nulls only this field.
    messages: (_c, { last, before }, ctx) => {
      const size = validatePageSize(last, 100, 'last');
      const beforeId = before ? messageIdOfCursor(before) : null;
      return section(ctx, 'the support chat', () => messagePage(ctx, size, beforeId));
    },
  },
  SupportChatMessage: {
    id: (m) => messageGlobalId(m.id),
    author: (m) => m.author,
    text: (m) => m.text,
    sentAt: (m) => m.createdAt,
  },
  Mutation: { sendSupportChatMessage },
  Subscription: {
    supportChatMessageAdded: {
      subscribe: (_root, _args, ctx) => bridgeChatMessages(ctx),
      resolve: (event: ChatEvent, _args: unknown, ctx: Context) => {
        if (event instanceof Error) throw event;
        return { conversation: toConversationModel(requireViewer(ctx)), messageEdge: toMessageEdge(event) };
      },
    },
  },
};
