// Archive URLs, as someone holding one (or guessing one) would use them: the zip is streamed from the originals for
// each request, with byte ranges. Another customer's archive is refused whatever its URL is made of (the signature
// binds the owner and the download); a forged or expired signature is 403 before any byte, Range or not. Tampered
// ranges — negative, past the end, huge numbers, thousands of ranges at once — are ignored (the whole archive, 200),
// clamped to the archive (206), or refused (416 with only the size): never a byte outside the archive, never more
// bytes than it has, never a multipart answer that repeats it.
import { beforeAll, describe, expect, it } from 'vitest';
import { assertLoopback, sleep } from '../harness';
import { rest, stack } from './context';

interface Archive { id: string; url: string; bytes: Buffer; etag: string }

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  assertLoopback(url);
  const response = await fetch(url, { method, headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A finished download of the customer's first photos, its signed URL and whole archive. */
async function archiveOf(customer: 'emma' | 'mia', count: number): Promise<Archive> {
  const photos = (await rest(customer, 'GET', `/photo-api/photos?limit=${count}`)).json().images.map((p: { imageId: string }) => p.imageId);
  const created = await rest(customer, 'POST', '/download-api/downloads', { photos });
  expect(created.status).toBe(202);
  const { id } = created.json();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await rest(customer, 'GET', `/download-api/downloads/${id}`)).json().status === 'FINISHED') break;
    await sleep(100);
  }
  const { url } = (await rest(customer, 'GET', `/download-api/downloads/${id}/url`)).json();
  const whole = await get(url);
  expect(whole.status).toBe(200);
  return { id, url, bytes: whole.bytes, etag: whole.headers.get('etag')! };
}

let emma: Archive;
let mia: Archive;

beforeAll(async () => {
  emma = await archiveOf('emma', 3);
  mia = await archiveOf('mia', 2);
});

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
const query = (url: string) => new URL(url).search;

describe('another customer\'s archive', () => {
  it('is refused with any signature but the owner\'s, Range or HEAD, and nothing of it is sent', async () => {
    expect(isZip(emma.bytes)).toBe(true);
    // Mia's own signature on Emma's download; Emma's signature on Mia's.
    const swapped = [
      `${stack.servicesOrigin}/download-api/archives/${emma.id}${query(mia.url)}`,
      `${stack.servicesOrigin}/download-api/archives/${mia.id}${query(emma.url)}`,
    ];
    for (const url of swapped) {
      for (const [headers, method] of [[{}, 'GET'], [{ range: 'bytes=0-99' }, 'GET'], [{}, 'HEAD']] as const) {
        const answer = await get(url, headers, method);
        expect(answer.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(isZip(answer.bytes)).toBe(false);
        expect(answer.headers.get('content-range')).toBeNull();
        expect([emma.etag, mia.etag]).not.toContain(answer.headers.get('etag')); // express's own ETag of the JSON error at most
      }
    }
    // Through the API: Mia cannot see Emma's download nor get a URL for it.
    expect((await rest('mia', 'GET', `/download-api/downloads/${emma.id}/url`)).status).toBe(404);
  });

  it('is refused with a forged or expired signature', async () => {
    const url = new URL(emma.url);
    const signature = url.searchParams.get('signature')!;
    const forged = new URL(url);
    forged.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    const expired = new URL(url);
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 600));
    const unsigned = new URL(url);
    unsigned.search = '';
    for (const bad of [forged, expired, unsigned]) {
      const answer = await get(bad.toString(), { range: 'bytes=0-' });
      expect(answer.status, bad.search).toBe(403);
      expect(isZip(answer.bytes)).toBe(false);
    }
  });
});

describe('tampered ranges', () => {
  it('are ignored, clamped or refused, never answering a byte outside the archive', async () => {
    const size = emma.bytes.length;
    const cases: Array<[string, number, Buffer | undefined]> = [
      ['bytes=-5-10', 200, emma.bytes], // negative start: malformed, ignored
      ['bytes=-0', 416, undefined],
      ['bytes=10-5', 200, emma.bytes], // backwards: ignored
      ['bytes=0-99999999999999', 206, emma.bytes],
      ['bytes=0-999999999999999999999999999999', 206, emma.bytes],
      [`bytes=${size - 10}-99999999999999`, 206, emma.bytes.subarray(size - 10)],
      ['bytes=-99999999999999', 206, emma.bytes], // a suffix longer than the archive: all of it
      [`bytes=${size}-${size + 100}`, 416, undefined],
      ['bytes=99999999999999-', 416, undefined],
      ['bytes=18446744073709551616-18446744073709551617', 416, undefined],
      ['bytes=0x10-0x20', 200, emma.bytes],
      ['bytes=1e3-2e3', 200, emma.bytes],
      ['bytes= 0 - 9 ', 200, emma.bytes], // spaces inside a range: malformed, ignored
    ];
    for (const [range, status, expected] of cases) {
      const answer = await get(emma.url, { range });
      expect(answer.status, range).toBe(status);
      if (status === 416) {
        expect(answer.headers.get('content-range'), range).toBe(`bytes */${size}`);
        expect(isZip(answer.bytes)).toBe(false);
        continue;
      }
      expect(answer.bytes.equals(expected!), range).toBe(true);
      expect(Number(answer.headers.get('content-length')), range).toBe(answer.bytes.length);
      if (status === 206) {
        const start = size - expected!.length;
        expect(answer.headers.get('content-range'), range).toBe(`bytes ${start}-${size - 1}/${size}`);
      }
    }
  });

  it('in thousands at once are answered with the archive once (200), never one part per range', async () => {
    const size = emma.bytes.length;
    const overlapping = `bytes=${Array.from({ length: 1000 }, () => '0-').join(',')}`;
    const scattered = `bytes=${Array.from({ length: 1000 }, (_, i) => `${i * 7}-${i * 7 + 3}`).join(',')}`;
    for (const range of [overlapping, scattered, 'bytes=0-0,-1']) {
      const answer = await get(emma.url, { range });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect(answer.bytes.length).toBe(size);
      expect(answer.bytes.equals(emma.bytes)).toBe(true);
    }
  });

  it('with an If-Range of another archive answer the whole archive, not the range of a different one', async () => {
    const answer = await get(emma.url, { range: 'bytes=0-9', 'if-range': mia.etag });
    expect(answer.status).toBe(200);
    expect(answer.bytes.equals(emma.bytes)).toBe(true);
    expect(mia.etag).not.toBe(emma.etag);
  });
});
