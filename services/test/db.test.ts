// Migrations and seed on every available database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate, type Db } from '../src/db';
import { createBlobStore } from '../src/blob/store';
import { DEMO_ALBUM_IDS, DEMO_IDS, emmaPlan, seed } from '../src/db/seed';
import { PERF_ACCOUNT, seedLargeLibrary } from '../src/db/seed-large';
import { verifyPassword } from '../src/auth/password';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';
import { capturedLog, silentLog } from './helpers/logs';

describe.each(databaseKinds)('database (%s)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  const count = (table: 'photos' | 'albums', userId: string) =>
    db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase({ databaseUrl: database.databaseUrl });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('migrates to the latest schema, and again as a no-op', async () => {
    await migrate(db);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(
      ['customers', 'addresses', 'photos', 'albums', 'album_photos', 'album_participants', 'temp_selections'],
    ));
  });

  it('seeds the demo accounts once', async () => {
    const blobs = createBlobStore();
    const { log, lines, messages } = capturedLog('info');
    expect(await seed(db, blobs, { profile: 'small', log })).toBe(true);
    // It says it started, how much there is to do and roughly how long it takes; then where it is, at most every 10 %.
    expect(messages()[0]).toMatch(/^first start, seeding the demo data: 148 photos to generate \(a few seconds\) …$/);
    expect(messages().at(-1)).toBe('seeding demo photos 148 / 148');
    expect(lines.length).toBeLessThanOrEqual(12);
    lines.length = 0;
    expect(await seed(db, blobs, { profile: 'small', log })).toBe(false);
    expect(lines).toEqual([]);
    const customers = await db.selectFrom('customers').selectAll().orderBy('email').execute();
    expect(customers.map((c) => [c.email, c.amr, c.account_deleted, c.business_account_status])).toEqual([
      ['alex@example.com', 'pwd', true, null],
      ['emma@example.com', 'pwd', false, null],
      ['lucas@example.com', 'pwd', false, null],
      ['mia@example.com', 'pwd', false, null],
      ['noah@example.com', 'pwd', false, null],
      ['oliver@example.com', 'b2b', false, 'New'],
      ['sophie@example.com', 'pwd', false, null],
    ]);
    expect(Object.fromEntries(customers.map((c) => [c.email, c.library_status]))).toMatchObject({
      'emma@example.com': 'ACTIVE', 'noah@example.com': 'NOT_ACTIVE', 'mia@example.com': 'ACTIVE',
    });
    for (const c of customers) {
      expect(c.password_hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
      expect(await verifyPassword('photos123', c.password_hash)).toBe(true);
      expect(await verifyPassword('wrong', c.password_hash)).toBe(false);
    }
  });

  it("plans Emma's demo library: >= 2,000 photos over >= 6 years, a month > 500, 1970 and undated ones", () => {
    const plan = emmaPlan('demo');
    expect(plan.length).toBeGreaterThanOrEqual(2000);
    const months = new Map<string, number>();
    for (const p of plan) if (p.dateTaken) months.set(p.dateTaken.toISOString().slice(0, 7), (months.get(p.dateTaken.toISOString().slice(0, 7)) ?? 0) + 1);
    expect(Math.max(...months.values())).toBeGreaterThan(500);
    expect(new Set([...months.keys()].map((m) => m.slice(0, 4)).filter((y) => y >= '2019')).size).toBeGreaterThanOrEqual(6);
    expect(months.get('1970-01')).toBe(1);
    expect(plan.filter((p) => !p.dateTaken)).toHaveLength(5);
  });

  it('gives Emma real photos (small profile) over 2019–2026, one from 1970 and five undated, and 56 albums', async () => {
    const photos = await db.selectFrom('photos').select(['date_taken', 'renditions', 'content_hash']).where('user_id', '=', DEMO_IDS.emma).execute();
    expect(photos).toHaveLength(54);
    expect(new Set(photos.map((p) => p.content_hash)).size).toBe(54);
    expect(photos[0]!.renditions.map((r) => r.id)).toEqual(['display', '300', '800', '1300']);
    expect(photos.filter((p) => p.date_taken === null)).toHaveLength(5);
    const years = photos.flatMap((p) => (p.date_taken ? [p.date_taken.getUTCFullYear()] : []));
    expect(years.filter((y) => y === 1970)).toHaveLength(1);
    expect(new Set(years.filter((y) => y !== 1970))).toEqual(new Set([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]));
    const albums = await db.selectFrom('albums').select(['id', 'name', 'is_shared']).where('user_id', '=', DEMO_IDS.emma).execute();
    expect(albums).toHaveLength(56);
    expect(albums.filter((a) => a.is_shared).map((a) => a.name)).toEqual(['Family weekend']);
    expect(new Set(albums.map((a) => a.name)).size).toBe(56);
    const counts = await db.selectFrom('album_photos').select(['album_id', sql<number>`count(*)::int`.as('n')]).groupBy('album_id').execute();
    const countOf = (id: string) => counts.find((c) => c.album_id === id)?.n ?? 0;
    expect(countOf(DEMO_ALBUM_IDS.emptyAlbum)).toBe(0);
    expect(countOf(DEMO_ALBUM_IDS.summer2023)).toBe(54); // every photo of the small profile (60 in the demo one)
  });

  it("gives Sophie 16 photos and 'Sophie's wedding' (shared with Emma and Lucas), Lucas 30 photos and no album", async () => {
    expect((await count('photos', DEMO_IDS.sophie)).n).toBe(16);
    expect((await count('photos', DEMO_IDS.lucas)).n).toBe(30);
    expect((await count('albums', DEMO_IDS.lucas)).n).toBe(0);
    const shared = await db.selectFrom('albums').select(['id', 'user_id', 'name']).where('is_shared', '=', true).orderBy('name').execute();
    expect(shared.map((a) => [a.name, a.user_id])).toEqual([['Family weekend', DEMO_IDS.emma], ["Sophie's wedding", DEMO_IDS.sophie]]);
    const people = await db.selectFrom('album_participants').select(['album_id', 'customer_id']).execute();
    const of = (albumId: string) => people.filter((p) => p.album_id === albumId).map((p) => p.customer_id).sort();
    expect(of(DEMO_ALBUM_IDS.familyWeekend)).toEqual([DEMO_IDS.lucas, DEMO_IDS.sophie].sort());
    expect(of(DEMO_ALBUM_IDS.sophiesWedding)).toEqual([DEMO_IDS.emma, DEMO_IDS.lucas].sort());
    const owners = await db.selectFrom('album_photos').innerJoin('photos', 'photos.id', 'album_photos.photo_id')
      .select(['album_photos.album_id', 'photos.user_id']).where('album_photos.album_id', 'in', [DEMO_ALBUM_IDS.familyWeekend, DEMO_ALBUM_IDS.sophiesWedding]).execute();
    const tally = (albumId: string, userId: string) => owners.filter((o) => o.album_id === albumId && o.user_id === userId).length;
    expect([tally(DEMO_ALBUM_IDS.familyWeekend, DEMO_IDS.emma), tally(DEMO_ALBUM_IDS.familyWeekend, DEMO_IDS.sophie)]).toEqual([8, 4]);
    expect([tally(DEMO_ALBUM_IDS.sophiesWedding, DEMO_IDS.sophie), tally(DEMO_ALBUM_IDS.sophiesWedding, DEMO_IDS.lucas)]).toEqual([10, 2]);
  });

  it('adds the performance account beside the demo accounts, never over one of them', async () => {
    await seedLargeLibrary(db, createBlobStore(), { count: 40, log: silentLog });
    expect(Object.values(DEMO_IDS)).not.toContain(PERF_ACCOUNT.id);
    const perf = await db.selectFrom('customers').select(['email', 'password_hash']).where('id', '=', PERF_ACCOUNT.id).executeTakeFirstOrThrow();
    expect(perf.email).toBe(PERF_ACCOUNT.email);
    expect(await verifyPassword(PERF_ACCOUNT.password, perf.password_hash)).toBe(true);
    expect((await count('photos', PERF_ACCOUNT.id)).n).toBe(40);
    expect((await count('photos', DEMO_IDS.sophie)).n).toBe(16);
  });

  it('gives Oliver 12 photos, one album, an address and an FTP callback; Alex nothing', async () => {
    expect((await count('photos', DEMO_IDS.oliver)).n).toBe(12);
    expect((await count('albums', DEMO_IDS.oliver)).n).toBe(1);
    expect((await count('photos', DEMO_IDS.alex)).n).toBe(0);
    expect((await count('photos', DEMO_IDS.mia)).n).toBe(30);
    expect((await count('photos', DEMO_IDS.noah)).n).toBe(0);
    const uploads = await db.selectFrom('uploads').select(['status', 'renditions']).where('user_id', '=', DEMO_IDS.noah).execute();
    expect(uploads.map((u) => [u.status, u.renditions])).toEqual(Array(6).fill(['READY', null]));
    const oliver = await db.selectFrom('customers').selectAll().where('id', '=', DEMO_IDS.oliver).executeTakeFirstOrThrow();
    expect(oliver.callback_url).toMatch(/^https:\/\//);
    const addresses = await db.selectFrom('addresses').selectAll().where('customer_id', '=', DEMO_IDS.oliver).execute();
    expect(addresses).toHaveLength(1);
  });
});
