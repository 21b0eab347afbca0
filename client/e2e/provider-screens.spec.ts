import type { Page } from '@playwright/test';
import { siteOfChannel, siteOrigin } from '@my-account/brands';
import { PORT, SERVICES_PORT } from './ports';
import { expect, fitsWidth, test, viewports } from './screens';
import { freshCustomer, signIn } from './support';

// The identity provider's own pages beside the sign-in form, on the Dutch site (FotoPrint, nl-NL), at desktop width
// and at 375 px: signing out (held while the customer looks at it), signed out (no site page to return to: the
// browser's language), and an error. Each in Dutch, in the brand, saved and audited by axe.

const ISSUER = `http://localhost:${SERVICES_PORT}/oidc`;
const DUTCH = siteOrigin(siteOfChannel('fotoprint-nl')!, `http://localhost:${PORT}`);
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`identity provider screens at ${size} width`, () => {
    test.use({ viewport, locale: 'nl-NL' });

    test('the Dutch site signs out in Dutch', async ({ page, look }) => {
      test.setTimeout(120_000);
      await signIn(page, await freshCustomer('small-library'), '/', DUTCH);
      await expect(h1(page, 'Mijn accountoverzicht')).toBeVisible();
      // The page submits itself at once: here its script is left out, so that the customer's view of it can be looked
      // at, and the form is then submitted as the script does.
      await page.route((url) => url.pathname === '/oidc/session/end', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script>[^<]*<\/script>/, '');
        await route.fulfill({ response, body });
      });
      await page.goto(`${DUTCH}/logout`);
      await expect(h1(page, 'Je wordt uitgelogd…')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
      await expect(page).toHaveTitle('Je wordt uitgelogd… | FotoPrint');
      await expect(page.getByRole('img', { name: 'FotoPrint' })).toBeVisible();
      await fitsWidth(page);
      await look(page, 'sign-out (nl-NL)', { shot: `provider-sign-out-nl-${size}` });
      await page.locator('#op\\.logoutForm').evaluate((form: HTMLFormElement) => form.submit());
      // Signed out: back on the Dutch site, which asks to sign in again (in Dutch).
      await expect(h1(page, 'Log in op je account')).toBeVisible({ timeout: 30_000 });
    });

    test('signed out with no site page to return to, and an error, in Dutch', async ({ page, look }) => {
      await page.goto(`${ISSUER}/session/end?client_id=my-account`);
      await expect(h1(page, 'Je bent uitgelogd')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
      const back = page.getByRole('link', { name: 'Terug naar Mijn account' });
      await expect(back).toHaveAttribute('href', `http://localhost:${PORT}/`);
      await page.keyboard.press('Tab');
      await expect(back).toBeFocused();
      await fitsWidth(page);
      await look(page, 'signed out (nl-NL)', { shot: `provider-signed-out-nl-${size}` });

      await page.goto(`${ISSUER}/session/end?id_token_hint=not-a-token&post_logout_redirect_uri=${encodeURIComponent(`${DUTCH}/`)}`);
      await expect(h1(page, 'Er is iets misgegaan')).toBeVisible();
      await expect(page).toHaveTitle('Er is iets misgegaan | FotoPrint');
      await expect(page.getByText('Foutcode: invalid_request')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Terug naar Mijn account' })).toHaveAttribute('href', `${DUTCH}/`);
      await fitsWidth(page);
      await look(page, 'error (nl-NL)', { shot: `provider-error-nl-${size}` });
    });
  });
}
