// The saved-projects demo data added to a database seeded before it (on every available database): Ava Wilson with
// her photos, 35 projects with real previews rendered from them and her two photo books; Emma's 4 projects; none for
// Mia. Once: a second run adds nothing, and a project deleted since is not brought back.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '../src/blob/store';
import { createDatabase, migrate, type Db } from '../src/db';
import { DEMO_ORDERS } from '../src/db/demo-orders';
import { DEMO_IDS, seed } from '../src/db/seed';
import { seedOrders } from '../src/db/seed-orders';
import { seedProjects } from '../src/db/seed-projects';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';

describe.each(databaseKinds)('saved projects seed (%s)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  const blobs = createBlobStore();
  const projectsOf = (id: string) => db.selectFrom('projects').selectAll().where('account_id', '=', id).orderBy('id').execute();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase({ databaseUrl: database.databaseUrl });
    await migrate(db);
    await seed(db, blobs, { profile: 'small' });
    await seedOrders(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('adds Ava Wilson with photos, 35 projects with previews of her photos and two photo books, and Emma\'s 4 projects', async () => {
    expect(await seedProjects(db, blobs, { profile: 'small' })).toEqual(['ava.wilson@example.com', 'the saved projects of emma@example.com']);
    const ava = await db.selectFrom('customers').select(['email', 'first_name', 'last_name', 'amr']).where('id', '=', DEMO_IDS.avaWilson).executeTakeFirstOrThrow();
    expect(ava).toEqual({ email: 'ava.wilson@example.com', first_name: 'Ava', last_name: 'Wilson', amr: 'pwd' });
    expect(await db.selectFrom('photos').select('id').where('user_id', '=', DEMO_IDS.avaWilson).execute()).toHaveLength(20);

    const projects = await projectsOf(DEMO_IDS.avaWilson);
    expect(projects).toHaveLength(35);
    expect(new Set(projects.map((p) => p.preview_hash)).size).toBe(35);
    const oldest = Math.min(...projects.map((p) => p.last_edited_at.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(90 * 24 * 3600_000);
    for (const p of [projects[0]!, projects[17]!, projects[34]!]) {
      const meta = await sharp(await blobs.readBuffer(p.preview_hash!, 'preview.jpg')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 300]);
    }
    expect(await projectsOf(DEMO_IDS.emma)).toHaveLength(4);
    expect(await projectsOf(DEMO_IDS.mia)).toEqual([]);
    expect(await projectsOf(DEMO_IDS.oliver)).toEqual([]);

    const books = await db.selectFrom('orders').leftJoin('widgets', 'widgets.product_code', 'orders.code')
      .select(['orders.super_order_code', 'orders.title', 'orders.article_type', 'widgets.token']).where('orders.account_id', '=', DEMO_IDS.avaWilson)
      .orderBy('orders.code').execute();
    expect(books.map((b) => [b.super_order_code, b.title, b.article_type, !!b.token])).toEqual([
      [DEMO_ORDERS.avaPhotoBookReady.code, 'Photo book A4 — Lisbon 2026', 'photobook', true],
      [DEMO_ORDERS.avaPhotoBookNotRequested.code, 'Photo book XL — Snow', 'photobook', false],
    ]);
    expect(await db.selectFrom('gallery_entries').selectAll().execute()).toEqual([]);
  });

  it('adds nothing the second time, and does not bring back a project deleted since', async () => {
    const [first] = await projectsOf(DEMO_IDS.emma);
    await db.deleteFrom('projects').where('id', '=', first!.id).execute();
    expect(await seedProjects(db, blobs, { profile: 'small' })).toEqual([]);
    expect(await projectsOf(DEMO_IDS.emma)).toHaveLength(3);
    expect(await projectsOf(DEMO_IDS.avaWilson)).toHaveLength(35);
  });
});
