import { requireViewer, type Context } from '../context';
import { openLiveSocket, type LiveSocketHandlers, type LiveSocketTarget } from '../upstream/liveSocket';
import type { SharedLiveSockets } from '../upstream/sharedLiveSockets';
import { createEventQueue } from './eventQueue';

export interface LiveEventSource<T> {
  url: string;
  service: LiveSocketTarget['service'];
  /** An upstream message as an event; null when it is not one (ignored silently). */
  parse: (text: string) => T | null;
  /**
   * Share ONE upstream WebSocket per customer (and URL) among all that customer's subscriptions in this process,
   * authenticated with the first subscriber's token and closed when the last one unsubscribes. Without it, each
   * subscription has its own socket, closed when it unsubscribes.
   */
  shared?: SharedLiveSockets;
}

/**
 * The one bridge from an upstream live connection (upstream/liveSocket.ts: authenticate on open, then push messages)
 * to a subscription of the signed-in customer: each event `parse` accepts is emitted in order; an upstream error or a
 * refused token ends the subscription with that error (emitted as a value, for the resolver to throw); a normal close
 * (e.g. the upstream's 30-minute idle timeout) completes it.
 */
export function bridgeLiveEvents<T>(ctx: Context, { url, service, parse, shared }: LiveEventSource<T>): AsyncIterableIterator<T | Error> {
  const viewer = requireViewer(ctx);
  const queue = createEventQueue<T | Error>(() => unsubscribe());
  const handlers: LiveSocketHandlers = {
    message(text) {
      const event = parse(text);
      if (event !== null) queue.push(event);
    },
    end(error) {
      if (error) queue.push(error);
      queue.end();
    },
  };
  const open = (listener: LiveSocketHandlers) =>
    openLiveSocket({ url, token: viewer.token, correlationId: ctx.correlationId, config: ctx.config, service }, listener);
  const unsubscribe = shared ? shared.subscribe(`${url}\n${viewer.accountId}`, open, handlers) : closer(open(handlers));
  return queue.iterator;
}

const closer = (socket: { close(): void }) => () => socket.close();
