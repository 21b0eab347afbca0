// The saved projects of the demo, added to a fresh database after the other demo data and to one seeded
// before them: Ava Wilson (kind `projects`: 20 photos, 35 saved projects, the photo books avaPhotoBookReady and
// avaPhotoBookNotRequested of demo-orders.json) when she is missing, and Emma's 4 projects once — `demo_seeds`
// remembers it, so a project deleted since stays deleted. Previews are rendered from the customer's own photos
// (projects/preview.ts), at most PREVIEW_CONCURRENCY at a time, and stored before the rows are written.
import { createHash } from 'node:crypto';
import { addressColumns } from '../addresses/book';
import type { BlobStore } from '../blob/store';
import { photosFor, renderPreview } from '../projects/preview';
import { PREVIEW_FILE } from '../projects/urls';
import accounts from './demo-accounts.json' with { type: 'json' };
import { demoOrderPlan } from './demo-orders';
import { avaProjects, EMMA_PROJECTS, type PlannedProject } from './demo-projects';
import type { Db } from './index';
import type { Rendition } from './schema';
import { DEMO_IDS, PROFILES } from './seed';
import { HOME, insertOrderPlan } from './seed-orders';
import { insertPhotos, mapLimit, preparePhotos, spread } from './seed-photos';
import { demoConsumer } from './seed-settings';

const DAY = 24 * 3600_000;
const PREVIEW_CONCURRENCY = 4;
export const projectsSeedName = (accountId: string) => `projects:${accountId}`;

interface PhotoSource {
  content_hash: string;
  renditions: Rendition[] | string;
}

/** The 300 px rendition of each photo (the original when it has none). */
async function photoBytes(blobs: BlobStore, photos: PhotoSource[]): Promise<Buffer[]> {
  const list = await Promise.all(photos.map((p) => {
    const renditions: Rendition[] = typeof p.renditions === 'string' ? JSON.parse(p.renditions) : p.renditions;
    return blobs.readBuffer(p.content_hash, renditions.find((r) => r.id === '300')?.file ?? 'original');
  }));
  return list.filter((b): b is Buffer => !!b);
}

/** Renders and stores the previews (each from other photos); answers the rows to insert, in plan order. */
async function prepareProjects(blobs: BlobStore, accountId: string, plans: PlannedProject[], photos: Buffer[], now: number) {
  return mapLimit(plans, PREVIEW_CONCURRENCY, async (plan, i) => {
    let previewHash: string | null = null;
    if (photos.length) {
      const pick = Array.from({ length: photosFor(plan.articleType) }, (_, k) => photos[(i * 3 + k + Math.floor(i / photos.length)) % photos.length]!);
      const bytes = await renderPreview(plan.articleType, pick, i);
      previewHash = createHash('sha256').update(bytes).digest('hex');
      await blobs.put(previewHash, { [PREVIEW_FILE]: bytes });
    }
    return {
      account_id: accountId, name: plan.name, product_name: plan.productName, article_type: plan.articleType, preview_hash: previewHash,
      last_edited_at: new Date(now - plan.editedDaysAgo * DAY), created_at: new Date(now - plan.createdDaysAgo * DAY),
    };
  });
}

/** Writes the rows and the mark that the account's projects were seeded; false (nothing written) when marked already. */
async function insertProjects(db: Db, accountId: string, rows: Awaited<ReturnType<typeof prepareProjects>>): Promise<boolean> {
  const marked = await db.insertInto('demo_seeds').values({ name: projectsSeedName(accountId) })
    .onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst();
  if (marked && rows.length) await db.insertInto('projects').values(rows).execute();
  return !!marked;
}

async function addAvaWilson(db: Db, blobs: BlobStore, profile: keyof typeof PROFILES, now: number) {
  const id = DEMO_IDS.avaWilson;
  const ava = await demoConsumer('projects');
  const plans = [
    ...spread(12, 2604, new Date('2026-04-02T00:00:00Z'), new Date('2026-04-09T00:00:00Z'), (i) => `AVA_${1000 + i}.jpg`, 'Lisbon 2026'),
    ...spread(8, 2601, new Date('2026-01-16T00:00:00Z'), new Date('2026-01-19T00:00:00Z'), (i) => `AVA_${2000 + i}.jpg`, 'Snow weekend'),
  ];
  const photos = await preparePhotos(blobs, id, plans, 700_000, PROFILES[profile].size);
  const projects = await prepareProjects(blobs, id, avaProjects(), await photoBytes(blobs, photos), now);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('customers').values({ id, ...ava, library_status: 'ACTIVE' }).execute();
    await trx.insertInto('addresses').values({ customer_id: id, ...addressColumns(HOME.avaWilson!), is_default: true }).execute();
    await insertPhotos(trx, photos);
    await insertProjects(trx, id, projects);
    await insertOrderPlan(trx, demoOrderPlan().filter((o) => o.account === 'avaWilson'), now);
  });
}

async function addEmmasProjects(db: Db, blobs: BlobStore, now: number): Promise<boolean> {
  const photos = await db.selectFrom('photos').select(['content_hash', 'renditions']).where('user_id', '=', DEMO_IDS.emma)
    .orderBy('created_at', 'desc').orderBy('id').limit(12).execute();
  const projects = await prepareProjects(blobs, DEMO_IDS.emma, EMMA_PROJECTS, await photoBytes(blobs, photos), now);
  return db.transaction().execute((trx) => insertProjects(trx, DEMO_IDS.emma, projects));
}

/** Answers what it added (empty when everything was there). */
export async function seedProjects(db: Db, blobs: BlobStore, { profile = 'demo', now = Date.now() }: { profile?: keyof typeof PROFILES; now?: number } = {}) {
  const added: string[] = [];
  const customer = (id: string) => db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst();
  if (!(await customer(DEMO_IDS.avaWilson))) {
    await addAvaWilson(db, blobs, profile, now);
    added.push(accounts.find((a) => a.kind === 'projects')!.email);
  }
  const emmaSeeded = await db.selectFrom('demo_seeds').select('name').where('name', '=', projectsSeedName(DEMO_IDS.emma)).executeTakeFirst();
  if (!emmaSeeded && await customer(DEMO_IDS.emma) && await addEmmasProjects(db, blobs, now)) {
    added.push('the saved projects of emma@example.com');
  }
  return added;
}
