// The exact bytes of a STORED (method 0) zip, computed from its entries' names, sizes, CRC-32s and times alone: the
// archive's total length is known before its first byte, and any byte range of it can be produced without the bytes
// before it (HTTP Range). Pure: the headers are generated here; the entries' data are segments that name the entry
// (the caller streams those bytes from the originals).
//
// Layout: for each entry its local file header (no data descriptor: CRC and sizes are known up front, flag bit 3
// clear) then its bytes; the central directory; a ZIP64 end of central directory record and locator when a count,
// size or offset does not fit the classic end record; the end of central directory record. Names are UTF-8 (flag
// bit 11). An entry whose size is 0xFFFFFFFF or more has a ZIP64 extra field (both sizes, in the local header and in
// the central directory); one whose local header starts at 0xFFFFFFFF or later has its offset in the central
// directory's ZIP64 extra field. Each entry also carries the Info-ZIP extended timestamp (0x5455, UTC seconds) beside
// the DOS time (UTC fields, 1980-2107).

export interface ZipEntry {
  /** Path inside the archive (unique, safe: see names.ts). */
  name: string;
  /** Bytes of the entry's data (stored as is). */
  size: number;
  /** CRC-32 of the data, unsigned. */
  crc32: number;
  mtime: Date;
}

/** A run of the archive's bytes: generated header bytes, or the data of an entry (`entry`: its index). */
export type Segment =
  | { kind: 'bytes'; offset: number; length: number; bytes: Buffer }
  | { kind: 'data'; offset: number; length: number; entry: number };

export interface ZipLayout {
  /** Total length of the archive in bytes. */
  size: number;
  /** The segments in order, back to back from offset 0 to `size`. */
  segments: readonly Segment[];
  /** Whether any ZIP64 structure is used. */
  zip64: boolean;
}

/** A piece of a segment within a byte range: the segment's bytes `from` to `to` (inclusive, relative to it). */
export interface Piece {
  segment: Segment;
  from: number;
  to: number;
}

const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
const ZIP64_END_RECORD = 56;
const ZIP64_LOCATOR = 20;
const UTF8_FLAG = 0x0800;
/** Version needed: 2.0 (stored), 4.5 (ZIP64). Made by: Unix (3) in the high byte, so permissions are read. */
const VERSION = 20;
const VERSION_ZIP64 = 45;
const MADE_BY = (3 << 8) | VERSION_ZIP64;
/** A regular file, rw-r--r--, in the Unix high half of the external attributes. */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

const needs64 = (n: number) => n >= MAX32;

/** DOS date and time of `date`, by its UTC fields, clamped to what they can hold (1980-01-01 to 2107-12-31). */
export function dosDateTime(date: Date): { date: number; time: number } {
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 1980) return { date: (0 << 9) | (1 << 5) | 1, time: 0 };
  if (year > 2107) return { date: (127 << 9) | (12 << 5) | 31, time: (23 << 11) | (59 << 5) | 29 };
  return {
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
  };
}

/** The Info-ZIP extended timestamp extra field (modification time only), or none when it does not fit 32 bits. */
function timestampField(date: Date): Buffer {
  const seconds = Math.floor(date.getTime() / 1000);
  if (!Number.isFinite(seconds) || seconds < -(2 ** 31) || seconds >= 2 ** 31) return Buffer.alloc(0);
  const field = Buffer.alloc(9);
  field.writeUInt16LE(0x5455, 0);
  field.writeUInt16LE(5, 2);
  field.writeUInt8(1, 4); // modification time present
  field.writeInt32LE(seconds, 5);
  return field;
}

/** The ZIP64 extended information extra field holding `values` (8 bytes each). */
function zip64Field(values: number[]): Buffer {
  if (!values.length) return Buffer.alloc(0);
  const field = Buffer.alloc(4 + 8 * values.length);
  field.writeUInt16LE(0x0001, 0);
  field.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, i) => field.writeBigUInt64LE(BigInt(value), 4 + 8 * i));
  return field;
}

function localHeader(entry: ZipEntry, name: Buffer): Buffer {
  const big = needs64(entry.size);
  const extra = Buffer.concat([zip64Field(big ? [entry.size, entry.size] : []), timestampField(entry.mtime)]);
  const header = Buffer.alloc(LOCAL_HEADER + name.length + extra.length);
  const { date, time } = dosDateTime(entry.mtime);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(big ? VERSION_ZIP64 : VERSION, 4);
  header.writeUInt16LE(UTF8_FLAG, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  header.writeUInt32LE(entry.crc32 >>> 0, 14);
  header.writeUInt32LE(big ? MAX32 : entry.size, 18); // compressed size
  header.writeUInt32LE(big ? MAX32 : entry.size, 22); // uncompressed size
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  name.copy(header, LOCAL_HEADER);
  extra.copy(header, LOCAL_HEADER + name.length);
  return header;
}

function centralHeader(entry: ZipEntry, name: Buffer, offset: number): Buffer {
  const bigSize = needs64(entry.size);
  const bigOffset = needs64(offset);
  // The ZIP64 field holds, in this order, only the values whose classic field is 0xFFFFFFFF.
  const values = [...(bigSize ? [entry.size, entry.size] : []), ...(bigOffset ? [offset] : [])];
  const extra = Buffer.concat([zip64Field(values), timestampField(entry.mtime)]);
  const header = Buffer.alloc(CENTRAL_HEADER + name.length + extra.length);
  const { date, time } = dosDateTime(entry.mtime);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(MADE_BY, 4);
  header.writeUInt16LE(values.length ? VERSION_ZIP64 : VERSION, 6);
  header.writeUInt16LE(UTF8_FLAG, 8);
  header.writeUInt16LE(0, 10); // stored
  header.writeUInt16LE(time, 12);
  header.writeUInt16LE(date, 14);
  header.writeUInt32LE(entry.crc32 >>> 0, 16);
  header.writeUInt32LE(bigSize ? MAX32 : entry.size, 20);
  header.writeUInt32LE(bigSize ? MAX32 : entry.size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  // comment length, disk number start, internal attributes: 0
  header.writeUInt32LE(FILE_ATTRIBUTES, 38);
  header.writeUInt32LE(bigOffset ? MAX32 : offset, 42);
  name.copy(header, CENTRAL_HEADER);
  extra.copy(header, CENTRAL_HEADER + name.length);
  return header;
}

/** The end records after a central directory of `count` entries and `size` bytes starting at `offset`. */
function endRecords(count: number, size: number, offset: number): { bytes: Buffer; zip64: boolean } {
  const zip64 = count >= MAX16 || needs64(size) || needs64(offset);
  const end = Buffer.alloc(END_RECORD);
  end.writeUInt32LE(0x06054b50, 0);
  // disk numbers: 0
  end.writeUInt16LE(Math.min(count, MAX16), 8);
  end.writeUInt16LE(Math.min(count, MAX16), 10);
  end.writeUInt32LE(Math.min(size, MAX32), 12);
  end.writeUInt32LE(Math.min(offset, MAX32), 16);
  if (!zip64) return { bytes: end, zip64 };
  const record = Buffer.alloc(ZIP64_END_RECORD);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(BigInt(ZIP64_END_RECORD - 12), 4);
  record.writeUInt16LE(MADE_BY, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  // this disk, the central directory's disk: 0
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(size), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(ZIP64_LOCATOR);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + size), 8); // where the ZIP64 end record starts
  locator.writeUInt32LE(1, 16); // disks in all
  return { bytes: Buffer.concat([record, locator, end]), zip64 };
}

/** The layout of the archive of `entries`, in their order. */
export function zipLayout(entries: readonly ZipEntry[]): ZipLayout {
  const segments: Segment[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  let zip64 = false;
  for (const [index, entry] of entries.entries()) {
    if (!Number.isSafeInteger(entry.size) || entry.size < 0) throw new RangeError(`entry ${index}: invalid size ${entry.size}`);
    const name = Buffer.from(entry.name, 'utf8');
    if (name.length > MAX16) throw new RangeError(`entry ${index}: name too long`);
    const header = localHeader(entry, name);
    central.push(centralHeader(entry, name, offset));
    zip64 ||= needs64(entry.size) || needs64(offset);
    segments.push({ kind: 'bytes', offset, length: header.length, bytes: header });
    offset += header.length;
    segments.push({ kind: 'data', offset, length: entry.size, entry: index });
    offset += entry.size;
  }
  const directory = Buffer.concat(central);
  const end = endRecords(entries.length, directory.length, offset);
  const tail = Buffer.concat([directory, end.bytes]);
  segments.push({ kind: 'bytes', offset, length: tail.length, bytes: tail });
  return { size: offset + tail.length, segments, zip64: zip64 || end.zip64 };
}

/** The pieces of the layout's segments covering bytes `start` to `end` (inclusive), in order; empty segments skipped. */
export function* piecesOf(layout: ZipLayout, start: number, end: number): Generator<Piece> {
  for (const segment of layout.segments) {
    const last = segment.offset + segment.length - 1;
    if (segment.length === 0 || last < start) continue;
    if (segment.offset > end) return;
    yield { segment, from: Math.max(start, segment.offset) - segment.offset, to: Math.min(end, last) - segment.offset };
  }
}
