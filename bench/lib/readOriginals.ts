// Child process of the archive benchmark: reads the given originals through the blob store (`read`), or reads them
// and writes them into one file (`copy`), in a process of its own like the services, so the benchmark's own work
// (its browser connection, its timers) never slows the reference figures. It reads as the archive does (see
// services/src/archive/archiveWorker.ts and buildArchive.ts): each original opened from the blob store's directory,
// read in chunks of ARCHIVE_READ_CHUNK, the next one opened and its first chunk requested while one is read, each one
// piped on (a for-await loop over the same streams read about a fifth slower). Prints {bytes, ms} as JSON.
// Usage: readOriginals.ts <read|copy> <dataDir> <output file or -> <hash>...
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { ARCHIVE_WRITE_BUFFER } from '../../services/src/archive/buildArchive';
import { ARCHIVE_READ_CHUNK } from '../../services/src/archive/buildInWorker';
import { createBlobStore } from '../../services/src/blob/store';

const [mode, dataDir, outputPath, ...hashes] = process.argv.slice(2);
const blobs = createBlobStore(dataDir!);
const output = mode === 'copy' ? createWriteStream(outputPath!, { highWaterMark: ARCHIVE_WRITE_BUFFER }) : undefined;

/** Opens an original as the archive worker does and starts filling its first chunk (its read-ahead of the next photo). */
const openOriginal = async (hash: string) => {
  const path = blobs.pathOf(hash, 'original')!;
  const stream = createReadStream(path, { fd: await open(path), highWaterMark: ARCHIVE_READ_CHUNK });
  stream.read(0);
  return stream;
};

// The bytes go where the archive's go, streamed (piped, as the archive pipes each original into the zip): into one
// file (`copy`) or into a sink that drops them (`read`), both with the archive's write buffer.
const sink = output ?? new Writable({ highWaterMark: ARCHIVE_WRITE_BUFFER, write: (_chunk, _encoding, done) => done() });

const started = performance.now();
let bytes = 0;
let next = hashes.length ? openOriginal(hashes[0]!) : undefined;
for (let i = 0; i < hashes.length; i++) {
  const stream = await next!;
  next = i + 1 < hashes.length ? openOriginal(hashes[i + 1]!) : undefined;
  stream.on('data', (chunk: Buffer) => { bytes += chunk.length; });
  await new Promise((resolve, reject) => {
    stream.once('end', resolve).once('error', reject);
    stream.pipe(sink, { end: false });
  });
}
if (output) await new Promise((resolve) => output.end(resolve));
const ms = performance.now() - started;
if (output) rmSync(outputPath!, { force: true });
console.log(JSON.stringify({ bytes, ms }));
