import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../../services/test/helpers/pdf-text';
import { accessToken, freshCustomer, signIn } from './support';

// Business customers' own part of the product against the real stack: invoices downloaded as real PDFs, the FTP
// callback saved at the customer service, and a consumer refused by the menu, the router and the gateway.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const menu = (page: Page) => page.getByRole('navigation', { name: /account menu/i });
const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
/** react-aria's radios: the row (a label over a visually hidden input) takes the click. */
const choose = (scope: Locator, name: string) => scope.getByRole('radiogroup').locator('label').filter({ hasText: name }).click();

/**
 * Downloads the first invoice of a section and checks the file: named invoice_{ref}.pdf, a PDF, whose text holds the
 * order reference and the total the page shows.
 */
async function downloadFirstInvoice(page: Page, list: Locator) {
  const row = list.getByTestId('invoice-row').first();
  await expect(row).toBeVisible();
  const ref = (await row.locator('.invoice-row__ref').innerText()).replace(/^Order /, '');
  const total = (await row.getByTestId('invoice-total').innerText()).replace(/^Total\s*/, '').trim();
  expect(ref).not.toBe('');
  expect(total).toMatch(/\d/);

  const button = row.getByRole('button', { name: `Download invoice ${ref}` });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`invoice_${ref}.pdf`);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const text = pdfText(file);
  expect(text).toContain(ref);
  expect(text).toContain(total);
  // Done: the button is back to its first state, no failure said.
  await expect(button).toBeEnabled();
  await expect(row.getByRole('alert')).toHaveCount(0);
  return { ref, total };
}

test('a business customer downloads a current and a historical invoice as invoice_{ref}.pdf with the total shown', async ({ page }) => {
  await signIn(page, 'business-active', '/');
  await menu(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(h1(page, 'B2B invoices')).toBeVisible();
  const current = await downloadFirstInvoice(page, section(page, 'Current invoices'));
  const historical = await downloadFirstInvoice(page, section(page, 'Historical invoices'));
  expect(historical.ref).not.toBe(current.ref);
  await expect(section(page, 'Map PDFs').getByTestId('map-pdf-row').first()).toBeVisible();
  // Each invoice's total is its order's total, as the order details show it.
  for (const invoice of [current, historical]) {
    await page.goto(`/orders/${invoice.ref}`);
    await expect(page.getByTestId('order-total')).toHaveText(invoice.total);
  }
});

test('a download the gateway cannot serve says so, and Retry downloads it', async ({ page }) => {
  await signIn(page, 'business-active', '/invoices');
  const row = section(page, 'Current invoices').getByTestId('invoice-row').first();
  const ref = (await row.locator('.invoice-row__ref').innerText()).replace(/^Order /, '');
  let refuse = true;
  await page.route('**/files/invoices/**', (route) =>
    refuse ? route.fulfill({ status: 502, contentType: 'application/json', body: '{"errors":[]}' }) : route.continue(),
  );
  await row.getByRole('button', { name: `Download invoice ${ref}` }).click();
  await expect(row.getByRole('alert')).toHaveText('The invoice could not be downloaded');
  refuse = false;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Retry downloading invoice ${ref}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice_${ref}.pdf`);
  await expect(row.getByRole('alert')).toHaveCount(0);
});

test('FTP instructions: an http callback URL is refused on its field; an https one is saved and kept', async ({ page }) => {
  await signIn(page, await freshCustomer('business-active'), '/');
  await menu(page).getByRole('link', { name: 'FTP instructions' }).click();
  await expect(h1(page, 'FTP instructions')).toBeVisible();
  const instructions = page.getByTestId('ftp-instructions');
  for (const term of ['Server', 'Port', 'User name', 'Folder']) await expect(instructions.getByRole('term').filter({ hasText: term })).toBeVisible();
  await expect(instructions.getByRole('definition').first()).not.toBeEmpty();

  const form = page.getByRole('form', { name: 'Callback settings' });
  const url = form.getByRole('textbox', { name: 'Callback URL' });
  await url.fill('http://erp.example.com/order-status');
  await choose(form, 'JSON');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter a secure (https) URL')).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');

  // A value of its own each run, so a retry sees its own change.
  const secure = `https://erp.example.com/order-status/${Date.now()}`;
  await url.fill(secure);
  await choose(form, 'XML');
  await expect(form.getByRole('radio', { name: 'XML' })).toBeChecked();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Your callback settings have been saved.');

  await page.reload();
  await expect(h1(page, 'FTP instructions')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Callback URL' })).toHaveValue(secure);
  await expect(form.getByRole('radio', { name: 'XML' })).toBeChecked();
});

test('a consumer has no invoices or FTP entries, is sent to the overview, and the gateway refuses with FORBIDDEN', async ({ page }) => {
  await signIn(page, 'consumer', '/');
  await expect(h1(page, 'My account overview')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'My orders' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'FTP instructions' })).toHaveCount(0);
  for (const path of ['/invoices', '/integration']) {
    await page.goto(path);
    await expect(h1(page, 'My account overview')).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  }

  // The role is checked by the gateway, not only by the menu: her own token, an ad-hoc document (signed-in callers
  // may send documents other than the client's persisted ones).
  const token = await accessToken(page);
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ viewer { invoices(kind: CURRENT, first: 5) { totalCount } } }' },
  });
  const body = (await response.json()) as { data?: { viewer?: { invoices?: unknown } | null } | null; errors?: Array<{ extensions?: { code?: string } }> };
  expect(body.errors?.map((error) => error.extensions?.code)).toContain('FORBIDDEN');
  expect(body.data?.viewer?.invoices ?? null).toBeNull();

  const file = await page.request.get('/files/invoices/SW52b2ljZTpDVVJSRU5UOjE', { headers: { authorization: `Bearer ${token}` } });
  expect(file.status()).toBe(403);
});
