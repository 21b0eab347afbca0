import { requireViewer, type Context } from '../../context';
import { createEventQueue } from '../../subscriptions/eventQueue';
import { openLiveSocket } from '../../upstream/liveSocket';
import { SharedLiveSockets } from '../../upstream/sharedLiveSockets';
import type { UpstreamChatMessage } from '../../upstream/supportChat';
import { parseChatPush } from './pushMessage';

/** An emitted value: a new message, or the error that ended the upstream connection. */
export type ChatEvent = UpstreamChatMessage | Error;

/** The support chat service's live connections of this gateway process: one per customer (and socket URL). */
export const supportChatSockets = new SharedLiveSockets();

/**
 * Bridges the support chat service's live connection to a subscription, as the download events do: ONE upstream
 * WebSocket per customer, shared by all that customer's subscriptions in this process (authenticated with the first
 * subscriber's token) and closed when the last one unsubscribes; the upstream sends only that customer's messages.
 * Invalid messages are ignored silently. An upstream error or a refused token ends every subscription sharing the
 * socket with that error; a normal close (the upstream's 30-minute idle timeout) completes them.
 */
export function bridgeChatMessages(ctx: Context, url = ctx.config.supportChatSocketUrl): AsyncIterableIterator<ChatEvent> {
  const viewer = requireViewer(ctx);
  const queue = createEventQueue<ChatEvent>(() => unsubscribe());
  const unsubscribe = supportChatSockets.subscribe(`${url}\n${viewer.accountId}`, (handlers) => openLiveSocket({
    url, token: viewer.token, correlationId: ctx.correlationId, config: ctx.config,
    service: { name: 'supportChat', label: 'support chat service live connection' },
  }, handlers), {
    message(text) {
      const message = parseChatPush(text);
      if (message) queue.push(message);
    },
    end(error) {
      if (error) queue.push(error);
      queue.end();
    },
  });
  return queue.iterator;
}
