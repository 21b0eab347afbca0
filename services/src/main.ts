// Entry point: `tsx src/main.ts`. Reads the environment, migrates + seeds, listens; SIGINT/SIGTERM close cleanly.
import { createServer } from 'node:http';
import { createLogger } from '@my-account/telemetry/logger';
import { serveMetrics } from '@my-account/telemetry/metrics-server';
import { startTracing } from '@my-account/telemetry/tracing';
import { createServices } from './app';
import { configFromEnv } from './config';

const stopTracing = await startTracing('my-account-services');
const config = configFromEnv();
const log = createLogger('services', config.logLevel);
const services = await createServices({ ...config, log });
const server = createServer(services.app);
server.on('upgrade', services.upgrade);
server.listen(config.port, config.host, () => {
  const siteIssuers = Object.entries(services.siteIssuers).map(([channel, issuer]) => `${channel} issuer ${issuer}, `).join('');
  log.info(`listening on http://${config.host}:${config.port} (issuer ${services.issuer}, ${siteIssuers}` +
    `${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, Node.js ${process.version})`);
});

if (config.metrics) {
  const { port, host } = config.metrics;
  serveMetrics(services.metrics.registry, config.metrics, {
    listening: (url) => log.info(`metrics on ${url}`),
    failed: (err) => log.error({ err }, `metrics cannot listen on ${host}:${port}; running without them`),
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}, shutting down`);
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
