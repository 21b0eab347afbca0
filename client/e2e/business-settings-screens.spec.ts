import { type Page } from '@playwright/test';
import { expect, fitsWidth, test, viewports } from './screens';
import { freshCustomer, signIn } from './support';

// The business settings and the account-status banners at desktop width and at 375 px, each visited once: checked for
// what it should show, saved to test-results/screenshots/ for people to look at, and audited by axe. A fresh copy of
// Dana (Default) shows the Default banner and the settings (with refused fields, nothing saved), and saves an address;
// Oliver (New) and Bruno (Blocked) show theirs.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`business settings screens at ${size} width`, () => {
    test.use({ viewport });

    test('the Default banner, the business settings (refused fields), its e-mail, address and new-address pages', async ({ page, look }) => {
      test.setTimeout(300_000);
      await signIn(page, await freshCustomer('business-default'), '/');
      await expect(h1(page, 'My account overview')).toBeVisible();
      const prompt = page.getByRole('status').filter({ hasText: 'Complete your business details' });
      await expect(prompt.getByRole('link', { name: 'Complete details' })).toBeVisible();
      await fitsWidth(page);
      await look(page, 'overview with the Default banner', { shot: `business-banner-default-${size}` });

      await page.goto('/settings/b2b');
      await expect(h1(page, 'My settings')).toBeVisible();
      const form = page.getByRole('form', { name: 'Company details' });
      await expect(form).toBeVisible();
      await expect(page.getByRole('region', { name: 'Addresses' }).getByTestId('address-book-item').first()).toBeVisible();
      await fitsWidth(page);
      await look(page, '/settings/b2b', { shot: `business-settings-${size}` });

      // Refused before any request (nothing is saved): the field shows its message; then the VAT number's.
      const vat = form.getByRole('textbox', { name: /^VAT number/ });
      const name = form.getByRole('textbox', { name: 'Company name' });
      await name.fill('');
      await vat.fill('123456789B01');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(name).toHaveAccessibleDescription('Please enter your company name');
      await look(page, '/settings/b2b with a field error');
      await name.fill('De Vries Fotografie');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(vat).toHaveAccessibleDescription(/VAT number must be valid/);
      await fitsWidth(page);
      await look(page, '/settings/b2b with a refused VAT number', { shot: `business-settings-error-${size}` });

      for (const [path, title, label, content] of [
        ['/settings/b2b/email', 'Change email address', 'email', page.getByRole('textbox', { name: 'New e-mail address' })],
        ['/settings/b2b/new-address', 'Delivery address', 'new-address', page.getByRole('form', { name: 'New address' })],
      ] as const) {
        await page.goto(path);
        await expect(h1(page, title)).toBeVisible();
        await expect(content).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to my Settings' })).toHaveAttribute('href', '/settings/b2b');
        await fitsWidth(page);
        await look(page, path, { shot: `business-settings-${label}-${size}` });
      }

      // Back on /settings/b2b once an address is saved: the window shows the address list and what was done.
      const street = 'Screenshot Street';
      const address = page.getByRole('form', { name: 'New address' });
      await address.getByRole('textbox', { name: 'First name' }).fill('Dana');
      await address.getByRole('textbox', { name: 'Last name' }).fill('de Vries');
      await address.getByRole('textbox', { name: 'Street name' }).fill(street);
      await address.getByRole('textbox', { name: 'House number' }).fill(size === 'desktop' ? '1' : '2');
      await address.getByRole('textbox', { name: 'Postal code' }).fill('7511 GA');
      await address.getByRole('textbox', { name: 'City' }).fill('Enschede');
      await address.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveURL(/\/settings\/b2b#addresses$/);
      await expect(page.getByText('Your new address has been saved.')).toBeInViewport();
      await look(page, '/settings/b2b with an address saved', { shot: `business-settings-address-saved-${size}`, fullPage: false });

      const item = page.getByTestId('address-book-item').filter({ hasText: street });
      await item.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('form', { name: 'Edit address' })).toBeVisible();
      await look(page, '/settings/b2b/address/:addressId');
    });

    test('the New banner, on the overview and on the business settings', async ({ page, look }) => {
      await signIn(page, 'business', '/');
      await expect(h1(page, 'My account overview')).toBeVisible();
      const banner = page.getByRole('status').filter({ hasText: 'Your business account is pending validation' });
      await expect(banner).toBeVisible();
      await fitsWidth(page);
      await look(page, 'overview with the New banner', { shot: `business-banner-new-${size}` });
      await page.goto('/settings/b2b');
      await expect(page.getByRole('form', { name: 'Company details' })).toBeVisible();
      await expect(banner).toBeVisible();
      await look(page, '/settings/b2b with the New banner');
    });

    test('the Blocked banner', async ({ page, look }) => {
      await signIn(page, 'business-blocked', '/');
      await expect(h1(page, 'My account overview')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Your business account has been blocked' })).toBeVisible();
      await fitsWidth(page);
      await look(page, 'overview with the Blocked banner', { shot: `business-banner-blocked-${size}` });
    });
  });
}
