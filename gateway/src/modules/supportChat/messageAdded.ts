import type { Context } from '../../context';
import { bridgeLiveEvents } from '../../subscriptions/liveEvents';
import { SharedLiveSockets } from '../../upstream/sharedLiveSockets';
import type { UpstreamChatMessage } from '../../upstream/supportChat';
import { parseChatPush } from './pushMessage';

/** An emitted value: a new message, or the error that ended the upstream connection. */
export type ChatEvent = UpstreamChatMessage | Error;

/** The support chat service's live connections of this gateway process: one per customer (and socket URL). */
export const supportChatSockets = new SharedLiveSockets();

/**
 * The customer's new chat messages from the support chat service's live connection, ONE upstream WebSocket per
 * customer shared by all their subscriptions (the upstream sends only that customer's messages).
 */
export const bridgeChatMessages = (ctx: Context, url = ctx.config.supportChatSocketUrl): AsyncIterableIterator<ChatEvent> =>
  bridgeLiveEvents(ctx, {
    url, parse: parseChatPush, shared: supportChatSockets,
    service: { name: 'supportChat', label: 'support chat service live connection' },
  });
