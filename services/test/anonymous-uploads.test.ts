// POST /storage-api/getanonymousuploads (contracts/storage-api.yaml) over HTTP with a real token, on the default
// database (PGlite): the seeded uploads made before sign-in by id, in the order asked, unknown ids left out; the fallback of
// GET /uploads/{id} answering 404 (also for an `accountId` other than the token's); bad bodies 400, no token 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { ANONYMOUS_UPLOADS } from '../src/db/seed-anonymous-uploads';
import { defaultDatabase } from './helpers/databases';
import { jpegWithDate } from './helpers/images';
import { jsonClient } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

describe.each(defaultDatabase)('anonymous uploads (%s)', (kind) => {
  let server: TestServer;
  let token = '';
  let mia = '';
  const call = jsonClient(() => server.baseUrl);
  const [ready, pending] = ANONYMOUS_UPLOADS;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await signIn(server.baseUrl, 'emma@example.com', 'photos123')).accessToken;
    mia = (await signIn(server.baseUrl, 'mia@example.com', 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('answers the anonymous uploads asked for, after GET /uploads/{id} answered 404', async () => {
    expect((await call('GET', `/storage-api/uploads/${ready!.id}`, token)).status).toBe(404);
    const res = await call('POST', '/storage-api/getanonymousuploads', token, [pending!.id, '00000000-0000-4000-8000-000000000000', ready!.id.toUpperCase()]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { uploadId: pending!.id, fileName: 'scan-001.png', status: 'PENDING', reason: null, duplicateOfPhotoId: null, contentType: 'image/png', dateTaken: null, photoId: null },
      { uploadId: ready!.id, fileName: 'IMG_2041.jpg', status: 'READY', reason: null, duplicateOfPhotoId: null, contentType: 'image/jpeg',
        dateTaken: '2026-05-17T09:12:00.000Z', photoId: null },
    ]);
    expect((await call('POST', '/storage-api/getanonymousuploads', token, [])).body).toEqual([]);
  });

  it('answers an upload for its own account only: another accountId, or several, is a 404', async () => {
    const slots = await call('POST', '/storage-api/uploads', token, { files: [{ fileName: 'mine.jpg', size: 10 }] });
    const path = `/storage-api/uploads/${slots.body.uploads[0].uploadId}`;
    for (const query of ['', `?accountId=${DEMO_IDS.emma}`, `?accountId=${DEMO_IDS.emma.toUpperCase()}`]) {
      expect((await call('GET', `${path}${query}`, token)).body).toMatchObject({ fileName: 'mine.jpg', status: 'PENDING' });
    }
    for (const query of [`?accountId=${DEMO_IDS.mia}`, `?accountId=${DEMO_IDS.mia}&accountId=${DEMO_IDS.emma}`, '?accountId=']) {
      const res = await call('GET', `${path}${query}`, token);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('mine.jpg');
    }
    // Naming the owner does not open another account's upload.
    expect((await call('GET', `${path}?accountId=${DEMO_IDS.emma}`, mia)).status).toBe(404);
  });

  it('takes an upload made before sign-in (no token): a slot, the bytes once, then found by its id', async () => {
    const slots = await call('POST', '/storage-api/anonymous-uploads', undefined, { files: [{ fileName: 'beach.jpg', size: 100 }, { fileName: 'notes.txt', size: 5 }] });
    expect(slots.status).toBe(201);
    const [photo, text] = slots.body.uploads as Array<{ uploadId: string; uploadUrl: string }>;
    const put = (url: string, body: Uint8Array) => fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': 'application/octet-stream' } });
    const jpeg = await jpegWithDate(40, 30);
    expect((await put(`${photo!.uploadUrl.replace(/signature=[^&]+/, 'signature=forged')}`, jpeg)).status).toBe(403);
    expect(await (await put(photo!.uploadUrl, jpeg)).json()).toMatchObject({ uploadId: photo!.uploadId, status: 'READY', contentType: 'image/jpeg', reason: null });
    expect((await put(photo!.uploadUrl, jpeg)).status).toBe(409);
    expect(await (await put(text!.uploadUrl, new TextEncoder().encode('hello'))).json()).toMatchObject({ status: 'REJECTED', reason: 'Only HEIC, JPEG and PNG photos can be uploaded.' });
    // After sign-in: not an upload of the account (404), so the fallback finds it.
    expect((await call('GET', `/storage-api/uploads/${photo!.uploadId}?accountId=${DEMO_IDS.mia}`, mia)).status).toBe(404);
    const found = await call('POST', '/storage-api/getanonymousuploads', mia, [photo!.uploadId]);
    expect(found.body).toEqual([expect.objectContaining({ uploadId: photo!.uploadId, fileName: 'beach.jpg', status: 'READY' })]);
  });

  it('words a refusal in the upload language of the slots, falling back to en-GB', async () => {
    const refusal = async (language?: string) => {
      const slot = (await call('POST', '/storage-api/anonymous-uploads', undefined, { files: [{ fileName: 'x.txt', size: 5 }], language })).body.uploads[0];
      return ((await (await fetch(slot.uploadUrl, { method: 'PUT', body: 'hello' })).json()) as { reason: string }).reason;
    };
    expect(await refusal('nl-NL')).toBe('Alleen HEIC-, JPEG- en PNG-foto’s kunnen worden geüpload.');
    expect(await refusal('it-IT')).toBe('Only HEIC, JPEG and PNG photos can be uploaded.');
    expect(await refusal()).toBe('Only HEIC, JPEG and PNG photos can be uploaded.');
  });

  it('refuses anonymous slots for no files, too many, too large or nameless files (400)', async () => {
    const file = { fileName: 'a.jpg', size: 10 };
    for (const body of [{}, { files: [] }, { files: Array.from({ length: 21 }, () => file) }, { files: [{ fileName: '', size: 1 }] },
      { files: [{ fileName: 'big.jpg', size: 50 * 1024 * 1024 + 1 }] }, { files: [{ fileName: 'a.jpg', size: 0 }] }]) {
      expect((await call('POST', '/storage-api/anonymous-uploads', undefined, body)).status).toBe(400);
    }
  });

  it('refuses bad bodies (400) and a missing token (401)', async () => {
    for (const body of [{ ids: [ready!.id] }, ['nope'], [1], Array.from({ length: 101 }, () => ready!.id), 'x']) {
      expect((await call('POST', '/storage-api/getanonymousuploads', token, body)).status).toBe(400);
    }
    expect((await call('POST', '/storage-api/getanonymousuploads', undefined, [ready!.id])).status).toBe(401);
  });
});
