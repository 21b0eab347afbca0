import { expect, test } from '@playwright/test';
import { placePrintsOrder } from './printSupport';

// Photos ↔ orders: prints ordered from the library mark their photos (the timeline, the album, the preview with the
// order), and the order links back to each photo's preview, or says it was deleted from the library since.
test('printed photos are marked and linked to their order both ways; a deleted one says so on the order', async ({ page }) => {
  test.setTimeout(150_000);
  const { chosen, code } = await placePrintsOrder(page, `Printed ${Date.now().toString(36).slice(-5)}`, 2);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // From the orders page to the timeline: the two photos carry the mark at once, the others none.
  await page.goto('/my-photos/photos');
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles.first()).toBeVisible();
  for (const name of chosen) {
    const tile = page.getByRole('button', { name, exact: true });
    await expect(tile.getByTestId('photo-tile-printed')).toBeVisible();
    await expect(tile).toHaveAccessibleDescription('Printed in an order');
  }
  await expect(page.getByTestId('photo-tile-printed')).toHaveCount(2);

  // The preview lists the order, which links to its details.
  await page.getByRole('button', { name: chosen[0], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: chosen[0] })).toBeVisible();
  const printedIn = page.getByRole('region', { name: 'Printed in' });
  await expect(printedIn.getByRole('listitem')).toHaveCount(1);
  await expect(printedIn.getByTestId('order-status')).toHaveText('Awaiting payment');
  await printedIn.getByRole('link', { name: `Order ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();

  // The order details link each printed photo back to its preview.
  const product = page.getByTestId('order-product');
  await expect(product.getByTestId('printed-photo')).toHaveCount(2);
  await product.getByRole('link', { name: chosen[1], exact: true }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  await expect(page.getByRole('heading', { level: 1, name: chosen[1] })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Printed in' }).getByRole('link', { name: `Order ${code}` })).toBeVisible();

  // Deleted from the library: the order says so for that photo, and still links the other.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete photo?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: chosen[1] })).toHaveCount(0);
  await page.goto(`/orders/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(product.getByTestId('printed-photo-deleted')).toHaveText('Deleted from your library');
  await expect(product.getByRole('link', { name: chosen[1], exact: true })).toHaveCount(0);
  await expect(product.getByRole('link', { name: chosen[0], exact: true })).toBeVisible();
});
