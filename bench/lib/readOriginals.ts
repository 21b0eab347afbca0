// Child process of the archive benchmark: reads the given originals through the blob store's paths (`read`), reads
// them and writes them into one file (`copy`), or only writes as many bytes into one file (`write`), in a process of
// its own like the services, so the benchmark's own work (its browser connection, its timers) never slows the
// reference figures. The reference is the fastest plain way to get those bytes off this disk: one file after the
// other, synchronous reads of ARCHIVE_READ_CHUNK into one buffer (what `cat` does), no stream, no event loop, no thread
// pool hop per chunk. Measured against it, the archive's throughput says how close building the zip comes to what the
// disk allows (1.00 at most). An archive also writes every byte: `write` is the pace of that on this machine.
// Prints {bytes, ms} as JSON. Usage: readOriginals.ts <read|copy|write> <dataDir> <output file> <hash>...
import { closeSync, fstatSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { ARCHIVE_READ_CHUNK } from '../../services/src/archive/buildInWorker';
import { createBlobStore } from '../../services/src/blob/store';

const [mode, dataDir, outputPath, ...hashes] = process.argv.slice(2);
const blobs = createBlobStore(dataDir!);
const paths = hashes.map((hash) => blobs.pathOf(hash, 'original')!);
const buffer = Buffer.alloc(ARCHIVE_READ_CHUNK);

const started = performance.now();
const output = mode === 'read' ? undefined : openSync(outputPath!, 'w');
let bytes = 0;
for (const path of paths) {
  const fd = openSync(path, 'r');
  try {
    if (mode === 'write') {
      for (let left = fstatSync(fd).size; left > 0; left -= ARCHIVE_READ_CHUNK) bytes += writeSync(output!, buffer, 0, Math.min(left, ARCHIVE_READ_CHUNK));
      continue;
    }
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) {
      bytes += n;
      if (output !== undefined) writeSync(output, buffer, 0, n);
    }
  } finally {
    closeSync(fd);
  }
}
if (output !== undefined) closeSync(output);
const ms = performance.now() - started;
if (output !== undefined) rmSync(outputPath!, { force: true });
console.log(JSON.stringify({ bytes, ms }));
