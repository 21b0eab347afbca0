import { expect, test, type Page } from '@playwright/test';
import { freshCustomer, signIn } from './support';

// As a copy of Mia (small library, a GB customer), one per journey: her address book, personal details, payment method
// and cookie settings, each change read back after a reload.

// Unique per run, so a retry (or a second run on the same data) never meets the address of an earlier one.
const RUN = String(100 + (Date.now() % 900));

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const bookItem = (page: Page, text: string) => page.getByTestId('address-book-item').filter({ hasText: text });

test('an address: refused postal code and phone shown on their fields, fixed, edited, deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await freshCustomer('small-library'), '/settings');
  await expect(h1(page, 'My settings')).toBeVisible();
  await page.getByRole('region', { name: 'Delivery address' }).getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/settings\/new-address$/);
  await expect(h1(page, 'Delivery address')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my Settings' })).toBeVisible();

  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
  await form.getByRole('textbox', { name: 'First name' }).fill('Mia');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Clarke');
  await form.getByRole('textbox', { name: 'Street name' }).fill('Baker Street');
  await form.getByRole('textbox', { name: 'House number' }).fill(RUN);
  await form.getByRole('textbox', { name: 'City' }).fill('London');
  const postalCode = form.getByRole('textbox', { name: 'Postal code' });
  const phone = form.getByRole('textbox', { name: 'Phone number (optional)' });
  await postalCode.fill('XXX');
  await phone.fill('123');
  await form.getByRole('button', { name: 'Save address' }).click();
  // Both §5 messages, each on its own field (announced with it).
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(postalCode).toHaveAccessibleDescription('Postal Code must be valid');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Phone number must be valid');
  await expect(page.getByTestId('settings-address')).toHaveAttribute('data-request-state', 'Failed');

  await postalCode.fill('NW1 6XE');
  await expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
  await phone.fill('020 7946 0958');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  await expect(page.getByText('Your new address has been saved.')).toBeVisible();
  const item = bookItem(page, `Baker Street ${RUN}`);
  await expect(item).toContainText('NW1 6XE London');

  await item.getByRole('link', { name: 'Edit' }).click();
  await expect(h1(page, 'Edit')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByRole('textbox', { name: 'Street name' })).toHaveValue('Baker Street');
  await edit.getByRole('textbox', { name: 'Addition (optional)' }).fill('Flat 2');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
  await expect(page.getByText('Your address has been saved.')).toBeVisible();
  await page.reload();
  await expect(bookItem(page, `Baker Street ${RUN} Flat 2`)).toBeVisible();

  await bookItem(page, `Baker Street ${RUN}`).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The address has been deleted.')).toBeVisible();
  await expect(bookItem(page, `Baker Street ${RUN}`)).toHaveCount(0);
  await page.reload();
  await expect(h1(page, 'Delivery address')).toBeVisible();
  await expect(bookItem(page, `Baker Street ${RUN}`)).toHaveCount(0);
});

test('a personal details change survives a reload', async ({ page }) => {
  await signIn(page, await freshCustomer('small-library'), '/settings/personal-details');
  await expect(h1(page, 'Change personal details')).toBeVisible();
  const first = page.getByRole('textbox', { name: 'First name' });
  const last = page.getByRole('textbox', { name: 'Last name' });
  await expect(first).toHaveValue('Mia');
  const before = { first: await first.inputValue(), last: await last.inputValue() };
  await first.fill('Mia-Rose');
  await last.fill(`Clarke ${RUN}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible();

  await page.reload();
  await expect(first).toHaveValue('Mia-Rose');
  await expect(last).toHaveValue(`Clarke ${RUN}`);
  await page.getByRole('link', { name: 'Back to my Settings' }).click();
  await expect(page.getByRole('region', { name: 'Personal details' })).toContainText(`Mia-Rose Clarke ${RUN}`);

  // Leaving the page reset its request: no success message on coming back. Then Mia's own names again.
  await page.getByRole('link', { name: 'Change personal details' }).click();
  await expect(first).toHaveValue('Mia-Rose');
  await expect(page.getByText('Your details have been saved.')).toHaveCount(0);
  await first.fill(before.first);
  await last.fill(before.last);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
});

test('the payment method and the cookie settings survive a reload', async ({ page }) => {
  await signIn(page, await freshCustomer('small-library'), '/settings/payment-method');
  await expect(h1(page, 'Change your payment method')).toBeVisible();
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  // A GB customer: no iDEAL, Bancontact or SOFORT.
  await expect(methods.getByRole('radio')).toHaveCount(4);
  await expect(methods.getByRole('radio', { name: 'iDEAL' })).toHaveCount(0);
  // react-aria's radios and switches: the row (a label over a visually hidden input) takes the click.
  await methods.locator('label').filter({ hasText: 'PayPal' }).click();
  await expect(methods.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your payment method has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();

  await page.getByRole('link', { name: 'Back to my Settings' }).click();
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('PayPal');
  const analytics = page.getByRole('switch', { name: 'Analytics cookies' });
  const marketing = page.getByRole('switch', { name: 'Marketing cookies' });
  const was = { analytics: await analytics.isChecked(), marketing: await marketing.isChecked() };
  await page.locator('label').filter({ hasText: 'Analytics cookies' }).click();
  await page.locator('label').filter({ hasText: 'Marketing cookies' }).click();
  await expect(analytics).toBeChecked({ checked: !was.analytics });
  await expect(marketing).toBeChecked({ checked: !was.marketing });
  await page.getByRole('button', { name: 'Save cookie settings' }).click();
  await expect(page.getByText('Your cookie settings have been saved.')).toBeVisible();
  await page.reload();
  await expect(analytics).toBeChecked({ checked: !was.analytics });
  await expect(marketing).toBeChecked({ checked: !was.marketing });
  await expect(page.getByText('Your cookie settings have been saved.')).toHaveCount(0);
});

test('the e-mail change form: an invalid address and one already in use are said on the field', async ({ page }) => {
  const mia = await freshCustomer('small-library');
  await signIn(page, mia, '/settings/email');
  await expect(page.getByTestId('current-email')).toContainText(mia.email);
  const field = page.getByRole('textbox', { name: 'New e-mail address' });
  await field.fill('mia@');
  await page.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(field).toHaveAccessibleDescription('Please enter a valid e-mail address');
  await field.fill('emma@example.com');
  await page.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(field).toHaveAccessibleDescription('This e-mail address is already in use.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});
