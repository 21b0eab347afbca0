// Child process of the archive benchmark: reads the given originals through the blob store's paths (`read`), reads
// them and writes them into one file (`copy`), or only writes as many bytes into one file (`write`), in a process of
// its own like the services, so the benchmark's own work (its browser connection, its timers) never slows the
// reference figures. The reference is the fastest plain way to get those bytes off this disk: one file after the
// other, synchronous reads of 128 KiB into one buffer (what `cat` does; measured faster here than 512 KiB, 1 MiB and
// larger reads), no stream, no event loop, no thread pool hop per chunk. Measured against it, the archive's throughput
// says how close building the zip comes to what the disk allows (1.00 at most). An archive also writes every byte:
// `write` is the pace of that on this machine.
// Prints {bytes, ms} as JSON. Usage: readOriginals.ts <read|copy|write> <dataDir> <output file> <hash>...
import { closeSync, fstatSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { createBlobStore } from '../../services/src/blob/store';

const [mode, dataDir, outputPath, ...hashes] = process.argv.slice(2);
const blobs = createBlobStore(dataDir!);
const paths = hashes.map((hash) => blobs.pathOf(hash, 'original')!);
/** coreutils' I/O size (cat, cp): the fastest plain reads of these files on the machines measured. */
const CHUNK = 128 << 10;
const buffer = Buffer.alloc(CHUNK);

const started = performance.now();
const output = mode === 'read' ? undefined : openSync(outputPath!, 'w');
let bytes = 0;
for (const path of paths) {
  const fd = openSync(path, 'r');
  try {
    if (mode === 'write') {
      for (let left = fstatSync(fd).size; left > 0; left -= CHUNK) bytes += writeSync(output!, buffer, 0, Math.min(left, CHUNK));
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
