// Turns uploaded bytes into a library asset: type by magic bytes, decode (HEIC via heic-decode → RGBA → sharp),
// EXIF DateTimeOriginal, a browser-displayable full-size JPEG and thumbnails 300/800/1300 (longest side, never
// enlarged, EXIF orientation applied).
import exifr from 'exifr';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import type { ContentType, Rendition } from '../db/schema';
import { detectImageType } from './detect';
import { findHeifExifTiff } from './heif-exif';

export const THUMBNAIL_SIZES = [300, 800, 1300] as const;
export const UNSUPPORTED_TYPE = 'Only HEIC, JPEG and PNG photos can be uploaded.';
export const UNREADABLE = 'The photo could not be read. The file may be damaged or incomplete.';

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

async function decoder(bytes: Buffer, type: ContentType) {
  try {
    if (type === 'image/heic') {
      const { width, height, data } = await decodeHeic({ buffer: bytes });
      const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      return { width, height, upright: false, open: (): Sharp => sharp(pixels, { raw: { width, height, channels: 4 } }) };
    }
    const meta = await sharp(bytes).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      upright: type === 'image/jpeg' && (meta.orientation ?? 1) === 1,
      open: (): Sharp => sharp(bytes, { failOn: 'error' }).rotate(),
    };
  } catch {
    throw new ImageRejected(UNREADABLE);
  }
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const contentType = detectImageType(bytes);
  if (!contentType) throw new ImageRejected(UNSUPPORTED_TYPE);
  const image = await decoder(bytes, contentType);
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
      const from = source ? sharp(source) : image.open();
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
