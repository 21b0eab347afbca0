import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { readZip, sha256 } from '../../test/helpers/zip';
import { parseRange } from '../http/range';
import { safeFileName, uniqueNames } from './names';
import { archiveEtag, ARCHIVE_BUFFERS, ARCHIVE_CHUNK, sendArchive, type OpenEntry } from './send';
import { dosDateTime, piecesOf, zipLayout, type ZipEntry, type ZipLayout } from './zipLayout';

const dir = mkdtempSync(join(tmpdir(), 'zip-layout-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bytes sendArchive writes (copied: its buffers are reused), taken at the pace of a slow consumer. */
const collect = async (layout: ZipLayout, open: OpenEntry, start?: number, end?: number) => {
  const chunks: Buffer[] = [];
  let held = 0;
  let most = 0;
  const out = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      held += chunk.length;
      most = Math.max(most, held);
      setImmediate(() => {
        held -= chunk.length;
        callback();
      });
    },
  });
  await sendArchive(layout, open, out, start, end);
  return Object.assign(Buffer.concat(chunks), { most });
};

describe('archive names', () => {
  it('keeps names, makes repeats unique regardless of case, and strips folders and control characters', () => {
    expect(uniqueNames(['a.jpg', 'A.JPG', 'a.jpg', 'a (2).jpg', 'b', 'b'])).toEqual(
      ['a.jpg', 'A (2).JPG', 'a (3).jpg', 'a (2) (2).jpg', 'b', 'b (2)']);
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('C:\\x\u0000y.jpg')).toBe('C__x_y.jpg');
    expect(uniqueNames(['', '...'])).toEqual(['photo-1', 'photo-2']);
  });
});

describe('zipLayout of real files', () => {
  const contents = [Buffer.alloc(3_000_000, 1), Buffer.from('second'), Buffer.alloc(0), Buffer.alloc(1_500_001, 9)];
  const names = ['IMG_0001.jpg', 'Été à Zürich 🌞.jpg', 'empty.jpg', 'IMG_0001 (2).jpg'];
  const paths = contents.map((bytes, i) => {
    const path = join(dir, `src-${i}`);
    writeFileSync(path, bytes);
    return path;
  });
  const mtime = new Date('2023-07-14T10:20:31Z');
  const entries: ZipEntry[] = contents.map((bytes, i) => ({ name: names[i]!, size: bytes.length, crc32: crc32(bytes), mtime }));
  const open: OpenEntry = async (index) => {
    const handle = await openFile(paths[index]!);
    return {
      size: (await handle.stat()).size,
      read: async (buffer, length, position) => (await handle.read(buffer, 0, length, position)).bytesRead,
      close: () => handle.close(),
    };
  };
  const layout = zipLayout(entries);

  it('streams a stored zip that unzip tests sound, its entries equal to the originals, of the length computed up front', async () => {
    const bytes = await collect(layout, open);
    expect(bytes.length).toBe(layout.size);
    expect(bytes.most).toBeLessThanOrEqual(ARCHIVE_BUFFERS * ARCHIVE_CHUNK + 1000); // a few buffers in flight, not the files
    expect(layout.zip64).toBe(false);
    const file = join(dir, 'real.zip');
    writeFileSync(file, bytes);
    const tested = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(tested).toMatch(/No errors detected/);
    const read = await readZip(bytes);
    expect(read.map((e) => [e.name, e.method, e.sha256])).toEqual(contents.map((b, i) => [names[i], 0, sha256(b)]));
    // The times: the UTC fields in DOS form, and the exact second in the extended timestamp unzip reads.
    const listing = execFileSync('unzip', ['-Z', '-T', file], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
    expect(listing).toMatch(/20230714\.102031 IMG_0001\.jpg/);
  });

  it('streams any byte range equal to the same bytes of the whole archive', async () => {
    const whole = await collect(layout, open);
    const header = layout.segments[0]!.length;
    const ranges: Array<[number, number]> = [
      [0, 0], [0, header - 1], [header - 1, header + 10], [10, layout.size - 1], [layout.size - 1, layout.size - 1],
      [Math.floor(layout.size / 2), layout.size - 1], [3_000_000, 3_000_200],
    ];
    for (const [start, end] of ranges) {
      expect((await collect(layout, open, start, end)).equals(whole.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
    // Resuming at half: the two halves make the archive again.
    const half = Math.floor(layout.size / 2);
    const resumed = Buffer.concat([await collect(layout, open, 0, half - 1), await collect(layout, open, half)]);
    expect(resumed.equals(whole)).toBe(true);
  });

  it('fails the send (never a wrong zip) when an original is of another size, or ends early while it is read', async () => {
    const shorter: OpenEntry = async (index) => ({ ...(await open(index)), size: index === 3 ? 10 : contents[index]!.length });
    await expect(collect(layout, shorter)).rejects.toThrow(/entry 3 is 10 bytes/);
    const truncated: OpenEntry = async (index) => {
      const file = await open(index);
      // Cut at 2,000,000 bytes while it is read (the size it had when opened was right).
      const cut = (length: number, position: number) => Math.max(0, Math.min(length, 2_000_000 - position));
      return index === 0 ? { ...file, read: async (buffer, length, position) => file.read(buffer, cut(length, position), position) } : file;
    };
    await expect(collect(layout, truncated)).rejects.toThrow(/entry 0 ended at byte 2000000, not 3000000/);
  });

  it('gives the same manifest the same strong ETag, and another when any entry differs', () => {
    const etag = archiveEtag('id', entries);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(archiveEtag('id', entries.map((e) => ({ ...e })))).toBe(etag);
    expect(archiveEtag('other', entries)).not.toBe(etag);
    expect(archiveEtag('id', entries.map((e, i) => (i === 1 ? { ...e, crc32: e.crc32 ^ 1 } : e)))).not.toBe(etag);
  });
});

/** yauzl reading the layout's central directory, the data (never read) as zeros: no real file behind it. */
function readCentralDirectory(layout: ZipLayout): Promise<yauzl.Entry[]> {
  class LayoutReader extends yauzl.RandomAccessReader {
    override _readStreamForRange(start: number, end: number) {
      const parts = [...piecesOf(layout, start, end - 1)].map(({ segment, from, to }) =>
        segment.kind === 'bytes' ? segment.bytes.subarray(from, to + 1) : Buffer.alloc(to - from + 1));
      return Readable.from(parts);
    }
  }
  return new Promise((resolve, reject) => {
    yauzl.fromRandomAccessReader(new LayoutReader(), layout.size, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        zip.readEntry();
      }).on('end', () => resolve(entries)).on('error', reject);
      zip.readEntry();
    });
  });
}

describe('zipLayout of sizes past 4 GiB (ZIP64), without real files', () => {
  const GiB = 2 ** 30;
  const mtime = new Date('2015-06-01T00:00:00Z');
  const entries: ZipEntry[] = [
    { name: 'huge.mov', size: 5 * GiB, crc32: 0x12345678, mtime },
    { name: 'small.jpg', size: 1000, crc32: 0xdeadbeef, mtime },
    { name: 'exactly.bin', size: 0xffffffff, crc32: 1, mtime },
    { name: 'last.jpg', size: 10, crc32: 2, mtime },
  ];
  const layout = zipLayout(entries);
  const tail = (layout.segments.at(-1) as { bytes: Buffer }).bytes;

  it('computes the total length up front and marks what needs ZIP64', () => {
    const names = entries.reduce((n, e) => n + Buffer.byteLength(e.name), 0);
    const data = entries.reduce((n, e) => n + e.size, 0);
    // Local headers 30 + name + 9 (timestamp) + 20 (ZIP64 field: 4 + both sizes, the two big entries); central
    // headers 46 + name + 9 + a ZIP64 field of 4 + 8 per value that does not fit: both sizes (entry 0), the offset
    // (entries 1 and 3, past 4 GiB), both sizes and the offset (entry 2); ZIP64 end record 56, locator 20, end 22.
    const locals = 4 * 39 + names + 2 * 20;
    const centrals = 4 * 55 + names + 20 + 12 + 28 + 12;
    expect(layout.zip64).toBe(true);
    expect(layout.size).toBe(locals + data + centrals + 56 + 20 + 22);
    expect(layout.segments.map((s) => s.kind)).toEqual(['bytes', 'data', 'bytes', 'data', 'bytes', 'data', 'bytes', 'data', 'bytes']);
    for (const [i, s] of layout.segments.entries()) expect(s.offset).toBe(i ? layout.segments[i - 1]!.offset + layout.segments[i - 1]!.length : 0);
  });

  it('writes the ZIP64 fields a reader needs: local and central sizes, offsets, end record and locator', async () => {
    const local = (layout.segments[0] as { bytes: Buffer }).bytes;
    expect(local.readUInt32LE(0)).toBe(0x04034b50);
    expect(local.readUInt16LE(4)).toBe(45);
    expect(local.readUInt16LE(6) & 0x0808).toBe(0x0800); // UTF-8 names, no data descriptor
    expect([local.readUInt32LE(18), local.readUInt32LE(22)]).toEqual([0xffffffff, 0xffffffff]);
    const extra = local.subarray(30 + 8);
    expect(extra.readUInt16LE(0)).toBe(1);
    expect(Number(extra.readBigUInt64LE(4))).toBe(5 * GiB);
    expect((layout.segments[2] as { bytes: Buffer }).bytes.readUInt32LE(18)).toBe(1000); // small: classic sizes

    const end = tail.subarray(tail.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect([end.readUInt16LE(8), end.readUInt16LE(10), end.readUInt32LE(16)]).toEqual([4, 4, 0xffffffff]);
    const locator = tail.subarray(tail.length - 42, tail.length - 22);
    expect(locator.readUInt32LE(0)).toBe(0x07064b50);
    const record64At = Number(locator.readBigUInt64LE(8));
    const record = tail.subarray(record64At - layout.segments.at(-1)!.offset, record64At - layout.segments.at(-1)!.offset + 56);
    expect(record.readUInt32LE(0)).toBe(0x06064b50);
    expect(Number(record.readBigUInt64LE(32))).toBe(4);
    expect(Number(record.readBigUInt64LE(48))).toBe(layout.segments.at(-1)!.offset);

    // A ZIP reader finds every entry with its size, CRC and offset.
    const read = await readCentralDirectory(layout);
    expect(read.map((e) => [e.fileName, e.uncompressedSize, e.crc32, e.relativeOffsetOfLocalHeader, e.compressionMethod])).toEqual(
      entries.map((e, i) => [e.name, e.size, e.crc32, layout.segments[2 * i]!.offset, 0]));
    expect(read.every((e) => (e.generalPurposeBitFlag & 0x800) !== 0)).toBe(true);
  });

  it('needs no ZIP64 below the limits', () => {
    expect(zipLayout([{ name: 'a', size: 0xfffffffe - 100, crc32: 0, mtime }]).zip64).toBe(false);
  });
});

describe('zip helpers', () => {
  it('writes DOS times by the UTC fields, clamped to 1980-2107', () => {
    expect(dosDateTime(new Date('2023-07-14T10:20:31Z'))).toEqual({ date: (43 << 9) | (7 << 5) | 14, time: (10 << 11) | (20 << 5) | 15 });
    expect(dosDateTime(new Date('1970-01-01T00:00:00Z'))).toEqual({ date: (1 << 5) | 1, time: 0 });
  });

  it('reads one byte range of a Range header, clamps its end, and ignores what it cannot answer as one range', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'range', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'range', start: 90, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ kind: 'range', start: 0, end: 99 });
    expect(parseRange('bytes=0-99999999999999', 100)).toEqual({ kind: 'range', start: 0, end: 99 });
    expect(parseRange('bytes=0-99999999999999999999999', 100)).toEqual({ kind: 'range', start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=99999999999999999999-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    for (const ignored of ['bytes=-5-10', 'bytes=5-1', 'bytes=0-1,5-9', 'items=0-1', 'bytes=a-b', 'bytes=-', 'bytes=1.5-2']) {
      expect(parseRange(ignored, 100), ignored).toEqual({ kind: 'full' });
    }
  });
});
