import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from './ports';
import { fitsWidth, shot, viewports } from './screens';
import { signIn } from './support';

// Screens of the settings area at desktop width and at 375 px, saved to test-results/screenshots/ for people to look
// at, each after checking it shows what it should. As Mia (GB); the address this adds is deleted again at the end.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A dialog once its opening animation is over (the screenshot shows it settled). */
async function dialogShot(page: Page, name: string) {
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  await page.screenshot({ path: `${REPO_ROOT}test-results/screenshots/${name}.png` });
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`settings screens at ${size} width`, () => {
    test.use({ viewport });

    test('overview, each settings page, the address form with errors, the dialogs', async ({ page }) => {
      test.setTimeout(180_000);
      const street = `Screenshot Lane ${size === 'desktop' ? 1 : 2}`;
      await signIn(page, 'small-library', '/settings/new-address');
      const form = page.getByRole('form', { name: 'New address' });
      await expect(form).toBeVisible();
      await fitsWidth(page);
      await shot(page, `settings-new-address-${size}`);

      await form.getByRole('textbox', { name: 'First name' }).fill('Mia');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Clarke');
      await form.getByRole('textbox', { name: 'Street name' }).fill(street.replace(/ \d$/, ''));
      await form.getByRole('textbox', { name: 'House number' }).fill(street.slice(-1));
      await form.getByRole('textbox', { name: 'City' }).fill('London');
      await form.getByRole('textbox', { name: 'Postal code' }).fill('XXX');
      await form.getByRole('textbox', { name: 'Phone number (optional)' }).fill('123');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form.getByText('Postal Code must be valid')).toBeVisible();
      await expect(form.getByText('Phone number must be valid')).toBeVisible();
      await fitsWidth(page);
      await shot(page, `settings-address-errors-${size}`);

      await form.getByRole('textbox', { name: 'Postal code' }).fill('SW1A 1AA');
      await form.getByRole('textbox', { name: 'Phone number (optional)' }).fill('');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Your new address has been saved.')).toBeVisible();
      await fitsWidth(page);
      await shot(page, `settings-addresses-all-${size}`);

      const item = page.getByTestId('address-book-item').filter({ hasText: street });
      await item.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete this address?' })).toBeVisible();
      await dialogShot(page, `settings-delete-address-dialog-${size}`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

      await item.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('form', { name: 'Edit address' })).toBeVisible();
      await fitsWidth(page);
      await shot(page, `settings-edit-address-${size}`);

      await page.goto('/settings');
      await expect(h1(page, 'My settings')).toBeVisible();
      await expect(page.getByTestId('settings-default-address')).toBeVisible();
      await fitsWidth(page);
      await shot(page, `settings-overview-${size}`);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
      await dialogShot(page, `settings-delete-account-dialog-${size}`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

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
        await shot(page, `settings-${name}-${size}`);
      }

      const email = page.getByRole('textbox', { name: 'New e-mail address' });
      await page.goto('/settings/email');
      await email.fill('emma@example.com');
      await page.getByRole('button', { name: 'Send confirmation e-mail' }).click();
      await expect(page.getByText('This e-mail address is already in use.')).toBeVisible();
      await shot(page, `settings-email-error-${size}`);

      // Mia's book as it was.
      await page.goto('/settings/addresses/all');
      await page.getByTestId('address-book-item').filter({ hasText: street }).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('The address has been deleted.')).toBeVisible();
    });
  });
}
