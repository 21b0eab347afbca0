import WebSocket from 'ws';
import { requireViewer, type Context } from '../../context';
import { codedError } from '../../errors';
import { parseImportMessage } from './importMessage';
import type { ImportEventModel } from './mappers';

/** An emitted value: an import event, or the error that ended the upstream connection. */
export type ImportEvent = ImportEventModel | Error;

/** Close code of the upstream socket when the token is refused. */
const UNAUTHORIZED_CLOSE = 4401;

/**
 * Bridges the photo service's import live connection to one subscription: ONE upstream WebSocket per
 * subscription, `{action:'authenticate', token}` on open, then push messages. Invalid messages (and the
 * 'OK' answer) are ignored silently; only messages not older than the newest emitted so far are emitted
 * (an equal timestamp passes unless it is the same message again). The upstream socket is closed when the
 * client unsubscribes (`return()`); an upstream error or a refused token ends the subscription with an error.
 */
export function bridgeImportEvents(ctx: Context, url = ctx.config.photoImportSocketUrl): AsyncIterableIterator<ImportEvent> {
  const viewer = requireViewer(ctx);
  const queue: ImportEvent[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  let newest = -Infinity;
  const seenAtNewest = new Set<string>();

  const socket = new WebSocket(url, {
    handshakeTimeout: ctx.config.upstreamTimeoutMs,
    headers: { 'X-Correlation-Id': ctx.correlationId },
  });
  const push = (event: ImportEvent) => {
    queue.push(event);
    wake?.();
  };
  const finish = () => {
    done = true;
    wake?.();
  };
  const where = ctx.config.production ? 'The photo service import connection' : `WebSocket ${url}`;

  socket.on('open', () => socket.send(JSON.stringify({ action: 'authenticate', token: viewer.token })));
  socket.on('message', (data, isBinary) => {
    if (done || isBinary) return;
    const event = parseImportMessage(data.toString());
    if (!event) return;
    const at = Date.parse(event.timestamp);
    if (at < newest || (at === newest && seenAtNewest.has(event.id))) return;
    if (at > newest) seenAtNewest.clear();
    newest = at;
    seenAtNewest.add(event.id);
    push(event);
  });
  socket.on('error', (error) => {
    if (done) return;
    push(codedError('UPSTREAM_ERROR', ctx.config.production ? `${where} is unavailable.` : `${where} failed: ${error.message}`,
      { service: 'photo' }));
    finish();
  });
  socket.on('close', (code) => {
    if (done) return;
    if (code === UNAUTHORIZED_CLOSE) push(codedError('UNAUTHENTICATED', 'The photo service refused the token.', { service: 'photo' }));
    finish();
  });

  const close = () => {
    done = true;
    if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'Unsubscribed');
    else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
    wake?.();
  };

  async function* events(): AsyncGenerator<ImportEvent> {
    try {
      while (true) {
        const next = queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (done) return;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    } finally {
      close();
    }
  }

  const generator = events();
  return {
    next: () => generator.next(),
    return: (value?: unknown) => {
      close();
      return generator.return(value as undefined);
    },
    throw: (error?: unknown) => {
      close();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
