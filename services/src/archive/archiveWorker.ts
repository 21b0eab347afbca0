// Worker thread of `ArchiveWorkers`: builds archives from files on disk, one at a time, reporting each entry written.
// Its own small heap keeps the garbage collection of the large read buffers cheap, and the services' event loop
// stays free for API requests while a zip is written.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { buildArchive } from './buildArchive';
import { ARCHIVE_READ_CHUNK, type FileEntry, type WorkerMessage, type WorkerRequest } from './buildInWorker';

const post = (message: WorkerMessage) => parentPort!.postMessage(message);
let current: AbortController | undefined;

parentPort!.on('message', (request: WorkerRequest) => {
  if (request.type === 'abort') current?.abort(new Error('The build was aborted.'));
  else void build(request.entries, request.outputPath);
});

async function build(entries: readonly FileEntry[], outputPath: string) {
  const abort = (current = new AbortController());
  try {
    const bytes = await buildArchive(entries.map((entry) => ({
      name: entry.name,
      mtime: entry.mtime,
      async open() {
        const file = await open(entry.path).catch(() => {
          throw new Error(entry.missing);
        });
        return createReadStream(entry.path, { fd: file, highWaterMark: ARCHIVE_READ_CHUNK });
      },
    })), outputPath, { signal: abort.signal, onEntry: (done, total) => post({ type: 'entry', done, total }) });
    post({ type: 'done', bytes });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    current = undefined;
  }
}
