// The services against an attacker, over HTTP with real tokens, on the default database: decompression bombs,
// id lists and body sizes, ownership of what is deleted, malformed input (always a 4xx JSON answer — the settings,
// auth and subscription APIs included), /healthz.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ALBUM_IDS, DEMO_IDS } from '../src/db/seed';
import { MAX_IMAGE_PIXELS, tooLargeReason } from '../src/images/process';
import { defaultDatabase } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { PUBLIC_URL, startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const NAMES = ['emma', 'mia', 'oliver'] as const;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const EMMA_IDENTITY = `/auth-api/v2/identities/local/${DEMO_IDS.emma}`;
/** n distinct, well-formed ids that are nobody's photos. */
const unknownIds = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe.each(defaultDatabase)('hardening (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<(typeof NAMES)[number], string>;
  const call = jsonClient(() => server.baseUrl);
  const db = () => server.services.db;
  const photosOf = async (userId: string) =>
    (await db().selectFrom('photos').select('id').where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute()).map((r) => r.id);
  /** A request with a raw body and headers; the answer's status, content type and body (parsed when JSON). */
  const raw = async (method: string, path: string, { token = tokens.emma, body, type = 'application/json', headers = {} }:
    { token?: string | null; body?: string; type?: string; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': type } : {}), ...headers },
      body,
    });
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    return { status: res.status, contentType, body: (contentType.includes('json') ? JSON.parse(text) : text) as Json };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of NAMES) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('refuses an image above 100 megapixels from its header: REJECTED with the reason, nothing stored', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(100_000_000);
    // A few hundred kB of PNG that would decode to 16383 × 16383 × 3 bytes (about 800 MB).
    const bomb = await sharp({ create: { width: 16383, height: 16383, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    const slots = await call('POST', '/storage-api/uploads', tokens.emma, { files: [{ fileName: 'bomb.png', size: bomb.length }] });
    const slot = slots.body.uploads[0];
    const put = await fetch(slot.uploadUrl, { method: 'PUT', body: new Uint8Array(bomb), headers: { origin: PUBLIC_URL } });
    expect(put.status).toBe(200);
    const answer = await put.json();
    expect(answer).toMatchObject({ uploadId: slot.uploadId, status: 'REJECTED', contentType: 'image/png' });
    expect(answer.reason).toBe('The photo is too large: 16383 × 16383 pixels (the limit is 100 megapixels)');
    expect(answer.reason).toBe(tooLargeReason(16383, 16383));
    expect((await call('GET', `/storage-api/uploads/${slot.uploadId}`, tokens.emma)).body).toMatchObject({ status: 'REJECTED', reason: answer.reason });
    // Nothing stored: no asset for the content, no hash on the upload, and it cannot become a photo.
    const hash = createHash('sha256').update(bomb).digest('hex');
    expect(await server.services.blobs.has(hash, 'original')).toBe(false);
    const row = await db().selectFrom('uploads').select(['content_hash', 'renditions']).where('id', '=', slot.uploadId).executeTakeFirstOrThrow();
    expect(row).toEqual({ content_hash: null, renditions: null });
    expect((await call('POST', '/photo-api/photos', tokens.emma, { uploadIds: [slot.uploadId] })).body).toEqual({ images: [], failed: [slot.uploadId] });
  });

  it('DELETE /photos: a transient failure lists the customer\'s ids in failed with the others, and a retry deletes them', async () => {
    const [first, second] = await photosOf(DEMO_IDS.mia);
    const emmas = (await photosOf(DEMO_IDS.emma))[0]!;
    // The database refuses to delete one of the photos for a while.
    await sql`create or replace function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'storage unavailable'; end $$`.execute(db());
    await sql.raw(`create trigger refuse_delete before delete on photos for each row
      when (old.id = '${second}') execute function refuse_delete()`).execute(db());
    const ids = [first!, second!, emmas, UNKNOWN, 'garbage'];
    const failing = await call('DELETE', '/photo-api/photos', tokens.mia, { photoIds: ids });
    expect([failing.status, failing.body]).toEqual([200, { failed: ids }]);
    expect((await photosOf(DEMO_IDS.mia)).slice(0, 2)).toEqual([first, second]);
    await sql`drop trigger refuse_delete on photos`.execute(db());
    const retried = await call('DELETE', '/photo-api/photos', tokens.mia, { photoIds: failing.body.failed });
    expect(retried.body).toEqual({ failed: [emmas, UNKNOWN, 'garbage'] });
    expect(await photosOf(DEMO_IDS.mia)).not.toContain(first);
    expect(await photosOf(DEMO_IDS.emma)).toContain(emmas);
  });

  it('refuses id lists above 500 with 400 TOO_MANY_IDS, and takes 500', async () => {
    const album = `/photo-api/albums/${DEMO_ALBUM_IDS.emptyAlbum}/photos`;
    const tooMany = unknownIds(501);
    for (const [method, path, body] of [
      ['DELETE', '/photo-api/photos', { photoIds: tooMany }],
      ['POST', '/photo-api/photos', { uploadIds: tooMany }],
      ['POST', album, { photoIds: tooMany }],
      ['DELETE', album, { photoIds: tooMany }],
      ['POST', '/temp-selection-api/temp-selections', { photoIds: tooMany }],
    ] as const) {
      const res = await call(method, path, tokens.emma, body);
      expect([res.status, res.body], `${method} ${path}`).toEqual([400, { code: 'TOO_MANY_IDS', message: 'At most 500 ids at a time.' }]);
    }
    // The download API keeps its own code: a list longer than any download could be is TOO_MANY_PHOTOS.
    const download = await call('POST', '/download-api/downloads', tokens.emma, { photos: Array(501).fill(UNKNOWN) });
    expect([download.status, download.body.code]).toEqual([400, 'TOO_MANY_PHOTOS']);

    const fiveHundred = unknownIds(500);
    expect((await call('DELETE', '/photo-api/photos', tokens.emma, { photoIds: fiveHundred })).body).toEqual({ failed: fiveHundred });
    expect((await call('POST', album, tokens.emma, { photoIds: fiveHundred })).body).toEqual({ failed: fiveHundred });
  });

  it('keeps JSON bodies small: 413 BODY_TOO_LARGE, as JSON, on every API', async () => {
    const big = JSON.stringify({ photoIds: Array(2_000).fill(UNKNOWN) }); // about 80 kB
    for (const [method, path] of [
      ['DELETE', '/photo-api/photos'], ['POST', '/photo-api/albums'], ['POST', '/temp-selection-api/temp-selections'],
      ['POST', '/download-api/downloads'], ['DELETE', `/shared-albums-api/shared-albums/${DEMO_ALBUM_IDS.familyWeekend}`],
      ['PUT', '/customer-api/customers/me'], ['POST', '/customer-api/customers/me/addresses'],
      ['PUT', '/customer-api/customers/me/cookie-consent'], ['POST', `${EMMA_IDENTITY}/emailchanges`], ['POST', `${EMMA_IDENTITY}/deleteaccount`],
    ] as const) {
      const res = await raw(method, path, { body: big });
      expect([res.status, res.contentType, res.body.code], `${method} ${path}`).toEqual([413, expect.stringContaining('application/json'), 'BODY_TOO_LARGE']);
    }
    const files = Array.from({ length: 2_000 }, (_, i) => ({ fileName: `${'n'.repeat(250)}${i}.jpg`, size: 1 }));
    const slots = await raw('POST', '/storage-api/uploads', { body: JSON.stringify({ files }) });
    expect([slots.status, slots.body.code]).toEqual([413, 'BODY_TOO_LARGE']);
    expect(await db().selectFrom('albums').select('id').where('name', 'like', '%000-0000-4000%').execute()).toEqual([]);
  });

  it("answers 404 and deletes nothing for another customer's upload, album or shared album", async () => {
    const slot = (await call('POST', '/storage-api/uploads', tokens.emma, { files: [{ fileName: 'mine.jpg', size: 10 }] })).body.uploads[0];
    const upload = `/storage-api/uploads/${slot.uploadId}`;
    expect((await call('DELETE', upload, tokens.mia)).status).toBe(404);
    expect((await call('GET', upload, tokens.emma)).body).toMatchObject({ uploadId: slot.uploadId, status: 'PENDING' });

    const albumId = (await call('POST', '/photo-api/albums', tokens.emma, { name: 'Only mine' })).body.albumId;
    const deleted = await call('DELETE', `/photo-api/albums/${albumId}`, tokens.mia);
    expect([deleted.status, deleted.body]).toEqual([404, { message: 'No such album.' }]);
    expect((await call('GET', `/photo-api/albums/${albumId}`, tokens.emma)).body.albumName).toBe('Only mine');
    // Emma's own shared album is not Mia's either (and not a plain album of hers through the shared-albums API).
    expect((await call('DELETE', `/photo-api/albums/${DEMO_ALBUM_IDS.familyWeekend}`, tokens.mia)).status).toBe(404);

    // Oliver takes no part in 'Family weekend' (Emma's, with Lucas and Sophie).
    const shared = `/shared-albums-api/shared-albums/${DEMO_ALBUM_IDS.familyWeekend}`;
    const before = (await call('GET', shared, tokens.emma)).body;
    const refused = await call('DELETE', shared, tokens.oliver);
    expect([refused.status, refused.body]).toEqual([404, { message: 'No such shared album.' }]);
    const after = (await call('GET', shared, tokens.emma)).body;
    expect([after.photosCount, after.participants]).toEqual([before.photosCount, before.participants]);
    expect(after.participants.map((p: Json) => p.email)).toEqual(expect.arrayContaining(['lucas@example.com', 'sophie@example.com']));
  });

  it('answers malformed input with a 4xx JSON {message}, never a 500 or an HTML page', async () => {
    const album = `/photo-api/albums/${DEMO_ALBUM_IDS.summer2023}`;
    const shared = `/shared-albums-api/shared-albums/${DEMO_ALBUM_IDS.familyWeekend}`;
    const notBase64Json = Buffer.from('["dateTaken","desc","x","y"]').toString('base64url');
    type Case = [method: string, path: string, body?: string, options?: { type?: string; headers?: Record<string, string>; token?: null }];
    const cases: Case[] = [
      // Malformed cursors.
      ...['garbage', notBase64Json, '%%%', Buffer.from('{}').toString('base64url')].flatMap((c): Case[] => [
        ['GET', `/photo-api/photos?cursor=${encodeURIComponent(c)}`], ['GET', `/photo-api/photos/timeline/2023/7?cursor=${encodeURIComponent(c)}`],
        ['GET', `/photo-api/albums?cursor=${encodeURIComponent(c)}`], ['GET', `${album}/photos?cursor=${encodeURIComponent(c)}`],
        ['GET', `/shared-albums-api/shared-albums?cursor=${encodeURIComponent(c)}`], ['GET', `${shared}/photos?cursor=${encodeURIComponent(c)}`],
      ]),
      // Out-of-range or malformed limits and sorts.
      ...['0', '-1', '501', 'abc', '1e3', '2.5', '1&limit=2'].map((l): Case => ['GET', `/photo-api/photos?limit=${l}`]),
      ['GET', '/photo-api/albums?limit=101'], ['GET', '/shared-albums-api/shared-albums?limit=0'], ['GET', `${album}/photos?limit=9999`],
      ['GET', '/photo-api/photos?sortKey=nope'], ['GET', '/photo-api/photos?sortOrder=sideways'], ['GET', `${album}/photos?sortKey=uploaded`],
      ['GET', '/photo-api/albums?displaySharedData=maybe'],
      ['GET', '/photo-api/photos/timeline/abc/1'], ['GET', '/photo-api/photos/timeline/2023/13'], ['GET', '/photo-api/photos/timeline/1969/1'],
      // Ids in paths that are not UUIDs, or cannot even be decoded.
      ['GET', '/photo-api/photos/not-a-uuid'], ['GET', '/photo-api/photos/%E0%A4%A'], ['GET', '/photo-api/albums/not-a-uuid'],
      ['PATCH', '/photo-api/albums/not-a-uuid', '{"name":"x"}'], ['DELETE', '/photo-api/albums/not-a-uuid'],
      ['GET', '/photo-api/albums/not-a-uuid/photos'], ['POST', '/photo-api/albums/not-a-uuid/photos', `{"photoIds":["${UNKNOWN}"]}`],
      ['GET', '/shared-albums-api/shared-albums/not-a-uuid'], ['GET', '/shared-albums-api/shared-albums/not-a-uuid/participants'],
      ['GET', '/shared-albums-api/shared-albums/not-a-uuid/photos'], ['DELETE', '/shared-albums-api/shared-albums/not-a-uuid'],
      ['GET', '/storage-api/uploads/not-a-uuid'], ['DELETE', '/storage-api/uploads/not-a-uuid'],
      ['PUT', '/storage-api/uploads/not-a-uuid/content?expires=1&signature=x', 'bytes', { type: 'application/octet-stream', token: null }],
      ['GET', '/storage-api/blobs/not-a-key?expires=1&signature=x', undefined, { token: null }],
      ['GET', '/download-api/downloads/not-a-uuid'], ['GET', '/download-api/downloads/not-a-uuid/url'],
      ['GET', '/download-api/archives/not-a-uuid?expires=1&signature=x', undefined, { token: null }],
      ['GET', '/temp-selection-api/temp-selections/not-a-uuid'], ['GET', '/photo-api/nope'], ['GET', '/nope', undefined, { token: null }],
      // Malformed JSON bodies, and bodies that are not objects.
      ...[
        ['DELETE', '/photo-api/photos'], ['POST', '/photo-api/photos'], ['POST', '/photo-api/albums'], ['PATCH', album],
        ['POST', `${album}/photos`], ['DELETE', `${album}/photos`], ['POST', '/storage-api/uploads'],
        ['POST', '/temp-selection-api/temp-selections'], ['POST', '/download-api/downloads'], ['POST', '/download-api/shared-album-downloads'],
        ['PUT', '/customer-api/customers/me'], ['POST', '/customer-api/customers/me/addresses'],
        ['PUT', `/customer-api/customers/me/addresses/${UNKNOWN}`], ['PUT', '/customer-api/customers/me/payment-method'],
        ['PUT', '/customer-api/customers/me/cookie-consent'], ['POST', `${EMMA_IDENTITY}/emailchanges`], ['POST', `${EMMA_IDENTITY}/deleteaccount`],
      ].flatMap(([method, path]): Case[] => ['{"photoIds": [', '{name: 1}', '"text"', 'null', '[]', '', '\u0000'].map((body) => [method!, path!, body])),
      // (DELETE of a shared album needs no body: only what cannot be parsed is refused.)
      ...['{"photoIds": [', '{name: 1}', '"text"', 'null', '\u0000'].map((body): Case => ['DELETE', shared, body]),
      // Fields of the wrong type.
      ['DELETE', '/photo-api/photos', '{"photoIds":"abc"}'], ['DELETE', '/photo-api/photos', '{"photoIds":[1,2]}'],
      ['DELETE', '/photo-api/photos', '{"photoIds":{"0":"a"}}'], ['DELETE', '/photo-api/photos', '{"photoIds":[]}'],
      ['POST', '/photo-api/photos', '{"uploadIds":null}'], ['POST', '/photo-api/albums', '{"name":42}'], ['POST', '/photo-api/albums', '{"name":["a"]}'],
      ['PATCH', album, '{"name":{}}'], ['POST', `${album}/photos`, '{"photoIds":[null]}'], ['DELETE', `${album}/photos`, '{"photoIds":"x"}'],
      ['POST', '/storage-api/uploads', '{"files":"x"}'], ['POST', '/storage-api/uploads', '{"files":[{"fileName":5,"size":"x"}]}'],
      ['POST', '/storage-api/uploads', '{"files":[{"fileName":"a.jpg","size":1e12}]}'],
      ['POST', '/temp-selection-api/temp-selections', '{"photoIds":"x"}'], ['POST', '/temp-selection-api/temp-selections', '{"photoIds":[7]}'],
      ['POST', '/download-api/downloads', '{"photos":[1]}'], ['POST', '/download-api/downloads', '{"id":5,"photos":[]}'],
      ['POST', '/download-api/downloads', '{"name":5,"photos":["a"]}'], ['POST', '/download-api/shared-album-downloads', '{"albumId":5}'],
      ['POST', '/download-api/shared-album-downloads', `{"albumId":"${DEMO_ALBUM_IDS.familyWeekend}","photos":[{"photoId":1}]}`],
      ['PUT', '/customer-api/customers/me', '{"firstName":["a"],"lastName":{}}'], ['POST', '/customer-api/customers/me/addresses', '{"postalCode":7}'],
      ['PUT', '/customer-api/customers/me/payment-method', '{"method":["IDEAL"]}'], ['PUT', '/customer-api/customers/me/cookie-consent', '{"code":11}'],
      ['DELETE', '/customer-api/customers/me/addresses/not-a-uuid'],
      ['POST', `${EMMA_IDENTITY}/emailchanges`, '{"email":{"a":1},"channel":"photoprint-gb"}'], ['POST', `${EMMA_IDENTITY}/deleteaccount`, '{"channel":5}'],
      ['POST', `${EMMA_IDENTITY}/emailchanges/${'x'.repeat(400)}/actions/confirm`, undefined, { token: null }],
      ['POST', `${EMMA_IDENTITY}/deleteaccount/%E0%A4%A/actions/confirm`, undefined, { token: null }],
      ['POST', '/subscription-api/api/v1/Profiles/%00/subscription/confirm/x', undefined, { token: null }],
      // Bodies the parser refuses: another media type, an unknown charset or content encoding.
      ['DELETE', '/photo-api/photos', `{"photoIds":["${UNKNOWN}"]}`, { type: 'text/plain' }],
      ['POST', '/photo-api/albums', '{"name":"x"}', { type: 'application/json; charset=iso-8859-1' }],
      ['POST', '/photo-api/albums', '{"name":"x"}', { headers: { 'content-encoding': 'compress-me' } }],
      ['POST', '/photo-api/albums', 'not gzip at all', { headers: { 'content-encoding': 'gzip' } }],
    ];
    for (const [method, path, body, options = {}] of cases) {
      const res = await raw(method, path, { body, ...options });
      const label = `${method} ${path} ${JSON.stringify(body ?? '')} ${JSON.stringify(options)}`;
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.contentType, label).toContain('application/json');
      expect(res.body.message, label).toEqual(expect.any(String));
    }
    // body-parser's refusals say what they are.
    expect((await raw('DELETE', '/photo-api/photos', { body: '{"photoIds": [' })).body).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
    expect((await raw('POST', '/photo-api/albums', { body: '{}', type: 'application/json; charset=iso-8859-1' })).status).toBe(415);
  });

  it('serves /healthz with the database and blob store checked, and keeps /health', async () => {
    const res = await raw('GET', '/healthz', { token: null });
    expect([res.status, res.contentType]).toEqual([200, expect.stringContaining('application/json')]);
    expect(res.body).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'ok', latencyMs: expect.any(Number) },
        blobStore: { status: 'ok', kind: 'memory', latencyMs: expect.any(Number) },
      },
    });
    expect(await raw('GET', '/health', { token: null })).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
