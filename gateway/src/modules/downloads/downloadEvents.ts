import type { Context } from '../../context';
import { bridgeLiveEvents } from '../../subscriptions/liveEvents';
import { SharedLiveSockets } from '../../upstream/sharedLiveSockets';
import { parseArchiveMessage } from './archiveMessage';
import type { DownloadEventModel } from './mappers';

/** An emitted value: an archive event, or the error that ended the upstream connection. */
export type DownloadEvent = DownloadEventModel | Error;

/** The download service's live connections of this gateway process: one per customer (and socket URL). */
export const downloadSockets = new SharedLiveSockets();

/**
 * The customer's archive events from the download service's live connection, ONE upstream WebSocket per customer
 * shared by all their subscriptions (the upstream sends only that customer's events). Every valid event is emitted
 * (no newest-only filter: progress comes in order).
 */
export const bridgeDownloadEvents = (ctx: Context, url = ctx.config.downloadSocketUrl): AsyncIterableIterator<DownloadEvent> =>
  bridgeLiveEvents(ctx, {
    url, parse: parseArchiveMessage, shared: downloadSockets,
    service: { name: 'download', label: 'download service live connection' },
  });
