import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Journeys run in Debian's Chromium against the real stack (services + gateway + built client), started here
// on its own ports with a fresh embedded database, so they never touch the data of `npm start`.
import { PORT, REPO_ROOT } from './ports';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'my-account-e2e-'));

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // On CI a trace is recorded only for a failed journey's retry: recording every journey costs CI time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: REPO_ROOT,
    url: `http://localhost:${PORT}/config.json`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SERVICES_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The services' fault switch (/_faults): journeys make a service fail or wait for real.
      SERVICES_FAULTS: 'on',
      // The site services' answers are kept 2 s (not 60): site.spec.ts sees its faults take effect within the journey.
      SITE_CONFIG_TTL_MS: '2000',
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
  },
});
