import { type Page } from '@playwright/test';
import { expect, test } from './screens';
import { freshCustomer, signIn } from './support';

// A customer who asks for reduced motion (WCAG 2.3.3): nothing on the page moves by itself — the photo preview, the
// toasts and the archive's progress run no animation and no transition — and what happens is announced through the
// app's live region instead. As a fresh copy of Mia (an archive is made).

test.use({ reducedMotion: 'reduce' });

/** The animations and transitions running or waiting to run on the page (CSS and script alike). */
const running = (page: Page) => page.evaluate(() => document.getAnimations().map((animation) =>
  `${animation.constructor.name} ${(animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? ''}`));

/** What makes an element move, as the browser computes it. */
const motionOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => {
  const style = getComputedStyle(element);
  return { animation: style.animationName, transition: style.transitionDuration };
});

test('the preview and the toasts do not move; the archive being ready is announced', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await freshCustomer('small-library'), '/my-photos/photos');
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles.first()).toBeVisible();

  await tiles.first().click();
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  await expect(page.locator('.photo-preview__image').first()).toBeVisible();
  expect(await motionOf(page, '.photo-preview__image')).toEqual({ animation: 'none', transition: '0s' });
  await page.keyboard.press('ArrowRight');
  expect(await running(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (let i = 0; i < 3; i++) await tiles.nth(i).click();
  await expect(page.getByText('3 selected')).toBeVisible();
  const zip = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Preparing download...' });
  await expect(toast).toBeVisible();
  expect(await motionOf(page, '[data-testid="toast"]')).toEqual({ animation: 'none', transition: '0s' });
  expect(await running(page)).toEqual([]);

  // The archive is ready: its toast, announced once through the live region (read, not waited for with a sleep).
  await expect(page.getByTestId('toast').filter({ hasText: 'Downloading photos' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('live-announcer-polite').getByText('Downloading photos')).toHaveCount(1);
  expect(await running(page)).toEqual([]);
  await zip;
});
