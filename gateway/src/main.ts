import { serveMetrics } from '@my-account/telemetry/metrics-server';
import { startTracing } from '@my-account/telemetry/tracing';
import { loadConfig, type GatewayConfig } from './config';
import { createLogger } from './logger';
import { createGateway } from './server';

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (error) {
  // A variable that is not usable stops the start, with what is wrong with each such variable.
  console.error((error as Error).message);
  process.exit(1);
}
const stopTracing = await startTracing('my-account-gateway');
const log = createLogger(config.logLevel);
const gateway = createGateway(config, { logger: log });
await gateway.start();
gateway.httpServer.listen(config.port, () => {
  log.info({ node: process.version }, `Gateway ready: http://localhost:${config.port}/graphql (GraphiQL in a browser), `
    + `issuer ${config.oidcIssuer}${Object.entries(config.oidcSiteIssuers).map(([c, i]) => `, ${c} issuer ${i}`).join('')}${config.production ? ', production mode' : ''}`);
});

if (config.metrics) {
  const { port, host } = config.metrics;
  serveMetrics(gateway.metrics.registry, config.metrics, {
    listening: (url) => log.info(`Metrics: ${url}`),
    failed: (error) => log.error({ err: error }, `Metrics: cannot listen on ${host}:${port}; the gateway runs without them`),
  });
}

// SIGTERM (or Ctrl-C): drain (gateway.stop) and exit; past SHUTDOWN_GRACE_MS, or at a second signal, exit anyway.
let shuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    log.info(`${signal}: draining connections (at most ${config.shutdownGraceMs} ms) ...`);
    const force = setTimeout(() => {
      log.warn(`Still draining after ${config.shutdownGraceMs} ms: exiting anyway`);
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    gateway.stop().then(stopTracing).then(() => process.exit(0), (error: unknown) => {
      log.error({ err: error }, 'Stopping failed');
      process.exit(1);
    });
  });
}
