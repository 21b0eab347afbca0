// Builds archives of files on disk in worker threads (see archiveWorker.ts), with buildArchive's contract: the bytes
// written, onEntry after each entry, the partial file removed on any failure or abort. Workers are kept warm between
// builds (starting one costs about a third of a second, a fifth of a 1 GB archive); one build per worker at a time.
import { Worker } from 'node:worker_threads';
import type { BuildOptions } from './buildArchive';

export interface FileEntry {
  /** Path inside the archive. */
  name: string;
  /** The file on disk. */
  path: string;
  mtime?: Date;
  /** The error message when the file cannot be opened. */
  missing: string;
}

export type WorkerRequest =
  | { type: 'build'; entries: readonly FileEntry[]; outputPath: string }
  | { type: 'abort' };

export type WorkerMessage =
  | { type: 'entry'; done: number; total: number }
  | { type: 'done'; bytes: number }
  | { type: 'error'; message: string };

/**
 * Bytes each file is read in: 512 KiB measured fastest for 100 photos of 12 MB (about 1.2× 1 MiB and 128 KiB: larger
 * reads cost the kernel more, smaller ones cost more turns of the worker's event loop per byte).
 */
export const ARCHIVE_READ_CHUNK = 512 << 10;
/** Read buffers of a build in a worker (16 MiB in all): how far reading may run ahead of writing (see ReadAhead). */
export const ARCHIVE_READ_BUFFERS = 32;

export class ArchiveWorkers {
  private idle: Worker[] = [];
  private all = new Set<Worker>();

  build(entries: readonly FileEntry[], outputPath: string, options: BuildOptions = {}): Promise<number> {
    // Aborted before it started: nothing is written (posting the build and then the abort would race a small build).
    if (options.signal?.aborted) return Promise.reject(options.signal.reason instanceof Error ? options.signal.reason : new Error('The archive build was aborted.'));
    const worker = this.idle.pop() ?? this.spawn();
    worker.ref();
    return new Promise<number>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void, reusable: boolean) => {
        if (settled) return;
        settled = true;
        options.signal?.removeEventListener('abort', onAbort);
        worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
        if (reusable) {
          worker.unref();
          this.idle.push(worker);
        } else {
          this.all.delete(worker);
          void worker.terminate();
        }
        outcome();
      };
      const onAbort = () => worker.postMessage({ type: 'abort' } satisfies WorkerRequest);
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'entry') options.onEntry?.(message.done, message.total);
        else if (message.type === 'done') settle(() => resolve(message.bytes), true);
        else settle(() => reject(new Error(message.message)), true);
      };
      const onFailure = (error: unknown) => settle(() => reject(error instanceof Error ? error : new Error(`The archive worker stopped (exit ${String(error)}).`)), false);
      worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
      worker.postMessage({ type: 'build', entries, outputPath } satisfies WorkerRequest);
      options.signal?.addEventListener('abort', onAbort);
    });
  }

  /** Stops every worker (a build still running fails). */
  async close(): Promise<void> {
    const workers = [...this.all];
    this.idle = [];
    this.all.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private spawn() {
    const worker = new Worker(new URL('./archiveWorker.mjs', import.meta.url));
    this.all.add(worker);
    // A worker that fails while idle is dropped (the next build starts a new one).
    worker.on('error', () => undefined).on('exit', () => {
      this.all.delete(worker);
      this.idle = this.idle.filter((w) => w !== worker);
    });
    return worker;
  }
}
