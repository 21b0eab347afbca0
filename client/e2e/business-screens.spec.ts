import { type Page } from '@playwright/test';
import { expect, fitsWidth, test, viewports } from './screens';
import { signIn } from './support';

// The business customer's invoices and FTP instructions at desktop width and at 375 px, each visited once: checked for
// what it should show, saved to test-results/screenshots/ for people to look at, and audited by axe. As Anna (active);
// nothing is saved.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`business screens at ${size} width`, () => {
    test.use({ viewport });

    test('invoices (with a failed download), FTP instructions (with a field error)', async ({ page, look }) => {
      test.setTimeout(120_000);
      await signIn(page, 'business-active', '/invoices');
      await expect(h1(page, 'B2B invoices')).toBeVisible();
      const current = page.getByRole('region', { name: /^Current invoices/ });
      await expect(current.getByTestId('invoice-row').first()).toBeVisible();
      await expect(page.getByTestId('map-pdf-row').first()).toBeVisible();
      await fitsWidth(page);
      await look(page, '/invoices', { shot: `invoices-${size}` });

      // A download held up, then refused by the gateway: the row while it downloads, then its failure and Retry.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/files/invoices/**', async (route) => {
        await held;
        await route.fulfill({ status: 502, body: '' });
      });
      const row = current.getByTestId('invoice-row').first();
      await row.getByRole('button', { name: /^Download invoice/ }).click();
      await expect(row.getByRole('button', { name: /^Downloading invoice/ })).toBeVisible();
      await page.mouse.move(0, 0);
      await look(page, '/invoices (downloading)', { shot: `invoices-downloading-${size}` });
      release();
      await expect(row.getByRole('alert')).toHaveText('The invoice could not be downloaded');
      await page.mouse.move(0, 0);
      await fitsWidth(page);
      await look(page, '/invoices (download failed)', { shot: `invoices-download-failed-${size}` });
      await page.unroute('**/files/invoices/**');

      await page.goto('/integration');
      await expect(h1(page, 'FTP instructions')).toBeVisible();
      await expect(page.getByTestId('ftp-instructions').getByRole('definition').first()).not.toBeEmpty();
      await fitsWidth(page);
      await look(page, '/integration', { shot: `ftp-instructions-${size}` });

      const form = page.getByRole('form', { name: 'Callback settings' });
      await form.getByRole('textbox', { name: 'Callback URL' }).fill('http://erp.example.com/order-status');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Please enter a secure (https) URL')).toBeVisible();
      await fitsWidth(page);
      await look(page, '/integration (field error)', { shot: `ftp-instructions-error-${size}` });
    });
  });
}
