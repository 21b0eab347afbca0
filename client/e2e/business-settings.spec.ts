import { expect, test, type Page } from '@playwright/test';
import { freshCustomer, signIn } from './support';

// The business settings (/settings/b2b and its address pages) and the account-status banner of each seeded business
// customer. A copy of Dana (Default) completes her company details, which makes her account New; a copy of Oliver adds
// and edits an address.

// Unique per run, so a retry (or a second run on the same data) never meets the address of an earlier one.
const RUN = String(100 + (Date.now() % 900));

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const prompt = (page: Page) => page.getByRole('status').filter({ hasText: 'Complete your business details' });
const pending = (page: Page) => page.getByRole('status').filter({ hasText: 'Your business account is pending validation' });
const companyForm = (page: Page) => page.getByRole('form', { name: 'Company details' });

test("Dana (Default) completes her company details from the banner: a refused VAT number, then 'pending validation' at once and after a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await freshCustomer('business-default'), '/');
  await expect(h1(page, 'My account overview')).toBeVisible();
  await expect(prompt(page)).toBeVisible();
  const form = companyForm(page);
  const name = form.getByRole('textbox', { name: 'Company name' });
  const vat = form.getByRole('textbox', { name: /^VAT number/ });

  await prompt(page).getByRole('link', { name: 'Complete details' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await expect(h1(page, 'My settings')).toBeVisible();
  await expect(name).toHaveValue('');

  // A VAT number without its country prefix is refused, on its field; the account stays Default.
  await name.fill('De Vries Fotografie');
  await vat.fill('123456789B01');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  await expect(vat).toHaveAccessibleDescription(/VAT number must be valid/);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(prompt(page)).toBeVisible();

  // Written the way people do (spaces, dots, lower case): saved normalised, and the banner changes without a reload.
  await vat.fill('nl 8234.56-789 b01');
  await expect(vat).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Your company details have been saved.')).toBeVisible();
  await expect(pending(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await expect(vat).toHaveValue('NL823456789B01');

  await page.reload();
  await expect(h1(page, 'My settings')).toBeVisible();
  await expect(pending(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  await expect(name).toHaveValue('De Vries Fotografie');
  await expect(vat).toHaveValue('NL823456789B01');
});

test.describe('the banner of each business account status', () => {
  test('Bruno (Blocked) sees an error banner asking him to contact customer care', async ({ page }) => {
    await signIn(page, 'business-blocked', '/');
    await expect(h1(page, 'My account overview')).toBeVisible();
    const banner = page.getByRole('alert').filter({ hasText: 'Your business account has been blocked' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Please contact customer care to find out what to do next.');
    await expect(banner.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', /^https:\/\//);
  });

  test('Oliver (New) sees that his account is pending validation, on every page', async ({ page }) => {
    await signIn(page, 'business', '/');
    await expect(pending(page)).toBeVisible();
    await page.goto('/orders');
    await expect(h1(page, 'Orders')).toBeVisible();
    await expect(pending(page)).toBeVisible();
  });

  test('Anna (Active) sees no banner', async ({ page }) => {
    await signIn(page, 'business-active', '/');
    await expect(h1(page, 'My account overview')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Invoices' })).toBeVisible();
    await expect(page.getByText(/your business (account|details)/i)).toHaveCount(0);
  });
});

test('a business address is added and edited on the business address pages, each time back on /settings/b2b', async ({ page }) => {
  test.setTimeout(120_000);
  // The consumer settings send a business customer to the business ones.
  await signIn(page, await freshCustomer('business'), '/settings');
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await expect(h1(page, 'My settings')).toBeVisible();
  // The status banner shows with the page, not after it: arriving later, it pushed the page down under the pointer.
  expect(await page.getByRole('status').filter({ hasText: 'Your business account is pending validation' }).isVisible()).toBe(true);
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b\/new-address$/);
  await expect(h1(page, 'Delivery address')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my Settings' })).toHaveAttribute('href', '/settings/b2b');

  const form = page.getByRole('form', { name: 'New address' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Oliver');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Bennett');
  await form.getByRole('textbox', { name: 'Company (optional)' }).fill('Bennett Studio Ltd');
  await form.getByRole('textbox', { name: 'Street name' }).fill('Studio Lane');
  await form.getByRole('textbox', { name: 'House number' }).fill(RUN);
  await form.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('M1 1AE');
  await form.getByRole('textbox', { name: 'City' }).fill('Manchester');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b#addresses$/);
  await expect(page.getByText('Your new address has been saved.')).toBeVisible();
  const item = addresses.getByTestId('address-book-item').filter({ hasText: `Studio Lane ${RUN}` });
  await expect(item).toContainText('Bennett Studio Ltd');

  await item.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b\/address\/[^/]+$/);
  await expect(h1(page, 'Edit')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByRole('textbox', { name: 'Street name' })).toHaveValue('Studio Lane');
  await edit.getByRole('textbox', { name: 'Addition (optional)' }).fill('Unit 4');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b#addresses$/);
  await expect(page.getByText('Your address has been saved.')).toBeVisible();
  await page.reload();
  const edited = addresses.getByTestId('address-book-item').filter({ hasText: `Studio Lane ${RUN} Unit 4` });
  await expect(edited).toBeVisible();

  // Deleted again.
  await edited.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The address has been deleted.')).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test('a consumer who opens the business settings lands on the overview', async ({ page }) => {
  await signIn(page, 'consumer', '/settings/b2b');
  await expect(h1(page, 'My account overview')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings/b2b/new-address');
  await expect(h1(page, 'My account overview')).toBeVisible();
});
