// Child process of the archive benchmark: reads the given originals through the blob store (`read`), or reads them
// and writes them into one file (`copy`), in a process of its own like the services, so the benchmark's own work
// (its browser connection, its timers) never slows the reference figures. Prints {bytes, ms} as JSON.
// Usage: readOriginals.ts <read|copy> <dataDir> <output file or -> <hash>...
import { once } from 'node:events';
import { createWriteStream, rmSync } from 'node:fs';
import { ARCHIVE_WRITE_BUFFER } from '../../services/src/archive/buildArchive';
import { ARCHIVE_READ_CHUNK } from '../../services/src/archive/buildInWorker';
import { createBlobStore } from '../../services/src/blob/store';

const [mode, dataDir, outputPath, ...hashes] = process.argv.slice(2);
const blobs = createBlobStore(dataDir!);
const output = mode === 'copy' ? createWriteStream(outputPath!, { highWaterMark: ARCHIVE_WRITE_BUFFER }) : undefined;

const started = performance.now();
let bytes = 0;
for (const hash of hashes) {
  const blob = await blobs.read(hash, 'original', { chunkSize: ARCHIVE_READ_CHUNK });
  if (!blob) throw new Error(`original ${hash} is missing`);
  for await (const chunk of blob.stream) {
    bytes += (chunk as Buffer).length;
    if (output && !output.write(chunk)) await once(output, 'drain');
  }
}
if (output) await new Promise((resolve) => output.end(resolve));
const ms = performance.now() - started;
if (output) rmSync(outputPath!, { force: true });
console.log(JSON.stringify({ bytes, ms }));
