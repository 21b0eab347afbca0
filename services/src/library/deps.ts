// What the photo library's routes and jobs share.
import type { Logger } from '@my-account/telemetry/logger';
import type { Signer } from '../blob/signing';
import type { BlobStore } from '../blob/store';
import type { Db } from '../db';
import type { Metrics } from '../metrics';
import type { ImportBus } from '../push/bus';

export interface LibraryDeps {
  db: Db;
  blobs: BlobStore;
  signer: Signer;
  /** Public origin of the services (signed URLs are absolute on it). */
  baseUrl: string;
  bus: ImportBus;
  log: Logger;
  metrics: Metrics;
  /** Minimum time per imported photo during activation, so the live progress can be followed (default 150 ms). */
  importPaceMs?: number;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
