// Migration 009_settings over a database of the previous schema (addresses kept, in the order shape), and the settings
// seed of a database seeded before it — on every available database; a restart on the same data directory
// (PGlite on disk) sends the seeded subscription e-mail only once and finishes an interrupted account deletion.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../src/blob/store';
import { createDatabase, migrate, type Db } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import { DEMO_IDS } from '../src/db/seed';
import { EMMA_SUBSCRIPTION, seedSettings } from '../src/db/seed-settings';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';
import { mailboxIds } from './helpers/mailbox';
import { startTestServer } from './helpers/server';

describe.each(databaseKinds)('settings migration and seed (%s)', (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase({ databaseUrl: database.databaseUrl });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('moves existing addresses to the order shape: names from the customer, another name as company, one default each', async () => {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo('008_orders');
    expect(error).toBeUndefined();
    await sql`insert into customers (id, email, password_hash, first_name, last_name) values
      (${DEMO_IDS.emma}, 'emma@example.com', 'x', 'Emma', 'Janssen'), (${DEMO_IDS.oliver}, 'oliver@example.com', 'x', 'Oliver', 'Bennett')`.execute(db);
    await sql`insert into addresses (id, customer_id, name, street, house_number, postal_code, city, country_code, phone) values
      ('00000000-0000-4000-8000-000000000001', ${DEMO_IDS.emma}, 'Emma Janssen', 'Keizersgracht', '123', '1015 CJ', 'Amsterdam', 'NL', null),
      ('00000000-0000-4000-8000-000000000002', ${DEMO_IDS.emma}, 'Janssen Foto BV', 'Damrak', '1', '1012 LG', 'Amsterdam', 'NL', '+31 20 123 4567'),
      ('00000000-0000-4000-8000-000000000003', ${DEMO_IDS.oliver}, 'Bennett Studio Ltd', 'Carnaby Street', '14', 'W1F 9PB', 'London', 'GB', null)`.execute(db);

    await migrate(db);
    const rows = await db.selectFrom('addresses').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.first_name, r.last_name, r.company, r.street_name, r.street_number, r.addition, r.is_default, r.phone])).toEqual([
      ['Emma', 'Janssen', null, 'Keizersgracht', '123', null, true, null],
      ['Emma', 'Janssen', 'Janssen Foto BV', 'Damrak', '1', null, false, '+31 20 123 4567'],
      ['Oliver', 'Bennett', 'Bennett Studio Ltd', 'Carnaby Street', '14', null, true, null],
    ]);
    expect(rows.every((r) => r.created_at instanceof Date)).toBe(true);
    const emma = await db.selectFrom('customers').select(['cookie_consent', 'payment_method']).where('id', '=', DEMO_IDS.emma).executeTakeFirstOrThrow();
    expect(emma).toEqual({ cookie_consent: '00', payment_method: null });
    // One default per customer, valid consent codes only.
    await expect(db.updateTable('addresses').set({ is_default: true }).where('customer_id', '=', DEMO_IDS.emma).execute()).rejects.toThrow();
    await expect(db.updateTable('customers').set({ cookie_consent: '12' as '11' }).where('id', '=', DEMO_IDS.emma).execute()).rejects.toThrow();
  });

  it('adds Ava, Leo and the pending subscription to a database seeded before them, once', async () => {
    const blobs = createBlobStore();
    expect(await seedSettings(db, blobs, { profile: 'small' })).toEqual(['ava@example.com', 'leo@example.com', 'the newsletter subscription of emma@example.com']);
    expect(await seedSettings(db, blobs, { profile: 'small' })).toEqual([]);
    const photos = await db.selectFrom('photos').select('content_hash').where('user_id', '=', DEMO_IDS.leo).execute();
    expect(photos).toHaveLength(12);
    expect(await blobs.has(photos[0]!.content_hash, 'original')).toBe(true);
    expect(await db.selectFrom('albums').select('name').where('user_id', '=', DEMO_IDS.leo).execute()).toEqual([{ name: 'Lake Constance' }]);
    const ava = await db.selectFrom('addresses').select(['city', 'is_default']).where('customer_id', '=', DEMO_IDS.ava).orderBy('created_at').execute();
    expect(ava).toEqual([{ city: 'Utrecht', is_default: true }, { city: 'Rotterdam', is_default: false }]);
    const subscriptions = await db.selectFrom('newsletter_subscriptions').selectAll().execute();
    expect(subscriptions).toEqual([expect.objectContaining({ ...EMMA_SUBSCRIPTION, status: 'pending', mailed_at: null, token_hash: null })]);
  });
});

describe('settings seed across restarts (pglite on disk)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'services-settings-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('sends the seeded subscription e-mail on the first start only, and resumes an unfinished deletion', async () => {
    const first = await startTestServer('pglite', { dataDir });
    try {
      expect(await mailboxIds(first.baseUrl, 'emma@example.com')).toHaveLength(1);
      // A deletion confirmed just before a stop: its library is removed on the next start.
      const { db } = first.services;
      await db.updateTable('customers').set({ account_deleted: true }).where('id', '=', DEMO_IDS.mia).execute();
      await db.insertInto('account_deletions').values({ customer_id: DEMO_IDS.mia }).execute();
    } finally {
      await first.stop();
    }
    const second = await startTestServer('pglite', { dataDir });
    try {
      expect(await mailboxIds(second.baseUrl, 'emma@example.com')).toHaveLength(1);
      const added = await second.services.db.selectFrom('customers').select('email').where('id', 'in', [DEMO_IDS.ava, DEMO_IDS.leo]).execute();
      expect(added.map((c) => c.email).sort()).toEqual(['ava@example.com', 'leo@example.com']);
      await second.services.deletions.idle();
      const { db } = second.services;
      expect(await db.selectFrom('photos').select('id').where('user_id', '=', DEMO_IDS.mia).execute()).toEqual([]);
      expect(await db.selectFrom('account_deletions').select(['finished_at', 'photos_removed']).where('customer_id', '=', DEMO_IDS.mia)
        .executeTakeFirstOrThrow()).toEqual({ finished_at: expect.any(Date), photos_removed: 30 });
    } finally {
      await second.stop();
    }
  });
});
