import { readFileSync } from 'node:fs';
// Image intake: type by magic bytes only, EXIF date, renditions (sizes, never enlarged, orientation), HEIC.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from '../src/images/detect';
import {
  imageSlots, MAX_CONCURRENT_IMAGES, MAX_IMAGE_PIXELS, processImage, tooLargeReason, UNREADABLE, UNSUPPORTED_TYPE,
} from '../src/images/process';
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

  it('refuses an image above the pixel limit from its header, before decoding it', async () => {
    // About 300 kB of PNG that would decode to 108 megapixels.
    const bomb = await sharp({ create: { width: 12000, height: 9000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(12000 * 9000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    await expect(processImage(bomb)).rejects.toThrow('The photo is too large: 12000 × 9000 pixels (the limit is 100 megapixels)');
    // Exactly at the limit is fine (the header says so; this one is small enough to decode in a test).
    const atLimit = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#fff' } }).png().toBuffer();
    expect((await processImage(atLimit, { maxPixels: 800_000 })).width).toBe(1000);
    await expect(processImage(atLimit, { maxPixels: 799_999 })).rejects.toThrow(tooLargeReason(1000, 800, 799_999));
  });

  it('reads the size of a HEIC from its container before decoding it', async () => {
    // The fixture is 640 × 480: with a lower limit it is refused with its size, not decoded.
    await expect(processImage(heicFixture(), { maxPixels: 640 * 480 - 1 })).rejects.toThrow('The photo is too large: 640 × 480 pixels');
    expect((await processImage(heicFixture(), { maxPixels: 640 * 480 })).width).toBe(640);
  });

  it(`processes at most ${MAX_CONCURRENT_IMAGES} images at once; the others wait their turn`, async () => {
    expect(MAX_CONCURRENT_IMAGES).toBe(2);
    const jpeg = await jpegWithDate(1600, 1200);
    const running = Array.from({ length: 5 }, () => processImage(jpeg));
    expect([imageSlots.active, imageSlots.pending]).toEqual([2, 3]);
    const seen = new Set<number>();
    const sample = setInterval(() => seen.add(imageSlots.active), 1);
    const done = await Promise.all(running);
    clearInterval(sample);
    expect(done.map((image) => image.width)).toEqual([1600, 1600, 1600, 1600, 1600]);
    expect(Math.max(...seen)).toBeLessThanOrEqual(2);
    expect([imageSlots.active, imageSlots.pending]).toEqual([0, 0]);
    // A refusal frees its slot too.
    await expect(Promise.all([processImage(Buffer.from([0xff, 0xd8, 0xff, 1, 2])), processImage(jpeg)])).rejects.toThrow(UNREADABLE);
    await expect.poll(() => imageSlots.active).toBe(0);
  });
});
