// Background archive builds: PENDING → IN_PROGRESS → FINISHED | FAILED, at most `concurrency` at a time, pushing
// ARCHIVE_STARTED, ARCHIVE_PROGRESS (after each photo) and ARCHIVE_FINISHED | ARCHIVE_ERROR to the owner's live
// connections. A failed build removes its partial file and is never offered as finished. Builds interrupted by a
// stop or a crash start again from scratch on the next start-up (resume()).
import { rename } from 'node:fs/promises';
import type { Logger } from '@my-account/telemetry/logger';
import type { BlobStore } from '../blob/store';
import type { Db } from '../db';
import type { JobOutcome, Metrics } from '../metrics';
import type { ArchiveBus } from '../push/bus';
import { buildArchive, type BuildOptions } from './buildArchive';
import { ArchiveWorkers } from './buildInWorker';
import { latestWriter } from './latestWriter';
import { photoEntries } from './photoEntries';
import type { ArchiveStore } from './store';

/** Finished and failed downloads (and their files) are removed after a week. */
export const DOWNLOAD_RETENTION_MS = 7 * 24 * 3600_000;

/**
 * The progress count in the downloads row (read by status checks) is written at most this often while a build runs;
 * live connections get every photo's progress event. Database work on the services' thread takes CPU from the build.
 */
const PROGRESS_WRITE_INTERVAL_MS = 250;

export interface DownloadDeps {
  db: Db;
  blobs: BlobStore;
  archives: ArchiveStore;
  events: ArchiveBus;
  log: Logger;
  metrics: Metrics;
  /** Builds running at once (default 2). */
  concurrency?: number;
}

export class DownloadJobs {
  private queue: string[] = [];
  private running = new Map<string, Promise<void>>();
  private abort = new AbortController();
  private workers = new ArchiveWorkers();

  constructor(private deps: DownloadDeps) {
    deps.metrics.observeQueue('archive', () => this.queue.length);
  }

  /** Queues the build of a PENDING download. */
  enqueue(downloadId: string): void {
    if (this.abort.signal.aborted || this.running.has(downloadId) || this.queue.includes(downloadId)) return;
    this.queue.push(downloadId);
    this.pump();
  }

  /** At start-up: downloads left PENDING or IN_PROGRESS by the last process are built again from scratch. */
  async resume(): Promise<void> {
    await this.purgeExpired();
    const rows = await this.deps.db.updateTable('downloads').set({ status: 'PENDING', done_count: 0 })
      .where('status', 'in', ['PENDING', 'IN_PROGRESS']).returning(['id', 'created_at']).execute();
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    for (const { id } of rows) {
      await this.deps.archives.remove(id);
      this.enqueue(id);
    }
  }

  /** Removes downloads older than the retention, with their files. */
  async purgeExpired(now = Date.now()): Promise<void> {
    const gone = await this.deps.db.deleteFrom('downloads').where('status', 'in', ['FINISHED', 'FAILED'])
      .where('created_at', '<', new Date(now - DOWNLOAD_RETENTION_MS)).returning('id').execute();
    await Promise.all(gone.map(({ id }) => this.deps.archives.remove(id)));
  }

  /** Stops every build (left IN_PROGRESS for the next start-up) and waits for them. */
  async stop(): Promise<void> {
    this.queue = [];
    this.abort.abort(new Error('The services are stopping.'));
    await Promise.allSettled(this.running.values());
    await this.workers.close();
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
    const { db, blobs, archives, events } = this.deps;
    const row = await db.updateTable('downloads').set({ status: 'IN_PROGRESS', done_count: 0 })
      .where('id', '=', id).where('status', '=', 'PENDING').returningAll().executeTakeFirst();
    if (!row) return 'skipped';
    const total = row.photos_count;
    events.publish('ARCHIVE_STARTED', row.user_id, id, 0, total);
    // The progress row follows the newest count (see PROGRESS_WRITE_INTERVAL_MS), written before the final status.
    const progress = latestWriter(
      (done: number) => db.updateTable('downloads').set({ done_count: done }).where('id', '=', id).execute(),
      { interval: PROGRESS_WRITE_INTERVAL_MS },
    );
    try {
      const entries = await photoEntries(db, blobs, row.photos);
      const options: BuildOptions = {
        signal: this.abort.signal,
        onEntry: (done) => {
          progress.set(done);
          events.publish('ARCHIVE_PROGRESS', row.user_id, id, done, total);
        },
      };
      // Originals on disk are archived in a worker thread; otherwise (a store in memory, a photo gone) in process.
      const files = entries.every((e) => e.path) ? entries.map(({ name, path, mtime, missing }) => ({ name, path: path!, mtime, missing })) : undefined;
      const size = files
        ? await this.workers.build(files, archives.partPath(id), options)
        : await buildArchive(entries, archives.partPath(id), options);
      await progress.flush();
      await rename(archives.partPath(id), archives.path(id));
      await db.updateTable('downloads').set({ status: 'FINISHED', size, done_count: total, finished_at: new Date() })
        .where('id', '=', id).execute();
      events.publish('ARCHIVE_FINISHED', row.user_id, id, total, total);
      return 'finished';
    } catch (error) {
      await progress.flush().catch(() => undefined);
      await archives.remove(id);
      if (this.abort.signal.aborted) return 'stopped'; // resumed on the next start-up
      const message = error instanceof Error ? error.message : String(error);
      const failed = await db.updateTable('downloads').set({ status: 'FAILED', error: message.slice(0, 500), finished_at: new Date() })
        .where('id', '=', id).returning('done_count').executeTakeFirst();
      events.publish('ARCHIVE_ERROR', row.user_id, id, failed?.done_count ?? 0, total);
      this.deps.log.error({ err: error, downloadId: id }, 'a download failed');
      return 'failed';
    }
  }
}
