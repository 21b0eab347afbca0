import { expect, test, type Page } from '@playwright/test';
import { PORT, REPO_ROOT } from './ports';
import { signIn } from './support';

// Not pixel assertions: saves the screens of this area at desktop width and at 375 px for people to look at
// (test-results/screenshots/), after checking each one shows what it should.
const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } } as const;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${REPO_ROOT}test-results/screenshots/${name}.png`, fullPage: true });

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`screens at ${size} width`, () => {
    test.use({ viewport });

    test('sign-in page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
      await shot(page, `sign-in-${size}`);
    });

    test('overview of a consumer', async ({ page }) => {
      await signIn(page, 'consumer');
      await expect(page.getByTestId('photos-count')).toBeVisible();
      await shot(page, `overview-${size}`);
      if (size === 'mobile') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await expect(page.locator('[data-entering]')).toHaveCount(0); // the drawer has finished sliding in
        await shot(page, `menu-drawer-${size}`);
      }
    });

    test('overview of a business customer', async ({ page }) => {
      await signIn(page, 'business');
      await expect(page.getByRole('status').filter({ hasText: /pending validation/i })).toBeVisible();
      await shot(page, `overview-business-${size}`);
    });

    test('overview on the Dutch brand', async ({ page }) => {
      await signIn(page, 'consumer', '/', `http://fotoprint-nl.localhost:${PORT}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn accountoverzicht' })).toBeVisible();
      await expect(page.getByTestId('photos-count')).toBeVisible();
      await shot(page, `overview-nl-${size}`);
    });
  });
}
