// Download API over HTTP with real tokens, on every available database: zip archives streamed from the originals
// (manifests fixed in the background), the live connection's events, limits, privacy of downloads and archive URLs,
// byte ranges and resumed downloads, photos gone before or after the manifest was fixed, shared-album downloads and
// builds resumed after a restart.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadJobs } from '../src/archive/jobs';
import { DEMO_ALBUM_IDS, DEMO_IDS } from '../src/db/seed';
import { createMetrics } from '../src/metrics';
import { ArchiveBus } from '../src/push/bus';
import { demoCustomers } from './helpers/customers';
import { databaseKinds } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { closeCodeAfter, connectLive, type LiveClient } from './helpers/live';
import { silentLog } from './helpers/logs';
import { startTestServer, type TestServer } from './helpers/server';
import { readZip, sha256 } from './helpers/zip';

type Name = 'emma' | 'mia' | 'lucas' | 'sophie';
const LIVE = '/download-api/live';

describe.each(databaseKinds)('downloads (%s)', (kind) => {
  let server: TestServer;
  let tokens: Record<Name, string>;
  let photosOf: Record<Name, string[]>;
  const sockets: LiveClient[] = [];
  const call = jsonClient(() => server.baseUrl);
  const db = () => server.services.db;
  const live = async (name: Name) => {
    const client = await connectLive(server.baseUrl, LIVE, tokens[name]);
    sockets.push(client);
    return client;
  };
  /** sha256 of each photo's original, by photo id. */
  const originals = async (ids: string[]) => {
    const rows = await db().selectFrom('photos').select(['id', 'content_hash']).where('id', 'in', ids).execute();
    const out = new Map<string, string>();
    for (const r of rows) out.set(r.id, sha256((await server.services.blobs.readBuffer(r.content_hash, 'original'))!));
    return ids.map((id) => out.get(id));
  };
  const fetchArchive = async (token: string, id: string) => {
    const { body } = await call('GET', `/download-api/downloads/${id}/url`, token);
    const res = await fetch(body.url);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const events = (client: LiveClient, downloadId: string) =>
    client.messages().filter((m) => m.message.downloadId === downloadId);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ tokens, photosOf } = await demoCustomers<Name>(server, ['emma', 'mia', 'lucas', 'sophie']));
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.stop();
  });

  it('zips the originals byte for byte with unique names, pushing started and finished', async () => {
    const mia = await live('mia');
    const emma = await live('emma');
    const ids = photosOf.mia.slice(0, 5);
    for (const [i, name] of ['IMG_0001.JPG', 'img_0001.jpg', 'IMG_0001.JPG'].entries()) {
      await db().updateTable('photos').set({ local_file_name: name }).where('id', '=', ids[i]!).execute();
    }
    const names = await db().selectFrom('photos').select(['id', 'local_file_name']).where('id', 'in', ids).execute();
    const nameOf = new Map(names.map((r) => [r.id, r.local_file_name]));

    const created = await call('POST', '/download-api/downloads', tokens.mia, { name: 'Mia holiday', photos: ids });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ name: 'Mia holiday', status: 'PENDING', photos: ids, photosCount: 5, done: 0,
      albumId: null, fileName: 'Mia holiday.zip', size: null, finishedAt: null });
    const { id } = created.body;
    await expect.poll(() => events(mia, id).at(-1)?.key, { timeout: 20_000 }).toBe('ARCHIVE_FINISHED');
    await server.services.downloads.idle();

    const pushed = events(mia, id);
    expect(pushed.map((m) => [m.key, m.message.done, m.message.total])).toEqual([['ARCHIVE_STARTED', 0, 5], ['ARCHIVE_FINISHED', 5, 5]]);
    for (const m of pushed) {
      expect(m.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(m.timestamp).toISOString()).toBe(m.timestamp);
      expect(m.message).toMatchObject({ userId: DEMO_IDS.mia, downloadId: id });
    }
    expect(events(emma, id)).toEqual([]);

    const listed = await call('GET', '/download-api/downloads', tokens.mia);
    expect(listed.body.items[0]).toMatchObject({ id, status: 'FINISHED', done: 5, size: expect.any(Number), finishedAt: expect.any(String) });
    const { res, bytes } = await fetchArchive(tokens.mia, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Mia holiday.zip"/);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBe(listed.body.items[0].size);
    const entries = await readZip(bytes);
    expect(entries.map((e) => e.name)).toEqual(['IMG_0001.JPG', 'img_0001 (2).jpg', 'IMG_0001 (3).JPG', nameOf.get(ids[3]!), nameOf.get(ids[4]!)]);
    expect(entries.map((e) => e.sha256)).toEqual(await originals(ids));
    expect(entries.every((e) => e.method === 0)).toBe(true);
    // The manifest is in the row; the bytes are made again for each request, the same each time.
    const row = await db().selectFrom('downloads').select('manifest').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.manifest!.map((e) => e.photoId)).toEqual(ids);
    expect((await fetchArchive(tokens.mia, id)).bytes.equals(bytes)).toBe(true);
  });

  it('answers byte ranges of an archive: 206, resumed downloads byte-identical, 416, If-Range, HEAD, several ranges', async () => {
    const { body: created } = await call('POST', '/download-api/downloads', tokens.mia, { photos: photosOf.mia.slice(5, 12) });
    await server.services.downloads.idle();
    const { body } = await call('GET', `/download-api/downloads/${created.id}/url`, tokens.mia);
    const url = body.url as string;
    const get = async (headers: Record<string, string> = {}, method = 'GET') => {
      const res = await fetch(url, { method, headers });
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const full = await get();
    const size = full.bytes.length;
    const etag = full.res.headers.get('etag')!;
    expect(size).toBe(Number(full.res.headers.get('content-length')));

    const part = await get({ range: 'bytes=100-1099' });
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe(`bytes 100-1099/${size}`);
    expect(part.res.headers.get('content-length')).toBe('1000');
    expect(part.res.headers.get('etag')).toBe(etag);
    expect(part.bytes.equals(full.bytes.subarray(100, 1100))).toBe(true);
    expect((await get({ range: 'bytes=-10' })).bytes.equals(full.bytes.subarray(size - 10))).toBe(true);

    // Interrupted at half, resumed from there with If-Range: the pieces make the same file.
    const half = Math.floor(size / 2);
    const first = await get({ range: `bytes=0-${half - 1}` });
    const rest = await get({ range: `bytes=${half}-`, 'if-range': etag });
    expect(rest.res.status).toBe(206);
    expect(rest.res.headers.get('content-range')).toBe(`bytes ${half}-${size - 1}/${size}`);
    expect(Buffer.concat([first.bytes, rest.bytes]).equals(full.bytes)).toBe(true);
    expect(await readZip(Buffer.concat([first.bytes, rest.bytes]))).toHaveLength(7);

    const beyond = await get({ range: `bytes=${size}-` });
    expect(beyond.res.status).toBe(416);
    expect(beyond.res.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(beyond.res.headers.get('content-type')).toMatch(/^application\/json/); // the reason, not a zip
    expect(beyond.res.headers.get('content-disposition')).toBeNull();
    // If-Range with another validator (another version, or a date): the whole archive.
    for (const ifRange of ['"another"', 'Wed, 21 Oct 2015 07:28:00 GMT', `W/${etag}`]) {
      const whole = await get({ range: 'bytes=0-9', 'if-range': ifRange });
      expect(whole.res.status, ifRange).toBe(200);
      expect(whole.bytes.equals(full.bytes)).toBe(true);
    }
    // Several ranges, or a malformed one: the whole archive (200), never a multipart answer.
    for (const range of ['bytes=0-9,20-29', 'bytes=5-1', 'bytes=-5-10', 'lines=1-2']) {
      const whole = await get({ range });
      expect([whole.res.status, whole.bytes.length], range).toEqual([200, size]);
    }
    const head = await get({}, 'HEAD');
    expect(head.res.status).toBe(200);
    expect([head.res.headers.get('content-length'), head.res.headers.get('etag'), head.res.headers.get('accept-ranges')])
      .toEqual([String(size), etag, 'bytes']);
    expect(head.bytes.length).toBe(0);
  });

  it('answers 410 for an archive whose photo was deleted (or its original lost) after it was prepared', async () => {
    // A photo of Mia's own (a copy of a seeded one's row: the same original), deleted once the manifest is fixed.
    const source = await db().selectFrom('photos').selectAll().where('id', '=', photosOf.mia[12]!).executeTakeFirstOrThrow();
    const photo = { ...source, id: randomUUID(), upload_id: randomUUID(), local_file_name: 'doomed.jpg', renditions: JSON.stringify(source.renditions) };
    await db().insertInto('photos').values(photo).execute();
    const { body: created } = await call('POST', '/download-api/downloads', tokens.mia, { photos: [photosOf.mia[13], photo.id] });
    await server.services.downloads.idle();
    const { body } = await call('GET', `/download-api/downloads/${created.id}/url`, tokens.mia);
    expect((await fetch(body.url)).status).toBe(200);
    await db().deleteFrom('photos').where('id', '=', photo.id).execute();
    const gone = await fetch(body.url, { headers: { range: 'bytes=0-99' } });
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ code: 'ARCHIVE_GONE', message: expect.stringContaining(photo.id) });
    expect((await fetch(body.url, { method: 'HEAD' })).status).toBe(410);

    // The original shorter than the manifest says: refused before the first byte too.
    const { body: other } = await call('POST', '/download-api/downloads', tokens.mia, { photos: [photosOf.mia[12]] });
    await server.services.downloads.idle();
    const { body: otherUrl } = await call('GET', `/download-api/downloads/${other.id}/url`, tokens.mia);
    const { blobs } = server.services;
    const original = (await blobs.readBuffer(source.content_hash, 'original'))!;
    await blobs.put(source.content_hash, { original: original.subarray(1) });
    try {
      expect((await fetch(otherUrl.url)).status).toBe(410);
    } finally {
      await blobs.put(source.content_hash, { original });
    }
    expect((await fetch(otherUrl.url)).status).toBe(200);
  });

  it('refuses no photos, more than 100, malformed bodies and photos that are not the customer\'s', async () => {
    const count = async () => (await db().selectFrom('downloads').select('id').execute()).length;
    const before = await count();
    const refused: Array<[unknown, string]> = [
      [{ photos: [] }, 'NO_PHOTOS'],
      [{ photos: Array.from({ length: 101 }, () => randomUUID()) }, 'TOO_MANY_PHOTOS'],
      [{ photos: 'all' }, 'INVALID'],
      [{ photos: [photosOf.mia[0]], id: 'not-a-uuid' }, 'INVALID'],
      [{ photos: [photosOf.mia[0]], name: 'x'.repeat(201) }, 'INVALID'],
    ];
    for (const [body, code] of refused) {
      const res = await call('POST', '/download-api/downloads', tokens.mia, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code, message: expect.any(String) });
    }
    const foreign = await call('POST', '/download-api/downloads', tokens.mia, { photos: [photosOf.mia[0], photosOf.emma[0], 'nope'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'PHOTOS_NOT_FOUND', failed: [photosOf.emma[0], 'nope'] });
    expect((await call('POST', '/download-api/downloads', undefined, { photos: [photosOf.mia[0]] })).status).toBe(401);
    expect(await count()).toBe(before);

    // The same photo twice is one photo; 100 distinct ids are counted, not 101 entries.
    const twice = await call('POST', '/download-api/downloads', tokens.mia, { photos: [photosOf.mia[0], photosOf.mia[0]] });
    expect(twice.body).toMatchObject({ photosCount: 1, name: null, fileName: 'photos.zip' });
    await server.services.downloads.idle();
  });

  it("keeps a customer's downloads and archives private", async () => {
    const id = randomUUID();
    const created = await call('POST', '/download-api/downloads', tokens.emma, { id, photos: photosOf.emma.slice(0, 2) });
    expect(created.body.id).toBe(id);
    // Repeating the POST answers the same download; another customer cannot take the id.
    expect((await call('POST', '/download-api/downloads', tokens.emma, { id, photos: photosOf.emma.slice(0, 2) })).body.id).toBe(id);
    expect((await call('POST', '/download-api/downloads', tokens.mia, { id, photos: photosOf.mia.slice(0, 1) })).status).toBe(409);
    await server.services.downloads.idle();

    expect((await call('GET', '/download-api/downloads', tokens.mia)).body.items.map((d: Json) => d.id)).not.toContain(id);
    expect((await call('GET', `/download-api/downloads/${id}`, tokens.mia)).status).toBe(404);
    expect((await call('GET', `/download-api/downloads/${id}/url`, tokens.mia)).status).toBe(404);
    expect((await call('GET', `/download-api/downloads/${id}`, tokens.emma)).body.status).toBe('FINISHED');

    const { body } = await call('GET', `/download-api/downloads/${id}/url`, tokens.emma);
    expect(body.url).toMatch(new RegExp(`^${server.baseUrl}/download-api/archives/${id}\\?expires=\\d+&signature=`));
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 3_000_000);
    expect((await fetch(body.url)).status).toBe(200);
    const { signer } = server.services.library;
    const urlFor = (account: string, now?: number) => {
      const s = signer.sign(account, `d.${id}`, now);
      return `${server.baseUrl}/download-api/archives/${id}?expires=${s.expires}&signature=${s.signature}`;
    };
    expect((await fetch(urlFor(DEMO_IDS.mia))).status).toBe(403); // signed for another customer
    expect((await fetch(urlFor(DEMO_IDS.emma, Date.now() - 3 * 3600_000))).status).toBe(403); // expired
    const tampered = body.url.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await fetch(tampered)).status).toBe(403);
    expect((await fetch(tampered, { headers: { range: 'bytes=0-9' } })).status).toBe(403); // no byte of it either
    expect((await fetch(body.url.replace(id, randomUUID()))).status).toBe(404);
  });

  it('fails cleanly when an original is missing: error event, FAILED, no URL', async () => {
    const lucas = await live('lucas');
    const ids = photosOf.lucas.slice(0, 4);
    const victim = await db().selectFrom('photos').select(['content_hash', 'renditions']).where('id', '=', ids[2]!).executeTakeFirstOrThrow();
    const { blobs } = server.services;
    const saved: Record<string, Buffer> = {};
    for (const file of new Set(['original', ...victim.renditions.map((r) => r.file)])) {
      saved[file] = (await blobs.readBuffer(victim.content_hash, file))!;
    }
    await blobs.delete(victim.content_hash);
    try {
      const { body } = await call('POST', '/download-api/downloads', tokens.lucas, { photos: ids });
      await expect.poll(() => events(lucas, body.id).at(-1)?.key, { timeout: 20_000 }).toBe('ARCHIVE_ERROR');
      await server.services.downloads.idle();
      expect(events(lucas, body.id).map((m) => [m.key, m.message.done])).toEqual([['ARCHIVE_STARTED', 0], ['ARCHIVE_ERROR', 0]]);
      expect((await call('GET', `/download-api/downloads/${body.id}`, tokens.lucas)).body).toMatchObject({ status: 'FAILED', done: 0, size: null });
      expect((await call('GET', `/download-api/downloads/${body.id}/url`, tokens.lucas)).status).toBe(409);
      const s = server.services.library.signer.sign(DEMO_IDS.lucas, `d.${body.id}`);
      expect((await fetch(`${server.baseUrl}/download-api/archives/${body.id}?expires=${s.expires}&signature=${s.signature}`)).status).toBe(404);
    } finally {
      await blobs.put(victim.content_hash, saved);
    }
  });

  it('downloads photos of a shared album the customer owns or takes part in, and no others', async () => {
    const album = await db().selectFrom('album_photos').innerJoin('photos', 'photos.id', 'album_photos.photo_id')
      .select(['photos.id', 'photos.user_id']).where('album_id', '=', DEMO_ALBUM_IDS.familyWeekend).orderBy('photos.id').execute();
    const refs = album.map((p) => ({ photoId: p.id, ownerId: p.user_id }));
    expect(new Set(refs.map((r) => r.ownerId))).toEqual(new Set([DEMO_IDS.emma, DEMO_IDS.sophie]));
    const post = (token: string, body: Record<string, unknown>) => call('POST', '/download-api/shared-album-downloads', token, body);

    // Lucas takes part in Emma's 'Family weekend': every participant's photo, the album's name.
    const created = await post(tokens.lucas, { albumId: DEMO_ALBUM_IDS.familyWeekend, photos: refs });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ albumId: DEMO_ALBUM_IDS.familyWeekend, name: 'Family weekend', photosCount: refs.length });
    await server.services.downloads.idle();
    const { res, bytes } = await fetchArchive(tokens.lucas, created.body.id);
    expect(res.headers.get('content-disposition')).toMatch(/filename="Family weekend.zip"/);
    expect((await readZip(bytes)).map((e) => e.sha256)).toEqual(await originals(refs.map((r) => r.photoId)));

    // The owner too; a wrong owner, a photo outside the album, or someone outside the album is refused.
    expect((await post(tokens.emma, { albumId: DEMO_ALBUM_IDS.familyWeekend, photos: refs.slice(0, 1), name: 'Mine' })).status).toBe(202);
    const wrongOwner = await post(tokens.lucas, { albumId: DEMO_ALBUM_IDS.familyWeekend, photos: [{ ...refs[0]!, ownerId: DEMO_IDS.lucas }] });
    expect(wrongOwner.body).toMatchObject({ code: 'PHOTOS_NOT_FOUND', failed: [refs[0]!.photoId] });
    const outside = await post(tokens.lucas, { albumId: DEMO_ALBUM_IDS.familyWeekend, photos: [{ photoId: photosOf.lucas[0], ownerId: DEMO_IDS.lucas }] });
    expect(outside.status).toBe(400);
    expect((await post(tokens.mia, { albumId: DEMO_ALBUM_IDS.familyWeekend, photos: refs })).status).toBe(404);
    expect((await post(tokens.emma, { albumId: DEMO_ALBUM_IDS.summer2023, photos: refs })).status).toBe(404); // not shared
    expect((await post(tokens.lucas, { albumId: DEMO_ALBUM_IDS.familyWeekend, photos: [] })).body.code).toBe('NO_PHOTOS');
    expect((await post(tokens.lucas, { albumId: DEMO_ALBUM_IDS.familyWeekend, photos: [photosOf.lucas[0]] })).body.code).toBe('INVALID');
    await server.services.downloads.idle();
  });

  it('refuses a live connection without a valid token', async () => {
    for (const message of [JSON.stringify({ action: 'authenticate', token: 'forged' }), 'hello']) {
      expect(await closeCodeAfter(server.baseUrl, LIVE, message)).toBe(4401);
    }
  });

  it('builds again the downloads a stopped process left PENDING or IN_PROGRESS', async () => {
    const { blobs } = server.services;
    const photos = JSON.stringify(photosOf.sophie.slice(0, 3).map((photoId) => ({ photoId, ownerId: DEMO_IDS.sophie })));
    const rows = await db().insertInto('downloads').values([
      { user_id: DEMO_IDS.sophie, name: 'interrupted', photos, photos_count: 3, status: 'IN_PROGRESS', done_count: 2 },
      { user_id: DEMO_IDS.sophie, name: 'queued', photos, photos_count: 3 },
    ]).returning('id').execute();
    const events = new ArchiveBus();
    const seen: string[] = [];
    events.subscribe(DEMO_IDS.sophie, (m) => seen.push(`${m.key} ${m.message.done}`));
    const jobs = new DownloadJobs({ db: db(), blobs, events, log: silentLog, metrics: createMetrics() });
    await jobs.resume();
    await jobs.idle();
    await jobs.stop();
    for (const { id } of rows) {
      expect((await call('GET', `/download-api/downloads/${id}`, tokens.sophie)).body).toMatchObject({ status: 'FINISHED', done: 3 });
      expect((await readZip((await fetchArchive(tokens.sophie, id)).bytes)).map((e) => e.sha256))
        .toEqual(await originals(photosOf.sophie.slice(0, 3)));
    }
    expect(seen.filter((s) => s.startsWith('ARCHIVE_FINISHED'))).toEqual(['ARCHIVE_FINISHED 3', 'ARCHIVE_FINISHED 3']);
  });

  it('streams a download finished by an earlier version (no manifest), computing missing checksums once', async () => {
    const ids = photosOf.sophie.slice(3, 6);
    const hashes = (await db().selectFrom('photos').select('content_hash').where('id', 'in', ids).execute()).map((r) => r.content_hash);
    await db().deleteFrom('original_checksums').where('content_hash', 'in', hashes).execute();
    const photos = JSON.stringify(ids.map((photoId) => ({ photoId, ownerId: DEMO_IDS.sophie })));
    const { id } = await db().insertInto('downloads').values({
      user_id: DEMO_IDS.sophie, name: 'old', photos, photos_count: 3, status: 'FINISHED', done_count: 3, size: 12345, finished_at: new Date(),
    }).returning('id').executeTakeFirstOrThrow();
    const { res, bytes } = await fetchArchive(tokens.sophie, id);
    expect(res.status).toBe(200);
    expect((await readZip(bytes)).map((e) => e.sha256)).toEqual(await originals(ids));
    const checksums = await db().selectFrom('original_checksums').select(['content_hash', 'size']).where('content_hash', 'in', hashes).execute();
    expect(checksums).toHaveLength(new Set(hashes).size);
    expect((await db().selectFrom('downloads').select('manifest').where('id', '=', id).executeTakeFirstOrThrow()).manifest).toHaveLength(3);
  });
});
