import type { LiveSocket, LiveSocketHandlers } from './liveSocket';

interface Connection {
  socket?: LiveSocket;
  listeners: Set<LiveSocketHandlers>;
}

/**
 * Ref-counted upstream live connections: at most one per key (e.g. socket URL + account id) in this process, opened
 * by the first subscriber, shared by every later one and closed when the last one leaves. When the connection ends,
 * every subscriber is told (and the next subscriber opens a new one).
 */
export class SharedLiveSockets {
  private connections = new Map<string, Connection>();

  subscribe(key: string, open: (handlers: LiveSocketHandlers) => LiveSocket, listener: LiveSocketHandlers): () => void {
    let connection = this.connections.get(key);
    if (!connection) {
      const created: Connection = { listeners: new Set() };
      this.connections.set(key, created);
      created.socket = open({
        message: (text) => {
          for (const l of [...created.listeners]) l.message(text);
        },
        end: (error) => {
          if (this.connections.get(key) === created) this.connections.delete(key);
          const listeners = [...created.listeners];
          created.listeners.clear();
          for (const l of listeners) l.end(error);
        },
      });
      connection = created;
    }
    const joined = connection;
    joined.listeners.add(listener);
    return () => {
      if (!joined.listeners.delete(listener) || joined.listeners.size > 0) return;
      if (this.connections.get(key) === joined) this.connections.delete(key);
      joined.socket?.close();
    };
  }

  /** Number of open connections. */
  get size(): number {
    return this.connections.size;
  }

  /** Number of subscribers over all connections. */
  get subscribers(): number {
    let count = 0;
    for (const connection of this.connections.values()) count += connection.listeners.size;
    return count;
  }
}
