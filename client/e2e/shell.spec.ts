import { expect, test, type Page } from '@playwright/test';
import { PORT } from './ports';
import { accessToken, signIn, submitLogin, demoAccount, type DemoKind } from './support';

const servicesUrl = `http://localhost:${PORT + 1}`;
const menu = (page: Page) => page.getByRole('navigation', { name: /account menu/i });

test('a consumer signs in and lands on the overview with their name and counts from the database', async ({ page }) => {
  const account = await signIn(page, 'consumer', '/', undefined, { throughLoginForm: true });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(page.getByText(account.firstName, { exact: false }).first()).toBeVisible();

  // The counts shown are the ones the photo management service reads from the database.
  // The albums count is the customer's own albums plus the shared albums they take part in (spec §2), as on the
  // Albums tab.
  const token = await accessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${servicesUrl}/photo-api/users`, { headers });
  const { photosCount, albumsCount } = (await res.json()) as { photosCount: number; albumsCount: number };
  const shared = await fetch(`${servicesUrl}/shared-albums-api/users`, { headers });
  const { readAlbumsCount } = (await shared.json()) as { readAlbumsCount: number };
  expect(photosCount).toBeGreaterThan(0);
  expect(readAlbumsCount).toBeGreaterThan(0);
  await expect(page.getByTestId('photos-count')).toHaveText(new RegExp(`\\b${photosCount.toLocaleString('en-GB')}\\b`));
  await expect(page.getByTestId('albums-count')).toHaveText(new RegExp(`\\b${albumsCount + readAlbumsCount}\\b`));
});

test('a consumer sees the online photo books entry and no invoices or FTP entries', async ({ page }) => {
  await signIn(page, 'consumer');
  await expect(menu(page).getByRole('link', { name: 'My online photo books' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'My orders' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'FTP instructions' })).toHaveCount(0);
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Signs in as `kind`, types each of `refused` (lands on the overview), then `allowed` (shows `allowedTitle`). */
async function typeRoutes(page: Page, kind: DemoKind, refused: string[], allowed: string, allowedTitle: string) {
  await signIn(page, kind);
  await expect(heading(page, 'My account overview')).toBeVisible();
  for (const path of refused) {
    await page.goto(path);
    await expect(heading(page, 'My account overview')).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  }
  await page.goto(allowed);
  await expect(heading(page, allowedTitle)).toBeVisible();
}

test('a customer who types a route of the other kind of customer lands on the overview', async ({ page }) => {
  await typeRoutes(page, 'consumer', ['/invoices', '/integration', '/settings/b2b'], '/online-products', 'My online photo books');
});

test('a business customer who types the online photo books route lands on the overview', async ({ page }) => {
  await typeRoutes(page, 'business', ['/online-products'], '/invoices', 'B2B invoices');
});

test('a business customer sees invoices and FTP instructions, no photo books, and the status banner', async ({ page }) => {
  await signIn(page, 'business');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'FTP instructions' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'My online photo books' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /pending validation/i })).toBeVisible();
  await menu(page).getByRole('link', { name: 'FTP instructions' }).click();
  await expect(page).toHaveURL(/\/integration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FTP instructions' })).toBeVisible();
});

test("a customer whose record says deleted is signed out, to 'account deleted'", async ({ page }) => {
  const logoutSeen = page.waitForURL('**/logout', { waitUntil: 'commit' });
  await signIn(page, 'deleted');
  await logoutSeen;
  // Signed out (here and at the provider) and on the account-deleted page, not in a sign-in loop.
  await expect(page).toHaveURL(`http://localhost:${PORT}/account-deleted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
  expect(new URL(page.url()).port).toBe(String(PORT + 1));
});

test('?stripped=true hides the chrome and survives navigation', async ({ page }) => {
  await signIn(page, 'consumer', '/?stripped=true');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(page).toHaveURL(/stripped=true/);
  await expect(menu(page)).toHaveCount(0);
  await page.getByRole('link', { name: /orders/i }).first().click();
  await expect(page).toHaveURL(/\/orders\?.*stripped=true/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
});

test('the document title carries the screen title and the brand', async ({ page }) => {
  await signIn(page, 'consumer');
  await expect(page).toHaveTitle('My account overview | PhotoPrint');
  await menu(page).getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveTitle('Orders | PhotoPrint');
});

test('a second brand shows its own locale texts', async ({ page }) => {
  await signIn(page, 'consumer', '/', `http://fotoprint-nl.localhost:${PORT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn accountoverzicht' })).toBeVisible();
  await expect(page).toHaveTitle(/\| FotoPrint$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
});

test('a wrong password shows the provider error and keeps the customer on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await submitLogin(page, demoAccount('consumer').email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
});
