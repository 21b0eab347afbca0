import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PORT, SERVICES_PORT } from './ports';
import { accessToken, freshCustomer, signIn } from './support';

// Resumable uploads (tus): three photos of about 20 MB each over a throttled connection that drops half-way and comes
// back — every file goes on from the storage service's offset (the services' byte counter: no more than the files and
// one chunk each) and all three reach the library; then a reload half-way through an upload: the dialog comes back
// with its queue, the same files chosen again finish it.

/** The stack's chunk size (playwright.config.ts: UPLOAD_CHUNK_BYTES). */
const CHUNK = 1024 * 1024;
/** The emulated uplink, bytes per second: slow enough to drop the connection half-way, fast enough for the journey. */
const UPLINK = 8 * 1024 * 1024;

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'resumable-uploads-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A real JPEG of noise (so it stays large): about 2.9 MB per megapixel. */
async function noiseJpeg(name: string, width: number, height: number) {
  const path = join(dir, name);
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toFile(path);
  return path;
}

/** Bytes the services wrote to resumable uploads so far (their Prometheus counter, on the stack's metrics port). */
async function bytesReceived(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${PORT + 3}/metrics`)).text();
  return Number(/^services_upload_bytes_received_total (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text)?.[1] ?? Number.NaN);
}

const network = (cdp: CDPSession, offline: boolean) => cdp.send('Network.emulateNetworkConditions', {
  offline, latency: 20, downloadThroughput: -1, uploadThroughput: UPLINK,
});

/** The dialog's total progress, 0..100. */
const total = async (page: Page) =>
  Number(await page.getByRole('progressbar', { name: 'Upload progress of all photos' }).getAttribute('aria-valuenow'));

async function libraryNames(page: Page): Promise<string[]> {
  const res = await fetch(`http://localhost:${SERVICES_PORT}/photo-api/photos?limit=50`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  return ((await res.json()) as { images: Array<{ localFileName: string }> }).images.map((i) => i.localFileName);
}

test('large photos go on after a dropped connection and after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const files = await Promise.all(['sea-1.jpg', 'sea-2.jpg', 'sea-3.jpg'].map((name) => noiseJpeg(name, 2800, 2500)));
  const later = await Promise.all(['dune-1.jpg', 'dune-2.jpg'].map((name) => noiseJpeg(name, 2000, 1800)));
  const sizes = files.map((path) => statSync(path).size);
  expect(Math.min(...sizes)).toBeGreaterThan(18_000_000);

  await signIn(page, await freshCustomer('small-library'), '/my-photos/photos');
  const cdp = await page.context().newCDPSession(page);
  await network(cdp, false);

  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add photos' });
  await dialog.locator('input[type="file"]').setInputFiles(files);
  const before = await bytesReceived();
  await dialog.getByRole('button', { name: 'Upload 3 photos' }).click();

  // Half-way, the connection drops for two seconds: the chunks on their way fail.
  await expect.poll(() => total(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(40);
  const dropped: string[] = [];
  page.on('requestfailed', (request) => {
    if (/\/storage-api\/uploads\/[^/]+\/content/.test(request.url())) dropped.push(request.method());
  });
  await network(cdp, true);
  await page.waitForTimeout(2_000);
  await network(cdp, false);
  expect(dropped, 'upload requests cut by the drop').toContain('PATCH');

  const confirm = dialog.getByRole('button', { name: 'Add 3 photos' });
  await expect(confirm).toBeEnabled({ timeout: 40_000 });
  const received = (await bytesReceived()) - before;
  const sum = sizes.reduce((a, b) => a + b, 0);
  test.info().annotations.push({ type: 'bytes received', description: `${received} for ${sum} bytes of photos` });
  expect(received, `received ${received} bytes for ${sum}`).toBeGreaterThanOrEqual(sum);
  expect(received, `received ${received} bytes for ${sum}`).toBeLessThanOrEqual(sum + files.length * CHUNK);
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  expect(await libraryNames(page)).toEqual(expect.arrayContaining(['sea-1.jpg', 'sea-2.jpg', 'sea-3.jpg']));

  // A reload half-way: the dialog comes back with its queue and asks for the files again.
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  await dialog.locator('input[type="file"]').setInputFiles(later);
  await dialog.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect.poll(() => total(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your upload was interrupted');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'dune-1.jpg' })).toContainText('Choose this photo again to go on');
  await dialog.locator('input[type="file"]').setInputFiles(later);
  const confirmLater = dialog.getByRole('button', { name: 'Add 2 photos' });
  await expect(confirmLater).toBeEnabled({ timeout: 30_000 });
  await confirmLater.click();
  await expect(dialog).toHaveCount(0);
  expect(await libraryNames(page)).toEqual(expect.arrayContaining(['dune-1.jpg', 'dune-2.jpg']));
  // Nothing is left to come back after the next reload.
  expect(await page.evaluate(() => localStorage.getItem('photoUploads.queue'))).toBeNull();
});
