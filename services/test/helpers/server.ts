// Starts the real services on a random port (in-memory keys, the given database) for one test file, from a copy of the
// demo data the suite seeded once (test/globalSetup.ts); a test that brings its own data directory or seed settings
// starts from an empty database and seeds it itself.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createServices, type Services } from '../../src/app';
import type { ServicesConfig } from '../../src/config';
import { createTestDatabase, type DatabaseKind } from './databases';

export const PUBLIC_URL = 'http://localhost:4000';

export interface TestServer {
  baseUrl: string;
  services: Services;
  stop(): Promise<void>;
}

/** The seeded template of `kind`, unless the overrides change what is seeded or where. */
function templateOf(kind: DatabaseKind, overrides: Partial<ServicesConfig>) {
  if (['dataDir', 'seedProfile', 'largeLibrary', 'archivePhotos', 'databaseUrl'].some((key) => key in overrides)) return undefined;
  return inject('seedTemplates')?.find((t) => t.kind === kind);
}

export async function startTestServer(kind: DatabaseKind, overrides: Partial<ServicesConfig> = {}): Promise<TestServer> {
  const template = templateOf(kind, overrides);
  const database = await createTestDatabase(kind, template?.database);
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let services: Services;
  try {
    services = await createServices({
      servicesPublicUrl: baseUrl, publicUrl: PUBLIC_URL, databaseUrl: database.databaseUrl, log: () => {},
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
