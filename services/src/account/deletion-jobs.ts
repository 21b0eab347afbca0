// The background removal of a deleted account's library: its downloads (after any running build of them has
// stopped), temporary selections, albums (and its places in others' shared albums), photos,
// uploads, saved projects and the support chat conversation, then the blob-store assets no one else uses. The customer row stays, marked deleted
// (sign-in still works, every API answers 404). Jobs left unfinished by a stop or a crash run again at start-up
// (resume()).
import type { Logger } from '@my-account/telemetry/logger';
import type { DownloadJobs } from '../archive/jobs';
import type { BlobStore } from '../blob/store';
import type { Db } from '../db';
import { collectAssets } from '../library/gc';
import type { JobOutcome, Metrics } from '../metrics';

export interface DeletionDeps {
  db: Db;
  blobs: BlobStore;
  downloads: DownloadJobs;
  log: Logger;
  metrics: Metrics;
}

const CHUNK = 1000;

export class AccountDeletions {
  private running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(private deps: DeletionDeps) {}

  enqueue(customerId: string): void {
    if (this.stopped || this.running.has(customerId)) return;
    const job = this.deps.metrics.job('deletion', () => this.run(customerId))
      .catch((err: unknown) => this.deps.log.error({ err, customerId }, 'removing the library of a deleted account failed'))
      .finally(() => this.running.delete(customerId));
    this.running.set(customerId, job);
  }

  async resume(): Promise<void> {
    const rows = await this.deps.db.selectFrom('account_deletions').select('customer_id').where('finished_at', 'is', null).execute();
    for (const { customer_id } of rows) this.enqueue(customer_id);
  }

  /** Resolves when no removal is running (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled(this.running.values());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  private async run(customerId: string): Promise<JobOutcome> {
    const { db, blobs, downloads } = this.deps;
    await db.updateTable('customers').set({ library_status: 'DELETING' }).where('id', '=', customerId).execute();

    const gone = await db.deleteFrom('downloads').where('user_id', '=', customerId).returning('id').execute();
    const ids = gone.map((r) => r.id);
    await downloads.settle(ids);

    await db.deleteFrom('temp_selections').where('user_id', '=', customerId).execute();
    await db.deleteFrom('album_participants').where('customer_id', '=', customerId).execute();
    await db.deleteFrom('albums').where('user_id', '=', customerId).execute();

    let photosRemoved = 0;
    for (;;) {
      if (this.stopped) return 'stopped'; // resumed at the next start-up
      const batch = await db.selectFrom('photos').select('id').where('user_id', '=', customerId).limit(CHUNK).execute();
      if (!batch.length) break;
      const rows = await db.deleteFrom('photos').where('id', 'in', batch.map((r) => r.id)).returning('content_hash').execute();
      photosRemoved += rows.length;
      await collectAssets(db, blobs, rows.map((r) => r.content_hash));
    }
    const uploads = await db.deleteFrom('uploads').where('user_id', '=', customerId).returning('content_hash').execute();
    await collectAssets(db, blobs, uploads.map((r) => r.content_hash));
    const projects = await db.deleteFrom('projects').where('account_id', '=', customerId).returning('preview_hash').execute();
    await collectAssets(db, blobs, projects.map((r) => r.preview_hash));
    await db.deleteFrom('support_chat_conversations').where('account_id', '=', customerId).execute(); // its messages with it

    await db.updateTable('account_deletions').set((eb) => ({ finished_at: new Date(), photos_removed: eb('photos_removed', '+', photosRemoved) }))
      .where('customer_id', '=', customerId).execute();
    this.deps.log.info({ customerId, photosRemoved }, 'the library of a deleted account is removed');
    return 'finished';
  }
}
