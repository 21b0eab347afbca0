import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Journeys run in Debian's Chromium against the real stack (services + gateway + built client), started here
// on its own ports with a fresh embedded database, so they never touch the data of `npm start`. They run side by side:
// a journey that changes data signs in as a fresh customer of its own (support.ts `freshCustomer`, the services' test
// switch), read-only ones share the demo customers. A journey that changes the whole stack (tagged @stack-wide: the
// fault switch on a service every page uses) runs after all the others, alone.
import { copySeededData, journeysUpstreamCalls } from '../../scripts/lib.mjs';
import { PORT, REPO_ROOT, TWO_GATEWAYS_PORT } from './ports';

/** The stack's data directory, made by the runner (a worker loads this file too, and starts no stack): a copy of the
 *  demo data `npm test` seeded once (SEEDED_DATA_DIR), or empty (the services seed it on their first start). */
function stackDataDir(given = process.env.E2E_DATA_DIR) {
  if (given) return given;
  if (process.env.TEST_WORKER_INDEX !== undefined) return '';
  const dir = mkdtempSync(join(tmpdir(), 'my-account-e2e-'));
  // Gone with the process that made it (the runner, after its stacks stopped; or a tool that only read this file).
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  copySeededData(dir);
  return dir;
}
const dataDir = stackDataDir();
/** The two-gateway stack's own copy (twoGateways.spec.ts). */
const twoGatewaysDataDir = stackDataDir('');

/** How each stack is started: from the repository; its errors (stderr) are shown, the rest is not. */
const stack = {
  cwd: REPO_ROOT,
  timeout: 300_000,
  // E2E_REUSE_STACK=1: journeys against stacks already running on these ports (started with the same settings).
  reuseExistingServer: process.env.E2E_REUSE_STACK === '1',
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report is read by `npm test` for its list of the slowest journeys.
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e-report.json' }]],
  projects: [
    { name: 'journeys', grepInvert: /@stack-wide/ },
    { name: 'stack-wide', grep: /@stack-wide/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // On CI a trace is recorded only for a failed journey's retry: recording every journey costs CI time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell), the browser Playwright itself runs headless tests
      // in: the same engine without the full browser around it, a third of the CPU of `chromium --headless` per page.
      // Without a GPU, pages are composited in software rather than by the emulated GPU (SwiftShader): the same pixels,
      // a sixth less CPU over a sample of twenty journeys (273 and 249 core-seconds against 220 and 221).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-gpu-compositing',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [{
    ...stack,
    command: 'node scripts/serve.mjs',
    url: `http://localhost:${PORT}/config.json`,
    env: {
      PORT: String(PORT),
      SERVICES_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The services' fault switch (/_faults): journeys make a service fail or wait for real.
      SERVICES_FAULTS: 'on',
      // The services' test switch (/_test-customers): a fresh customer from a demo template for each journey that
      // changes data.
      SERVICES_TEST_CUSTOMERS: 'on',
      // The site services' answers are kept 2 s (not 60): site.spec.ts sees its faults take effect within the journey.
      SITE_CONFIG_TTL_MS: '2000',
      // Resumable uploads in chunks of 1 MiB (not 8): resumableUploads.spec.ts drops the connection half-way through
      // files of 20 MB and counts what is sent again.
      UPLOAD_CHUNK_BYTES: String(1024 * 1024),
      PUBLIC_URL: `http://localhost:${PORT}`,
      // Every upstream call the gateway makes, for `npm test` to check against the contracts (scripts/upstreamCalls.mjs).
      UPSTREAM_CALLS_LOG: journeysUpstreamCalls,
    },
  }, {
    // Two gateways behind one round-robin proxy, with services of their own (twoGateways.spec.ts kills one of them).
    ...stack,
    command: 'node scripts/twoGateways.mjs',
    url: `http://localhost:${TWO_GATEWAYS_PORT}/config.json`,
    env: {
      PORT: String(TWO_GATEWAYS_PORT),
      DATA_DIR: twoGatewaysDataDir,
      DATABASE_URL: '',
      SERVICES_TEST_CUSTOMERS: 'on',
      PUBLIC_URL: `http://localhost:${TWO_GATEWAYS_PORT}`,
    },
  }],
});
