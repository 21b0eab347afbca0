// Database: Kysely over PGlite (embedded; on disk in <dataDir>/pgdata, in memory without dataDir) or a real
// PostgreSQL server when a connection string is given.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** Directory for PGlite's files (<dataDir>/pgdata); in memory when absent. */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump (PGlite's `dumpDataDir`) instead of an empty database (tests). */
  pgliteDump?: Blob;
}

export function createDatabase({ databaseUrl, dataDir, pgliteDump }: DatabaseOptions): Db {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server ended (a restart, a terminated backend) is dropped from the pool and replaced on
    // the next query; without a listener its error would be an uncaught exception that stops the process.
    pool.on('error', (error) => console.error(`services: an idle database connection was lost: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let pglite: PGlite;
  if (dataDir) {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  } else {
    pglite = new PGlite(pgliteDump ? { loadDataDir: pgliteDump } : undefined);
  }
  // Destroying the Kysely instance closes PGlite.
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

/** Brings the schema up to date; throws when a migration fails. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error ?? 'unknown error')}`, { cause: error });
  }
}
