// A live connection (WebSocket) at one path: the client sends {"action":"authenticate","token":"<jwt>"} first; the
// server answers the text OK (or closes with 4401) and then pushes that customer's messages of one bus as JSON.
// A socket idle for 30 minutes (nothing sent either way) is closed. Used by the photo import (/photo-api/import)
// and the download API (/download-api/live).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { TokenVerifier } from '../auth/bearer';
import type { PushBus } from './bus';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
/** Largest frame accepted (the authenticate message is well below): a longer one closes the socket with 1009
 *  as soon as its header announces it, before any of its payload is buffered. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
const AUTH_TIMEOUT_MS = 10_000;

export interface PushSocketOptions<M> {
  /** Request path of the socket, e.g. /photo-api/import. */
  path: string;
  verify: TokenVerifier;
  bus: PushBus<M>;
  idleTimeoutMs?: number;
}

export interface PushSocket {
  /** For the http server's 'upgrade' event; answers true when the request was for this socket. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

export function createPushSocket<M>({ path, verify, bus, idleTimeoutMs = IDLE_TIMEOUT_MS }: PushSocketOptions<M>): PushSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });

  wss.on('connection', (socket: WebSocket) => {
    let unsubscribe: (() => void) | undefined;
    let timer = setTimeout(() => socket.close(4401, 'Unauthorized'), AUTH_TIMEOUT_MS);
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => socket.close(1000, 'Idle timeout'), idleTimeoutMs);
    };
    socket.on('message', async (data, isBinary) => {
      if (unsubscribe) {
        touch();
        return;
      }
      let accountId: string | undefined;
      try {
        const message = JSON.parse(isBinary ? '' : data.toString()) as { action?: unknown; token?: unknown };
        if (message.action === 'authenticate' && typeof message.token === 'string') accountId = await verify(message.token);
      } catch {
        accountId = undefined;
      }
      if (!accountId || socket.readyState !== socket.OPEN) {
        socket.close(4401, 'Unauthorized');
        return;
      }
      unsubscribe = bus.subscribe(accountId, (message) => {
        socket.send(JSON.stringify(message));
        touch();
      });
      socket.send('OK');
      touch();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      unsubscribe?.();
    });
    socket.on('error', () => socket.terminate());
  });

  return {
    handleUpgrade(req, socket, head) {
      if ((req.url ?? '').split('?')[0] !== path) return false;
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      return true;
    },
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
