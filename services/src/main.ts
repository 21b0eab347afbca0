// Entry point: `tsx src/main.ts`. Reads the environment, migrates + seeds, listens; SIGINT/SIGTERM close cleanly.
import { createServer } from 'node:http';
import { serveMetrics } from '@my-account/brands/metrics-server';
import { createServices } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const services = await createServices(config);
const server = createServer(services.app);
server.on('upgrade', services.upgrade);
server.listen(config.port, config.host, () => {
  const siteIssuers = Object.entries(services.siteIssuers).map(([channel, issuer]) => `${channel} issuer ${issuer}, `).join('');
  console.log(`services: listening on http://${config.host}:${config.port} (issuer ${services.issuer}, ${siteIssuers}` +
    `${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, Node.js ${process.version})`);
});

if (config.metrics) {
  const { port, host } = config.metrics;
  serveMetrics(services.metrics.registry, config.metrics, {
    listening: (url) => console.log(`services: metrics on ${url}`),
    failed: (error) => console.error(`services: metrics cannot listen on ${host}:${port} (${error.message}); running without them`),
  });
}

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
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
