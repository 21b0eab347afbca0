import { readFileSync } from 'node:fs';
// Image intake: type by magic bytes only, EXIF date, renditions (sizes, never enlarged, orientation), HEIC.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from '../src/images/detect';
import { processImage, UNREADABLE, UNSUPPORTED_TYPE } from '../src/images/process';
import { heicFixture, jpegWithDate } from './helpers/images';

describe('image intake', () => {
  it('detects JPEG, PNG and HEIC by their magic bytes only', async () => {
    expect(detectImageType(await jpegWithDate(10, 10))).toBe('image/jpeg');
    expect(detectImageType(await sharp({ create: { width: 4, height: 4, channels: 4, background: '#fff' } }).png().toBuffer())).toBe('image/png');
    expect(detectImageType(heicFixture())).toBe('image/heic');
    expect(detectImageType(Buffer.from('Hello, I am a text file named photo.jpg'))).toBeUndefined();
    expect(detectImageType(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).webp().toBuffer())).toBeUndefined();
    expect(detectImageType(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer())).toBeUndefined();
    const avif = Buffer.from('0000001c667479706d696631000000006d696631617669666d696166', 'hex');
    expect(detectImageType(avif)).toBeUndefined();
  });

  it('rejects other content and corrupt images with a reason', async () => {
    await expect(processImage(Buffer.from('just text'))).rejects.toThrow(UNSUPPORTED_TYPE);
    const jpeg = await jpegWithDate(900, 700);
    await expect(processImage(jpeg.subarray(0, 400))).rejects.toThrow(UNREADABLE);
    await expect(processImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]))).rejects.toThrow(UNREADABLE);
  });

  it('reads EXIF DateTimeOriginal (as UTC) and makes thumbnails 300/800/1300 by the longest side', async () => {
    const image = await processImage(await jpegWithDate(2000, 1000, '2021:06:15 14:30:05'));
    expect(image.contentType).toBe('image/jpeg');
    expect(image.dateTaken?.toISOString()).toBe('2021-06-15T14:30:05.000Z');
    expect(image.renditions.map((r) => [r.id, r.width, r.height])).toEqual([
      ['display', 2000, 1000], ['300', 300, 150], ['800', 800, 400], ['1300', 1300, 650],
    ]);
    for (const r of image.renditions.filter((x) => x.file !== 'original')) {
      const meta = await sharp(image.files[r.file]).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', r.width, r.height]);
    }
    expect((await processImage(await jpegWithDate(50, 40))).dateTaken).toBeNull();
  });

  it('never enlarges and applies the EXIF orientation', async () => {
    const small = await processImage(await jpegWithDate(500, 400));
    expect(small.renditions.map((r) => [r.id, r.width, r.height])).toEqual([
      ['display', 500, 400], ['300', 300, 240], ['800', 500, 400], ['1300', 500, 400],
    ]);
    const turned = await processImage(await jpegWithDate(1600, 1200, undefined, 6));
    expect([turned.width, turned.height]).toEqual([1200, 1600]);
    expect(turned.renditions.find((r) => r.id === '800')).toMatchObject({ width: 600, height: 800 });
    const display = await sharp(turned.files['display.jpg']).metadata();
    expect([display.width, display.height]).toEqual([1200, 1600]);
  });

  it('decodes a real HEIC (heic-decode → sharp) into a displayable JPEG and thumbnails', async () => {
    const image = await processImage(heicFixture());
    expect(image.contentType).toBe('image/heic');
    expect([image.width, image.height]).toEqual([640, 480]);
    expect(image.renditions.map((r) => [r.id, r.file, r.width])).toEqual([
      ['display', 'display.jpg', 640], ['300', '300.jpg', 300], ['800', 'display.jpg', 640], ['1300', 'display.jpg', 640],
    ]);
    expect((await sharp(image.files['display.jpg']).metadata()).format).toBe('jpeg');
  });

  it('reads the date taken of a HEIC whose EXIF item exifr cannot locate (libheif heif-enc output)', async () => {
    const heic = readFileSync(new URL('./fixtures/dated-2020-03.heic', import.meta.url));
    const image = await processImage(heic);
    expect(image.contentType).toBe('image/heic');
    expect(image.dateTaken?.toISOString()).toBe('2020-03-21T09:15:00.000Z');
  });

  it('converts PNG for display', async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }).png().toBuffer();
    const image = await processImage(png);
    expect(image.contentType).toBe('image/png');
    expect(image.renditions[0]).toMatchObject({ file: 'display.jpg', width: 1000, height: 500 });
  });
});
