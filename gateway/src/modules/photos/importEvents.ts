import { requireViewer, type Context } from '../../context';
import { createEventQueue } from '../../subscriptions/eventQueue';
import { openLiveSocket } from '../../upstream/liveSocket';
import { parseImportMessage } from './importMessage';
import type { ImportEventModel } from './mappers';

/** An emitted value: an import event, or the error that ended the upstream connection. */
export type ImportEvent = ImportEventModel | Error;

/**
 * Bridges the photo service's import live connection to one subscription: ONE upstream WebSocket per
 * subscription (upstream/liveSocket.ts: authenticate on open, then push messages). Invalid messages (and the
 * 'OK' answer) are ignored silently; only messages not older than the newest emitted so far are emitted
 * (an equal timestamp passes unless it is the same message again). The upstream socket is closed when the
 * client unsubscribes; an upstream error or a refused token ends the subscription with an error.
 */
export function bridgeImportEvents(ctx: Context, url = ctx.config.photoImportSocketUrl): AsyncIterableIterator<ImportEvent> {
  const viewer = requireViewer(ctx);
  let newest = -Infinity;
  const seenAtNewest = new Set<string>();
  const queue = createEventQueue<ImportEvent>(() => socket.close());
  const socket = openLiveSocket({
    url, token: viewer.token, correlationId: ctx.correlationId, config: ctx.config,
    service: { name: 'photo', label: 'photo service import connection' },
  }, {
    message(text) {
      const event = parseImportMessage(text);
      if (!event) return;
      const at = Date.parse(event.timestamp);
      if (at < newest || (at === newest && seenAtNewest.has(event.id))) return;
      if (at > newest) seenAtNewest.clear();
      newest = at;
      seenAtNewest.add(event.id);
      queue.push(event);
    },
    end(error) {
      if (error) queue.push(error);
      queue.end();
    },
  });
  return queue.iterator;
}
