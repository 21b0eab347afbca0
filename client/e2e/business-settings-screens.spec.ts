import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from './ports';
import { fitsWidth, shot, viewports } from './screens';
import { signIn, type DemoKind } from './support';

// The business settings and the account-status banners at desktop width and at 375 px, saved to
// test-results/screenshots/ for people to look at, each after checking it shows what it should. Nothing here changes
// a customer's data (the refused VAT number is not saved), so Dana stays Default — unless a journey completed her
// details earlier in the run: her Default banner is then not there to take.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`business settings screens at ${size} width`, () => {
    test.use({ viewport });

    test('the business settings (with a refused VAT number), its e-mail and new-address pages, the Default banner', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'business-default', '/');
      await expect(h1(page, 'My account overview')).toBeVisible();
      const prompt = page.getByRole('status').filter({ hasText: 'Complete your business details' });
      const isDefault = await prompt
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (isDefault) {
        await expect(prompt.getByRole('link', { name: 'Complete details' })).toBeVisible();
        await fitsWidth(page);
        await shot(page, `business-banner-default-${size}`);
      } else {
        test.info().annotations.push({ type: 'note', description: "Dana is no longer Default: no shot of the Default banner" });
      }

      await page.goto('/settings/b2b');
      await expect(h1(page, 'My settings')).toBeVisible();
      const form = page.getByRole('form', { name: 'Company details' });
      await expect(form).toBeVisible();
      await expect(page.getByRole('region', { name: 'Addresses' }).getByTestId('address-book-item').first()).toBeVisible();
      await fitsWidth(page);
      await shot(page, `business-settings-${size}`);

      const vat = form.getByRole('textbox', { name: /^VAT number/ });
      const name = form.getByRole('textbox', { name: 'Company name' });
      await name.fill('');
      await vat.fill('123456789B01');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(name).toHaveAccessibleDescription('Please enter your company name');
      await name.fill('De Vries Fotografie');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(vat).toHaveAccessibleDescription(/VAT number must be valid/);
      await fitsWidth(page);
      await shot(page, `business-settings-error-${size}`);

      for (const [path, title, label, content] of [
        ['/settings/b2b/email', 'Change email address', 'email', page.getByRole('textbox', { name: 'New e-mail address' })],
        ['/settings/b2b/new-address', 'Delivery address', 'new-address', page.getByRole('form', { name: 'New address' })],
      ] as const) {
        await page.goto(path);
        await expect(h1(page, title)).toBeVisible();
        await expect(content).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to my Settings' })).toHaveAttribute('href', '/settings/b2b');
        await fitsWidth(page);
        await shot(page, `business-settings-${label}-${size}`);
      }

      // Back on /settings/b2b once an address is saved: the window shows the address list and what was done. (Dana's
      // book as it was afterwards.)
      const street = `Screenshot Street ${size === 'desktop' ? 1 : 2}`;
      const address = page.getByRole('form', { name: 'New address' });
      await address.getByRole('textbox', { name: 'First name' }).fill('Dana');
      await address.getByRole('textbox', { name: 'Last name' }).fill('de Vries');
      await address.getByRole('textbox', { name: 'Street name' }).fill(street.replace(/ \d$/, ''));
      await address.getByRole('textbox', { name: 'House number' }).fill(street.slice(-1));
      await address.getByRole('textbox', { name: 'Postal code' }).fill('7511 GA');
      await address.getByRole('textbox', { name: 'City' }).fill('Enschede');
      await address.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveURL(/\/settings\/b2b#addresses$/);
      const saved = page.getByText('Your new address has been saved.');
      await expect(saved).toBeInViewport();
      await page.screenshot({ path: `${REPO_ROOT}test-results/screenshots/business-settings-address-saved-${size}.png` });
      const item = page.getByTestId('address-book-item').filter({ hasText: street });
      await item.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(item).toHaveCount(0);
    });

    for (const [kind, status, banner] of [
      ['business', 'new', (page: Page) => page.getByRole('status').filter({ hasText: 'Your business account is pending validation' })],
      ['business-blocked', 'blocked', (page: Page) => page.getByRole('alert').filter({ hasText: 'Your business account has been blocked' })],
    ] as const) {
      test(`the ${status === 'new' ? 'New' : 'Blocked'} banner`, async ({ page }) => {
        await signIn(page, kind as DemoKind, '/');
        await expect(h1(page, 'My account overview')).toBeVisible();
        await expect(banner(page)).toBeVisible();
        await fitsWidth(page);
        await shot(page, `business-banner-${status}-${size}`);
      });
    }
  });
}
