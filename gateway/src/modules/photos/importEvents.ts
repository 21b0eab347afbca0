import type { Context } from '../../context';
import { bridgeLiveEvents } from '../../subscriptions/liveEvents';
import { parseImportMessage } from './importMessage';
import type { ImportEventModel } from './mappers';

/** An emitted value: an import event, or the error that ended the upstream connection. */
export type ImportEvent = ImportEventModel | Error;

/**
 * The import events of the photo service's import live connection, ONE upstream WebSocket per subscription. Only
 * messages not older than the newest emitted so far are emitted (an equal timestamp passes unless it is the same
 * message again); the 'OK' answer and invalid messages are ignored.
 */
export function bridgeImportEvents(ctx: Context, url = ctx.config.photoImportSocketUrl): AsyncIterableIterator<ImportEvent> {
  let newest = -Infinity;
  const seenAtNewest = new Set<string>();
  const parse = (text: string) => {
    const event = parseImportMessage(text);
    if (!event) return null;
    const at = Date.parse(event.timestamp);
    if (at < newest || (at === newest && seenAtNewest.has(event.id))) return null;
    if (at > newest) seenAtNewest.clear();
    newest = at;
    seenAtNewest.add(event.id);
    return event;
  };
  return bridgeLiveEvents(ctx, { url, parse, service: { name: 'photo', label: 'photo service import connection' } });
}
