import { requireViewer, type Context } from '../../context';
import { createEventQueue } from '../../subscriptions/eventQueue';
import { openLiveSocket } from '../../upstream/liveSocket';
import { SharedLiveSockets } from '../../upstream/sharedLiveSockets';
import { parseArchiveMessage } from './archiveMessage';
import type { DownloadEventModel } from './mappers';

/** An emitted value: an archive event, or the error that ended the upstream connection. */
export type DownloadEvent = DownloadEventModel | Error;

/** The download service's live connections of this gateway process: one per customer (and socket URL). */
export const downloadSockets = new SharedLiveSockets();

/**
 * Bridges the download service's live connection to a subscription. ONE upstream WebSocket per customer is
 * shared by all that customer's subscriptions in this process (authenticated with the first subscriber's token)
 * and closed when the last one unsubscribes (the upstream sends only that customer's events). Invalid messages are
 * ignored silently; every valid event is emitted (no newest-only filter: progress comes in order). An upstream error or a
 * refused token ends every subscription sharing the socket with that error; a normal close (e.g. the upstream's
 * 30-minute idle timeout) completes them.
 */
export function bridgeDownloadEvents(ctx: Context, url = ctx.config.downloadSocketUrl): AsyncIterableIterator<DownloadEvent> {
  const viewer = requireViewer(ctx);
  const queue = createEventQueue<DownloadEvent>(() => unsubscribe());
  const unsubscribe = downloadSockets.subscribe(`${url}\n${viewer.accountId}`, (handlers) => openLiveSocket({
    url, token: viewer.token, correlationId: ctx.correlationId, config: ctx.config,
    service: { name: 'download', label: 'download service live connection' },
  }, handlers), {
    message(text) {
      const event = parseArchiveMessage(text);
      if (event) queue.push(event);
    },
    end(error) {
      if (error) queue.push(error);
      queue.end();
    },
  });
  return queue.iterator;
}
