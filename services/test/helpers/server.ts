// Starts the real services on a random port (in-memory keys, the given database) for one test file, from a copy of the
// demo data the suite seeded once (test/globalSetup.ts): in memory, or copied into a test's own empty data directory
// (PGlite on disk); a test that changes what is seeded (or seeds a data directory itself) starts empty and seeds.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createServices, type Services } from '../../src/app';
import type { ServicesConfig } from '../../src/config';
import { createTestDatabase, type DatabaseKind } from './databases';
import { silentLog } from './logs';

export const PUBLIC_URL = 'http://localhost:4000';

export interface TestServer {
  baseUrl: string;
  services: Services;
  stop(): Promise<void>;
}

/** The seeded template of `kind`, unless the overrides change what is seeded. */
function templateOf(kind: DatabaseKind, overrides: Partial<ServicesConfig>) {
  if (['seedProfile', 'largeLibrary', 'archivePhotos', 'databaseUrl'].some((key) => key in overrides)) return undefined;
  return inject('seedTemplates')?.find((t) => t.kind === kind);
}

/** A test's own data directory starts as a copy of the seeded one when it is empty (a second start finds it as left). */
function seedDataDir(dataDir: string, template: ReturnType<typeof templateOf>) {
  if (!template?.dataDir || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return;
  cpSync(template.dataDir, dataDir, { recursive: true });
}

export async function startTestServer(kind: DatabaseKind, overrides: Partial<ServicesConfig> = {}): Promise<TestServer> {
  let template = templateOf(kind, overrides);
  if (overrides.dataDir) {
    // On a data directory: its own files (copied from the seed when it is new), nothing in memory.
    seedDataDir(overrides.dataDir, template);
    template = undefined;
  }
  const database = await createTestDatabase(kind, template?.database);
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let services: Services;
  try {
    services = await createServices({
      servicesPublicUrl: baseUrl, publicUrl: PUBLIC_URL, databaseUrl: database.databaseUrl, log: silentLog,
      seedProfile: 'small', importPaceMs: 20,
      template: template && {
        blobsDir: template.blobsDir,
        pgliteDump: template.pgliteDump ? new Blob([readFileSync(template.pgliteDump)]) : undefined,
      },
      ...overrides,
    });
  } catch (error) {
    server.close();
    await database.drop();
    throw error;
  }
  server.on('request', services.app);
  server.on('upgrade', services.upgrade);
  return {
    baseUrl,
    services,
    async stop() {
      server.closeAllConnections();
      const closing = services.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closing;
      await database.drop();
    },
  };
}
