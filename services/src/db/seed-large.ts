// Performance library: `perf@example.com` (password photos123) with N photos (default 100,000) over 2016–2026.
// Rows are real; their bytes come from a small pool of real generated images (content-addressed, so shared).
// Run `pnpm --filter @my-account/services seed:large [count]` while the services are stopped (PGlite allows one
// process), or start the services with SEED_LARGE_LIBRARY=100000. Idempotent: tops the library up to N photos.
import { randomUUID } from 'node:crypto';
import { createLogger, type Logger } from '@my-account/telemetry/logger';
import { sql } from 'kysely';
import { hashPassword } from '../auth/password';
import { recordChecksums } from '../blob/checksums';
import type { BlobStore } from '../blob/store';
import type { Db } from './index';
import { createProgress, formatCount } from './progress';
import { generateAssets, photoRow, prng, spread } from './seed-photos';

export const PERF_ACCOUNT = {
  id: '3c1e9b7a-52d8-4f0e-b6a4-9d27c8e15f90',
  email: 'perf@example.com',
  password: 'photos123',
  firstName: 'Pat',
  lastName: 'Performance',
} as const;

const POOL = 48;
const BATCH = 2000;

export async function seedLargeLibrary(db: Db, blobs: BlobStore, { count = 100_000, log }: { count?: number; log: Logger }) {
  const started = Date.now();
  await db.insertInto('customers').values({
    id: PERF_ACCOUNT.id, email: PERF_ACCOUNT.email, password_hash: await hashPassword(PERF_ACCOUNT.password),
    first_name: PERF_ACCOUNT.firstName, last_name: PERF_ACCOUNT.lastName, company_name: null, amr: 'pwd',
    business_account_status: null, callback_url: null, callback_format: null,
  }).onConflict((oc) => oc.column('id').doNothing()).execute();
  const { n } = await db.selectFrom('photos').select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', PERF_ACCOUNT.id).executeTakeFirstOrThrow();
  const missing = count - Number(n);
  if (missing <= 0) return;
  log.info(`seeding ${PERF_ACCOUNT.email} with ${formatCount(missing)} photos (${POOL} images to generate, then the rows) …`);

  const from = new Date('2016-01-01T00:00:00Z');
  const to = new Date('2026-11-01T00:00:00Z');
  const pool = spread(POOL, 99, from, to, (i) => `POOL_${i}.jpg`, 'Performance library');
  const assets = await generateAssets(blobs, pool, 500_000, { width: 1024, height: 768 });
  await recordChecksums(db, assets);
  const plans = spread(missing, 4242 + Number(n), from, to, (i) => `PERF_${String(Number(n) + i).padStart(6, '0')}.jpg`, '');
  const random = prng(17);
  const progress = createProgress(log, `seeding ${PERF_ACCOUNT.email} photos`, plans.length);
  for (let i = 0; i < plans.length; i += BATCH) {
    const rows = plans.slice(i, i + BATCH).map((plan) => {
      const asset = assets[Math.floor(random() * assets.length)]!;
      return { ...photoRow(PERF_ACCOUNT.id, plan, asset), upload_id: randomUUID() };
    });
    await db.insertInto('photos').values(rows).execute();
    progress.add(rows.length);
  }
  await sql`analyze photos`.execute(db);
  log.info(`${PERF_ACCOUNT.email} has ${count} photos (${missing} added in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { configFromEnv } = await import('../config');
  const { createDatabase, migrate } = await import('./index');
  const { createBlobStore } = await import('../blob/store');
  const { seed } = await import('./seed');
  const config = configFromEnv();
  const log = createLogger('services', config.logLevel);
  const db = createDatabase(config);
  const blobs = createBlobStore(config.dataDir);
  try {
    await migrate(db);
    await seed(db, blobs, { log });
    await seedLargeLibrary(db, blobs, { count: Number(process.argv[2] ?? config.largeLibrary ?? 100_000), log });
  } finally {
    await db.destroy();
  }
}
