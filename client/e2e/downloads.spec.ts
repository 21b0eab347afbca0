import { type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { readZip, sha256 } from '../../services/test/helpers/zip';
import { SERVICES_PORT } from './ports';
import { expect, shot, test, viewports } from './screens';
import { accessToken, cspViolations, freshCustomer, signIn, type DemoKind } from './support';

const tiles = (page: Page) => page.getByTestId('photo-tile');
const servicesUrl = `http://localhost:${SERVICES_PORT}`;
/** The photo service's id inside a Photo's global id (base64url of `Photo:<id>`). */
const localId = (globalId: string) => Buffer.from(globalId, 'base64url').toString('utf8').replace(/^Photo:/, '');

/** The originals of the photos, straight from the photo and storage services with the customer's token. */
async function originals(page: Page, globalIds: string[]) {
  const token = await accessToken(page);
  const images = await Promise.all(globalIds.map(async (id) => {
    const res = await fetch(`${servicesUrl}/photo-api/photos/${localId(id)}`, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as { localFileName: string; untouchedUrl: string };
  }));
  return Promise.all(images.map(async (image) => ({
    name: image.localFileName,
    sha256: sha256(Buffer.from(await (await fetch(image.untouchedUrl)).arrayBuffer())),
  })));
}

/** Clicks unselected photo tiles (scrolling the timeline as needed) until `count` are selected. */
async function selectPhotos(page: Page, count: number) {
  const selected = page.locator('[data-testid="photo-tile"][aria-pressed="true"]');
  for (let guard = 0; guard < count * 3; guard++) {
    const text = await page.getByTestId('selected-count').textContent();
    if (Number(text?.match(/\d+/)?.[0]) >= count) return;
    const next = page.locator('[data-testid="photo-tile"][aria-pressed="false"]').first();
    if ((await next.count()) === 0) await page.mouse.wheel(0, 400);
    else await next.click();
  }
  expect(await selected.count()).toBeGreaterThanOrEqual(count);
}

/** Signs in as a fresh copy of `template` on the photos, enters selection mode and selects the first `count` photos. */
async function selectFirstPhotos(page: Page, template: DemoKind, count: number): Promise<string[]> {
  await signIn(page, await freshCustomer(template), '/my-photos/photos');
  await expect(tiles(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const chosen: string[] = [];
  for (let i = 0; i < count; i++) {
    chosen.push((await tiles(page).nth(i).getAttribute('data-photo-id'))!);
    await tiles(page).nth(i).click();
  }
  await expect(page.getByText(`${count} selected`)).toBeVisible();
  return chosen;
}

test('three photos download as a zip of their originals; 101 cannot; one photo keeps its file name', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = cspViolations(page);
  // A copy of Emma: the downloads page then lists this journey's archives only.
  // Three photos: 'Preparing download...', the archive is built in the background, and the zip arrives by itself.
  const chosen = await selectFirstPhotos(page, 'consumer', 3);
  const zip = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Preparing download...' })).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Downloading photos' })).toBeVisible({ timeout: 30_000 });
  // The archive being ready is announced to screen readers once, through the app's live region.
  await expect(page.getByTestId('live-announcer-polite').getByText('Downloading photos')).toHaveCount(1);
  const download = await zip;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await readZip(await readFile((await download.path())!));
  const expected = await originals(page, chosen);
  expect(entries.map(({ name, sha256: hash }) => ({ name, sha256: hash })).sort((a, b) => a.name.localeCompare(b.name)))
    .toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));

  // 100 photos can be downloaded at once, 101 cannot: Download is disabled with the tooltip.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await selectPhotos(page, 100);
  const button = page.getByRole('toolbar').getByRole('button', { name: 'Download' });
  await expect(button).toBeEnabled();
  await selectPhotos(page, 101);
  await expect(page.getByText('101 selected')).toBeVisible();
  await expect(button).toBeDisabled();
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Up to 100 photos can be downloaded at a time');
  await page.getByTestId('select-cancel').click();

  // One photo: downloaded with its local file name.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const single = tiles(page).first();
  const fileName = (await single.getAttribute('aria-label'))!;
  await single.click();
  const file = page.waitForEvent('download');
  await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
  expect((await file).suggestedFilename()).toBe(fileName);
  await expect(page.getByTestId('selection-toolbar')).toHaveCount(0); // success ends selection mode

  // The downloads page lists the archive, finished and downloadable again.
  await page.goto('/downloads');
  const row = page.getByTestId('download-row').first();
  await expect(row).toHaveAttribute('data-status', 'FINISHED');
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download / }).click();
  expect((await again).suggestedFilename()).toBe(download.suggestedFilename());
  expect(violations).toEqual([]); // the archive is fetched from the download API's origin within the CSP
});

// A copy of Mia (30 photos). One of two selected photos is deleted elsewhere (another device: straight through the
// photo service) before Download is pressed: the download service refuses the archive, and the refusal is a dialog
// that stays open until the customer closes it (spec §8), not a toast that goes by itself.
for (const [size, viewport] of Object.entries(viewports)) {
  test(`a refused download of several photos is a dialog that stays open until closed, at ${size} width`, async ({ page, look }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const chosen = await selectFirstPhotos(page, 'small-library', 2);
    const deleted = await fetch(`${servicesUrl}/photo-api/photos`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await accessToken(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ photoIds: [localId(chosen[1]!)] }),
    });
    expect(deleted.ok).toBe(true);

    await page.clock.install();
    await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download failed' });
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be downloaded');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    // Longer than any toast lasts (10 s): still open.
    await page.clock.runFor(15_000);
    await expect(dialog).toBeVisible();
    await look(page, '/my-photos/photos (download refused)', { shot: `downloads-refused-${size}`, fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('2 selected')).toBeVisible(); // the selection stays, to try again
  });
}

// Screens saved to test-results/screenshots/ for people to look at and audited by axe: an archive being prepared, and
// the downloads page.
for (const [size, viewport] of Object.entries(viewports)) {
  test(`downloads screens at ${size} width`, async ({ page, look }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signIn(page, await freshCustomer('consumer'), '/my-photos/photos');
    await expect(tiles(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await selectPhotos(page, 40);
    const zip = page.waitForEvent('download', { timeout: 60_000 });
    // The progress may come and go between two looks when the archive is quick: the page notes that it showed.
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="archive-progress"]')) return;
        document.body.dataset.archiveProgressShown = 'true';
        seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
    const progress = page.getByTestId('archive-progress');
    if (await progress.waitFor({ timeout: 5_000 }).then(() => true, () => false)) {
      await shot(page, `downloads-preparing-${size}`, { fullPage: false }); // while it lasts: no audit
    }
    await zip;
    await expect(page.locator('body')).toHaveAttribute('data-archive-progress-shown', 'true');
    await expect(progress).toHaveCount(0);
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await expect(page.getByTestId('download-row').first()).toHaveAttribute('data-status', 'FINISHED');
    await look(page, '/downloads', { shot: `downloads-page-${size}`, fullPage: false });
  });
}
