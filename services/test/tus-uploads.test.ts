// Resumable uploads (tus 1.0.0) on the signed upload slot URL: creation with the declared size, PATCHes from the offset
// a HEAD answers, the content checks on the assembled file, and the refusals (offset mismatch, beyond the declared size,
// an expired or another customer's URL, a cancelled slot, content that is not an image).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { UNSUPPORTED_TYPE } from '../src/images/process';
import { defaultDatabase } from './helpers/databases';
import { jsonClient } from './helpers/http';
import { jpegWithDate } from './helpers/images';
import { PUBLIC_URL, startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const TUS = { 'tus-resumable': '1.0.0' };

describe.each(defaultDatabase)('resumable uploads (%s)', (kind) => {
  let server: TestServer;
  let emma: string;
  let mia: string;
  const call = jsonClient(() => server.baseUrl);

  const slot = async (token: string, size: number, fileName = 'beach.jpg') => {
    const res = await call('POST', '/storage-api/uploads', token, { files: [{ fileName, size }] });
    expect(res.status).toBe(201);
    return res.body.uploads[0] as { uploadId: string; uploadUrl: string };
  };
  const create = (url: string, length: number) =>
    fetch(url, { method: 'POST', headers: { ...TUS, 'upload-length': String(length), origin: PUBLIC_URL } });
  const head = (url: string) => fetch(url, { method: 'HEAD', headers: TUS });
  const patch = (url: string, offset: number, bytes: Uint8Array) => fetch(url, {
    method: 'PATCH', body: new Uint8Array(bytes),
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', origin: PUBLIC_URL },
  });
  const status = async (token: string, id: string) => (await call('GET', `/storage-api/uploads/${id}`, token)).body;
  /** The partial files of an upload (its bytes and tus's record of it). */
  const partials = (uploadId: string) => {
    const dir = server.services.blobs.uploadsDir();
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(uploadId)) : [];
  };
  const received = async () =>
    (await server.services.metrics.registry.getSingleMetric('services_upload_bytes_received_total')!.get()).values[0]?.value ?? 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    emma = (await signIn(server.baseUrl, 'emma@example.com', 'photos123')).accessToken;
    mia = (await signIn(server.baseUrl, 'mia@example.com', 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('creates the upload on the slot URL, takes it in chunks resumed from the HEAD offset, and checks it when complete', async () => {
    const bytes = new Uint8Array(await jpegWithDate(1200, 900, '2024:05:06 07:08:09'));
    const { uploadId, uploadUrl } = await slot(emma, bytes.length);
    const before = await received();

    const created = await create(uploadUrl, bytes.length);
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(uploadUrl);
    expect(created.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
    expect(created.headers.get('access-control-expose-headers')).toMatch(/Upload-Offset/);

    const half = Math.floor(bytes.length / 2);
    const first = await patch(uploadUrl, 0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    expect((await status(emma, uploadId)).status).toBe('PENDING');

    // After a drop, the client asks where to go on from.
    const probe = await head(uploadUrl);
    expect(probe.status).toBe(200);
    expect(probe.headers.get('upload-offset')).toBe(String(half));
    expect(probe.headers.get('upload-length')).toBe(String(bytes.length));

    const last = await patch(uploadUrl, half, bytes.subarray(half));
    expect(last.status).toBe(200);
    expect(await last.json()).toMatchObject({ uploadId, status: 'READY', contentType: 'image/jpeg', dateTaken: '2024-05-06T07:08:09.000Z' });
    expect(await status(emma, uploadId)).toMatchObject({ status: 'READY' });
    expect(await received()).toBe(before + bytes.length);
    expect(partials(uploadId)).toEqual([]);

    // Complete: no more bytes, not even by the plain PUT.
    expect((await patch(uploadUrl, bytes.length, new Uint8Array(1))).status).toBe(409);
    expect((await fetch(uploadUrl, { method: 'PUT', body: bytes })).status).toBe(409);
  });

  it('answers the preflight of a tus request from a product origin', async () => {
    const { uploadUrl } = await slot(emma, 10);
    const res = await fetch(uploadUrl, {
      method: 'OPTIONS',
      headers: { origin: PUBLIC_URL, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'tus-resumable,upload-offset' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Upload-Offset/);
  });

  it('refuses an offset the upload is not at (409) and bytes beyond the declared size (413)', async () => {
    const bytes = new Uint8Array(await jpegWithDate(300, 200, '2024:01:02 03:04:05'));
    const { uploadUrl } = await slot(emma, bytes.length);
    expect((await create(uploadUrl, bytes.length)).status).toBe(201);
    expect((await patch(uploadUrl, 0, bytes.subarray(0, 100))).status).toBe(204);

    const mismatch = await patch(uploadUrl, 50, bytes.subarray(50, 150));
    expect(mismatch.status).toBe(409);
    const beyond = await patch(uploadUrl, 100, new Uint8Array(bytes.length));
    expect(beyond.status).toBe(413);
    expect(await beyond.text()).toContain(`declared for it (${bytes.length} bytes)`);
    expect((await head(uploadUrl)).headers.get('upload-offset')).toBe('100');
  });

  it('refuses an Upload-Length other than the declared size', async () => {
    const { uploadUrl, uploadId } = await slot(emma, 1000);
    const res = await create(uploadUrl, 2000);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('declared for this upload (1000 bytes)');
    expect((await status(emma, uploadId)).status).toBe('PENDING');
    expect((await create(uploadUrl, 1000)).status).toBe(201);
  });

  it('refuses an expired URL and another customer\'s signature', async () => {
    const bytes = new Uint8Array(await jpegWithDate(300, 200, '2024:01:02 03:04:05'));
    const { uploadId, uploadUrl } = await slot(emma, bytes.length);
    expect((await create(uploadUrl, bytes.length)).status).toBe(201);
    const { signer } = server.services.library;
    const signed = (accountId: string, now?: number) => {
      const s = signer.sign(accountId, `upload.${uploadId}`, now);
      return `${server.baseUrl}/storage-api/uploads/${uploadId}/content?expires=${s.expires}&signature=${s.signature}`;
    };
    const expired = await patch(signed(DEMO_IDS.emma, Date.now() - 2 * 3600_000), 0, bytes);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('invalid or expired');
    const ofMia = await patch(signed(DEMO_IDS.mia), 0, bytes);
    expect(ofMia.status).toBe(403);
    // Mia's own slot's signature on Emma's upload id.
    const miaSlot = new URL((await slot(mia, bytes.length)).uploadUrl);
    const swapped = `${server.baseUrl}/storage-api/uploads/${uploadId}/content${miaSlot.search}`;
    expect((await head(swapped)).status).toBe(403);
    expect((await head(uploadUrl)).headers.get('upload-offset')).toBe('0');
  });

  it('rejects an assembled file that is not an image, says why, and keeps nothing', async () => {
    const bytes = new TextEncoder().encode('not a photo at all, '.repeat(50));
    const { uploadId, uploadUrl } = await slot(emma, bytes.length, 'notes.jpg');
    expect((await create(uploadUrl, bytes.length)).status).toBe(201);
    expect((await patch(uploadUrl, 0, bytes.subarray(0, 500))).status).toBe(204);
    const last = await patch(uploadUrl, 500, bytes.subarray(500));
    expect(last.status).toBe(422);
    expect(await last.json()).toMatchObject({ uploadId, status: 'REJECTED', reason: UNSUPPORTED_TYPE });
    expect(partials(uploadId)).toEqual([]);
    const confirm = await call('POST', '/photo-api/photos', emma, { uploadIds: [uploadId] });
    expect(confirm.body).toMatchObject({ images: [], failed: [uploadId] });
  });

  it('refuses a cancelled slot and removes its partial bytes', async () => {
    const { uploadId, uploadUrl } = await slot(emma, 1000);
    expect((await create(uploadUrl, 1000)).status).toBe(201);
    expect((await patch(uploadUrl, 0, new Uint8Array(400))).status).toBe(204);
    expect(partials(uploadId)).toContain(uploadId);
    expect((await call('DELETE', `/storage-api/uploads/${uploadId}`, emma)).status).toBe(204);
    expect(partials(uploadId)).toEqual([]);
    const res = await patch(uploadUrl, 400, new Uint8Array(100));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('No such upload');
  });

  it('removes partial uploads left unfinished for two hours when another upload is created', async () => {
    const { uploadId, uploadUrl } = await slot(emma, 1000);
    expect((await create(uploadUrl, 1000)).status).toBe(201);
    expect((await patch(uploadUrl, 0, new Uint8Array(400))).status).toBe(204);
    const record = join(server.services.blobs.uploadsDir(), `${uploadId}.json`);
    writeFileSync(record, JSON.stringify({ ...JSON.parse(readFileSync(record, 'utf8')), creation_date: new Date(Date.now() - 3 * 3600_000).toISOString() }));
    const other = await slot(emma, 10);
    // Past the sweep's pause (an earlier test's creation swept already).
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11 * 60_000);
    try {
      expect((await create(other.uploadUrl, 10)).status).toBe(201);
    } finally {
      clock.mockRestore();
    }
    await expect.poll(() => partials(uploadId)).toEqual([]);
    expect(partials(other.uploadId)).toContain(other.uploadId);
  });

  it('keeps the plain PUT for callers that send a file at once', async () => {
    const bytes = new Uint8Array(await jpegWithDate(320, 240, '2023:03:04 05:06:07'));
    const { uploadUrl } = await slot(emma, bytes.length);
    const res = await fetch(uploadUrl, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/jpeg' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'READY' });
    // The slot's content was sent: no tus upload can start on it.
    expect((await create(uploadUrl, bytes.length)).status).toBe(409);
  });
});
