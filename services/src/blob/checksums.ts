// CRC-32 and byte size of each original (table original_checksums, keyed by the blob's content hash), what a zip
// entry's headers need before its first byte (archive/zipLayout.ts). Recorded when an original is stored (uploads,
// imports of legacy uploads, the seeds); an original stored before has its row computed once, streaming over the
// file, when an archive first needs it.
import { crc32 } from 'node:zlib';
import type { BlobStore } from './store';
import type { Db } from '../db';

export interface Checksum {
  size: number;
  crc32: number;
}

/** Chunks the checksum of a stored original is computed in. */
const CHUNK = 1 << 20;

export const checksumOf = (bytes: Uint8Array): Checksum => ({ size: bytes.length, crc32: crc32(bytes) });

/** Inserts checksums by content hash (kept when already there: the same content has the same one). */
async function insertChecksums(db: Db, checksums: ReadonlyMap<string, Checksum>): Promise<void> {
  if (!checksums.size) return;
  await db.insertInto('original_checksums').values([...checksums].map(([hash, checksum]) => ({ content_hash: hash, ...checksum })))
    .onConflict((oc) => oc.column('content_hash').doNothing()).execute();
}

/** Records the checksum of an original just stored. */
export async function recordChecksums(db: Db, originals: ReadonlyArray<{ hash: string; bytes: Uint8Array }>): Promise<void> {
  await insertChecksums(db, new Map(originals.map(({ hash, bytes }) => [hash, checksumOf(bytes)])));
}

/** Computes the checksum of a stored original by streaming over it, or undefined when it is missing. */
async function computeChecksum(blobs: BlobStore, hash: string): Promise<Checksum | undefined> {
  const blob = await blobs.read(hash, 'original', { chunkSize: CHUNK });
  if (!blob) return undefined;
  let value = 0;
  let size = 0;
  for await (const chunk of blob.stream as AsyncIterable<Buffer>) {
    value = crc32(chunk, value);
    size += chunk.length;
  }
  return { size, crc32: value };
}

/**
 * The checksums of these originals, by content hash: those recorded, and the others computed now (once: then
 * recorded). An original that is missing has none.
 */
export async function originalChecksums(db: Db, blobs: BlobStore, hashes: readonly string[]): Promise<Map<string, Checksum>> {
  const wanted = [...new Set(hashes)];
  const rows = wanted.length
    ? await db.selectFrom('original_checksums').select(['content_hash', 'size', 'crc32']).where('content_hash', 'in', wanted).execute()
    : [];
  const found = new Map(rows.map((r) => [r.content_hash, { size: Number(r.size), crc32: Number(r.crc32) }]));
  const computed = new Map<string, Checksum>();
  for (const hash of wanted.filter((h) => !found.has(h))) {
    const checksum = await computeChecksum(blobs, hash);
    if (checksum) computed.set(hash, checksum);
  }
  await insertChecksums(db, computed);
  return new Map([...found, ...computed]);
}

/** Forgets the checksums of originals removed from the blob store. */
export async function forgetChecksums(db: Db, hashes: readonly string[]): Promise<void> {
  if (hashes.length) await db.deleteFrom('original_checksums').where('content_hash', 'in', [...hashes]).execute();
}
