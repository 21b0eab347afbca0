// A PNG bomb: a small file (tens of kB) declaring 12,000 × 9,000 pixels (108 megapixels, over the 100 megapixel
// limit) PUT to a real upload slot. The storage API must answer REJECTED with a reason, without decoding it: the
// services' resident memory must not jump by more than 200 MB. The rejected upload cannot become a photo.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertLoopback, round, rssMb, sampleRss, sleep } from '../harness';
import { ask, counts, read, stack } from './context';

const WIDTH = 12_000;
const HEIGHT = 9_000;
const MAX_JUMP_MB = 200;
let bomb: Buffer;

beforeAll(async () => {
  bomb = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
  const meta = await sharp(bomb).metadata();
  expect([meta.width, meta.height]).toEqual([WIDTH, HEIGHT]);
  expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
});

describe('PNG bomb', () => {
  it('is REJECTED with a reason, and the services\' memory does not jump', async () => {
    const before = await counts('emma');
    const created = await read('emma', 'mutation($files: [PhotoUploadFileInput!]!) { createPhotoUploads(input: { files: $files }) { uploads { uploadId uploadUrl } } }',
      { files: [{ fileName: 'bomb.png', size: bomb.length }] });
    const { uploadId, uploadUrl } = created.createPhotoUploads.uploads[0] as { uploadId: string; uploadUrl: string };
    assertLoopback(uploadUrl);

    await sleep(300); // let the services settle after the slot was created
    const baseline = rssMb(stack.servicesPid);
    const sampler = sampleRss(stack.servicesPid, 100);
    const started = performance.now();
    const response = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(bomb), signal: AbortSignal.timeout(60_000) });
    const text = await response.text();
    const ms = performance.now() - started;
    await sleep(1_000); // anything decoded late would show in the next second
    const memory = sampler.stop();
    const jump = memory.peakMb - baseline;
    console.info(`[png bomb] ${bomb.length} bytes, ${WIDTH}×${HEIGHT}: HTTP ${response.status} in ${round(ms)} ms, `
      + `services VmRSS ${round(baseline)} MB → peak ${round(memory.peakMb)} MB (+${round(jump)} MB), answer ${text.slice(0, 300)}`);

    let answer: { uploadId?: string; status?: string; reason?: string | null };
    try {
      answer = JSON.parse(text);
    } catch {
      throw new Error(`the storage API answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`);
    }
    expect(answer.status, `upload answer: ${text.slice(0, 300)}`).toBe('REJECTED');
    expect(answer.reason).toBeTypeOf('string');
    expect(answer.reason!.length).toBeGreaterThan(0);
    expect(memory.processLost).toBe(false);
    expect(jump, `services VmRSS jumped by ${round(jump)} MB`).toBeLessThan(MAX_JUMP_MB);

    // The services still work, and the rejected upload cannot be added to the library.
    expect((await fetch(`${stack.servicesOrigin}/health`)).status).toBe(200);
    const confirm = await ask('emma', 'mutation($ids: [ID!]!) { confirmPhotoUploads(input: { keepUploadIds: $ids }) { photos { id } failedUploadIds } }', { ids: [uploadId] });
    expect(confirm.body.errors).toBeUndefined();
    expect(confirm.body.data?.confirmPhotoUploads).toEqual({ photos: [], failedUploadIds: [uploadId] });
    expect(await counts('emma')).toEqual(before);
    await ask('emma', 'mutation($ids: [ID!]!) { cancelPhotoUploads(input: { uploadIds: $ids }) { deletedUploadIds } }', { ids: [uploadId] });
  });
});
