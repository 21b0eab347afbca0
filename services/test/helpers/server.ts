// Starts the real services on a random port (in-memory keys, the given database) for one test file.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServices, type Services } from '../../src/app';
import type { ServicesConfig } from '../../src/config';
import { createTestDatabase, type DatabaseKind } from './databases';

export const PUBLIC_URL = 'http://localhost:4000';

export interface TestServer {
  baseUrl: string;
  services: Services;
  stop(): Promise<void>;
}

export async function startTestServer(kind: DatabaseKind, overrides: Partial<ServicesConfig> = {}): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let services: Services;
  try {
    services = await createServices({
      servicesPublicUrl: baseUrl, publicUrl: PUBLIC_URL, databaseUrl: database.databaseUrl, log: () => {},
      seedProfile: 'small', importPaceMs: 20, ...overrides,
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
