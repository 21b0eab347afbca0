// Builds an archive of files on disk in a worker thread (see archiveWorker.ts), with buildArchive's contract: the
// bytes written, onEntry after each entry, the partial file removed on any failure or abort.
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

export type WorkerMessage =
  | { type: 'entry'; done: number; total: number }
  | { type: 'done'; bytes: number }
  | { type: 'error'; message: string };

/** Bytes each file is read in (large reads keep the copy close to the speed of reading). */
export const ARCHIVE_READ_CHUNK = 1 << 20;

export function buildArchiveInWorker(entries: readonly FileEntry[], outputPath: string, options: BuildOptions = {}): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const worker = new Worker(new URL('./archiveWorker.mjs', import.meta.url), {
      workerData: { entries, outputPath },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', onAbort);
      outcome();
      void worker.terminate();
    };
    const onAbort = () => worker.postMessage('abort');
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'entry') options.onEntry?.(message.done, message.total);
      else if (message.type === 'done') settle(() => resolve(message.bytes));
      else settle(() => reject(new Error(message.message)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) => settle(() => reject(new Error(`The archive worker stopped (exit ${code}).`))));
  });
}
