import { loadConfig } from './config';
import { createGateway } from './server';

const config = loadConfig();
const gateway = createGateway(config);
await gateway.start();
gateway.httpServer.listen(config.port, () => {
  console.log(`Gateway ready: http://localhost:${config.port}/graphql (GraphiQL in a browser), `
    + `issuer ${config.oidcIssuer}${config.production ? ', production mode' : ''}`);
});

let shuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    console.log(`${signal}: draining connections ...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    gateway.stop().then(() => process.exit(0), (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}
