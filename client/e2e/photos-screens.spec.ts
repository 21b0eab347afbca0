import { type Locator, type Page } from '@playwright/test';
import { REPO_ROOT } from './ports';
import { expect, gridOnScreenFilled, lookAtDialog, test, thumbnailsLoaded, viewports } from './screens';
import { albumWithTooSmallPhoto, placePrintsOrder, TOO_SMALL_PHOTO } from './printSupport';
import { freshCustomer, signIn } from './support';

// Screens of the photo library at desktop width and at 375 px, each visited once: checked for what it should show,
// saved to test-results/screenshots/ for people to look at, and audited by axe — the library, selecting, the dialogs
// of the photos tab, a month with +N, the preview, stripped mode, the upload dialog with a rejected file, activation.
const fixture = (name: string) => `${REPO_ROOT}client/e2e/fixtures/${name}`;

/**
 * Moves the scrubber with the keyboard until it announces `label` ('July 2023'): Page Down / Page Up while the month
 * is more than a year away (a tenth of the range a press, without loading every month between), then the arrows.
 */
async function scrubTo(page: Page, label: string) {
  const scrubber = page.getByRole('slider', { name: 'Jump to month' });
  const monthsFrom = (text: string) => {
    const date = new Date(`1 ${text} UTC`);
    return date.getUTCFullYear() * 12 + date.getUTCMonth();
  };
  await scrubber.focus();
  for (let i = 0; i < 150; i++) {
    const current = await scrubber.getAttribute('aria-valuetext');
    if (current === label) break;
    const away = monthsFrom(current ?? '') - monthsFrom(label); // > 0: the month is further down (older)
    const key = Math.abs(away) > 12 ? (away > 0 ? 'PageDown' : 'PageUp') : away > 0 ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(key);
    await expect(scrubber).not.toHaveAttribute('aria-valuetext', current ?? ''); // moved
  }
  await expect(scrubber).toHaveAttribute('aria-valuetext', label);
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

/** The preview's toolbar fits the screen, each action on one line; Previous and Next stay off the photo. */
async function expectPreviewLayout(page: Page, width: number) {
  const preview = page.getByTestId('photo-preview');
  const buttons = preview.getByRole('group').getByRole('button');
  for (const button of await buttons.all()) {
    const b = await box(button);
    const name = await button.getAttribute('aria-label') ?? await button.innerText();
    expect(b.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
    expect(b.height, `${name} on one line`).toBeLessThanOrEqual(48);
  }
  const image = await box(preview.locator('img'));
  for (const name of ['Previous photo', 'Next photo']) {
    const nav = preview.getByRole('button', { name });
    if (!(await nav.isVisible())) continue;
    const b = await box(nav);
    const overlaps = b.x < image.x + image.width && image.x < b.x + b.width && b.y < image.y + image.height && image.y < b.y + b.height;
    expect(overlaps, `${name} covers the photo`).toBe(false);
  }
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`photo screens at ${size} width`, () => {
    test.use({ viewport });

    test('library, selecting, the dialogs of the photos tab, a month with +N, and the preview', async ({ page, look }) => {
      test.setTimeout(300_000);
      // /my-photos opens the Photos tab.
      await signIn(page, 'consumer', '/my-photos');
      await expect(page).toHaveURL(/\/my-photos\/photos$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
      await expect(page.getByTestId('photo-tile').first()).toBeVisible();
      await thumbnailsLoaded(page);
      await look(page, '/my-photos/photos', { shot: `photos-library-${size}`, fullPage: false });

      await lookAtDialog(page, look, 'upload dialog', () => page.getByRole('button', { name: 'Add photos' }).click(),
        page.getByTestId('upload-dialog'));
      await lookAtDialog(page, look, 'delete all dialog', () => page.getByRole('button', { name: 'Delete all photos' }).click(),
        page.getByRole('alertdialog'));

      await page.getByRole('button', { name: 'Select', exact: true }).click();
      for (let i = 0; i < 2; i++) await page.getByTestId('photo-tile').nth(i).click();
      await expect(page.getByText('2 selected')).toBeVisible();
      await look(page, '/my-photos/photos selecting');
      const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
      await lookAtDialog(page, look, 'copy to album dialog', () => toolbar.getByRole('button', { name: 'Copy to album' }).click(),
        page.getByRole('dialog', { name: 'Copy to album' }));
      await lookAtDialog(page, look, 'delete photos dialog', () => toolbar.getByRole('button', { name: 'Delete' }).click(),
        page.getByRole('alertdialog'));
      await page.getByTestId('select-cancel').click();
      await expect(page.getByTestId('selection-toolbar')).toHaveCount(0);

      await scrubTo(page, 'July 2023');
      // The month's last row holds the tile: scroll to the month's end (its rows are virtualised; the month keeps its
      // full height), then wait for the row to be rendered there.
      const plusN = page.getByTestId('plus-n-tile');
      await page.getByRole('region', { name: 'July 2023' }).evaluate((month) => month.scrollIntoView({ block: 'end' }));
      await expect(plusN).toBeInViewport();
      await expect(plusN).toHaveText('+33');
      await gridOnScreenFilled(page); // the rows around it, with their thumbnails
      await look(page, 'a month with +N', { shot: `photos-month-plus-n-${size}`, fullPage: false });

      await page.getByTestId('photo-tile').first().click();
      await expect(page).toHaveURL(/\/preview\//);
      // The library may stay mounted (hidden) under the preview: look inside the preview only.
      await expect(page.getByTestId('photo-preview').locator('img[src*="/storage-api/blobs/"]')).toBeVisible();
      await expectPreviewLayout(page, viewport.width);
      await look(page, 'photo preview', { shot: `photos-preview-${size}`, fullPage: false });
    });

    test('stripped mode: no chrome, the page centred', async ({ page, look }) => {
      await signIn(page, 'consumer', '/my-photos/photos?stripped=true');
      await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
      await expect(page.getByTestId('photo-tile').first()).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: /account menu/i })).toHaveCount(0);
      // The content is centred: as much room on its left as on its right (not pushed to the left with the rest empty),
      // and the first row of photos runs across the month.
      const main = await box(page.getByRole('main'));
      const right = viewport.width - (main.x + main.width);
      expect(Math.abs(main.x - right), `left ${main.x} px, right ${right} px`).toBeLessThanOrEqual(24);
      expect(main.width).toBeGreaterThanOrEqual(Math.min(viewport.width, 1200) * 0.9);
      const month = await box(page.getByTestId('timeline-month').first());
      const tiles = await Promise.all((await page.getByTestId('timeline-month').first().getByTestId('photo-tile').all()).map(box));
      const firstRow = tiles.filter((tile) => Math.abs(tile.y - tiles[0]!.y) < 2);
      const rowEnd = Math.max(...firstRow.map((tile) => tile.x + tile.width));
      expect(month.x + month.width - rowEnd, 'room left of the first row').toBeLessThanOrEqual(tiles[0]!.width);
      await look(page, '/my-photos/photos?stripped=true', { shot: `photos-stripped-${size}`, fullPage: false });
    });

    test('order prints: the chosen photos with their print-readiness marks and the print bar\'s summary', async ({ page, look }) => {
      test.setTimeout(120_000);
      await albumWithTooSmallPhoto(page, `Print screens ${size} ${Date.now().toString(36).slice(-5)}`);
      await page.getByRole('button', { name: 'Order photo prints' }).click();
      await expect(page.getByTestId('print-readiness-summary')).toHaveText('1 of 3 photos is too small for a sharp 10.2 × 15.2 cm print');
      await expect(page.getByTestId('photo-tile-mark')).toHaveCount(3); // one too small, two soft
      await thumbnailsLoaded(page);
      await page.getByRole('button', { name: TOO_SMALL_PHOTO }).hover(); // its reason in words
      await look(page, 'order prints with print readiness', { shot: `photos-print-readiness-${size}`, fullPage: false });
    });

    test('printed photos: the timeline\'s marks, the preview\'s orders and the order details\' links back', async ({ page, look }) => {
      test.setTimeout(150_000);
      const { chosen, code } = await placePrintsOrder(page, `Printed screens ${size} ${Date.now().toString(36).slice(-5)}`, 2);
      await page.goto('/my-photos/photos');
      await expect(page.getByTestId('photo-tile-printed')).toHaveCount(2);
      await thumbnailsLoaded(page);
      await look(page, 'timeline with printed marks', { shot: `photos-printed-marks-${size}`, fullPage: false });

      await page.getByRole('button', { name: chosen[0], exact: true }).click();
      await expect(page.getByRole('region', { name: 'Printed in' }).getByRole('link', { name: `Order ${code}` })).toBeVisible();
      await expect.poll(() => page.getByTestId('photo-preview').locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await look(page, 'preview with the orders it was printed in', { shot: `photos-preview-printed-in-${size}`, fullPage: false });

      await page.goto(`/orders/${code}`);
      const product = page.getByTestId('order-product');
      await expect(product.getByRole('link', { name: chosen[1], exact: true })).toBeVisible();
      await expect.poll(() => product.getByTestId('printed-photo').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
      await look(page, 'order details with printed photos linking to their preview', { shot: `orders-printed-photos-${size}` });
    });

    test('upload dialog with an accepted, a duplicate-free and a rejected file', async ({ page, look }) => {
      // The accepted photo is uploaded: a customer of its own (a retry would meet it as a duplicate).
      await signIn(page, await freshCustomer('small-library'), '/my-photos/photos');
      await page.getByRole('button', { name: 'Add photos' }).click();
      const dialog = page.getByTestId('upload-dialog');
      await dialog.locator('input[type=file]').setInputFiles([fixture('harbour-2021-05.jpg'), fixture('notes.jpg')]);
      await dialog.getByRole('button', { name: /^Upload 2 photos/ }).click();
      await expect(dialog.getByText('Only HEIC, JPEG and PNG photos can be uploaded.')).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: /Keep/ })).toHaveCount(1);
      await look(page, 'upload dialog with a rejected file', { shot: `photos-upload-dialog-${size}`, fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    });
  });
}

test('activation of a library that is not active yet', async ({ page, look }) => {
  await signIn(page, 'importing', '/my-photos/photos');
  await expect(page.getByRole('heading', { name: 'Activate your photo library' })).toBeVisible();
  await look(page, 'activation', { shot: 'photos-activation-desktop', fullPage: false });
});
