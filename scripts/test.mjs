// `npm test`: every test — services on the database(s), gateway integration, client components, attacks on a real
// stack (security/), the restart of a killed process under `npm start`, then Playwright journeys in Chromium against
// the real stack (started by the Playwright config itself).
import { existsSync } from 'node:fs';
import { ensureDependencies, ensurePnpm, log, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`✖ Chromium not found at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
log('Generating code (OpenAPI client types, GraphQL resolver types, Relay artifacts) ...');
run(pnpm, ['run', 'codegen']);
run(pnpm, ['run', 'relay']);
log('Type-checking every package ...');
run(pnpm, ['run', 'typecheck']);
log('Linting (ESLint: TypeScript, React hooks, Relay, FormatJS) ...');
run(pnpm, ['run', 'lint']);
log(`Unit and integration tests${process.env.DATABASE_URL ? ' (services on PGlite and on DATABASE_URL)' : ' (services on PGlite)'} ...`);
run(pnpm, ['run', 'test:unit']);
log('Attacks on a real gateway and services on loopback (security/) ...');
run(pnpm, ['--filter', '@my-account/security-tests', 'run', 'test:attack']);
log('Building the client and GraphiQL bundles ...');
run(pnpm, ['-r', '--if-present', 'run', 'build']);
log('Bundle guard: the first load of a signed-in customer stays within its ceiling, no screen in the first chunk ...');
run(pnpm, ['--filter', '@my-account/client', 'run', 'test:bundle']);
log('npm start resilience: the services killed under a running stack come back by themselves ...');
run(process.execPath, ['--test', 'scripts/serve.test.mjs']);
log('End-to-end journeys in Chromium against the real stack ...');
run(pnpm, ['run', 'e2e']);
log('All tests passed.');
