// Migrations and seed on every available database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate, type Db } from '../src/db';
import { DEMO_IDS, seed } from '../src/db/seed';
import { verifyPassword } from '../src/auth/password';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';

describe.each(databaseKinds)('database (%s)', (kind) => {
  let database: TestDatabase;
  let db: Db;

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
      ['customers', 'addresses', 'photos', 'albums', 'album_photos'],
    ));
  });

  it('seeds the demo accounts once', async () => {
    expect(await seed(db)).toBe(true);
    expect(await seed(db)).toBe(false);
    const customers = await db.selectFrom('customers').selectAll().orderBy('email').execute();
    expect(customers.map((c) => [c.email, c.amr, c.account_deleted, c.business_account_status])).toEqual([
      ['alex@example.com', 'pwd', true, null],
      ['emma@example.com', 'pwd', false, null],
      ['oliver@example.com', 'b2b', false, 'New'],
    ]);
    for (const c of customers) {
      expect(c.password_hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
      expect(await verifyPassword('photos123', c.password_hash)).toBe(true);
      expect(await verifyPassword('wrong', c.password_hash)).toBe(false);
    }
  });

  it('gives Emma ~300 photos over 2019–2026, one from 1970 and five undated, and four albums', async () => {
    const photos = await db.selectFrom('photos').select(['date_taken']).where('user_id', '=', DEMO_IDS.emma).execute();
    expect(photos).toHaveLength(300);
    expect(photos.filter((p) => p.date_taken === null)).toHaveLength(5);
    const years = photos.flatMap((p) => (p.date_taken ? [p.date_taken.getUTCFullYear()] : []));
    expect(years.filter((y) => y === 1970)).toHaveLength(1);
    expect(new Set(years.filter((y) => y !== 1970))).toEqual(new Set([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]));
    const albums = await db.selectFrom('albums').select('id').where('user_id', '=', DEMO_IDS.emma).execute();
    expect(albums).toHaveLength(4);
  });

  it('gives Oliver 12 photos, one album, an address and an FTP callback; Alex nothing', async () => {
    const count = (table: 'photos' | 'albums', userId: string) =>
      db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect((await count('photos', DEMO_IDS.oliver)).n).toBe(12);
    expect((await count('albums', DEMO_IDS.oliver)).n).toBe(1);
    expect((await count('photos', DEMO_IDS.alex)).n).toBe(0);
    const oliver = await db.selectFrom('customers').selectAll().where('id', '=', DEMO_IDS.oliver).executeTakeFirstOrThrow();
    expect(oliver.callback_url).toMatch(/^https:\/\//);
    const addresses = await db.selectFrom('addresses').selectAll().where('customer_id', '=', DEMO_IDS.oliver).execute();
    expect(addresses).toHaveLength(1);
  });
});
