// `tsx src/db/seed-dir.ts <dir>`: a data directory with the demo data seeded into its embedded database and blob store,
// and nothing else (no keys, no e-mail sent), for test stacks that each start from a copy of it instead of seeding the
// same data again (`npm test` seeds one before its stacks: SEEDED_DATA_DIR).
import { createLogger, logLevelFrom } from '@my-account/telemetry/logger';
import { createBlobStore } from '../blob/store';
import { createDatabase, migrate } from './index';
import { seedDemoData } from './seed-all';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx src/db/seed-dir.ts <data directory>');
  process.exit(2);
}
const db = createDatabase({ dataDir: dir });
try {
  await migrate(db);
  await seedDemoData(db, createBlobStore(dir), { seedProfile: 'demo' }, createLogger('services', logLevelFrom(process.env.LOG_LEVEL)));
} finally {
  await db.destroy();
}
