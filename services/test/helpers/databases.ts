// The databases the suite runs on. A test of the database's own behaviour (migrations, queries, SQL paging,
// transactions) runs on `databaseKinds`: PGlite always, PostgreSQL too when DATABASE_URL is set (a fresh, randomly
// named database per test file, dropped afterwards). Every other test runs once, on `defaultDatabase`: the embedded
// PGlite that `npm start` uses.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const defaultDatabase: DatabaseKind[] = ['pglite'];

/** The demo data seeded once for the suite (test/globalSetup.ts), which each test server starts from. */
export interface SeedTemplate {
  kind: DatabaseKind;
  /** The PostgreSQL template database's name (kind postgres). */
  database?: string;
  /** A dump of the seeded PGlite (kind pglite). */
  pgliteDump?: string;
  /** The blob store directory of the seed. */
  blobsDir: string;
  /** The seeded data directory (kind pglite: PGlite's files and the blobs), for a test server on a data directory. */
  dataDir?: string;
}

export interface TestDatabase {
  /** Connection string, undefined for in-memory PGlite. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // Creating and dropping throwaway databases need not wait for the disk either.
    await client.query('SET synchronous_commit = off');
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database; a copy of the database `template` when given. */
export async function createTestDatabase(kind: DatabaseKind, template?: string): Promise<TestDatabase & { name?: string }> {
  if (kind === 'pglite') return { databaseUrl: undefined, drop: async () => {} };
  const serverUrl = process.env.DATABASE_URL!;
  const name = `services_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, async (c) => {
    await c.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
    // A database thrown away after the file: its commits need not wait for the disk (the suite's time on a slow one).
    await c.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    databaseUrl: url.toString(),
    drop: () => admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** The PostgreSQL database the suite's seed goes into, copied for each test file (test/globalSetup.ts). */
export async function createTemplateDatabase(): Promise<TestDatabase & { name: string }> {
  const database = await createTestDatabase('postgres');
  return { ...database, name: database.name! };
}
