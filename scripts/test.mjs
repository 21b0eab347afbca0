// `npm test`: every test — services on the database(s), gateway integration, client components, attacks on a real
// stack (security/), the restart of a killed process under `npm start`, then Playwright journeys in Chromium against
// the real stack (started by the Playwright config itself). Stages run one after the other, but for some that run
// beside others where those leave a core mostly free (the seed beside the type checks and the lint; the `npm start`
// test and the build beside the attacks). The client's tests run alone: starved of CPU, their jsdom screens missed
// their waits. At the end (or at the first failure) it prints each stage's wall time and the ten slowest journeys.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bold, ensureDependencies, ensurePnpm, log, root } from './lib.mjs';
import { ensurePinnedNode } from './nodeRuntime.mjs';

await ensurePinnedNode();
log(`Node.js ${process.version}`);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(chromium)) {
  console.error(`✖ Chromium's headless shell not found at ${chromium}. Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const started = Date.now();
const stages = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** Written by the journeys' JSON reporter (client/e2e/playwright.config.ts). */
const journeysReport = join(root, 'test-results', 'e2e-report.json');

/** Each journey's title and the time of its last try, slowest first. */
function slowestJourneys(count) {
  if (!existsSync(journeysReport)) return [];
  const report = JSON.parse(readFileSync(journeysReport, 'utf8'));
  const journeys = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        if (last) journeys.push({ title: [...titles, spec.title].filter(Boolean).join(' › '), ms: last.duration, file: spec.file });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title === child.file ? '' : child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return journeys.sort((a, b) => b.ms - a.ms).slice(0, count);
}

function summary() {
  console.log(`\n${bold('Wall time per stage')}`);
  for (const { title, ms, failed, beside } of stages) {
    console.log(`  ${seconds(ms).padStart(8)}  ${title}${beside ? ` (beside: ${beside})` : ''}${failed ? '  ✖ failed' : ''}`);
  }
  console.log(`  ${seconds(Date.now() - started).padStart(8)}  in all`);
  const slowest = slowestJourneys(10);
  if (slowest.length) {
    console.log(`\n${bold('The ten slowest journeys')}`);
    for (const { title, ms, file } of slowest) console.log(`  ${seconds(ms).padStart(8)}  ${file}: ${title}`);
  }
}

function fail(title, code, output = '') {
  if (output) process.stdout.write(output);
  console.error(`\n✖ ${title} failed (exit ${code})`);
  summary();
  process.exit(typeof code === 'number' ? code : 1);
}

/** Runs one stage in the repository, inheriting output, and times it; stops `npm test` when it fails. */
function stage(title, cmd, args, env = process.env) {
  log(`${title} ...`);
  const begun = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  stages.push({ title, ms: Date.now() - begun, failed: r.status !== 0 });
  if (r.status !== 0) fail(title, r.status ?? r.signal);
}

/**
 * Starts a stage beside the ones that follow (it mostly waits, or they leave a core free): its output is held back and
 * printed when it is awaited, so the log stays readable. `await` it before what needs it; a failure stops `npm test`
 * there, with its output.
 */
function besideStage(title, cmd, args, beside) {
  log(`${title} (beside ${beside}) ...`);
  const begun = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? signal)));
  return async () => {
    const code = await done;
    const entry = { title, ms: Date.now() - begun, failed: code !== 0, beside };
    stages.push(entry);
    log(`${title}: done in ${seconds(entry.ms)} (its output follows)`);
    if (code !== 0) fail(title, code, output);
    process.stdout.write(output);
  };
}

const pnpm = ensurePnpm();
ensureDependencies(pnpm);
const services = process.env.DATABASE_URL ? 'services (PGlite; the database tests on DATABASE_URL too)' : 'services (PGlite)';
stage('Generating code (OpenAPI client types, GraphQL resolver types, Relay artifacts)', pnpm, ['run', 'codegen']);
stage('Relay artifacts and persisted queries', pnpm, ['run', 'relay']);
// The three stacks below (attacks, `npm start`, journeys) start from copies of one seed of the demo data, not three.
const seeded = mkdtempSync(join(tmpdir(), 'my-account-seeded-'));
process.env.SEEDED_DATA_DIR = seeded;
process.on('exit', () => rmSync(seeded, { recursive: true, force: true }));
const seeding = besideStage('Seeding the demo data once, for the stacks of the attacks, the npm start resilience test and the journeys',
  pnpm, ['--filter', '@my-account/services', 'run', 'seed:dir', seeded], 'the type checks and the lint');
stage('Type-checking every package', pnpm, ['run', 'typecheck']);
stage('Linting (ESLint: TypeScript, React hooks, Relay, FormatJS, import cycles, folder boundaries)', pnpm, ['run', 'lint']);
// knip loads the journeys' Playwright config, which copies the seeded demo data for its stacks: not the seed being
// written beside this stage (a file it lists can be gone when it is copied), so knip sees no seed.
const { SEEDED_DATA_DIR: _seed, ...withoutSeed } = process.env;
stage('Unused files, exports and dependencies (knip)', pnpm, ['run', 'knip'], withoutSeed);
await seeding();
stage("The schema check's tests (breaking changes against the previous commit, deprecated first)", process.execPath,
  ['--test', 'scripts/schemaCheck.test.mjs']);
stage('Brand registry tests', pnpm, ['--filter', '@my-account/brands', 'run', 'test']);
stage('Telemetry tests (the servers\' logger)', pnpm, ['--filter', '@my-account/telemetry', 'run', 'test']);
stage(`Unit and integration tests: ${services}`, pnpm, ['--filter', '@my-account/services', 'run', 'test']);
// Alone, the gateway's tests leave a core idle a third of the time (their seeding, their waits on real services), the
// client's a quarter: side by side they take 97-109 s here, one after the other 142 s.
const gatewayTests = besideStage('Unit and integration tests: gateway', pnpm, ['--filter', '@my-account/gateway', 'run', 'test'],
  "the client's tests");
stage('Unit and component tests: client', pnpm, ['--filter', '@my-account/client', 'run', 'test']);
await gatewayTests();
// The attacks and the `npm start` test mostly wait on their stacks: the bundles are built meanwhile (neither looks at
// them: the gateway answers a page with 503 while they are missing, and both tests accept that).
const resilience = besideStage('npm start resilience: the services killed under a running stack come back by themselves', process.execPath,
  ['--test', 'scripts/serve.test.mjs'], 'the attacks');
const build = besideStage('Building the client and GraphiQL bundles', pnpm, ['-r', '--if-present', 'run', 'build'], 'the attacks');
stage('Attacks on a real gateway and services on loopback (security/)', pnpm, ['--filter', '@my-account/security-tests', 'run', 'test:attack']);
await resilience();
await build();
stage('Bundle guard: the first load of a signed-in customer stays within its ceiling, no screen in the first chunk', pnpm,
  ['--filter', '@my-account/client', 'run', 'test:bundle']);
stage('End-to-end journeys in Chromium against the real stack', pnpm, ['run', 'e2e']);
stage("The journeys' upstream calls: each an operation of the contracts a real upstream has (none reference-only)",
  process.execPath, ['scripts/upstreamCalls.mjs']);
summary();
log('All tests passed.');
