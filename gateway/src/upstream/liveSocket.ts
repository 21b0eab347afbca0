import type { GraphQLError } from 'graphql';
import WebSocket from 'ws';
import type { GatewayConfig } from '../config';
import { codedError } from '../errors';

/** Close code of an upstream live connection that refused the token. */
export const UNAUTHORIZED_CLOSE = 4401;

export interface LiveSocketTarget {
  url: string;
  /** The viewer's bearer token, sent in the authenticate message. */
  token: string;
  correlationId: string;
  config: GatewayConfig;
  /** `extensions.service` of errors, and the name used in messages, e.g. 'photo service import connection'. */
  service: { name: string; label: string };
}

export interface LiveSocketHandlers {
  /** Each text message, in order (binary frames are dropped). */
  message(text: string): void;
  /** Called once when the connection ends: with a coded error for a refused token or a failure, else without. */
  end(error?: GraphQLError): void;
}

export interface LiveSocket {
  /** Closes the connection; `end` is not called. */
  close(): void;
}

/**
 * Opens an upstream live connection (the services' push sockets, spec §7): on open it sends
 * `{action: 'authenticate', token}`, then hands every text message to `message` (the 'OK' answer included:
 * parsers ignore what they do not know). A refused token (close 4401) ends with UNAUTHENTICATED, a failure with
 * UPSTREAM_ERROR (the URL only outside production).
 */
export function openLiveSocket({ url, token, correlationId, config, service }: LiveSocketTarget, handlers: LiveSocketHandlers): LiveSocket {
  const socket = new WebSocket(url, { handshakeTimeout: config.upstreamTimeoutMs, headers: { 'X-Correlation-Id': correlationId } });
  let ended = false;
  const end = (error?: GraphQLError) => {
    if (ended) return;
    ended = true;
    handlers.end(error);
  };
  const ext = { service: service.name };
  socket.on('open', () => socket.send(JSON.stringify({ action: 'authenticate', token })));
  socket.on('message', (data, isBinary) => {
    if (!ended && !isBinary) handlers.message(data.toString());
  });
  socket.on('error', (error) => end(codedError('UPSTREAM_ERROR', config.production
    ? `The ${service.label} is unavailable.`
    : `WebSocket ${url} failed: ${error.message}`, ext)));
  socket.on('close', (code) => end(code === UNAUTHORIZED_CLOSE
    ? codedError('UNAUTHENTICATED', `The ${service.label} refused the token.`, ext)
    : undefined));
  return {
    close() {
      ended = true;
      if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'Unsubscribed');
      else if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
    },
  };
}
