import { expect, test, type Page } from '@playwright/test';
import { findOrderRow, orderCode, orderSection } from './orderSupport';
import { customerFault, freshCustomer, signIn } from './support';

// The overview says what is happening: the latest order in progress as the orders page shows it, how many are in
// progress, the recent photos and a business customer's account status. With the order service failing for the
// journey's own customer (the services' fault switch), only the orders part says so; the rest of the overview stays.

/** What removes the faults this journey switched on, run after it (others' faults are theirs). */
const removals: Array<() => Promise<void>> = [];
test.afterEach(async () => {
  for (const remove of removals.splice(0)) await remove();
});

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the overview shows the latest order in progress with its expected delivery, as the orders page shows it', async ({ page }) => {
  const lucas = await freshCustomer('albums');
  const code = orderCode('lucasChangeable', lucas);
  await signIn(page, lucas);

  const orders = card(page, 'Orders in progress');
  const latest = orders.getByRole('link', { name: `Order ${code}`, exact: true });
  await expect(latest).toBeVisible();
  const count = Number((await orders.getByTestId('orders-in-progress-count').textContent())!.match(/^(\d+) orders? in progress$/)![1]);
  const status = (await orders.getByTestId('order-status').textContent())!;
  const expected = orders.getByTestId('latest-order-expected');
  await expect(expected).toHaveText(/^Expected delivery: \S/);
  const delivery = (await expected.textContent())!;
  await expect(card(page, 'Recent photos').getByTestId('recent-photo').first()).toBeVisible();

  // Its code opens its details.
  await latest.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();

  // The orders page: the same order newest in progress, with the same status and expected delivery, and as many.
  await page.getByRole('link', { name: 'Back to my Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const row = await findOrderRow(page, 'In progress', code);
  await expect(orderSection(page, 'In progress').getByTestId('order-row').first()).toContainText(`Order ${code}`);
  await expect(row.getByTestId('order-status')).toHaveText(status);
  await expect(row.getByTestId('order-row-expected')).toHaveText(delivery);
  await expect(orderSection(page, 'In progress').locator('.orders-section__count')).toHaveText(String(count));
});

test('with the order service failing, only the orders part of the overview says so', async ({ page, request }) => {
  const lucas = await freshCustomer('albums');
  await signIn(page, lucas);
  await expect(card(page, 'Orders in progress').getByTestId('latest-order')).toBeVisible();

  removals.push(await customerFault(request, lucas, { method: 'GET', path: '/order-api/v2/superorders/me', status: 503 }));
  await page.reload();
  await expect(card(page, 'Orders in progress')).toContainText("Your orders in progress can't be shown right now. Please try again later.");
  await expect(card(page, 'Orders in progress').getByTestId('latest-order')).toHaveCount(0);
  // The rest of the overview: the photos strip, the counts and the shortcuts.
  await expect(card(page, 'Recent photos').getByTestId('recent-photo').first()).toBeVisible();
  await expect(page.getByTestId('photos-count')).toHaveText(/^\d+ photos?$/);
  await expect(page.getByRole('link', { name: 'Go to my settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View my orders' })).toBeVisible();
});

test("a business customer's overview shows the account's status", async ({ page }) => {
  await signIn(page, 'business');
  const business = card(page, 'My business account');
  await expect(business.getByTestId('business-status')).toHaveText('Pending validation');
  await expect(business.getByRole('link', { name: 'Manage my business account' })).toHaveAttribute('href', '/settings/b2b');
});
