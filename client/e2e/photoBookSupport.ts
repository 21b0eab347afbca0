import { expect, type Locator, type Page } from '@playwright/test';
import { orderCode } from './orderSupport';

// What the online photo book journeys share: Ava's READY photo book (services/src/db/demo-orders.json) and how a
// customer reaches its page and picks gallery categories.

/** The super order of Ava's READY photo book (the file names its product code '<super order code>-<n>'), or of its copy. */
export const readyBookOrder = (customer?: { orderCodes: Record<string, string> }) =>
  orderCode('avaPhotoBookReady', customer).replace(/-\d+$/, '');

export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The card of the photo book ordered in `orderCode`, on /online-products. */
export const bookCard = (page: Page, orderCode: string) =>
  page.getByTestId('photo-book-card').filter({ hasText: `Order ${orderCode}` });

/** Opens the page of the photo book ordered in `orderCode` from /online-products, as a customer would. */
export async function openBook(page: Page, orderCode: string) {
  await page.goto('/online-products');
  await expect(h1(page, 'My online photo books')).toBeVisible();
  await bookCard(page, orderCode).getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(h1(page, 'Share your online photo book')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gallery' })).toBeVisible();
}

export const shareRegion = (page: Page) => page.getByRole('region', { name: 'Share by e-mail' });
export const galleryRegion = (page: Page) => page.getByRole('region', { name: 'Gallery' });
export const categories = (page: Page) => galleryRegion(page).getByRole('group', { name: 'Categories' });

/** Ticks or unticks a category (react-aria's checkbox: the row, a label over a visually hidden input, takes the click). */
export async function setCategory(group: Locator, name: string, checked: boolean) {
  const box = group.getByRole('checkbox', { name });
  if ((await box.isChecked()) !== checked) await group.locator('label').filter({ hasText: name }).click();
  await (checked ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
}
