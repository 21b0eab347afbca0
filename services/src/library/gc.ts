// Removes blob-store assets no longer referenced by any photo, unregistered upload or project preview (content-addressed, so one
// asset may be shared by several rows, e.g. the same file in two customers' libraries).
import { forgetChecksums } from '../blob/checksums';
import type { BlobStore } from '../blob/store';
import type { Db } from '../db';

const CHUNK = 1000;

export async function collectAssets(db: Db, blobs: BlobStore, hashes: Iterable<string | null | undefined>): Promise<void> {
  const candidates = [...new Set([...hashes].filter((h): h is string => !!h))];
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const chunk = candidates.slice(i, i + CHUNK);
    const used = await db.selectFrom('photos').select('content_hash').where('content_hash', 'in', chunk)
      .union(db.selectFrom('uploads').select((eb) => eb.fn.coalesce('content_hash', eb.val('')).as('content_hash')).where('content_hash', 'in', chunk).where('status', 'in', ['READY', 'PENDING']))
      .union(db.selectFrom('projects').select((eb) => eb.fn.coalesce('preview_hash', eb.val('')).as('content_hash')).where('preview_hash', 'in', chunk))
      .execute();
    const keep = new Set(used.map((r) => r.content_hash));
    const gone = chunk.filter((h) => !keep.has(h));
    await Promise.all(gone.map((h) => blobs.delete(h)));
    await forgetChecksums(db, gone);
  }
}
