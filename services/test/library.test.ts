// Photo library end to end over HTTP with real tokens: uploads (signed PUT, content checks, duplicates), signed
// blob URLs, keyset paging, delete, delete all, activation with the import WebSocket.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_IDS } from '../src/db/seed';
import { UNSUPPORTED_TYPE } from '../src/images/process';
import { databaseKinds } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { PUBLIC_URL, startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';
import { heicFixture, jpegWithDate } from './helpers/images';

const NAMES = ['emma', 'mia', 'noah', 'oliver'] as const;

describe.each(databaseKinds)('photo library (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<(typeof NAMES)[number], string>;
  const call = jsonClient(() => server.baseUrl);
  const upload = async (token: string, fileName: string, bytes: Buffer) => {
    const slots = await call('POST', '/storage-api/uploads', token, { files: [{ fileName, size: bytes.length }] });
    expect(slots.status).toBe(201);
    const slot = slots.body.uploads[0];
    const res = await fetch(slot.uploadUrl, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/jpeg', origin: PUBLIC_URL } });
    expect(res.headers.get('access-control-allow-origin')).toBe(PUBLIC_URL);
    return { slot, status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of NAMES) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('accepts JPEG, PNG and HEIC by content, rejects a text file named .jpg, and registers uploads as photos', async () => {
    const jpeg = await upload(tokens.emma, 'beach.jpg', await jpegWithDate(1600, 1200, '2024:08:09 10:11:12'));
    expect(jpeg.body).toMatchObject({ status: 'READY', contentType: 'image/jpeg', dateTaken: '2024-08-09T10:11:12.000Z', reason: null });
    const png = await upload(tokens.emma, 'drawing.png', await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } }).png().toBuffer());
    expect(png.body).toMatchObject({ status: 'READY', contentType: 'image/png', dateTaken: null });
    const heic = await upload(tokens.emma, 'IMG_0001.HEIC', heicFixture());
    expect(heic.body).toMatchObject({ status: 'READY', contentType: 'image/heic' });
    const text = await upload(tokens.emma, 'notes.jpg', Buffer.from('This is not a photo at all.'));
    expect(text.body).toMatchObject({ status: 'REJECTED', reason: UNSUPPORTED_TYPE });

    const again = await fetch(jpeg.slot.uploadUrl, { method: 'PUT', body: Buffer.from('x') });
    expect(again.status).toBe(409);
    expect((await call('GET', `/storage-api/uploads/${heic.slot.uploadId}`, tokens.emma)).body.status).toBe('READY');
    expect((await call('GET', `/storage-api/uploads/${heic.slot.uploadId}`, tokens.mia)).status).toBe(404);

    const ids = [jpeg, png, heic, text].map((u) => u.slot.uploadId);
    const registered = await call('POST', '/photo-api/photos', tokens.emma, { uploadIds: [...ids, '00000000-0000-4000-8000-000000000000'] });
    expect(registered.status).toBe(200);
    expect(registered.body.failed).toEqual([text.slot.uploadId, '00000000-0000-4000-8000-000000000000']);
    expect(registered.body.images.map((p: Json) => p.localFileName)).toEqual(['beach.jpg', 'drawing.png', 'IMG_0001.HEIC']);
    const beach = registered.body.images[0];
    expect(beach.thumbnails.map((t: Json) => [t.id, t.width, t.height])).toEqual([['300', 300, 225], ['800', 800, 600], ['1300', 1300, 975]]);
    const month = await call('GET', '/photo-api/photos/timeline/2024/8?limit=500', tokens.emma);
    expect(month.body.images.map((p: Json) => p.imageId)).toContain(beach.imageId);
    const heicPhoto = registered.body.images[2];
    const display = await fetch(heicPhoto.url);
    expect(display.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await display.arrayBuffer())).metadata()).width).toBe(640);
    const original = await fetch(heicPhoto.untouchedUrl);
    expect(original.headers.get('content-type')).toBe('image/heic');
    expect(Buffer.from(await original.arrayBuffer()).equals(heicFixture())).toBe(true);
    // Each original's CRC-32 and size were recorded as it was stored (what a zip archive of it needs up front).
    const stored = await server.services.db.selectFrom('uploads').select('content_hash').where('id', 'in', ids.slice(0, 3)).execute();
    const checksums = await server.services.db.selectFrom('original_checksums').selectAll()
      .where('content_hash', 'in', stored.map((u) => u.content_hash!)).execute();
    expect(checksums.map((c) => [Number(c.size), Number(c.crc32)]).sort()).toEqual(
      (await Promise.all(stored.map(async (u) => (await server.services.blobs.readBuffer(u.content_hash!, 'original'))!)))
        .map((bytes) => [bytes.length, crc32(bytes)]).sort());
  });

  it('reports duplicates of library photos and of READY uploads, never storing them twice', async () => {
    const bytes = await jpegWithDate(300, 200, '2020:01:02 03:04:05');
    const first = await upload(tokens.mia, 'a.jpg', bytes);
    expect(first.body.status).toBe('READY');
    const second = await upload(tokens.mia, 'a copy.jpg', bytes);
    expect(second.body).toMatchObject({ status: 'DUPLICATE', duplicateOfPhotoId: null });
    const { body } = await call('POST', '/photo-api/photos', tokens.mia, { uploadIds: [first.slot.uploadId] });
    const third = await upload(tokens.mia, 'a again.jpg', bytes);
    expect(third.body).toMatchObject({ status: 'DUPLICATE', duplicateOfPhotoId: body.images[0].imageId });
    // Another customer may hold the same content: not a duplicate for them.
    expect((await upload(tokens.oliver, 'a.jpg', bytes)).body.status).toBe('READY');
  });

  it('deletes an unregistered upload with its bytes', async () => {
    const bytes = await jpegWithDate(320, 200, '2020:01:02 03:04:05');
    const up = await upload(tokens.oliver, 'tmp.jpg', bytes);
    const row = await server.services.db.selectFrom('uploads').select('content_hash').where('id', '=', up.slot.uploadId).executeTakeFirstOrThrow();
    expect(await server.services.blobs.has(row.content_hash!, 'original')).toBe(true);
    expect((await call('DELETE', `/storage-api/uploads/${up.slot.uploadId}`, tokens.emma)).status).toBe(404);
    expect((await call('DELETE', `/storage-api/uploads/${up.slot.uploadId}`, tokens.oliver)).status).toBe(204);
    expect(await server.services.blobs.has(row.content_hash!, 'original')).toBe(false);
  });

  it('refuses bad upload signatures and answers CORS preflights for product origins only', async () => {
    const { body } = await call('POST', '/storage-api/uploads', tokens.emma, { files: [{ fileName: 'x.jpg', size: 10 }] });
    const url = new URL(body.uploads[0].uploadUrl);
    url.searchParams.set('signature', 'forged');
    expect((await fetch(url, { method: 'PUT', body: 'x' })).status).toBe(403);
    for (const [origin, allowed] of [[PUBLIC_URL, true], ['http://fotoprint-nl.localhost:4000', true], ['https://evil.example', false]] as const) {
      const res = await fetch(body.uploads[0].uploadUrl, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT' } });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
    }
    expect((await call('POST', '/storage-api/uploads', tokens.emma, { files: [{ fileName: 'x.jpg', size: 60 * 1024 * 1024 }] })).status).toBe(400);
    expect((await call('POST', '/storage-api/uploads', undefined, { files: [{ fileName: 'x.jpg', size: 1 }] })).status).toBe(401);
  });

  it('serves blobs only from valid, unexpired URLs signed for the owner', async () => {
    const { body } = await call('GET', '/photo-api/photos?limit=1', tokens.emma);
    const photo = body.images[0];
    const thumb = photo.thumbnails.find((t: Json) => t.id === '300');
    const ok = await fetch(thumb.url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    expect(ok.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(Buffer.from(await ok.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([thumb.width, thumb.height]);

    const url = new URL(thumb.url);
    const key = url.pathname.split('/').pop()!;
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 600));
    expect((await fetch(tampered)).status).toBe(403);
    const { signer } = server.services.library;
    const forMia = signer.sign(DEMO_IDS.mia, key);
    expect((await fetch(`${server.baseUrl}/storage-api/blobs/${key}?expires=${forMia.expires}&signature=${forMia.signature}`)).status).toBe(403);
    const expired = signer.sign(DEMO_IDS.emma, key, Date.now() - 2 * 3600_000);
    expect((await fetch(`${server.baseUrl}/storage-api/blobs/${key}?expires=${expired.expires}&signature=${expired.signature}`)).status).toBe(403);
    expect((await fetch(`${server.baseUrl}/storage-api/blobs/${key}`)).status).toBe(403);
    // A key of another customer's photo cannot be used with Mia's own signature either.
    const mine = (await call('GET', '/photo-api/photos?limit=1', tokens.mia)).body.images[0];
    expect((await fetch(mine.url)).status).toBe(200);
    expect((await call('GET', `/photo-api/photos/${photo.imageId}`, tokens.mia)).status).toBe(404);
  });

  it('pages a month and all photos without duplicates or gaps for every sort', async () => {
    const all = await server.services.db.selectFrom('photos').select(['id', 'date_taken']).where('user_id', '=', DEMO_IDS.emma).execute();
    const inMonth = (y: number, m: number) => all.filter((p) => (p.date_taken
      ? p.date_taken.getUTCFullYear() === y && p.date_taken.getUTCMonth() + 1 === m : y === 1970 && m === 1)).map((p) => p.id).sort();
    const collect = async (path: string, limit: number) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const sep = path.includes('?') ? '&' : '?';
        const res = await call('GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, tokens.emma);
        expect(res.status).toBe(200);
        expect(res.body.images.length).toBeLessThanOrEqual(limit);
        ids.push(...res.body.images.map((p: Json) => p.imageId));
        cursor = res.body.cursor;
      } while (cursor);
      return ids;
    };
    for (const sortKey of ['dateTaken', 'created', 'uploaded']) {
      for (const sortOrder of ['asc', 'desc']) {
        for (const [y, m] of [[2023, 7], [1970, 1]] as const) {
          const ids = await collect(`/photo-api/photos/timeline/${y}/${m}?sortKey=${sortKey}&sortOrder=${sortOrder}`, 3);
          expect(new Set(ids).size).toBe(ids.length);
          expect([...ids].sort()).toEqual(inMonth(y, m));
        }
        const everything = await collect(`/photo-api/photos?sortKey=${sortKey}&sortOrder=${sortOrder}`, 7);
        expect(new Set(everything).size).toBe(all.length);
        expect(everything.length).toBe(all.length);
      }
    }
    const dated = await call('GET', '/photo-api/photos/timeline/1970/1?sortOrder=asc&limit=24', tokens.emma);
    expect(dated.body.images[0].dateTaken).toBe('1970-01-01T00:00:00.000Z');
    expect(dated.body.images.slice(1).map((p: Json) => p.dateTaken)).toEqual(all.filter((p) => !p.date_taken).map(() => null));
    const page = await call('GET', '/photo-api/photos/timeline/2023/7', tokens.emma);
    const dates = page.body.images.map((p: Json) => p.dateTaken);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.body.images[0]).toEqual(expect.objectContaining({
      imageId: expect.any(String), uploadId: expect.any(String), localFileName: expect.stringMatching(/\.jpg$/),
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/storage-api\/blobs\/p\..+\.display\?expires=\d+&signature=/),
      untouchedUrl: expect.stringContaining('.original?'), visibleWidth: 320, visibleHeight: 240,
      created: expect.any(String), uploadEnd: expect.any(String),
    }));
    for (const bad of ['/photo-api/photos/timeline/1969/1', '/photo-api/photos/timeline/2023/13', '/photo-api/photos?limit=501',
      '/photo-api/photos?sortKey=name', '/photo-api/photos?cursor=abc', `/photo-api/photos?sortOrder=asc&cursor=${page.body.cursor}`]) {
      expect((await call('GET', bad, tokens.emma)).status).toBe(400);
    }
  });

  it('answers one photo by id, only the customer\'s own (GET /photos/{photoId}); GET /photos takes no id list', async () => {
    const emma = (await call('GET', '/photo-api/photos?limit=1', tokens.emma)).body.images[0].imageId;
    const mia = (await call('GET', '/photo-api/photos?limit=1', tokens.mia)).body.images[0].imageId;
    expect((await call('GET', `/photo-api/photos/${emma.toUpperCase()}`, tokens.emma)).body).toMatchObject({ imageId: emma });
    for (const id of [mia, 'nope', '11111111-2222-4333-8444-555555555555']) {
      expect((await call('GET', `/photo-api/photos/${id}`, tokens.emma)).status, id).toBe(404);
    }
    const listed = await call('GET', `/photo-api/photos?limit=2&ids=${mia}`, tokens.emma);
    expect(listed.body.images.map((p: Json) => p.imageId)).not.toContain(mia);
    expect(listed.body.images).toHaveLength(2);
  });

  it('deletes only own photos; ids that are not the customer\'s photos are answered failed (spec §7: the failed list)', async () => {
    const mia = (await call('GET', '/photo-api/photos?limit=3', tokens.mia)).body.images.map((p: Json) => p.imageId);
    const emma = (await call('GET', '/photo-api/photos?limit=1', tokens.emma)).body.images[0].imageId;
    const unknown = '11111111-2222-4333-8444-555555555555';
    const res = await call('DELETE', '/photo-api/photos', tokens.mia, { photoIds: [mia[0], emma, mia[1], unknown, 'garbage'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ failed: [emma, unknown, 'garbage'] });
    // A deleted one fails when asked again.
    expect((await call('DELETE', '/photo-api/photos', tokens.mia, { photoIds: [mia[0]] })).body).toEqual({ failed: [mia[0]] });
    expect((await call('GET', `/photo-api/photos/${mia[0]}`, tokens.mia)).status).toBe(404);
    expect((await call('GET', `/photo-api/photos/${mia[2]}`, tokens.mia)).status).toBe(200);
    expect((await call('GET', `/photo-api/photos/${emma}`, tokens.emma)).status).toBe(200);
    expect((await call('DELETE', '/photo-api/photos', tokens.mia, { photoIds: [] })).status).toBe(400);
  });

  it('deletes all photos of the customer only', async () => {
    const before = (await call('GET', '/photo-api/users', tokens.mia)).body.photosCount;
    const emmaBefore = (await call('GET', '/photo-api/users', tokens.emma)).body.photosCount;
    expect((await call('DELETE', '/photo-api/photos/all', tokens.mia)).body).toEqual({ deletedCount: before });
    expect((await call('GET', '/photo-api/users', tokens.mia)).body.photosCount).toBe(0);
    expect(await (await call('GET', '/photo-api/users/timeline', tokens.mia)).body).toEqual({});
    expect((await call('GET', '/photo-api/users', tokens.emma)).body.photosCount).toBe(emmaBefore);
  });

  it('refuses an unauthenticated import socket', async () => {
    for (const message of [JSON.stringify({ action: 'authenticate', token: 'forged' }), 'hello']) {
      const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/photo-api/import`);
      await new Promise((resolve) => ws.once('open', resolve));
      ws.send(message);
      const [code] = await new Promise<[number]>((resolve) => ws.once('close', (c) => resolve([c])));
      expect(code).toBe(4401);
    }
  });

  it('activates: NOT_ACTIVE → IMPORTING → ACTIVE, importing the existing uploads with live events', async () => {
    expect((await call('GET', '/photo-api/users/activate', tokens.noah)).body).toEqual({ status: 'NOT_ACTIVE', importStarted: false });
    const connect = async (token: string) => {
      const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/photo-api/import`);
      const messages: string[] = [];
      ws.on('message', (data) => messages.push(data.toString()));
      await new Promise((resolve) => ws.once('open', resolve));
      ws.send(JSON.stringify({ action: 'authenticate', token }));
      await expect.poll(() => messages[0]).toBe('OK');
      return { ws, messages };
    };
    const noah = await connect(tokens.noah);
    const emma = await connect(tokens.emma);
    const started = await call('POST', '/photo-api/users/activate', tokens.noah);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ status: 'IMPORTING', importStarted: true });
    await expect.poll(() => noah.messages.at(-1), { timeout: 20_000 }).toMatch(/IMPORT_FINISHED/);
    const events = noah.messages.slice(1).map((m) => JSON.parse(m));
    expect(events[0]).toMatchObject({ type: 'IMPORT_STARTED', data: { payload: { importedCount: 0, totalCount: 6 } } });
    expect(events.at(-1)).toMatchObject({ type: 'IMPORT_FINISHED', data: { payload: { importedCount: 6, totalCount: 6 } } });
    expect(events.filter((e) => e.type === 'IMPORT_PROGRESS')).toHaveLength(6);
    for (const e of events) {
      expect(e.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(e.data.timestamp).toISOString()).toBe(e.data.timestamp);
    }
    expect(emma.messages).toEqual(['OK']);
    expect((await call('GET', '/photo-api/users/activate', tokens.noah)).body).toEqual({ status: 'ACTIVE', importStarted: true });
    const photos = await call('GET', '/photo-api/photos?limit=50', tokens.noah);
    expect(photos.body.images).toHaveLength(6);
    expect(photos.body.images.every((p: Json) => p.dateTaken && p.thumbnails.length === 3)).toBe(true);
    expect((await fetch(photos.body.images[0].thumbnails[0].url)).status).toBe(200);
    expect((await call('POST', '/photo-api/users/activate', tokens.noah)).body.status).toBe('ACTIVE');
    noah.ws.close();
    emma.ws.close();
  });
});
