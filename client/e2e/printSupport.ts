import { expect, type Page } from '@playwright/test';
import { REPO_ROOT } from './ports';
import { freshCustomer, signIn } from './support';

/** 640 × 480 px: 106 dpi as a 10 × 15 cm print, too small for a sharp one. */
export const TOO_SMALL_PHOTO = 'harbour-2021-05.jpg';

/**
 * Signs in as a fresh copy of Lucas (30 photos of 1024 × 768 px: about 170 dpi as 10 × 15 cm prints), uploads a photo
 * too small for a sharp print, copies it and his two oldest photos into a new album named `album` and opens it.
 * Answers the two photos' file names.
 */
export async function albumWithTooSmallPhoto(page: Page, album: string): Promise<string[]> {
  const tiles = page.getByTestId('photo-tile');
  await signIn(page, await freshCustomer('albums'), '/my-photos/photos');
  await expect(tiles.first()).toBeVisible();
  await page.getByRole('button', { name: 'Add photos' }).click();
  const upload = page.getByTestId('upload-dialog');
  await upload.locator('input[type=file]').setInputFiles(`${REPO_ROOT}client/e2e/fixtures/${TOO_SMALL_PHOTO}`);
  await upload.getByRole('button', { name: /^Upload 1 photo/ }).click();
  await upload.getByRole('button', { name: /^Add 1 photo/ }).click();
  await expect(upload).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Photos \(31\)/ })).toBeVisible();

  // Oldest first: the new photo (taken in May 2021) leads, before his oldest two (August 2026).
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Date taken (oldest first)' });
  await expect(tiles.first()).toHaveAccessibleName(TOO_SMALL_PHOTO);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const chosen = [(await tiles.nth(1).getAttribute('aria-label'))!, (await tiles.nth(2).getAttribute('aria-label'))!];
  for (let i = 0; i < 3; i++) await tiles.nth(i).click();
  await expect(page.getByText('3 selected')).toBeVisible();
  await copySelectionToNewAlbum(page, album);
  await expect(tiles).toHaveCount(3);
  return chosen;
}

/**
 * Signs in as a fresh copy of Lucas, copies his newest `count` photos into a new album named `album`, orders them as
 * prints from it and places the order in the editor stand-in, which sends him to his orders. Answers the photos' file
 * names and the new order's code.
 */
export async function placePrintsOrder(page: Page, album: string, count: number): Promise<{ chosen: string[]; code: string }> {
  const tiles = page.getByTestId('photo-tile');
  await signIn(page, await freshCustomer('albums'), '/my-photos/photos');
  await expect(tiles.first()).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const chosen: string[] = [];
  for (let i = 0; i < count; i++) {
    chosen.push((await tiles.nth(i).getAttribute('aria-label'))!);
    await tiles.nth(i).click();
  }
  await expect(page.getByText(`${count} selected`)).toBeVisible();
  await copySelectionToNewAlbum(page, album);
  await expect(tiles).toHaveCount(count);

  await page.getByRole('button', { name: 'Order photo prints' }).click();
  await page.getByRole('button', { name: `Next: Customise ${count} photo prints` }).click();
  await expect(page).toHaveURL(/\/editor\?/, { timeout: 15_000 });
  await expect(page.getByTestId('editor-photo')).toHaveCount(count);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const link = page.getByTestId('order-row').first().getByRole('link', { name: /^Order / });
  const code = (await link.textContent())!.replace(/^Order /, '');
  return { chosen, code };
}

/** Copies the selected photos into a new album named `album` and opens it from the toast. */
async function copySelectionToNewAlbum(page: Page, album: string) {
  await page.getByRole('button', { name: 'Copy to album' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy to album' });
  await copy.getByTestId('copy-to-album-new').click();
  await copy.getByRole('textbox', { name: 'Album name' }).fill(album);
  await copy.getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByTestId('toast').filter({ hasText: `Photos copied to ${album}` }).getByRole('link', { name: album }).click();
}
