import { type Page } from '@playwright/test';
import { expect, fitsWidth, lookAtDialog, test, viewports } from './screens';
import { freshCustomer, signIn } from './support';

// Screens of the settings area at desktop width and at 375 px, each visited once: checked for what it should show,
// saved to test-results/screenshots/ for people to look at, and audited by axe — the overview, each settings page, the
// address form with errors, the address book, the dialogs. As a fresh copy of Mia (GB): the address it adds is hers.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`settings screens at ${size} width`, () => {
    test.use({ viewport });

    test('overview, each settings page, the address form with errors, the address book, the dialogs', async ({ page, look }) => {
      test.setTimeout(300_000);
      const street = 'Screenshot Lane';
      await signIn(page, await freshCustomer('small-library'), '/settings/addresses/all');
      await expect(h1(page, 'Delivery address')).toBeVisible();
      await look(page, '/settings/addresses/all');

      await page.goto('/settings/new-address');
      const form = page.getByRole('form', { name: 'New address' });
      await expect(form).toBeVisible();
      await fitsWidth(page);
      await look(page, '/settings/new-address', { shot: `settings-new-address-${size}` });

      await form.getByRole('textbox', { name: 'First name' }).fill('Mia');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Clarke');
      await form.getByRole('textbox', { name: 'Street name' }).fill(street);
      await form.getByRole('textbox', { name: 'House number' }).fill(size === 'desktop' ? '1' : '2');
      await form.getByRole('textbox', { name: 'City' }).fill('London');
      await form.getByRole('textbox', { name: 'Postal code' }).fill('XXX');
      await form.getByRole('textbox', { name: 'Phone number (optional)' }).fill('123');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form.getByText('Postal Code must be valid')).toBeVisible();
      await expect(form.getByText('Phone number must be valid')).toBeVisible();
      await fitsWidth(page);
      await look(page, '/settings/new-address with errors', { shot: `settings-address-errors-${size}` });

      await form.getByRole('textbox', { name: 'Postal code' }).fill('SW1A 1AA');
      await form.getByRole('textbox', { name: 'Phone number (optional)' }).fill('');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Your new address has been saved.')).toBeVisible();
      await fitsWidth(page);
      await look(page, '/settings/addresses/all with an address', { shot: `settings-addresses-all-${size}` });

      const item = page.getByTestId('address-book-item').filter({ hasText: street });
      await lookAtDialog(page, look, 'delete address dialog', () => item.getByRole('button', { name: 'Delete' }).click(),
        page.getByRole('alertdialog', { name: 'Delete this address?' }), { shot: `settings-delete-address-dialog-${size}`, fullPage: false });

      await item.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('form', { name: 'Edit address' })).toBeVisible();
      await fitsWidth(page);
      await look(page, '/settings/address/:addressId', { shot: `settings-edit-address-${size}` });

      await page.goto('/settings');
      await expect(h1(page, 'My settings')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Analytics cookies' })).toBeVisible();
      await expect(page.getByTestId('settings-default-address')).toBeVisible();
      await fitsWidth(page);
      await look(page, '/settings', { shot: `settings-overview-${size}` });
      await lookAtDialog(page, look, 'delete account dialog', () => page.getByRole('button', { name: 'Delete my account' }).click(),
        page.getByRole('alertdialog', { name: 'Delete your account?' }), { shot: `settings-delete-account-dialog-${size}`, fullPage: false });

      for (const [path, title, name, content] of [
        ['/settings/personal-details', 'Change personal details', 'personal-details', page.getByRole('textbox', { name: 'Last name' })],
        ['/settings/email', 'Change email address', 'email', page.getByRole('textbox', { name: 'New e-mail address' })],
        ['/settings/payment-method', 'Change your payment method', 'payment-method', page.getByRole('radio', { name: 'PayPal' })],
        ['/settings/new-address', 'Delivery address', 'second-address', page.getByRole('checkbox', { name: 'Use as my default delivery address' })],
      ] as const) {
        await page.goto(path);
        await expect(h1(page, title)).toBeVisible();
        await expect(content).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to my Settings' })).toBeVisible();
        await fitsWidth(page);
        await look(page, `${path} (${name})`, { shot: `settings-${name}-${size}` });
      }

      const email = page.getByRole('textbox', { name: 'New e-mail address' });
      await page.goto('/settings/email');
      await email.fill('emma@example.com');
      await page.getByRole('button', { name: 'Send confirmation e-mail' }).click();
      await expect(page.getByText('This e-mail address is already in use.')).toBeVisible();
      await look(page, '/settings/email with an error', { shot: `settings-email-error-${size}` });

      await page.goto('/settings/addresses/all');
      await item.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('The address has been deleted.')).toBeVisible();
      await expect(item).toHaveCount(0);
    });
  });
}
