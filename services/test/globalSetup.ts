// Seeds the demo data once per database kind before the first test file (migrations and the small profile's images
// are most of a test server's start), so that each file's server starts from a copy: an in-memory PGlite loaded
// from a dump of the seeded one, a PostgreSQL database made with the seeded one as its TEMPLATE, and the blob files of
// that seed. Each file still gets its own database and blob store; nothing one file changes reaches another.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createBlobStore } from '../src/blob/store';
import { createDatabase, migrate } from '../src/db';
import { seedDemoData } from '../src/db/seed-all';
import { createTemplateDatabase, databaseKinds, type DatabaseKind, type SeedTemplate } from './helpers/databases';
import { silentLog } from './helpers/logs';

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplates: SeedTemplate[];
  }
}

export default function setup(project: TestProject) {
  return setupSeedTemplates(project, databaseKinds);
}

/** Seeds a template of each of `kinds` and provides them to the test files; answers the teardown. */
export async function setupSeedTemplates(project: TestProject, kinds: readonly DatabaseKind[]) {
  const dir = mkdtempSync(join(tmpdir(), 'services-test-seed-'));
  const drops: Array<() => Promise<void>> = [];
  const templates: SeedTemplate[] = [];
  try {
    for (const kind of kinds) {
      const dataDir = join(dir, kind);
      const database = kind === 'postgres' ? await createTemplateDatabase() : undefined;
      if (database) drops.push(database.drop);
      const db = createDatabase({ dataDir, databaseUrl: database?.databaseUrl });
      try {
        await migrate(db);
        await seedDemoData(db, createBlobStore(dataDir), { seedProfile: 'small' }, silentLog);
      } finally {
        await db.destroy();
      }
      const template: SeedTemplate = { kind, database: database?.name, blobsDir: join(dataDir, 'blobs') };
      if (kind === 'pglite') {
        // The seeded files, reopened only to be dumped (a tarball of PGlite's data directory).
        const pglite = new PGlite(join(dataDir, 'pgdata'));
        await pglite.waitReady;
        const dump = await pglite.dumpDataDir('none');
        await pglite.close();
        template.pgliteDump = join(dir, 'pglite.tar');
        template.dataDir = dataDir;
        writeFileSync(template.pgliteDump, Buffer.from(await dump.arrayBuffer()));
      }
      templates.push(template);
    }
  } catch (error) {
    for (const drop of drops) await drop();
    throw error;
  }
  project.provide('seedTemplates', templates);
  return async () => {
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
