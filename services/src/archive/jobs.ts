// Background archive "builds": PENDING → IN_PROGRESS → FINISHED | FAILED, at most `concurrency` at a time, pushing
// ARCHIVE_STARTED and ARCHIVE_FINISHED | ARCHIVE_ERROR to the owner's live connections. Building an archive only fixes
// its manifest (manifest.ts: the entries, their names, sizes and CRC-32s) and its size: no zip is written anywhere, its
// bytes are computed from the manifest when its URL is followed (apis/download/archives.ts). It takes a moment (the
// CRC-32 of an original stored before checksums were recorded is computed once here). A photo gone fails the
// download. Builds interrupted by a stop or a crash start again on the next start-up (resume()).
import type { Logger } from '@my-account/telemetry/logger';
import type { BlobStore } from '../blob/store';
import type { Db } from '../db';
import type { JobOutcome, Metrics } from '../metrics';
import type { ArchiveBus } from '../push/bus';
import { fixManifest, zipEntries } from './manifest';
import { zipLayout } from './zipLayout';

/** Finished and failed downloads are removed after a week. */
export const DOWNLOAD_RETENTION_MS = 7 * 24 * 3600_000;

export interface DownloadDeps {
  db: Db;
  blobs: BlobStore;
  events: ArchiveBus;
  log: Logger;
  metrics: Metrics;
  /** Builds running at once (default 2). */
  concurrency?: number;
}

export class DownloadJobs {
  private queue: string[] = [];
  private running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(private deps: DownloadDeps) {
    deps.metrics.observeQueue('archive', () => this.queue.length);
  }

  /** Queues the build of a PENDING download. */
  enqueue(downloadId: string): void {
    if (this.stopped || this.running.has(downloadId) || this.queue.includes(downloadId)) return;
    this.queue.push(downloadId);
    this.pump();
  }

  /** At start-up: downloads left PENDING or IN_PROGRESS by the last process are built again. */
  async resume(): Promise<void> {
    await this.purgeExpired();
    const rows = await this.deps.db.updateTable('downloads').set({ status: 'PENDING', done_count: 0 })
      .where('status', 'in', ['PENDING', 'IN_PROGRESS']).returning(['id', 'created_at']).execute();
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    for (const { id } of rows) this.enqueue(id);
  }

  /** Removes downloads older than the retention. */
  async purgeExpired(now = Date.now()): Promise<void> {
    await this.deps.db.deleteFrom('downloads').where('status', 'in', ['FINISHED', 'FAILED'])
      .where('created_at', '<', new Date(now - DOWNLOAD_RETENTION_MS)).execute();
  }

  /** Stops every build (left IN_PROGRESS for the next start-up) and waits for them. */
  async stop(): Promise<void> {
    this.queue = [];
    this.stopped = true;
    await Promise.allSettled(this.running.values());
  }

  /** Drops the queued builds of these downloads and waits for their running ones (an account deletion removes them). */
  async settle(downloadIds: readonly string[]): Promise<void> {
    const ids = new Set(downloadIds);
    this.queue = this.queue.filter((id) => !ids.has(id));
    await Promise.allSettled([...this.running].filter(([id]) => ids.has(id)).map(([, job]) => job));
  }

  /** Resolves when no build is queued or running (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled(this.running.values());
  }

  private pump() {
    const concurrency = this.deps.concurrency ?? 2;
    while (this.running.size < concurrency && this.queue.length > 0) {
      const id = this.queue.shift()!;
      const job = this.deps.metrics.job('archive', () => this.run(id))
        .catch((err: unknown) => this.deps.log.error({ err, downloadId: id }, 'a download failed'))
        .finally(() => {
          this.running.delete(id);
          this.pump();
        });
      this.running.set(id, job);
    }
  }

  private async run(id: string): Promise<JobOutcome> {
    const { db, blobs, events } = this.deps;
    const row = await db.updateTable('downloads').set({ status: 'IN_PROGRESS', done_count: 0 })
      .where('id', '=', id).where('status', '=', 'PENDING').returningAll().executeTakeFirst();
    if (!row) return 'skipped';
    const total = row.photos_count;
    events.publish('ARCHIVE_STARTED', row.user_id, id, 0, total);
    try {
      const manifest = await fixManifest(db, blobs, row.photos);
      if (this.stopped) return 'stopped'; // fixed again on the next start-up
      const { size } = zipLayout(zipEntries(manifest));
      const finished = await db.updateTable('downloads')
        .set({ status: 'FINISHED', manifest: JSON.stringify(manifest), size, done_count: total, finished_at: new Date() })
        .where('id', '=', id).where('status', '=', 'IN_PROGRESS').returning('id').executeTakeFirst();
      if (!finished) return 'skipped'; // removed meanwhile (an account deletion)
      events.publish('ARCHIVE_FINISHED', row.user_id, id, total, total);
      return 'finished';
    } catch (error) {
      if (this.stopped) return 'stopped';
      const message = error instanceof Error ? error.message : String(error);
      await db.updateTable('downloads').set({ status: 'FAILED', error: message.slice(0, 500), finished_at: new Date() })
        .where('id', '=', id).execute();
      events.publish('ARCHIVE_ERROR', row.user_id, id, 0, total);
      this.deps.log.error({ err: error, downloadId: id }, 'a download failed');
      return 'failed';
    }
  }
}
