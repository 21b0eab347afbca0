// The business demo customers and the anonymous uploads are added to a database seeded before them, once: each
// account only when missing, with its address and orders; the VAT numbers only where none is set (on every available
// database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrate, type Db } from '../src/db';
import { DEMO_IDS, OLIVER_VAT_NUMBER } from '../src/db/seed';
import { seedAnonymousUploads } from '../src/db/seed-anonymous-uploads';
import { BUSINESS_IDS, seedBusiness } from '../src/db/seed-business';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';

describe.each(databaseKinds)('business seed (%s)', (kind) => {
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

  it('adds the missing business customers with addresses and orders, and nothing the second time', async () => {
    expect(await seedBusiness(db)).toEqual(['dana@example.com', 'bruno@example.com', 'anna@example.com']);
    const customers = await db.selectFrom('customers').select(['id', 'amr', 'business_account_status']).orderBy('email').execute();
    expect(customers).toEqual([
      { id: BUSINESS_IDS.anna, amr: 'b2b', business_account_status: 'Active' },
      { id: BUSINESS_IDS.bruno, amr: 'b2b', business_account_status: 'Blocked' },
      { id: BUSINESS_IDS.dana, amr: 'b2b', business_account_status: 'Default' },
    ]);
    for (const id of Object.values(BUSINESS_IDS)) {
      expect(await db.selectFrom('addresses').select('id').where('customer_id', '=', id).execute()).toHaveLength(1);
      expect((await db.selectFrom('super_orders').select('code').where('account_id', '=', id).execute()).length).toBeGreaterThanOrEqual(2);
    }
    expect(await seedBusiness(db)).toEqual([]);
    expect(await seedAnonymousUploads(db)).toBe(2);
    expect(await seedAnonymousUploads(db)).toBe(0);
  });

  const vatNumbers = async () => Object.fromEntries((await db.selectFrom('customers').select(['email', 'company_name', 'vat_number'])
    .orderBy('email').execute()).map((c) => [c.email, [c.company_name, c.vat_number]]));

  it('gives Anna, Bruno and Oliver a company and VAT number, Dana neither; in an older database only where none is set', async () => {
    expect(await vatNumbers()).toEqual({
      'anna@example.com': ['Anna Schmidt Events GmbH', 'DE293847560'],
      'bruno@example.com': ['Bruno Fotografie BV', 'BE0467812390'],
      'dana@example.com': [null, null],
    });
    // A database from before migration 011 (no VAT numbers yet), Oliver included; Bruno has since set his own.
    await db.updateTable('customers').set({ vat_number: null }).execute();
    await db.updateTable('customers').set({ vat_number: 'BE0999999999' }).where('id', '=', BUSINESS_IDS.bruno).execute();
    await db.insertInto('customers').values({ id: DEMO_IDS.oliver, email: 'oliver@example.com', password_hash: 'x', first_name: 'Oliver',
      last_name: 'Bennett', company_name: 'Bennett Studio Ltd', amr: 'b2b', business_account_status: 'New', callback_url: null, callback_format: null }).execute();
    for (let run = 0; run < 2; run++) {
      expect(await seedBusiness(db)).toEqual([]);
      expect(await vatNumbers()).toEqual({
        'anna@example.com': ['Anna Schmidt Events GmbH', 'DE293847560'],
        'bruno@example.com': ['Bruno Fotografie BV', 'BE0999999999'],
        'dana@example.com': [null, null],
        'oliver@example.com': ['Bennett Studio Ltd', OLIVER_VAT_NUMBER],
      });
    }
  });
});
