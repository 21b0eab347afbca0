// The README's example of another channel (examples/other-channel.mjs), run as its users run it, against this stack:
// it signs in as the native client `other-channel` (code + PKCE, a loopback redirect) and runs its registered
// documents by id.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { PORT, REPO_ROOT } from './ports';

test("another channel's example signs Emma in and lists her orders and her newest month of photos", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'examples/other-channel.mjs')], {
    env: { PATH: process.env.PATH, GATEWAY_URL: `http://localhost:${PORT}` },
    timeout: 30_000,
  });
  expect(stdout).toContain('Signed in as emma@example.com (client other-channel');
  const [, orderCount] = /Orders \((\d+)\), newest first:/.exec(stdout) ?? [];
  expect(Number(orderCount)).toBeGreaterThan(0);
  expect(stdout).toMatch(/^ {2}\d+ +(AWAITING_PAYMENT|ORDERED|IN_PRODUCTION|SENT|CANCELLED) +\d{4}-\d{2}-\d{2}$/m);
  const [, month, photos] = /Newest month of photos: (\d{4}-\d{2}), (\d+) photos/.exec(stdout) ?? [];
  expect(month).toBeTruthy();
  expect(Number(photos)).toBeGreaterThan(0);
  expect(stdout).toMatch(/^ {2}\S+\.(jpe?g|heic|png)$/im);
});
