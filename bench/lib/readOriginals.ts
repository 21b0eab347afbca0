// Child process of the archive benchmark: reads the given originals through the blob store's paths, in a process of
// its own like the services, so the benchmark's own work (its timers, its connections) never slows the reference
// figure. The reference is the fastest plain way to get those bytes off this disk: one file after the other,
// synchronous reads of 128 KiB into one buffer (what `cat` does; measured faster here than 512 KiB, 1 MiB and larger
// reads), no stream, no event loop, no thread pool hop per chunk. Measured against it, the archive's throughput says
// how close streaming the zip comes to what the disk allows (1.00 at most).
// Prints {bytes, ms} as JSON. Usage: readOriginals.ts <dataDir> <hash>...
import { closeSync, openSync, readSync } from 'node:fs';
import { createBlobStore } from '../../services/src/blob/store';

const [dataDir, ...hashes] = process.argv.slice(2);
const blobs = createBlobStore(dataDir!);
const paths = hashes.map((hash) => blobs.pathOf(hash, 'original')!);
/** coreutils' I/O size (cat, cp): the fastest plain reads of these files on the machines measured. */
const CHUNK = 128 << 10;
const buffer = Buffer.alloc(CHUNK);

const started = performance.now();
let bytes = 0;
for (const path of paths) {
  const fd = openSync(path, 'r');
  try {
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) bytes += n;
  } finally {
    closeSync(fd);
  }
}
const ms = performance.now() - started;
console.log(JSON.stringify({ bytes, ms }));
