// Test images: the committed HEIC fixture (heif-enc from a generated 640x480 JPEG) and JPEGs made on the fly.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

export const heicFixture = () => readFileSync(new URL('../fixtures/photo.heic', import.meta.url));

export async function jpegWithDate(width: number, height: number, date?: string, orientation?: number) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg();
  if (date) image = image.withExif({ IFD2: { DateTimeOriginal: date } });
  const bytes = await image.toBuffer();
  return orientation ? sharp(bytes).withMetadata({ orientation }).jpeg().toBuffer() : bytes;
}
