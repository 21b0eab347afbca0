import { type Page } from '@playwright/test';
import { demoOrder, findOrderRow } from './orderSupport';
import { expect, fitsWidth, lookAtDialog, test, viewports } from './screens';
import { signIn } from './support';

// Screens of the orders area at desktop width and at 375 px, each visited once: checked for what it should show,
// saved to test-results/screenshots/ for people to look at, and audited by axe — the list, orders with every part, the
// address form with an error, the share dialog, an order that cannot be shown, and the empty state.

const thumbnailsLoaded = (page: Page) =>
  expect.poll(() => page.getByTestId('printed-photo').evaluateAll((imgs) =>
    imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`order screens at ${size} width`, () => {
    test.use({ viewport });

    test('orders list, orders with every part, the address form with an error, the share dialog, an order error', async ({ page, look }) => {
      test.setTimeout(300_000);
      await signIn(page, 'consumer', '/orders');
      await expect(await findOrderRow(page, 'In progress', demoOrder.addressChangeable.code)).toBeVisible();
      await expect(await findOrderRow(page, 'History', demoOrder.sentLongAgo.code)).toBeVisible();
      await fitsWidth(page);
      await look(page, '/orders', { shot: `orders-list-${size}` });

      for (const [name, check] of [
        ['threeProducts', 'for delivery by'],
        ['photoBookReady', 'View online version'],
        ['eVoucherPaid', 'GIFT-7K3Q-P9XD'],
        ['eVoucherPending', 'Check for my e-voucher'],
        ['voucherUsed', 'SUMMER20'],
        ['pickupPoint', 'Pick-up point address'],
        ['delayed', 'Order delayed'],
      ] as const) {
        await page.goto(`/orders/${demoOrder[name].code}`);
        await expect(page.getByTestId('order-summary')).toBeVisible();
        await expect(page.getByText(check).first()).toBeVisible();
        await fitsWidth(page);
        await look(page, `order details (${name})`, { shot: `order-${name}-${size}` });
      }

      await page.goto(`/orders/${demoOrder.printsFromLibrary.code}`);
      await expect(page.getByTestId('printed-photo')).toHaveCount(5);
      await thumbnailsLoaded(page);
      await look(page, 'order details (printsFromLibrary)', { shot: `order-printsFromLibrary-${size}` });

      await page.goto(`/orders/${demoOrder.addressChangeable.code}`);
      await page.getByRole('button', { name: 'Change delivery address' }).click();
      const form = page.getByRole('form', { name: 'New delivery address' });
      await form.getByRole('textbox', { name: 'Postal code' }).fill('XXX');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form.getByText('Postal Code must be valid')).toBeVisible();
      await thumbnailsLoaded(page);
      await fitsWidth(page);
      await look(page, 'address change form with an error', { shot: `order-address-error-${size}` });

      await page.goto(`/orders/${demoOrder.photoBookReady.code}`);
      await expect(page.getByRole('link', { name: 'View online version' })).toBeVisible();
      await lookAtDialog(page, look, 'share online photo book dialog', () => page.getByRole('button', { name: 'Share by e-mail' }).click(),
        page.getByRole('dialog', { name: 'Share your online photo book' }), { shot: `order-share-dialog-${size}`, fullPage: false });

      await page.goto('/orders/NO-SUCH-ORDER');
      await expect(page.getByText('An error occurred loading this order, please contact us to report this issue.')).toBeVisible();
      await look(page, 'order error');
    });

    test('the empty state', async ({ page, look }) => {
      await signIn(page, 'importing', '/orders');
      await expect(page.getByText("You haven't ordered anything yet!")).toBeVisible();
      await look(page, '/orders (empty)', { shot: `orders-empty-${size}` });
    });
  });
}
