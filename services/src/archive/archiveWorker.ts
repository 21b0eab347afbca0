// Worker thread of `ArchiveWorkers`: builds archives from files on disk, one at a time, reporting each entry written.
// The files are read back to back into a few reusable buffers (ReadAhead), and the services' event loop stays free
// for API requests while a zip is written.
import { parentPort } from 'node:worker_threads';
import { buildArchive } from './buildArchive';
import { ARCHIVE_READ_BUFFERS, ARCHIVE_READ_CHUNK, type FileEntry, type WorkerMessage, type WorkerRequest } from './buildInWorker';
import { ReadAhead } from './readAhead';

const post = (message: WorkerMessage) => parentPort!.postMessage(message);
let current: AbortController | undefined;

parentPort!.on('message', (request: WorkerRequest) => {
  if (request.type === 'abort') current?.abort(new Error('The build was aborted.'));
  else void build(request.entries, request.outputPath);
});

async function build(entries: readonly FileEntry[], outputPath: string) {
  const abort = (current = new AbortController());
  const reader = new ReadAhead(entries, { chunkSize: ARCHIVE_READ_CHUNK, buffers: ARCHIVE_READ_BUFFERS });
  try {
    const bytes = await buildArchive(entries.map((entry, index) => ({
      name: entry.name,
      mtime: entry.mtime,
      open: async () => reader.stream(index),
    })), outputPath, {
      signal: abort.signal,
      onEntry: (done, total) => post({ type: 'entry', done, total }),
      written: (chunk) => reader.release(chunk),
    });
    post({ type: 'done', bytes });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  } finally {
    reader.close();
    current = undefined;
  }
}
