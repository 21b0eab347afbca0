// Archive benchmark set: `count` large originals (about 10 MB each, default 100) for perf@example.com, dated June
// 2015, so `pnpm bench` can time a 100-photo archive. One real 12-megapixel JPEG is generated; each photo is that
// JPEG with its own comment segment (a valid, distinct file: the blob store keeps one asset per content), with the
// renditions of the first. Started with SEED_ARCHIVE_PHOTOS=100 (needs the performance account: SEED_LARGE_LIBRARY).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from '@my-account/telemetry/logger';
import { sql } from 'kysely';
import sharp from 'sharp';
import { recordChecksums } from '../blob/checksums';
import type { BlobStore } from '../blob/store';
import { processImage } from '../images/process';
import type { Db } from './index';
import { createProgress } from './progress';
import { PERF_ACCOUNT } from './seed-large';

export const ARCHIVE_SET_MONTH = { year: 2015, month: 6 } as const;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A JPEG with a comment segment (FF FE) right after its start-of-image marker. */
function withComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'ascii');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(2 + text.length, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

export async function seedArchiveSet(db: Db, blobs: BlobStore, { count = 100, log }: { count?: number; log: Logger }) {
  const { year, month } = ARCHIVE_SET_MONTH;
  const from = new Date(Date.UTC(year, month - 1, 1));
  const { n } = await db.selectFrom('photos').select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', PERF_ACCOUNT.id).where('date_taken', '>=', from)
    .where('date_taken', '<', new Date(Date.UTC(year, month, 1))).executeTakeFirstOrThrow();
  if (Number(n) >= count) return;
  const started = Date.now();
  log.info(`seeding ${count - Number(n)} large photos of 12 megapixels for the archive benchmark …`);
  const progress = createProgress(log, 'seeding archive benchmark photos', count - Number(n));
  const noise = randomBytes(WIDTH * HEIGHT * 3);
  const base = await sharp(noise, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  const image = await processImage(base);
  const rows = [];
  for (let i = Number(n); i < count; i++) {
    const bytes = withComment(base, `Archive benchmark photo ${i + 1}`);
    const hash = createHash('sha256').update(bytes).digest('hex');
    await blobs.put(hash, { original: bytes, ...image.files });
    await recordChecksums(db, [{ hash, bytes }]);
    progress.add();
    const taken = new Date(from.getTime() + i * 3_600_000);
    rows.push({
      id: randomUUID(), user_id: PERF_ACCOUNT.id, upload_id: randomUUID(), local_file_name: `LARGE_${String(i + 1).padStart(3, '0')}.jpg`,
      date_taken: taken, created_at: taken, upload_end: taken, width: image.width, height: image.height,
      content_hash: hash, content_type: image.contentType, renditions: JSON.stringify(image.renditions),
    });
  }
  await db.insertInto('photos').values(rows).execute();
  log.info(`${PERF_ACCOUNT.email} has ${count} large photos of ${(base.length / 1e6).toFixed(1)} MB for the archive benchmark (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
