import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

/** One authenticated connection the fake got: its socket, the token it was sent, and its close code when closed. */
export interface UpstreamConnection {
  socket: WebSocket;
  token: string;
  closed: Promise<number>;
}

/**
 * A real local WebSocket server playing an upstream live connection (the services' push sockets): answers OK to
 * `{action: 'authenticate', token}` (or closes with 4401 when `refuse` is set, or on any other first message) and
 * records every authenticated connection.
 */
export async function startFakeLiveServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const state = { connections: [] as UpstreamConnection[], waiting: [] as ((c: UpstreamConnection) => void)[], refuse: false };
  server.on('connection', (socket) => {
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.once('message', (data) => {
      const { action, token } = JSON.parse(data.toString());
      if (action !== 'authenticate' || state.refuse) return socket.close(4401, 'Unauthorized');
      socket.send('OK');
      const connection = { socket, token, closed };
      state.connections.push(connection);
      state.waiting.shift()?.(connection);
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: (path: string) => `ws://127.0.0.1:${port}${path}`,
    /** Resolves with the next connection that authenticates. */
    nextConnection: () => new Promise<UpstreamConnection>((resolve) => state.waiting.push(resolve)),
    reset() {
      state.connections = [];
      state.waiting = [];
      state.refuse = false;
    },
    async close() {
      for (const client of server.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
