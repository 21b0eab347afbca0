// Real demo photos for the seed: each one generated with sharp (images/demo.ts) and run through the same pipeline
// as an upload (EXIF date, displayable JPEG, thumbnails 300/800/1300), stored in the blob store.
import { createHash, randomUUID } from 'node:crypto';
import { recordChecksums } from '../blob/checksums';
import type { BlobStore } from '../blob/store';
import { generateDemoPhoto } from '../images/demo';
import { processImage, type ProcessedImage } from '../images/process';
import type { Db } from './index';
import type { Progress } from './progress';

export interface PlannedPhoto {
  fileName: string;
  dateTaken: Date | null;
  created: Date;
  label: string;
}

export interface SeedImageSize {
  width: number;
  height: number;
}

export interface GeneratedAsset {
  hash: string;
  bytes: Buffer;
  image: ProcessedImage;
}

/** mulberry32: small deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs fn over items with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  }));
  return results;
}

/** Dated photos spread at random over [from, to), uploaded up to 20 days after they were taken. */
export function spread(count: number, seed: number, from: Date, to: Date, name: (i: number) => string, label: string): PlannedPhoto[] {
  const random = prng(seed);
  const span = to.getTime() - from.getTime();
  return Array.from({ length: count }, (_, i) => {
    const taken = new Date(from.getTime() + Math.floor(random() * span / 1000) * 1000);
    const created = new Date(taken.getTime() + Math.floor(random() * 20 * 86_400) * 1000);
    return { fileName: name(i), dateTaken: taken, created, label };
  });
}

const CONCURRENCY = 4;

/** Generates and processes the images (distinct per `indexBase + i`) and stores them, counting each in `progress`. */
export async function generateAssets(blobs: BlobStore, plans: PlannedPhoto[], indexBase: number, size: SeedImageSize,
  { processed = true, progress }: { processed?: boolean; progress?: Progress } = {}): Promise<GeneratedAsset[]> {
  return mapLimit(plans, CONCURRENCY, async (plan, i) => {
    const bytes = await generateDemoPhoto({ index: indexBase + i, dateTaken: plan.dateTaken, label: plan.label, ...size });
    const hash = createHash('sha256').update(bytes).digest('hex');
    const image = processed ? await processImage(bytes) : undefined;
    await blobs.put(hash, { original: bytes, ...image?.files });
    progress?.add();
    return { hash, bytes, image: image! };
  });
}

export function photoRow(userId: string, plan: PlannedPhoto, asset: GeneratedAsset) {
  return {
    id: randomUUID(),
    user_id: userId,
    upload_id: randomUUID(),
    local_file_name: plan.fileName,
    date_taken: plan.dateTaken,
    created_at: plan.created,
    upload_end: new Date(plan.created.getTime() + 4_000),
    width: asset.image.width,
    height: asset.image.height,
    content_hash: asset.hash,
    content_type: asset.image.contentType,
    renditions: JSON.stringify(asset.image.renditions),
  };
}

/** A photo row to insert, with its original's bytes (their checksum is recorded as the row is inserted). */
export type PreparedPhoto = ReturnType<typeof photoRow> & { original: Buffer };

/** Generates and stores the planned photos of one customer; returns their rows in plan order (to insert). */
export async function preparePhotos(blobs: BlobStore, userId: string, plans: PlannedPhoto[], indexBase: number, size: SeedImageSize,
  progress?: Progress): Promise<PreparedPhoto[]> {
  const assets = await generateAssets(blobs, plans, indexBase, size, { progress });
  return plans.map((plan, i) => ({ ...photoRow(userId, plan, assets[i]!), original: assets[i]!.bytes }));
}

/** Inserts the photos and records their originals' checksums (blob/checksums.ts). */
export async function insertPhotos(db: Db, photos: PreparedPhoto[]) {
  for (let i = 0; i < photos.length; i += 1000) {
    const chunk = photos.slice(i, i + 1000);
    await db.insertInto('photos').values(chunk.map(({ original: _, ...row }) => row)).execute();
    await recordChecksums(db, chunk.map((p) => ({ hash: p.content_hash, bytes: p.original })));
  }
}

/** Legacy uploads (only the original stored, not yet processed) imported when the library is activated. */
export async function prepareLegacyUploads(blobs: BlobStore, userId: string, plans: PlannedPhoto[], indexBase: number,
  size: SeedImageSize, progress?: Progress) {
  const assets = await generateAssets(blobs, plans, indexBase, size, { processed: false, progress });
  return plans.map((plan, i) => ({
    user_id: userId,
    file_name: plan.fileName,
    declared_size: assets[i]!.bytes.length,
    size: assets[i]!.bytes.length,
    status: 'READY' as const,
    content_type: 'image/jpeg' as const,
    content_hash: assets[i]!.hash,
    created_at: plan.created,
    upload_end: new Date(plan.created.getTime() + 4_000),
  }));
}
