// Builds a zip archive by streaming each entry from its source into a file, one entry at a time: at most the current
// source and the next one (read-ahead) are open, and no file (nor the zip) is ever held in memory whole. Entries are STORED (photos are compressed
// already), so each one is its source byte for byte; yazl switches to ZIP64 by itself past 4 GB.
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { FileSink } from './fileSink';

export interface ArchiveEntry {
  /** Path inside the archive (make names unique first: see uniqueNames). */
  name: string;
  /** Opens the bytes; called only when the entry's turn comes. A rejection fails the whole archive. */
  open(): Promise<Readable>;
  /** Modification time recorded in the archive (default now). */
  mtime?: Date;
}

export interface BuildOptions {
  /** Called after each entry's bytes were read whole: (entries done, entries in all). */
  onEntry?(done: number, total: number): void;
  /** Aborts the build (the partial file is removed). */
  signal?: AbortSignal;
  /** Called with each chunk of the sources once it is written into the archive (its memory may then be reused). */
  written?(chunk: Buffer): void;
}

/**
 * Writes the archive of `entries` to `outputPath` (created, never overwritten) and answers the bytes written.
 * On any failure (a source that cannot be opened or breaks off, a write error, an abort) the partial file is
 * removed and the error rethrown.
 */
export async function buildArchive(entries: readonly ArchiveEntry[], outputPath: string, options: BuildOptions = {}): Promise<number> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable; // a PassThrough (typed loosely by @types/yazl)
  const sink = new FileSink(outputPath, options.written);
  // yazl neither forwards source errors nor gives up on a source that never comes: fail the output stream instead.
  const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
  zip.on('error', fail);
  let done = 0;
  let current: Readable | undefined;
  // Read-ahead: while one entry is written, the next is opened and starts filling its buffer, so reading the next
  // photo overlaps checksumming and writing this one (at most one source open ahead).
  const sources = new Map<number, Promise<Readable>>();
  const openAt = (index: number) => {
    let source = sources.get(index);
    if (!source && index < entries.length) {
      source = entries[index]!.open().then((stream) => {
        stream.once('error', fail);
        stream.read(0);
        return stream;
      });
      source.catch(() => undefined); // reported when its turn comes
      sources.set(index, source);
    }
    return source;
  };
  entries.forEach((entry, index) => {
    zip.addReadStreamLazy(entry.name, { compress: false, mtime: entry.mtime ?? new Date() }, (callback) => {
      if (options.signal?.aborted) return fail(options.signal.reason);
      openAt(index)!.then((source) => {
        sources.delete(index);
        current = source;
        void openAt(index + 1);
        source.once('end', () => options.onEntry?.(++done, entries.length));
        callback(null, source);
      }, fail);
    });
  });
  zip.end();
  try {
    await pipeline(output, sink, { signal: options.signal });
  } catch (error) {
    current?.destroy();
    for (const source of sources.values()) void source.then((stream) => stream.destroy(), () => undefined);
    // The file is opened as the sink starts: a build that fails at once (an aborted signal) may fail before the open
    // is done. Removed once the sink has closed, or the open would create it again after the removal.
    sink.destroy();
    if (!sink.closed) await new Promise((resolve) => sink.once('close', resolve));
    // EEXIST: the file was there before (never ours to remove).
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(outputPath, { force: true });
    throw error;
  }
  return sink.bytes;
}
