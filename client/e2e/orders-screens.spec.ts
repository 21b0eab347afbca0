import { expect, test, type Page } from '@playwright/test';
import { demoOrder, findOrderRow } from './orderSupport';
import { REPO_ROOT } from './ports';
import { fitsWidth, shot, viewports } from './screens';
import { signIn } from './support';

// Screens of the orders area at desktop width and at 375 px, saved to test-results/screenshots/ for people to look
// at, each after checking it shows what it should.

const thumbnailsLoaded = (page: Page) =>
  expect.poll(() => page.getByTestId('printed-photo').evaluateAll((imgs) =>
    imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`order screens at ${size} width`, () => {
    test.use({ viewport });

    test('orders list, orders with every part, the address form with an error', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'consumer', '/orders');
      await expect(await findOrderRow(page, 'In progress', demoOrder.addressChangeable.code)).toBeVisible();
      await fitsWidth(page);
      await shot(page, `orders-list-${size}`);

      for (const [name, check] of [
        ['threeProducts', 'Photo book A4 — Family 2025'],
        ['photoBookReady', 'View online version'],
        ['eVoucherPaid', 'GIFT-7K3Q-P9XD'],
        ['eVoucherPending', 'Some payment providers take longer'],
        ['voucherUsed', 'SUMMER20'],
        ['pickupPoint', 'Pick-up point address'],
        ['delayed', 'Order delayed'],
      ] as const) {
        await page.goto(`/orders/${demoOrder[name].code}`);
        await expect(page.getByTestId('order-summary')).toBeVisible();
        await expect(page.getByText(check).first()).toBeVisible();
        await fitsWidth(page);
        await shot(page, `order-${name}-${size}`);
      }

      await page.goto(`/orders/${demoOrder.printsFromLibrary.code}`);
      await expect(page.getByTestId('printed-photo')).toHaveCount(5);
      await thumbnailsLoaded(page);
      await shot(page, `order-printsFromLibrary-${size}`);

      await page.goto(`/orders/${demoOrder.addressChangeable.code}`);
      await page.getByRole('button', { name: 'Change delivery address' }).click();
      const form = page.getByRole('form', { name: 'New delivery address' });
      await form.getByRole('textbox', { name: 'Postal code' }).fill('XXX');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form.getByText('Postal Code must be valid')).toBeVisible();
      await thumbnailsLoaded(page);
      await fitsWidth(page);
      await shot(page, `order-address-error-${size}`);

      await page.goto(`/orders/${demoOrder.photoBookReady.code}`);
      await page.getByRole('button', { name: 'Share by e-mail' }).click();
      await expect(page.getByRole('dialog', { name: 'Share your online photo book' })).toBeVisible();
      await expect(page.locator('[data-entering]')).toHaveCount(0);
      await page.screenshot({ path: `${REPO_ROOT}test-results/screenshots/order-share-dialog-${size}.png` });
    });

    test('the empty state', async ({ page }) => {
      await signIn(page, 'importing', '/orders');
      await expect(page.getByText("You haven't ordered anything yet!")).toBeVisible();
      await shot(page, `orders-empty-${size}`);
    });
  });
}
