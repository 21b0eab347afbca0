// The databases the suite runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (a fresh, randomly
// named database per test file, dropped afterwards).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

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

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return { databaseUrl: undefined, drop: async () => {} };
  const serverUrl = process.env.DATABASE_URL!;
  const name = `services_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, async (c) => {
    await c.query(`CREATE DATABASE "${name}"`);
    // A database thrown away after the file: its commits need not wait for the disk (the suite's time on a slow one).
    await c.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
