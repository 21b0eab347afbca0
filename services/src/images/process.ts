// Turns uploaded bytes into a library asset: type by magic bytes, decode (HEIC via heic-decode → RGBA → sharp),
// EXIF DateTimeOriginal, a browser-displayable full-size JPEG and thumbnails 300/800/1300 (longest side, never
// enlarged, EXIF orientation applied). Decompression bombs are refused from the header, before any decode (images
// above MAX_IMAGE_PIXELS; every sharp pipeline also carries the limit), and at most MAX_CONCURRENT_IMAGES images are
// processed at once in the process (the others wait their turn).
import exifr from 'exifr';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import type { ContentType, Rendition } from '../db/schema';
import { detectImageType } from './detect';
import { findHeifExifTiff } from './heif-exif';
import { createLimiter } from './limiter';

export const THUMBNAIL_SIZES = [300, 800, 1300] as const;
export const UNSUPPORTED_TYPE = 'Only HEIC, JPEG and PNG photos can be uploaded.';
export const UNREADABLE = 'The photo could not be read. The file may be damaged or incomplete.';
/** Largest image accepted (width × height), read from the header before anything is decoded. */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** Images decoded and resized at the same time in this process; further ones wait in a queue. */
export const MAX_CONCURRENT_IMAGES = 2;

/** Why an image above the pixel limit is refused. */
export const tooLargeReason = (width: number, height: number, maxPixels = MAX_IMAGE_PIXELS) =>
  `The photo is too large: ${width} × ${height} pixels (the limit is ${maxPixels / 1_000_000} megapixels)`;

/** The process-wide queue of image work (its counts are observable for tests and diagnostics). */
export const imageSlots = createLimiter(MAX_CONCURRENT_IMAGES);

export class ImageRejected extends Error {}

export interface ProcessedImage {
  contentType: ContentType;
  /** Visible size (after EXIF orientation). */
  width: number;
  height: number;
  dateTaken: Date | null;
  /** Files to store beside the original (which is stored as 'original'). */
  files: Record<string, Buffer>;
  renditions: Rendition[];
}

/** EXIF 'YYYY:MM:DD HH:MM:SS' (no zone) read as UTC, like the timeline's months. */
export function parseExifDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const m = typeof value === 'string' ? /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value) : null;
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  if (!y || !mo || !d) return null;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) ? null : date;
}

async function exifDate(bytes: Buffer): Promise<Date | null> {
  try {
    const tags = await exifr.parse(bytes, { pick: ['DateTimeOriginal', 'CreateDate'], reviveValues: false });
    return parseExifDate(tags?.DateTimeOriginal) ?? parseExifDate(tags?.CreateDate);
  } catch {
    return null;
  }
}

export async function readDateTaken(bytes: Buffer, type?: ContentType): Promise<Date | null> {
  const date = await exifDate(bytes);
  if (date || type !== 'image/heic') return date;
  const tiff = findHeifExifTiff(bytes);
  return tiff ? exifDate(tiff) : null;
}

function checkPixels(width: number | undefined, height: number | undefined, maxPixels: number) {
  if (!width || !height) throw new ImageRejected(UNREADABLE);
  if (width * height > maxPixels) throw new ImageRejected(tooLargeReason(width, height, maxPixels));
}

/** Reads the size from the header (refusing images above `maxPixels`), then opens the image for decoding. */
async function decoder(bytes: Buffer, type: ContentType, maxPixels: number) {
  try {
    if (type === 'image/heic') {
      // decode.all() parses the container only; the pixels are decoded by decode(), after the size check.
      const images = await decodeHeic.all({ buffer: bytes });
      try {
        const first = images[0];
        checkPixels(first?.width, first?.height, maxPixels);
        const { width, height, data } = await first!.decode();
        const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        const open = (): Sharp => sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels });
        return { width, height, upright: false, open };
      } finally {
        images.dispose();
      }
    }
    // metadata() reads the header only; it must not stop at sharp's own pixel limit, so the reason stays clear.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    checkPixels(meta.width, meta.height, maxPixels);
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      upright: type === 'image/jpeg' && (meta.orientation ?? 1) === 1,
      open: (): Sharp => sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels }).rotate(),
    };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected(UNREADABLE);
  }
}

export interface ProcessOptions {
  /** Pixel limit (default MAX_IMAGE_PIXELS). */
  maxPixels?: number;
}

/** Checks and processes an image, waiting for one of the MAX_CONCURRENT_IMAGES slots; throws ImageRejected with the reason. */
export function processImage(bytes: Buffer, { maxPixels = MAX_IMAGE_PIXELS }: ProcessOptions = {}): Promise<ProcessedImage> {
  const contentType = detectImageType(bytes);
  if (!contentType) return Promise.reject(new ImageRejected(UNSUPPORTED_TYPE));
  return imageSlots.run(() => render(bytes, contentType, maxPixels));
}

async function render(bytes: Buffer, contentType: ContentType, maxPixels: number): Promise<ProcessedImage> {
  const image = await decoder(bytes, contentType, maxPixels);
  const { width, height } = image;
  if (!width || !height) throw new ImageRejected(UNREADABLE);
  const jpeg = (s: Sharp, quality: number) => s.flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  const files: Record<string, Buffer> = {};
  const renditions: Rendition[] = [];
  try {
    // The original serves as the displayable rendition when it is an upright JPEG; otherwise a full-size JPEG.
    let display: Rendition = { id: 'display', file: 'original', width, height };
    if (!image.upright) {
      files['display.jpg'] = (await jpeg(image.open(), 88)).data;
      display = { ...display, file: 'display.jpg' };
    }
    renditions.push(display);
    let decoded = !image.upright;
    // Largest first; each smaller thumbnail is made from the previous one (cheaper to decode, same result).
    let source: Buffer | undefined;
    for (const size of [...THUMBNAIL_SIZES].reverse()) {
      if (Math.max(width, height) <= size) {
        renditions.splice(1, 0, { ...display, id: String(size) as Rendition['id'] });
        continue;
      }
      const from = source ? sharp(source, { limitInputPixels: maxPixels }) : image.open();
      const { data, info } = await jpeg(from.resize(size, size, { fit: 'inside', withoutEnlargement: true }), 80);
      files[`${size}.jpg`] = data;
      source = data;
      renditions.splice(1, 0, { id: String(size) as Rendition['id'], file: `${size}.jpg`, width: info.width, height: info.height });
      decoded = true;
    }
    if (!decoded) await image.open().raw().toBuffer(); // proves a small upright JPEG decodes completely
  } catch {
    throw new ImageRejected(UNREADABLE);
  }
  return { contentType, width, height, dateTaken: await readDateTaken(bytes, contentType), files, renditions };
}
