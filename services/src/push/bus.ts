// In-process push buses: messages per customer account, consumed by the live connections (push/socket.ts).
// One bus per kind of message: the photo import (photo API) and the archives (download API).
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { components } from '../../contracts/__generated__/download-api';

export class PushBus<M> {
  private emitter = new EventEmitter().setMaxListeners(0);

  /** Delivers `message` to every live connection of the account. */
  send(accountId: string, message: M): M {
    this.emitter.emit(accountId, message);
    return message;
  }

  subscribe(accountId: string, listener: (message: M) => void): () => void {
    this.emitter.on(accountId, listener);
    return () => this.emitter.off(accountId, listener);
  }
}

export type ImportEventType = 'IMPORT_STARTED' | 'IMPORT_PROGRESS' | 'IMPORT_FINISHED';

export interface ImportMessage {
  id: string;
  type: ImportEventType;
  data: { payload: { importedCount: number; totalCount: number }; timestamp: string };
}

/** Photo import events: `{id, type, data: {payload: {importedCount, totalCount}, timestamp}}`. */
export class ImportBus extends PushBus<ImportMessage> {
  publish(accountId: string, type: ImportEventType, importedCount: number, totalCount: number): ImportMessage {
    return this.send(accountId, {
      id: randomUUID(), type, data: { payload: { importedCount, totalCount }, timestamp: new Date().toISOString() },
    });
  }
}

export type ArchiveEvent = components['schemas']['ArchiveEvent'];
export type ArchiveEventKey = components['schemas']['ArchiveEventKey'];

/** Archive events (spec §3): `{id, timestamp, key, message: {userId, downloadId, done, total}}`. */
export class ArchiveBus extends PushBus<ArchiveEvent> {
  publish(key: ArchiveEventKey, userId: string, downloadId: string, done: number, total: number): ArchiveEvent {
    return this.send(userId, {
      id: randomUUID(), timestamp: new Date().toISOString(), key, message: { userId, downloadId, done, total },
    });
  }
}
