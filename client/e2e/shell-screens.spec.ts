import { PORT } from './ports';
import { expect, test, thumbnailsLoaded, viewports } from './screens';
import { customerFault, freshCustomer, signIn } from './support';

// The shell's screens at desktop width and at 375 px, each visited once: checked for what it should show, saved to
// test-results/screenshots/ for people to look at (not pixel assertions), and audited by axe — the sign-in page, the
// overview of a consumer (and the menu drawer on a phone), with its orders part unavailable, with nothing in progress
// yet, of a business customer, on the Dutch brand, and a page that does not exist.

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
      await expect(page.getByTestId('latest-order')).toBeVisible();
      await thumbnailsLoaded(page);
      await look(page, 'overview', { shot: `overview-${size}` });
      if (size === 'mobile') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await look(page, 'menu drawer', { shot: `menu-drawer-${size}` });
      }
    });

    test('overview with its orders part unavailable (the order service failing)', async ({ page, look, request }) => {
      const lucas = await freshCustomer('albums');
      const remove = await customerFault(request, lucas, { method: 'GET', path: '/order-api/v2/superorders/me', status: 503 });
      try {
        await signIn(page, lucas);
        await expect(page.getByRole('region', { name: 'Orders in progress' })).toContainText("can't be shown right now");
        await thumbnailsLoaded(page);
        await look(page, 'overview, orders unavailable', { shot: `overview-orders-unavailable-${size}` });
      } finally {
        await remove();
      }
    });

    test('overview with nothing in progress yet', async ({ page, look }) => {
      await signIn(page, 'importing');
      await expect(page.getByTestId('orders-in-progress-empty')).toBeVisible();
      await look(page, 'overview, nothing in progress', { shot: `overview-empty-${size}` });
    });

    test('overview of a business customer', async ({ page, look }) => {
      await signIn(page, 'business');
      await expect(page.getByRole('status').filter({ hasText: /pending validation/i })).toBeVisible();
      await expect(page.getByTestId('business-status')).toHaveText('Pending validation');
      await thumbnailsLoaded(page);
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
