// Albums (photo API), legacy shared albums, temporary selections and the prints editor stand-in, over HTTP with
// real tokens, on every available database.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ALBUM_IDS, DEMO_IDS } from '../src/db/seed';
import { listOwnAlbums, MAX_ALBUM_NAME_LENGTH } from '../src/library/albums';
import { createTempSelection } from '../src/library/temp-selections';
import { databaseKinds } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const NAMES = ['emma', 'sophie', 'lucas', 'mia'] as const;
type Name = (typeof NAMES)[number];
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('albums, shared albums, temporary selections and the editor (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<Name, string>;
  const photosOf = {} as Record<Name, string[]>;
  const call = jsonClient(() => server.baseUrl);
  const db = () => server.services.db;
  const albumRows = (userId: string, shared?: boolean) => {
    let q = db().selectFrom('albums').select(['id', 'created_at']).where('user_id', '=', userId);
    if (shared !== undefined) q = q.where('is_shared', '=', shared);
    return q.execute();
  };
  /** Every page of a listing, following the cursor; the limit of each page from `limits` (the last one repeats). */
  const collect = async (path: string, token: string, limits: number[], key: 'albums' | 'images' = 'albums') => {
    const items: Json[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 200; page++) {
      const sep = path.includes('?') ? '&' : '?';
      const limit = limits[Math.min(page, limits.length - 1)];
      const res = await call('GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, token);
      expect(res.status).toBe(200);
      items.push(...res.body[key]);
      sizes.push(res.body[key].length);
      cursor = res.body.cursor;
      if (!cursor) return { items, sizes };
    }
    throw new Error('too many pages');
  };
  const newAlbum = async (token: string, name: string) => {
    const res = await call('POST', '/photo-api/albums', token, { name });
    expect(res.status).toBe(201);
    return res.body.albumId as string;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of NAMES) {
      tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
      const rows = await db().selectFrom('photos').select('id').where('user_id', '=', DEMO_IDS[name])
        .orderBy('created_at').orderBy('id').execute();
      photosOf[name] = rows.map((r) => r.id);
    }
  });
  afterAll(() => server?.stop());

  it("pages Emma's 55 own albums with limit 49 then 50: every album exactly once, newest first, ties broken by id", async () => {
    const expected = (await albumRows(DEMO_IDS.emma, false))
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1)).map((a) => a.id);
    expect(expected).toHaveLength(55);
    const { items, sizes } = await collect('/photo-api/albums', tokens.emma, [49, 50]);
    expect(sizes).toEqual([49, 6]);
    expect(items.map((a) => a.albumId)).toEqual(expected);
    // Page boundaries everywhere, including between albums created at the same instant.
    for (const limits of [[1], [9], [50]]) {
      expect((await collect('/photo-api/albums', tokens.emma, limits)).items.map((a) => a.albumId)).toEqual(expected);
    }
    expect(items.every((a) => a.isShared === false && a.userId === DEMO_IDS.emma && a.ownerId === DEMO_IDS.emma)).toBe(true);
    expect(items[0]).toMatchObject({ albumId: DEMO_ALBUM_IDS.summer2023, albumName: 'Summer 2023' });

    const withShared = await collect('/photo-api/albums?displaySharedData=true', tokens.emma, [49, 50]);
    expect(withShared.items).toHaveLength(56);
    expect(new Set(withShared.items.map((a) => a.albumId)).size).toBe(56);
    expect(withShared.items.filter((a) => a.isShared).map((a) => a.albumId)).toEqual([DEMO_ALBUM_IDS.familyWeekend]);
    // albumsCount counts own shared albums too: the length of the list with displaySharedData=true.
    expect((await call('GET', '/photo-api/users', tokens.emma)).body.albumsCount).toBe(56);
    expect((await call('GET', '/photo-api/albums', tokens.lucas)).body).toEqual({ cursor: null, albums: [] });

    for (const query of ['limit=0', 'limit=101', 'limit=x', 'cursor=nonsense', 'displaySharedData=yes']) {
      const res = await call('GET', `/photo-api/albums?${query}`, tokens.emma);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
    // A photo cursor is no album cursor.
    const photoCursor = (await call('GET', '/photo-api/photos?limit=1', tokens.emma)).body.cursor;
    expect((await call('GET', `/photo-api/albums?cursor=${photoCursor}`, tokens.emma)).status).toBe(400);
  });

  it('gives every album of a page its count and cover (the photo most recently added) in a fixed number of queries', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const ctx = { ...server.services.library, db: db().withPlugin(counting) };
    const first = await listOwnAlbums(ctx, DEMO_IDS.emma, { limit: 49, includeShared: true });
    expect(first.albums).toHaveLength(49);
    expect(queries).toBe(2);
    queries = 0;
    const second = await listOwnAlbums(ctx, DEMO_IDS.emma, { limit: 50, includeShared: true, cursor: first.cursor! });
    expect(second.albums).toHaveLength(7);
    expect(queries).toBe(2);

    const links = await db().selectFrom('album_photos').select(['album_id', 'photo_id', 'added_at']).execute();
    for (const album of [...first.albums, ...second.albums]) {
      const mine = links.filter((l) => l.album_id === album.albumId)
        .sort((a, b) => b.added_at.getTime() - a.added_at.getTime() || (a.photo_id < b.photo_id ? 1 : -1));
      expect(album.photosCount).toBe(mine.length);
      expect(album.coverPhoto?.imageId ?? null).toBe(mine[0]?.photo_id ?? null);
    }
    const byId = new Map([...first.albums, ...second.albums].map((a) => [a.albumId, a]));
    expect(byId.get(DEMO_ALBUM_IDS.emptyAlbum)).toMatchObject({ albumName: 'Empty album', photosCount: 0, coverPhoto: null });
    expect(byId.get(DEMO_ALBUM_IDS.summer2023)?.photosCount).toBeGreaterThan(50);
    // The cover of Emma's shared album is one of Sophie's photos, signed for Sophie: it displays.
    const family = byId.get(DEMO_ALBUM_IDS.familyWeekend)!;
    expect(photosOf.sophie).toContain(family.coverPhoto!.imageId);
    expect((await fetch(family.coverPhoto!.thumbnails[0]!.url)).status).toBe(200);
  });

  it('creates, reads, renames and deletes an album, checking the name on create and rename', async () => {
    const refused: Array<[unknown, 'REQUIRED' | 'INVALID']> = [
      ['', 'REQUIRED'], [undefined, 'REQUIRED'], [42, 'REQUIRED'], [' Rome', 'INVALID'], ['\tRome', 'INVALID'],
      ['   ', 'INVALID'], ['a<b', 'INVALID'], ['a>b', 'INVALID'], ['a;b', 'INVALID'], ['Rome, Italy', 'INVALID'],
    ];
    const messages = { REQUIRED: 'Please give your album a name', INVALID: 'Name not valid' };
    for (const [name, code] of refused) {
      const res = await call('POST', '/photo-api/albums', tokens.emma, { name });
      expect(res.status, String(name)).toBe(400);
      expect(res.body).toEqual({ code, message: messages[code] });
    }
    const before = (await albumRows(DEMO_IDS.emma)).length;
    expect(before).toBe(56);

    const created = await call('POST', '/photo-api/albums', tokens.emma, { name: "Rome & Florence 'trip' 2026 " });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ albumId: expect.any(String), albumName: "Rome & Florence 'trip' 2026 " });
    const { albumId } = created.body;
    const got = await call('GET', `/photo-api/albums/${albumId}`, tokens.emma);
    expect(got.body).toEqual({
      albumId, albumName: "Rome & Florence 'trip' 2026 ", coverPhoto: null, photosCount: 0, created: expect.any(String),
      updated: expect.any(String), userId: DEMO_IDS.emma, isShared: false, ownerId: DEMO_IDS.emma,
    });
    expect((await call('GET', '/photo-api/albums?limit=1', tokens.emma)).body.albums[0].albumId).toBe(albumId);

    expect((await call('PATCH', `/photo-api/albums/${albumId}`, tokens.emma, { name: '' })).body).toEqual({ code: 'REQUIRED', message: messages.REQUIRED });
    expect((await call('PATCH', `/photo-api/albums/${albumId}`, tokens.emma, { name: 'Rome;Florence' })).body).toEqual({ code: 'INVALID', message: messages.INVALID });
    const renamed = await call('PATCH', `/photo-api/albums/${albumId}`, tokens.emma, { name: 'Rome 2026' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ albumId, albumName: 'Rome 2026', photosCount: 0 });
    expect(Date.parse(renamed.body.updated)).toBeGreaterThanOrEqual(Date.parse(got.body.updated));

    for (const [method, body] of [['GET'], ['PATCH', { name: 'Mine now' }], ['DELETE'], ['GET', undefined, '/photos']] as const) {
      expect((await call(method, `/photo-api/albums/${albumId}`, tokens.mia, body)).status).toBe(404);
    }
    for (const id of [UNKNOWN, 'not-a-uuid']) expect((await call('GET', `/photo-api/albums/${id}`, tokens.emma)).status).toBe(404);

    await call('POST', `/photo-api/albums/${albumId}/photos`, tokens.emma, { photoIds: photosOf.emma.slice(0, 2) });
    expect((await call('DELETE', `/photo-api/albums/${albumId}`, tokens.emma)).status).toBe(204);
    expect((await call('GET', `/photo-api/albums/${albumId}`, tokens.emma)).status).toBe(404);
    expect((await call('DELETE', `/photo-api/albums/${albumId}`, tokens.emma)).status).toBe(404);
    // The photos stay in the library.
    for (const id of photosOf.emma.slice(0, 2)) expect((await call('GET', `/photo-api/photos/${id}`, tokens.emma)).status).toBe(200);
    expect((await albumRows(DEMO_IDS.emma)).length).toBe(before);
  });

  it('refuses names longer than 100 characters or holding control characters (NUL too), on create and rename', async () => {
    const invalid = { code: 'INVALID', message: 'Name not valid' };
    const albumId = await newAlbum(tokens.emma, 'Before');
    for (const name of ['x'.repeat(MAX_ALBUM_NAME_LENGTH + 1), 'Nul\u0000byte', 'Bell\u0007', 'Line\nbreak', 'Del\u007f', 'x'.repeat(60_000)]) {
      const created = await call('POST', '/photo-api/albums', tokens.emma, { name });
      expect([created.status, created.body], JSON.stringify(name.slice(0, 20))).toEqual([400, invalid]);
      const renamed = await call('PATCH', `/photo-api/albums/${albumId}`, tokens.emma, { name });
      expect([renamed.status, renamed.body], JSON.stringify(name.slice(0, 20))).toEqual([400, invalid]);
    }
    expect((await call('GET', `/photo-api/albums/${albumId}`, tokens.emma)).body.albumName).toBe('Before');
    const longest = 'y'.repeat(MAX_ALBUM_NAME_LENGTH);
    expect((await call('POST', '/photo-api/albums', tokens.emma, { name: longest })).body).toEqual({ albumId: expect.any(String), albumName: longest });
    expect((await call('PATCH', `/photo-api/albums/${albumId}`, tokens.emma, { name: longest })).body.albumName).toBe(longest);
    expect((await db().selectFrom('albums').select('name').where('name', 'like', 'Nul%').execute())).toEqual([]);
    // A name of 900,000 characters does not even reach the rule: the body is above the API's limit.
    const huge = await call('POST', '/photo-api/albums', tokens.emma, { name: 'x'.repeat(900_000) });
    expect([huge.status, huge.body.code]).toEqual([413, 'BODY_TOO_LARGE']);
    const longAlbum = (await db().selectFrom('albums').select('id').where('name', '=', longest).where('id', '!=', albumId).executeTakeFirstOrThrow()).id;
    for (const id of [albumId, longAlbum]) expect((await call('DELETE', `/photo-api/albums/${id}`, tokens.emma)).status).toBe(204);
  });

  it('adds and removes photos answering exactly the ids that failed; the photo added last is the cover', async () => {
    const albumId = await newAlbum(tokens.emma, 'Copies');
    const [e1, e2, e3, e4] = photosOf.emma as [string, string, string, string];
    const mias = photosOf.mia[0]!;
    const add = (ids: string[], token = tokens.emma) => call('POST', `/photo-api/albums/${albumId}/photos`, token, { photoIds: ids });
    const remove = (ids: string[]) => call('DELETE', `/photo-api/albums/${albumId}/photos`, tokens.emma, { photoIds: ids });
    const album = async () => (await call('GET', `/photo-api/albums/${albumId}`, tokens.emma)).body;

    const first = await add([e1, mias, UNKNOWN, 'not-a-uuid', e2]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ failed: [mias, UNKNOWN, 'not-a-uuid'] });
    expect(await album()).toMatchObject({ photosCount: 2, coverPhoto: { imageId: e2 } });
    expect((await add([e3])).body).toEqual({ failed: [] });
    expect((await album()).coverPhoto.imageId).toBe(e3);
    // Already in the album counts as added (and does not move the cover); upper-case ids are the same ids.
    expect((await add([e1.toUpperCase(), e1])).body).toEqual({ failed: [] });
    expect(await album()).toMatchObject({ photosCount: 3, coverPhoto: { imageId: e3 } });

    expect((await remove([e3, e4, mias])).body).toEqual({ failed: [e4, mias] });
    expect(await album()).toMatchObject({ photosCount: 2, coverPhoto: { imageId: e2 } });
    expect((await call('GET', `/photo-api/photos/${e3}`, tokens.emma)).status).toBe(200);
    expect((await remove([e1, e2])).body).toEqual({ failed: [] });
    expect(await album()).toMatchObject({ photosCount: 0, coverPhoto: null });

    for (const body of [{}, { photoIds: [] }, { photoIds: 'x' }, { photoIds: [1] }, { photoIds: Array(501).fill(e1) }]) {
      expect((await call('POST', `/photo-api/albums/${albumId}/photos`, tokens.emma, body)).status).toBe(400);
      expect((await call('DELETE', `/photo-api/albums/${albumId}/photos`, tokens.emma, body)).status).toBe(400);
    }
    expect((await add([photosOf.mia[1]!], tokens.mia)).status).toBe(404);
    expect((await call('POST', `/photo-api/albums/${UNKNOWN}/photos`, tokens.emma, { photoIds: [e1] })).status).toBe(404);
  });

  it('pages the photos of an album by created or dateTaken without duplicates or gaps', async () => {
    const rows = await db().selectFrom('photos').innerJoin('album_photos', 'album_photos.photo_id', 'photos.id')
      .select(['photos.id', 'photos.created_at', 'photos.date_taken'])
      .where('album_photos.album_id', '=', DEMO_ALBUM_IDS.summer2023).execute();
    expect(rows.length).toBeGreaterThan(50);
    const time = (d: Date | null) => d?.getTime() ?? null;
    const ordered = (key: 'created_at' | 'date_taken', order: 'asc' | 'desc') => [...rows].sort((a, b) => {
      const x = time(a[key]);
      const y = time(b[key]);
      const byValue = x === y ? 0 : x === null ? (order === 'desc' ? -1 : 1) : y === null ? (order === 'desc' ? 1 : -1)
        : order === 'desc' ? y - x : x - y;
      return byValue || (order === 'desc' ? (a.id < b.id ? 1 : -1) : (a.id < b.id ? -1 : 1));
    }).map((r) => r.id);
    const path = `/photo-api/albums/${DEMO_ALBUM_IDS.summer2023}/photos`;
    expect((await collect(path, tokens.emma, [24], 'images')).items.map((p) => p.imageId)).toEqual(ordered('created_at', 'desc'));
    for (const [key, column] of [['created', 'created_at'], ['dateTaken', 'date_taken']] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const { items, sizes } = await collect(`${path}?sortKey=${key}&sortOrder=${order}`, tokens.emma, [24], 'images');
        expect(items.map((p) => p.imageId)).toEqual(ordered(column, order));
        expect(sizes.slice(0, -1).every((n) => n === 24)).toBe(true);
      }
    }
    expect((await call('GET', `${path}?sortKey=uploaded`, tokens.emma)).status).toBe(400);
    expect((await call('GET', `/photo-api/albums/${DEMO_ALBUM_IDS.emptyAlbum}/photos`, tokens.emma)).body).toEqual({ cursor: null, images: [] });
  });

  it('keeps an own shared album read-only for adding and removing (409 SHARED_ALBUM_READ_ONLY)', async () => {
    const path = `/photo-api/albums/${DEMO_ALBUM_IDS.familyWeekend}/photos`;
    const before = (await call('GET', `/photo-api/albums/${DEMO_ALBUM_IDS.familyWeekend}`, tokens.emma)).body;
    expect(before).toMatchObject({ albumName: 'Family weekend', isShared: true, photosCount: 12 });
    const inAlbum = (await call('GET', `${path}?limit=100`, tokens.emma)).body.images.map((p: Json) => p.imageId);
    for (const [method, ids] of [['POST', [photosOf.emma[0]!]], ['DELETE', [inAlbum[0]]]] as const) {
      const res = await call(method, path, tokens.emma, { photoIds: ids });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'SHARED_ALBUM_READ_ONLY', message: expect.any(String) });
    }
    expect((await call('GET', `/photo-api/albums/${DEMO_ALBUM_IDS.familyWeekend}`, tokens.emma)).body.photosCount).toBe(12);
    // Not the participants' own album.
    expect((await call('GET', `/photo-api/albums/${DEMO_ALBUM_IDS.familyWeekend}`, tokens.sophie)).status).toBe(404);
    expect((await call('POST', path, tokens.sophie, { photoIds: [photosOf.sophie[0]!] })).status).toBe(404);
  });

  it('shows shared albums to their owner and participants only: summary, list, album, participants, photos', async () => {
    const summary = async (name: Name) => (await call('GET', '/shared-albums-api/users', tokens[name])).body;
    expect(await summary('emma')).toEqual({ readAlbumsCount: 1, grantedAlbumsCount: 1 });
    expect(await summary('sophie')).toEqual({ readAlbumsCount: 1, grantedAlbumsCount: 1 });
    expect(await summary('lucas')).toEqual({ readAlbumsCount: 2, grantedAlbumsCount: 0 });
    expect(await summary('mia')).toEqual({ readAlbumsCount: 0, grantedAlbumsCount: 0 });

    const lucas = await call('GET', '/shared-albums-api/shared-albums', tokens.lucas);
    expect(lucas.body.cursor).toBeNull();
    expect(lucas.body.albums.map((a: Json) => a.albumName)).toEqual(["Sophie's wedding", 'Family weekend']);
    const wedding = lucas.body.albums[0];
    expect(wedding).toMatchObject({
      albumId: DEMO_ALBUM_IDS.sophiesWedding, photosCount: 12, ownerId: DEMO_IDS.sophie,
      owner: { id: DEMO_IDS.sophie, email: 'sophie@example.com' },
      participants: [{ id: DEMO_IDS.emma, email: 'emma@example.com' }, { id: DEMO_IDS.lucas, email: 'lucas@example.com' }],
      created: '2025-06-22T12:00:00.000Z',
    });
    // The cover is the photo added last: one of Lucas's, carrying its owner.
    expect(wedding.coverPhoto).toMatchObject({ ownerId: DEMO_IDS.lucas });
    const paged = await collect('/shared-albums-api/shared-albums', tokens.lucas, [1]);
    expect(paged.sizes).toEqual([1, 1]);
    expect(paged.items.map((a) => a.albumId)).toEqual([DEMO_ALBUM_IDS.sophiesWedding, DEMO_ALBUM_IDS.familyWeekend]);
    // Shared WITH the customer only: Emma's own shared album is not in her list.
    expect((await call('GET', '/shared-albums-api/shared-albums', tokens.emma)).body.albums.map((a: Json) => a.albumId))
      .toEqual([DEMO_ALBUM_IDS.sophiesWedding]);
    expect((await call('GET', '/shared-albums-api/shared-albums', tokens.mia)).body).toEqual({ cursor: null, albums: [] });
    expect((await call('GET', '/shared-albums-api/shared-albums?limit=101', tokens.lucas)).status).toBe(400);

    const family = `/shared-albums-api/shared-albums/${DEMO_ALBUM_IDS.familyWeekend}`;
    for (const name of ['emma', 'sophie', 'lucas'] as const) {
      const res = await call('GET', family, tokens[name]);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ albumName: 'Family weekend', ownerId: DEMO_IDS.emma, photosCount: 12 });
    }
    const participants = await call('GET', `${family}/participants`, tokens.lucas);
    expect(participants.body).toEqual({
      owner: { id: DEMO_IDS.emma, email: 'emma@example.com' },
      participants: [{ id: DEMO_IDS.lucas, email: 'lucas@example.com' }, { id: DEMO_IDS.sophie, email: 'sophie@example.com' }],
    });
    const photos = await collect(`${family}/photos`, tokens.lucas, [5], 'images');
    expect(photos.sizes).toEqual([5, 5, 2]);
    const owners = photos.items.map((p) => p.ownerId);
    expect([owners.filter((o) => o === DEMO_IDS.emma).length, owners.filter((o) => o === DEMO_IDS.sophie).length]).toEqual([8, 4]);
    // URLs are signed for each photo's owner, so a participant's browser can show all of them.
    for (const p of [photos.items.find((x) => x.ownerId === DEMO_IDS.emma)!, photos.items.find((x) => x.ownerId === DEMO_IDS.sophie)!]) {
      expect((await fetch(p.thumbnails.find((t: Json) => t.id === '300').url)).status).toBe(200);
    }
    expect((await call('GET', `${family}/photos?sortKey=dateTaken&sortOrder=asc&limit=500`, tokens.sophie)).body.images).toHaveLength(12);
    expect((await call('GET', `${family}/photos?sortKey=uploaded`, tokens.sophie)).status).toBe(400);

    // A stranger, an unknown id and a non-shared album: 404 on every path.
    const summer = `/shared-albums-api/shared-albums/${DEMO_ALBUM_IDS.summer2023}`;
    for (const [path, name] of [[family, 'mia'], [summer, 'emma'], [`/shared-albums-api/shared-albums/${UNKNOWN}`, 'emma'],
      ['/shared-albums-api/shared-albums/not-a-uuid', 'emma']] as const) {
      for (const suffix of ['', '/participants', '/photos']) {
        expect((await call('GET', `${path}${suffix}`, tokens[name])).status, `${path}${suffix} as ${name}`).toBe(404);
      }
      expect((await call('DELETE', path, tokens[name])).status).toBe(404);
    }
    expect((await call('GET', '/shared-albums-api/users')).status).toBe(401);
  });

  it('deletes a shared album: a participant leaves and takes their photos out of it, the owner deletes it for all', async () => {
    // A fresh shared album of Sophie's with Emma and Lucas, holding photos of all three.
    const albumId = crypto.randomUUID();
    const at = new Date('2026-01-10T10:00:00Z');
    const sophies = photosOf.sophie.slice(0, 3);
    const lucases = photosOf.lucas.slice(5, 7);
    const emmas = photosOf.emma.slice(0, 1);
    await db().insertInto('albums').values({ id: albumId, user_id: DEMO_IDS.sophie, name: 'Party', created_at: at, updated_at: at, is_shared: true }).execute();
    await db().insertInto('album_participants').values([
      { album_id: albumId, customer_id: DEMO_IDS.emma, added_at: at }, { album_id: albumId, customer_id: DEMO_IDS.lucas, added_at: at },
    ]).execute();
    await db().insertInto('album_photos').values([...sophies, ...lucases, ...emmas].map((id) => ({ album_id: albumId, photo_id: id, added_at: at }))).execute();
    const path = `/shared-albums-api/shared-albums/${albumId}`;
    expect((await call('GET', path, tokens.lucas)).body.photosCount).toBe(6);

    expect((await call('DELETE', path, tokens.mia)).status).toBe(404);
    expect((await call('DELETE', path, tokens.lucas)).status).toBe(204);
    expect((await call('GET', path, tokens.lucas)).status).toBe(404);
    expect((await call('GET', '/shared-albums-api/users', tokens.lucas)).body.readAlbumsCount).toBe(2);
    const left = await call('GET', `${path}/photos?limit=100`, tokens.sophie);
    expect(left.body.images.map((p: Json) => p.imageId).sort()).toEqual([...sophies, ...emmas].sort());
    expect((await call('GET', `${path}/participants`, tokens.emma)).body.participants).toEqual([{ id: DEMO_IDS.emma, email: 'emma@example.com' }]);
    for (const id of lucases) expect((await call('GET', `/photo-api/photos/${id}`, tokens.lucas)).status).toBe(200);

    expect((await call('DELETE', path, tokens.sophie)).status).toBe(204);
    for (const name of ['sophie', 'emma'] as const) expect((await call('GET', path, tokens[name])).status).toBe(404);
    expect(await db().selectFrom('albums').select('id').where('id', '=', albumId).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom('album_participants').select('album_id').where('album_id', '=', albumId).execute()).toEqual([]);
    for (const [name, ids] of [['sophie', sophies], ['emma', emmas]] as const) {
      for (const id of ids) expect((await call('GET', `/photo-api/photos/${id}`, tokens[name])).status).toBe(200);
    }
    expect((await call('GET', '/shared-albums-api/users', tokens.sophie)).body).toEqual({ readAlbumsCount: 1, grantedAlbumsCount: 1 });
  });

  it('keeps temporary selections of own photos only, for their creator only, for 24 hours', async () => {
    const chosen = [photosOf.emma[7]!, photosOf.emma[3]!, photosOf.emma[5]!];
    const created = await call('POST', '/temp-selection-api/temp-selections', tokens.emma, { photoIds: chosen });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ tempSelectionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const path = `/temp-selection-api/temp-selections/${created.body.tempSelectionId}`;
    expect((await call('GET', path, tokens.emma)).body).toEqual({ photoIds: chosen });
    expect((await call('GET', path, tokens.mia)).status).toBe(404);
    expect((await call('GET', path)).status).toBe(401);
    for (const id of [UNKNOWN, 'nope']) expect((await call('GET', `/temp-selection-api/temp-selections/${id}`, tokens.emma)).status).toBe(404);

    const foreign = photosOf.mia[0]!;
    const refused = await call('POST', '/temp-selection-api/temp-selections', tokens.emma, { photoIds: [chosen[0], foreign, UNKNOWN, 'x'] });
    expect(refused.status).toBe(400);
    expect(refused.body.failed).toEqual([foreign, UNKNOWN, 'x']);
    expect(refused.body.message).toContain(foreign);
    expect(refused.body.message).toContain(UNKNOWN);
    expect(refused.body.message).not.toContain(chosen[0]);
    for (const body of [{}, { photoIds: [] }, { photoIds: [1] }, { photoIds: Array(501).fill(chosen[0]) }]) {
      expect((await call('POST', '/temp-selection-api/temp-selections', tokens.emma, body)).status).toBe(400);
    }

    const old = await createTempSelection(db(), DEMO_IDS.emma, chosen, new Date(Date.now() - 24 * 3600_000 - 1000));
    expect('id' in old).toBe(true);
    expect((await call('GET', `/temp-selection-api/temp-selections/${(old as { id: string }).id}`, tokens.emma)).status).toBe(404);
    const recent = await createTempSelection(db(), DEMO_IDS.emma, chosen, new Date(Date.now() - 23 * 3600_000));
    expect((await call('GET', `/temp-selection-api/temp-selections/${(recent as { id: string }).id}`, tokens.emma)).status).toBe(200);
  });

  it('shows exactly the selected photos in the editor stand-in, escaping what it prints', async () => {
    const chosen = [photosOf.emma[11]!, photosOf.emma[2]!, photosOf.emma[9]!];
    const { body } = await call('POST', '/temp-selection-api/temp-selections', tokens.emma, { photoIds: chosen });
    const editor = (query: Record<string, string>) => fetch(`${server.baseUrl}/editor?${new URLSearchParams(query)}`);
    const res = await editor({ autoselectproduct: 'PAP_910', channel: 'photoprint-gb', tempSelectionId: body.tempSelectionId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<title>Photo prints editor</title>');
    expect(html).toMatch(/<h1>Photo prints editor<\/h1>/);
    expect(html).toContain('>PAP_910<');
    expect(html).toContain('>photoprint-gb<');
    expect(html).toContain('3 photos selected');
    expect([...html.matchAll(/data-testid="editor-photo" data-photo-id="([^"]+)"/g)].map((m) => m[1])).toEqual(chosen);
    const names = await db().selectFrom('photos').select(['id', 'local_file_name']).where('id', 'in', chosen).execute();
    for (const { local_file_name: name } of names) expect(html).toContain(`<figcaption title="${name}">${name}</figcaption>`);
    const src = /<img src="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&');
    expect(src).toContain('.300?');
    expect((await fetch(src)).status).toBe(200);

    const hostile = await (await editor({ autoselectproduct: '"><b>x</b>', channel: '<script>alert(1)</script>', tempSelectionId: body.tempSelectionId })).text();
    expect(hostile).not.toContain('<script>');
    expect(hostile).not.toContain('<b>x</b>');
    expect(hostile).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');

    for (const query of [{ tempSelectionId: UNKNOWN }, { tempSelectionId: '<i>' }, {}] as Array<Record<string, string>>) {
      const missing = await editor({ autoselectproduct: 'PAP_910', channel: 'photoprint-gb', ...query });
      expect(missing.status).toBe(404);
      const text = await missing.text();
      expect(text).toContain('This selection has expired.');
      expect(text).not.toContain('<i>');
    }
    const single = await call('POST', '/temp-selection-api/temp-selections', tokens.emma, { photoIds: [chosen[0]] });
    expect(await (await editor({ tempSelectionId: single.body.tempSelectionId })).text()).toContain('1 photo selected');
  });
});
