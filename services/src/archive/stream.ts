// The bytes of an archive (or of a range of it), produced on the fly from its layout (zipLayout.ts): header bytes
// as generated, each entry's data streamed from its original (`open`: the file's bytes `start` to `end`, read in
// large chunks). No byte of the data is looked at: they are handed on as read, with the stream's backpressure (the
// consumer's pace). An original that yields other than the expected number of bytes fails the stream, so the
// consumer gets a truncated download, never a zip with wrong bytes in it.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ZipEntry, ZipLayout } from './zipLayout';
import { piecesOf } from './zipLayout';

/** Bytes each original is read in. */
export const ARCHIVE_READ_CHUNK = 1 << 20;

/** Opens bytes `start` to `end` (inclusive) of entry `index`'s data. */
export type OpenEntry = (index: number, start: number, end: number) => Promise<Readable>;

export function archiveStream(layout: ZipLayout, open: OpenEntry, start = 0, end = layout.size - 1): Readable {
  async function* bytes() {
    for (const { segment, from, to } of piecesOf(layout, start, end)) {
      if (segment.kind === 'bytes') {
        yield segment.bytes.subarray(from, to + 1);
        continue;
      }
      const source = await open(segment.entry, from, to);
      let read = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        read += chunk.length;
        yield chunk;
      }
      if (read !== to - from + 1) throw new Error(`entry ${segment.entry} yielded ${read} bytes, not ${to - from + 1}`);
    }
  }
  return Readable.from(bytes(), { objectMode: false, highWaterMark: ARCHIVE_READ_CHUNK });
}

/**
 * A strong ETag of the archive of a download: a digest of its id and the entries that make its bytes (names,
 * sizes, CRC-32s, times) — the same manifest gives the same bytes; the files themselves are not read.
 */
export function archiveEtag(id: string, entries: readonly ZipEntry[]): string {
  const hash = createHash('sha256').update(id);
  for (const e of entries) hash.update(`\n${e.name}\0${e.size}\0${e.crc32}\0${e.mtime.getTime()}`);
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}
