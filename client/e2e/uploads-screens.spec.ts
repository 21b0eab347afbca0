import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test, viewports } from './screens';
import { uploadSignedOut } from './uploadSupport';
import { freshCustomer, signIn } from './support';

// My photos with the uploads made before signing in listed (?uploads=), at desktop width and at 375 px.
for (const [size, viewport] of Object.entries(viewports)) {
  test(`uploads made before sign-in on My photos (${size})`, async ({ page, look }) => {
    await page.setViewportSize(viewport);
    const ids = await uploadSignedOut(['harbour-2021-05.jpg', 'garden-2018-08.png', 'notes.jpg']);
    await signIn(page, await freshCustomer('small-library'), `/my-photos/photos?uploads=${ids.join(',')},00000000-0000-4000-8000-000000000000`);
    const card = page.getByRole('region', { name: 'Your uploaded photos' });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card).toContainText('1 upload was not found.');
    await look(page, 'my photos, uploads made before sign-in', { shot: `uploads-before-sign-in-${size}` });
  });
}

// The upload dialog's resumable uploads over a slow uplink: files on their way (each one's and the total progress),
// one paused, then resumed, and one failed with its reason (its upload link refused as expired).
let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'upload-screens-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

for (const [size, viewport] of Object.entries(viewports)) {
  test(`upload dialog: progress, paused, resumed, failed (${size})`, async ({ page, look }) => {
    await page.setViewportSize(viewport);
    const files = await Promise.all(['beach-at-noon.jpg', 'old-town-square-in-the-evening-light.jpg', 'lighthouse.jpg'].map(async (name) => {
      const path = join(dir, `${size}-${name}`);
      await sharp(randomBytes(700 * 600 * 3), { raw: { width: 700, height: 600, channels: 3 } }).jpeg({ quality: 95 }).toFile(path);
      return path;
    }));
    await signIn(page, await freshCustomer('small-library'), '/my-photos/photos');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 60 * 1024 });
    // The last file's upload link is refused as expired when its upload is created.
    await page.route(/\/storage-api\/uploads\/[^/]+\/content/, async (route) => {
      const request = route.request();
      const last = request.method() === 'POST' && (await request.headerValue('upload-length')) === String(statSync(files[2]!).size);
      if (last) await route.fulfill({ status: 403, body: 'The upload URL is invalid or expired.\n', headers: { 'tus-resumable': '1.0.0', 'access-control-allow-origin': '*' } });
      else await route.continue();
    });

    await page.getByRole('button', { name: 'Add photos' }).first().click();
    const dialog = page.getByTestId('upload-dialog');
    await dialog.locator('input[type="file"]').setInputFiles(files);
    await dialog.getByRole('button', { name: 'Upload 3 photos' }).click();
    const first = dialog.getByRole('listitem').filter({ hasText: 'beach-at-noon.jpg' });
    await expect(first.getByRole('button', { name: /^Pause uploading/ })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'lighthouse.jpg' }))
      .toContainText('The upload link has expired. Upload this photo again.');
    await expect.poll(async () => Number(await dialog.getByRole('progressbar', { name: 'Upload progress of all photos' })
      .getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await look(page, 'upload dialog, uploading, one failed', { shot: `upload-dialog-progress-${size}`, fullPage: false });

    await first.getByRole('button', { name: /^Pause uploading/ }).click();
    await expect(first).toContainText('Paused');
    await look(page, 'upload dialog, one paused', { shot: `upload-dialog-paused-${size}`, fullPage: false });

    await first.getByRole('button', { name: /^Resume uploading/ }).press('Enter');
    await expect(first.getByRole('button', { name: /^Pause uploading/ })).toBeVisible();
    await look(page, 'upload dialog, resumed', { shot: `upload-dialog-resumed-${size}`, fullPage: false });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
}
