import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { readZip, sha256 } from '../../services/test/helpers/zip';
import { SERVICES_PORT } from './ports';
import { accessToken, freshCustomer } from './support';

// A customer who uses only the keyboard: signs in, opens a photo from the grid, moves with the arrow keys, closes
// the preview (the focus is back on the photo opened), selects three photos and downloads them as a zip. No mouse.

/** What has the keyboard focus: its test id, photo id, accessible name and whether it sits in the selection toolbar. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testId: el?.dataset.testid ?? null,
      photoId: el?.dataset.photoId ?? null,
      text: el?.textContent?.trim() ?? '',
      inToolbar: Boolean(el?.closest('[role="toolbar"]')),
    };
  });

/** Presses `key` (Tab or Shift+Tab) until `reached` holds for the focused element, at most `max` times. */
async function tabUntil(page: Page, key: 'Tab' | 'Shift+Tab', reached: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (reached(await focused(page))) return;
  }
  throw new Error(`${key} never reached the element (now on ${JSON.stringify(await focused(page))})`);
}

const isTile = (f: Awaited<ReturnType<typeof focused>>) => f.testId === 'photo-tile';
const servicesUrl = `http://localhost:${SERVICES_PORT}`;
const localId = (globalId: string) => Buffer.from(globalId, 'base64url').toString('utf8').replace(/^Photo:/, '');

test('open, move through and close photos, then select three and download them, all with the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  // A copy of Emma: the archive it makes is its own.
  const account = await freshCustomer('consumer');
  await page.goto('/my-photos/photos');
  await page.getByLabel(/e-mail/i).fill(account.email);
  await page.getByLabel(/password/i).fill(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('photo-tile').first()).toBeVisible({ timeout: 30_000 });

  // The grid is one stop in the tab order; the arrow keys move inside it.
  await tabUntil(page, 'Tab', isTile);
  const first = (await focused(page)).photoId!;
  await page.keyboard.press('ArrowRight');
  const second = (await focused(page)).photoId!;
  expect(second).not.toBe(first);
  await page.keyboard.press('ArrowDown');
  const below = await focused(page);
  expect(isTile(below)).toBe(true);
  expect([first, second]).not.toContain(below.photoId);
  await page.keyboard.press('ArrowUp');
  expect((await focused(page)).photoId).toBe(second);

  // Enter opens the preview; the arrows move to other photos; Escape closes it and the focus is on the photo opened.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/preview/${encodeURIComponent(second)}`));
  await expect(page.getByTestId('photo-preview').locator('img')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(new RegExp(`/preview/${encodeURIComponent(second)}`));
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/preview/${encodeURIComponent(second)}`));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(page.locator(`[data-testid="photo-tile"][data-photo-id="${second}"]`)).toBeFocused();
  await expect.poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), scrolled)).toBeLessThanOrEqual(1);

  // Select: the focus stays with the selection controls (on Cancel), then back into the grid to pick three photos.
  await tabUntil(page, 'Shift+Tab', (f) => f.testId === 'select-start');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('select-cancel')).toBeFocused();
  await tabUntil(page, 'Tab', isTile);
  const chosen: string[] = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    chosen.push((await focused(page)).photoId!);
    await page.keyboard.press('Space');
  }
  await expect(page.getByTestId('selected-count')).toHaveText('3 selected');
  expect(new Set(chosen).size).toBe(3);

  // Download from the selection toolbar (its own chunk: in place before the Tab key looks for it): the archive is
  // prepared and arrives by itself.
  await expect(page.getByTestId('selection-toolbar').getByTestId('toolbar-download')).toBeEnabled();
  await tabUntil(page, 'Tab', (f) => f.testId === 'toolbar-download' && f.inToolbar);
  const zip = page.waitForEvent('download', { timeout: 30_000 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: 'Preparing download...' })).toBeVisible();
  const download = await zip;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await readZip(await readFile((await download.path())!));

  const token = await accessToken(page);
  const images = await Promise.all(chosen.map(async (id) => {
    const res = await fetch(`${servicesUrl}/photo-api/photos/${localId(id)}`, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as { localFileName: string; untouchedUrl: string };
  }));
  const expected = await Promise.all(images.map(async (image) => ({
    name: image.localFileName,
    sha256: sha256(Buffer.from(await (await fetch(image.untouchedUrl)).arrayBuffer())),
  })));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  expect(entries.map(({ name, sha256: hash }) => ({ name, sha256: hash })).sort(byName)).toEqual(expected.sort(byName));
  // Selection mode ended with the download; the focus is on Select again, not lost to the page.
  await expect(page.getByTestId('select-start')).toBeFocused();
});
