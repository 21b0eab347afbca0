// Worker thread of `buildArchiveInWorker`: builds one archive from files on disk and reports each entry written.
// Its own small heap keeps the garbage collection of the large read buffers cheap, and the services' event loop
// stays free for API requests while a zip is written.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { buildArchive } from './buildArchive';
import { ARCHIVE_READ_CHUNK, type FileEntry, type WorkerMessage } from './buildInWorker';

const { entries, outputPath } = workerData as { entries: FileEntry[]; outputPath: string };
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
const abort = new AbortController();
parentPort!.on('message', (message: unknown) => {
  if (message === 'abort') abort.abort(new Error('The build was aborted.'));
});

buildArchive(
  entries.map((entry) => ({
    name: entry.name,
    mtime: entry.mtime,
    async open() {
      const file = await open(entry.path).catch(() => {
        throw new Error(entry.missing);
      });
      return createReadStream(entry.path, { fd: file, highWaterMark: ARCHIVE_READ_CHUNK });
    },
  })),
  outputPath,
  { signal: abort.signal, onEntry: (done, total) => post({ type: 'entry', done, total }) },
).then(
  (bytes) => post({ type: 'done', bytes }),
  (error: unknown) => post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
);
