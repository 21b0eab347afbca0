import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoOrder, findOrderRow, orderCode, orderSection } from './orderSupport';
import { PORT } from './ports';
import { freshCustomer, signIn } from './support';

// Unique per run, so a retry (or a second run on the same data) never meets the address of an earlier one.
const RUN = String(100 + (Date.now() % 900));

const tiles = (page: Page) => page.getByTestId('photo-tile');
const orderError = 'An error occurred loading this order, please contact us to report this issue.';

/** Every image in `scope` has loaded (a broken thumbnail would stay at width 0). */
const imagesLoaded = (scope: Locator) =>
  expect.poll(() => scope.evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);

// Acceptance 1: prints ordered from the library arrive as a real order.
test('5 album photos ordered as prints arrive in /orders, awaiting payment, with their thumbnails', async ({ page }) => {
  test.setTimeout(120_000);
  const emma = await freshCustomer('consumer');
  await signIn(page, emma, '/my-photos/albums');
  await page.getByRole('link', { name: /^Summer 2023/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summer 2023' })).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const chosen: string[] = [];
  for (let i = 0; i < 5; i++) {
    const tile = tiles(page).nth(i);
    chosen.push((await tile.getAttribute('aria-label'))!);
    await tile.click();
  }
  await expect(page.getByText('5 selected')).toBeVisible();
  await page.getByRole('toolbar').getByRole('button', { name: 'Order photo prints' }).click();
  await page.getByRole('button', { name: 'Next: Customise 5 photo prints' }).click();
  await expect(page).toHaveURL(/\/editor\?/, { timeout: 15_000 });
  await expect(page.getByTestId('editor-photo')).toHaveCount(5);
  await page.getByRole('button', { name: 'Place order' }).click();

  // Back in the product: the new order is the newest in progress.
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const newest = orderSection(page, 'In progress').getByTestId('order-row').first();
  await expect(newest.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(newest).toContainText('1 product');
  const link = newest.getByRole('link', { name: /^Order / });
  const code = (await link.textContent())!.replace(/^Order /, '');
  expect(Object.values(emma.orderCodes)).not.toContain(code);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(summary.getByText('We have received your order. Printing starts as soon as your payment arrives.')).toBeVisible();
  const photos = page.getByTestId('printed-photo');
  await expect(photos).toHaveCount(5);
  expect((await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).sort()).toEqual([...chosen].sort());
  await imagesLoaded(photos);
  await expect(page.getByTestId('order-product')).toContainText('Photo prints 10x15');
});

test('the delivery address of a changeable order: a refused field shows its message, a valid change is kept', async ({ page }) => {
  test.setTimeout(90_000);
  const emma = await freshCustomer('consumer');
  await signIn(page, emma, `/orders/${orderCode('addressChangeable', emma)}`);
  const change = page.getByTestId('address-change');
  await expect(change).toHaveAttribute('data-state', 'NotStarted');
  await page.getByRole('button', { name: 'Change delivery address' }).click();
  const form = page.getByRole('form', { name: 'New delivery address' });
  await expect(change).toHaveAttribute('data-state', 'Editing');
  const postalCode = form.getByRole('textbox', { name: 'Postal code' });
  await postalCode.fill('XXX');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Postal Code must be valid')).toBeVisible();
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(change).toHaveAttribute('data-state', 'Editing');

  // Emma's orders go to the Netherlands (her phone number is Dutch too): a Dutch address.
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
  await form.getByRole('textbox', { name: 'Street name' }).fill('Keizersgracht');
  await form.getByRole('textbox', { name: 'House number' }).fill(RUN);
  await postalCode.fill('1015 CJ');
  await form.getByRole('textbox', { name: 'City' }).fill('Amsterdam');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your delivery address has been changed.')).toBeVisible();
  await expect(change).toHaveAttribute('data-state', 'SuccessfulUpdate');
  await expect(page.getByTestId('delivery-address')).toContainText(`Keizersgracht ${RUN}`);
  await expect(page.getByTestId('delivery-address')).toContainText('1015 CJ Amsterdam');

  await page.reload();
  await expect(page.getByTestId('delivery-address')).toContainText(`Keizersgracht ${RUN}`);
  await expect(page.getByTestId('address-change')).toHaveAttribute('data-state', 'NotStarted');

  // An order in production offers no change.
  await page.goto(`/orders/${orderCode('threeProducts', emma)}`);
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change delivery address' })).toHaveCount(0);
});

test('reorder of an old order lands on the shop basket', async ({ page }) => {
  const emma = await freshCustomer('consumer');
  await signIn(page, emma, `/orders/${orderCode('reorderable', emma)}`);
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/shop\/basket\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Shopping basket' })).toBeVisible();
  await expect(page.getByTestId('basket-reorder')).toContainText(orderCode('reorderable', emma));
  await expect(page.getByTestId('basket-item')).toHaveCount(2);
});

test('seeded orders land in their sections (30-day and 14-day rules), with their status chips', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'consumer', '/orders');
  for (const name of ['addressChangeable', 'sentRecently', 'delayed', 'cancelled'] as const) {
    await expect(await findOrderRow(page, 'In progress', demoOrder[name].code), name).toBeVisible();
  }
  for (const name of ['sentLongAgo', 'createdLongAgo', 'printsFromLibrary'] as const) {
    await expect(await findOrderRow(page, 'History', demoOrder[name].code), name).toBeVisible();
  }
  const delayed = await findOrderRow(page, 'In progress', demoOrder.delayed.code);
  await expect(delayed.getByTestId('order-status')).toHaveText('In production');
  await expect(delayed.getByText('Order delayed')).toBeVisible();
  const cancelled = (await findOrderRow(page, 'In progress', demoOrder.cancelled.code)).getByTestId('order-status');
  await expect(cancelled).toHaveText('Cancelled');
  expect(await cancelled.evaluate((chip) => getComputedStyle(chip).color)).toBe('rgb(161, 34, 27)'); // red
  const sent = (await findOrderRow(page, 'In progress', demoOrder.sentRecently.code)).getByTestId('order-status');
  await expect(sent).toHaveText('Sent');
  expect(await sent.evaluate((chip) => getComputedStyle(chip).color)).toBe('rgb(0, 90, 102)'); // cyan
  // Older than two years: not in the list at all (OrderState=notExpired).
  await expect(page.getByRole('link', { name: `Order ${demoOrder.expired.code}` })).toHaveCount(0);
});

test("a customer without orders sees 'You haven't ordered anything yet!'", async ({ page }) => {
  await signIn(page, 'importing', '/orders');
  await expect(page.getByText("You haven't ordered anything yet!")).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(0);
});

test("another customer's order code, or an unknown one, shows the error text and nothing of the order", async ({ page }) => {
  await signIn(page, 'consumer', `/orders/${demoOrder.lucasChangeable.code}`);
  await expect(page.getByText(orderError)).toBeVisible();
  await expect(page.getByTestId('order-summary')).toHaveCount(0);
  await expect(page.getByText('Berlin')).toHaveCount(0);
  await page.goto('/orders/NO-SUCH-ORDER');
  await expect(page.getByText(orderError)).toBeVisible();
  await page.getByRole('link', { name: 'Back to my Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a photo book: request its online version; view and share a ready one by e-mail (a refused field, then sent)', async ({ page }) => {
  const emma = await freshCustomer('consumer');
  await signIn(page, emma, `/orders/${orderCode('photoBookNotRequested', emma)}`);
  await page.getByRole('button', { name: 'Request online version' }).click();
  await expect(page.getByText('Online version is requested')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Online version is requested')).toBeVisible();

  await page.goto(`/orders/${orderCode('photoBookReady', emma)}`);
  await expect(page.getByRole('link', { name: 'View online version' })).toHaveAttribute('href', /\/widget-api\/view\//);
  await page.getByRole('button', { name: 'Share by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your online photo book' });
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Emma');
  const email = dialog.getByRole('textbox', { name: "Recipient's e-mail address" });
  await email.fill('grandma');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a valid e-mail address')).toBeVisible();
  // An address of this run: one address receives at most 3 shares an hour, and the journeys may run again on the same data.
  const grandma = `grandma.${RUN}@example.com`;
  await email.fill(grandma);
  await dialog.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Our summer!');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Your online photo book has been shared with ${grandma}.`)).toBeVisible();

  // A blocked order's online version cannot be shared.
  await page.goto(`/orders/${orderCode('photoBookBlocked', emma)}`);
  await expect(page.getByRole('button', { name: 'Share by e-mail' })).toHaveAttribute('aria-disabled', 'true');
});

// The order texts load with the order screens (a lazy message scope), in the brand's language.
test('the Dutch brand shows the orders screens in Dutch', async ({ page }) => {
  await signIn(page, 'consumer', '/orders', `http://fotoprint-nl.localhost:${PORT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Lopend/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Geschiedenis/ })).toBeVisible();
  await page.getByRole('link', { name: `Bestelling ${demoOrder.awaitingPayment.code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelgegevens' })).toBeVisible();
  await expect(page.getByTestId('order-summary').getByTestId('order-status')).toHaveText('Wacht op betaling');
  await expect(page.getByRole('link', { name: 'Terug naar mijn bestellingen' })).toBeVisible();
});

test.describe('order cut-off and e-voucher check', () => {
  test.use({ timezoneId: 'Europe/London' });

  test("the Christmas cut-off shows on the photo book and the prints it covers, none on the mug", async ({ page }) => {
    // The cut-off service dates Christmas from now: order within 9 days, delivered within 18.
    const day = (days: number) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' })
      .format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
    await signIn(page, 'consumer', `/orders/${demoOrder.threeProducts.code}`);
    const products = page.getByTestId('order-product');
    await expect(products).toHaveCount(3);
    const christmas = `Order by ${day(9)} for delivery by ${day(18)}`;
    await expect(products.filter({ hasText: 'Photo book A4 — Family 2025' }).getByTestId('order-cutoff')).toHaveText(christmas);
    await expect(products.filter({ hasText: 'Photo prints 10x15' }).getByTestId('order-cutoff')).toHaveText(christmas);
    const mug = products.filter({ hasNot: page.getByRole('heading', { name: /Photo (book|prints)/ }) });
    await expect(mug).toHaveCount(1);
    await expect(mug.getByTestId('order-cutoff')).toHaveCount(0);
  });

  test('an e-voucher awaiting payment: checking for it says the payment has not arrived yet', async ({ page }) => {
    await signIn(page, 'consumer', `/orders/${demoOrder.eVoucherPending.code}`);
    const eVoucher = page.getByTestId('e-voucher');
    await expect(eVoucher).toContainText('Your e-voucher will be shown here as soon as we have received your payment.');
    await eVoucher.getByRole('button', { name: 'Check for my e-voucher' }).click();
    await expect(eVoucher.getByRole('status')).toHaveText("We haven't received your payment yet. Please check again later.");
    await expect(eVoucher.getByRole('button', { name: 'Check for my e-voucher' })).toBeEnabled();
  });
});
