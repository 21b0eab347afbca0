// Library activation: NOT_ACTIVE → IMPORTING → ACTIVE. The import registers the customer's existing READY uploads
// as photos (processing them), pushing IMPORT_STARTED / IMPORT_PROGRESS / IMPORT_FINISHED to the customer's sockets.
import type { components } from '../../contracts/__generated__/photo-api';
import type { JobOutcome } from '../metrics';
import type { LibraryDeps } from './deps';
import { registerUploads } from './register';

export type ActivationStatus = components['schemas']['ActivationStatus'];

export class ImportJobs {
  private running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(private deps: LibraryDeps) {}

  async status(userId: string): Promise<ActivationStatus> {
    const row = await this.deps.db.selectFrom('customers').select(['library_status', 'import_started'])
      .where('id', '=', userId).executeTakeFirst();
    return { status: row?.library_status ?? 'NOT_ACTIVE', importStarted: row?.import_started ?? false };
  }

  async activate(userId: string): Promise<ActivationStatus> {
    const started = await this.deps.db.updateTable('customers')
      .set({ library_status: 'IMPORTING', import_started: true })
      .where('id', '=', userId).where('library_status', '=', 'NOT_ACTIVE')
      .returning('id').executeTakeFirst();
    if (started) this.start(userId);
    return this.status(userId);
  }

  /** Resumes imports interrupted by a restart. */
  async resume(): Promise<void> {
    const rows = await this.deps.db.selectFrom('customers').select('id').where('library_status', '=', 'IMPORTING').execute();
    for (const { id } of rows) this.start(id);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled(this.running.values());
  }

  private start(userId: string) {
    if (this.running.has(userId)) return;
    const job = this.deps.metrics.job('import', () => this.run(userId))
      .catch((err: unknown) => this.deps.log.error({ err, customerId: userId }, 'a library import failed'))
      .finally(() => this.running.delete(userId));
    this.running.set(userId, job);
  }

  private async run(userId: string): Promise<JobOutcome> {
    const { db, bus } = this.deps;
    const pace = this.deps.importPaceMs ?? 150;
    const uploads = await db.selectFrom('uploads').select('id')
      .where('user_id', '=', userId).where('status', '=', 'READY').orderBy('created_at').orderBy('id').execute();
    const total = uploads.length;
    bus.publish(userId, 'IMPORT_STARTED', 0, total);
    let imported = 0;
    for (const { id } of uploads) {
      if (this.stopped) return 'stopped';
      const began = Date.now();
      const { photos } = await registerUploads(this.deps, userId, [id]);
      imported += photos.length;
      const wait = pace - (Date.now() - began);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      bus.publish(userId, 'IMPORT_PROGRESS', imported, total);
    }
    if (this.stopped) return 'stopped';
    await db.updateTable('customers').set({ library_status: 'ACTIVE' }).where('id', '=', userId).execute();
    bus.publish(userId, 'IMPORT_FINISHED', imported, total);
    return 'finished';
  }
}
