import { PORT } from './ports';
import { expect, test, viewports } from './screens';
import { signIn } from './support';

// The shell's screens at desktop width and at 375 px, each visited once: checked for what it should show, saved to
// test-results/screenshots/ for people to look at (not pixel assertions), and audited by axe — the sign-in page, the
// overview of a consumer (and the menu drawer on a phone), of a business customer, on the Dutch brand, and a page
// that does not exist.

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`screens at ${size} width`, () => {
    test.use({ viewport });

    test('sign-in page', async ({ page, look }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
      await look(page, 'sign-in page', { shot: `sign-in-${size}` });
    });

    test('overview of a consumer', async ({ page, look }) => {
      await signIn(page, 'consumer');
      await expect(page.getByTestId('photos-count')).toBeVisible();
      await look(page, 'overview', { shot: `overview-${size}` });
      if (size === 'mobile') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await look(page, 'menu drawer', { shot: `menu-drawer-${size}` });
      }
    });

    test('overview of a business customer', async ({ page, look }) => {
      await signIn(page, 'business');
      await expect(page.getByRole('status').filter({ hasText: /pending validation/i })).toBeVisible();
      await look(page, 'overview of a business customer', { shot: `overview-business-${size}` });
    });

    test('overview on the Dutch brand', async ({ page, look }) => {
      await signIn(page, 'consumer', '/', `http://fotoprint-nl.localhost:${PORT}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn accountoverzicht' })).toBeVisible();
      await expect(page.getByTestId('photos-count')).toBeVisible();
      await look(page, 'overview on the Dutch brand', { shot: `overview-nl-${size}` });
    });

    test('a page that does not exist', async ({ page, look }) => {
      await signIn(page, 'consumer', '/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await look(page, 'not found', { shot: `not-found-${size}` });
    });
  });
}
