// In-process push bus: events per customer account, consumed by the import WebSocket.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

export type ImportEventType = 'IMPORT_STARTED' | 'IMPORT_PROGRESS' | 'IMPORT_FINISHED';

export interface ImportMessage {
  id: string;
  type: ImportEventType;
  data: { payload: { importedCount: number; totalCount: number }; timestamp: string };
}

export class PushBus {
  private emitter = new EventEmitter().setMaxListeners(0);

  publish(accountId: string, type: ImportEventType, importedCount: number, totalCount: number): ImportMessage {
    const message: ImportMessage = {
      id: randomUUID(), type, data: { payload: { importedCount, totalCount }, timestamp: new Date().toISOString() },
    };
    this.emitter.emit(accountId, message);
    return message;
  }

  subscribe(accountId: string, listener: (message: ImportMessage) => void): () => void {
    this.emitter.on(accountId, listener);
    return () => this.emitter.off(accountId, listener);
  }
}
