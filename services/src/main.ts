// Entry point: `tsx src/main.ts`. Reads the environment, migrates + seeds, listens; SIGINT/SIGTERM close cleanly.
import { createServer } from 'node:http';
import { startTracing } from '@my-account/tracing';
import { createServices } from './app';
import { configFromEnv } from './config';

const stopTracing = await startTracing('my-account-services');
const config = configFromEnv();
const services = await createServices(config);
const server = createServer(services.app);
server.on('upgrade', services.upgrade);
server.listen(config.port, config.host, () => {
  const siteIssuers = Object.entries(services.siteIssuers).map(([channel, issuer]) => `${channel} issuer ${issuer}, `).join('');
  console.log(`services: listening on http://${config.host}:${config.port} (issuer ${services.issuer}, ${siteIssuers}` +
    `${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, Node.js ${process.version})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`services: ${signal}, shutting down`);
  const timer = setTimeout(() => process.exit(1), 5000);
  timer.unref();
  server.closeAllConnections();
  const closing = services.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closing;
  await stopTracing();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
