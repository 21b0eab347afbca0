import { expect, test } from '@playwright/test';
import { openNewestMail } from './mailbox';
import { demoOrder, orderCode } from './orderSupport';
import { bookCard, categories, galleryRegion, h1, openBook, readyBookOrder, setCategory, shareRegion } from './photoBookSupport';
import { accessToken, freshCustomer, signIn } from './support';

// Online photo books against the real stack, as copies of Ava (the demo customer 'projects'): her two photo books listed,
// the READY one's online version deleted after confirmation (its public page gone, 'Request online version' again);
// her READY photo book shared by e-mail (the e-mail arrives with her message), listed in the gallery, its categories
// changed, removed; a business customer refused by the router and by the gateway.

// Unique per run, so a retry (or a second run against the same mailbox) finds its own e-mail.
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test("the list shows her photo books; an online version deleted after confirmation is 'Request online version' again", async ({ page }) => {
  test.setTimeout(120_000);
  const ava = await freshCustomer('projects');
  await signIn(page, ava, '/online-products');
  await expect(h1(page, 'My online photo books')).toBeVisible();
  await expect(page.getByTestId('photo-book-card')).toHaveCount(2);
  const ready = bookCard(page, readyBookOrder(ava));
  const notRequested = bookCard(page, orderCode('avaPhotoBookNotRequested', ava).replace(/-\d+$/, ''));
  await expect(ready.getByRole('heading', { level: 2 })).toHaveText('Photo book A4 — Lisbon 2026');
  await expect(ready.getByTestId('online-version-state')).toHaveText('Online version ready to view and share');
  await expect(notRequested.getByRole('heading', { level: 2 })).toHaveText('Photo book XL — Snow');
  await expect(notRequested.getByTestId('online-version-state')).toHaveText('Online version not requested yet');

  await openBook(page, readyBookOrder(ava));
  const summary = page.getByTestId('photo-book-summary');
  const viewUrl = await summary.getByRole('link', { name: 'View online version' }).getAttribute('href');
  expect((await page.request.get(viewUrl!)).status()).toBe(200);
  const dialog = page.getByRole('alertdialog', { name: 'Delete the online version?' });
  await summary.getByRole('button', { name: 'Delete online version' }).click();
  await expect(dialog).toContainText('The online version of "Photo book A4 — Lisbon 2026" will be taken down');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(summary.getByRole('link', { name: 'View online version' })).toBeVisible();

  await summary.getByRole('button', { name: 'Delete online version' }).click();
  await dialog.getByRole('button', { name: 'Delete online version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Request online version' })).toBeFocused();
  await expect(summary.getByRole('status')).toHaveText('The online version has been deleted. You can request a new one at any time.');
  await expect(summary.getByTestId('online-version-state')).toHaveText('Online version not requested yet');
  await expect(summary.getByRole('link', { name: 'View online version' })).toHaveCount(0);
  expect((await page.request.get(viewUrl!)).status()).toBe(404);

  // The list shows it at once (the store), and so does the service on a reload.
  await page.getByRole('link', { name: 'Back to my online photo books' }).click();
  await expect(ready.getByTestId('online-version-state')).toHaveText('Online version not requested yet');
  await page.reload();
  await expect(ready.getByTestId('online-version-state')).toHaveText('Online version not requested yet');
  await expect(notRequested.getByTestId('online-version-state')).toHaveText('Online version not requested yet');
});

test('share the online photo book by e-mail: an invalid recipient is refused on its field, a valid one gets the message', async ({ page }) => {
  test.setTimeout(120_000);
  const ava = await freshCustomer('projects');
  await signIn(page, ava, '/online-products');
  await openBook(page, readyBookOrder(ava));
  await expect(page.getByRole('link', { name: 'View online version' })).toHaveAttribute('href', /\/widget-api\/view\//);

  const share = shareRegion(page);
  await share.getByRole('textbox', { name: 'Your name' }).fill('Ava');
  const email = share.getByRole('textbox', { name: "Recipient's e-mail address" });
  await email.fill('not-an-address');
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(share.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  const recipient = `lisbon-${RUN}@example.com`;
  const message = `Remember the trams of Alfama? ${RUN}`;
  await email.fill(recipient);
  await expect(share.getByText('Please enter a valid e-mail address')).toHaveCount(0);
  await share.getByRole('textbox', { name: 'Personal message (optional)' }).fill(message);
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(share.getByRole('status')).toHaveText(`Your online photo book has been shared with ${recipient}.`);
  await expect(email).toHaveValue('');

  // The e-mail (its text part): from Ava, her message as written, the link to the online photo book.
  await openNewestMail(page, recipient, '“Ava” shared an online photo book with you');
  const text = page.getByTestId('mail-text');
  await expect(text).toContainText(message);
  await expect(text.locator('a[href*="/widget-api/view/"]').first()).toBeVisible();
});

test('add the photo book to the gallery under two categories, change them, remove it (each kept across a reload)', async ({ page }) => {
  test.setTimeout(120_000);
  const ava = await freshCustomer('projects');
  await signIn(page, ava, '/online-products');
  await openBook(page, readyBookOrder(ava));
  const gallery = galleryRegion(page);
  await expect(gallery.getByTestId('gallery-entry')).toHaveCount(0);

  // More than three: the gallery refuses, its message on the group.
  for (const name of ['Travel', 'Family', 'City', 'Holiday']) await setCategory(categories(page), name, true);
  await gallery.getByRole('button', { name: 'Add to gallery' }).click();
  await expect(categories(page).getByText('Please choose at most 3 categories')).toBeVisible();
  await setCategory(categories(page), 'City', false);
  await expect(categories(page).getByText('Please choose at most 3 categories')).toHaveCount(0);
  await setCategory(categories(page), 'Holiday', false);

  await gallery.getByRole('button', { name: 'Add to gallery' }).click();
  await expect(gallery.getByRole('status')).toHaveText('Your photo book is now in the gallery.');
  await expect(gallery.getByTestId('gallery-entry')).toHaveText('In the gallery under Travel and Family');
  await page.reload();
  await expect(gallery.getByTestId('gallery-entry')).toHaveText('In the gallery under Travel and Family');
  await expect(categories(page).getByRole('checkbox', { name: 'Travel' })).toBeChecked();
  await expect(categories(page).getByRole('checkbox', { name: 'Family' })).toBeChecked();

  await setCategory(categories(page), 'Family', false);
  // By keyboard: Space ticks the focused category, Enter presses the focused button.
  const city = categories(page).getByRole('checkbox', { name: 'City' });
  await city.focus();
  await page.keyboard.press('Space');
  await expect(city).toBeChecked();
  await gallery.getByRole('button', { name: 'Save categories' }).focus();
  await page.keyboard.press('Enter');
  await expect(gallery.getByRole('status')).toHaveText('Your categories have been saved.');
  await expect(gallery.getByTestId('gallery-entry')).toHaveText('In the gallery under Travel and City');
  await page.reload();
  await expect(gallery.getByTestId('gallery-entry')).toHaveText('In the gallery under Travel and City');
  await expect(categories(page).getByRole('checkbox', { name: 'Family' })).not.toBeChecked();

  await gallery.getByRole('button', { name: 'Remove from gallery' }).click();
  await expect(gallery.getByRole('status')).toHaveText('Your photo book has been removed from the gallery.');
  await expect(gallery.getByRole('button', { name: 'Add to gallery' })).toBeFocused();
  await page.reload();
  await expect(gallery.getByRole('button', { name: 'Add to gallery' })).toBeVisible();
  await expect(gallery.getByTestId('gallery-entry')).toHaveCount(0);
});

test("a photo book that is not the customer's: 'This photo book could not be found' and the way back", async ({ page }) => {
  // Emma's READY photo book (product code '<super order code>-1'), asked for by Ava.
  await signIn(page, 'projects', `/online-products/${demoOrder.photoBookReady!.code}-1`);
  await expect(page.getByText('This photo book could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to my online photo books' }).click();
  await expect(h1(page, 'My online photo books')).toBeVisible();
});

test('a business customer has no online photo books: no menu entry, sent to the overview, FORBIDDEN at the gateway', async ({ page }) => {
  await signIn(page, 'business-active', '/');
  await expect(h1(page, 'My account overview')).toBeVisible();
  const menu = page.getByRole('navigation', { name: /account menu/i });
  await expect(menu.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My online photo books' })).toHaveCount(0);
  for (const path of ['/online-products', `/online-products/${readyBookOrder()}-1`]) {
    await page.goto(path);
    await expect(h1(page, 'My account overview')).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  }

  // The gateway checks the role itself: her own token, ad-hoc documents.
  const token = await accessToken(page);
  for (const query of [
    '{ viewer { onlinePhotoBooks(first: 10) { edges { node { id title } } } } }',
    `{ viewer { onlinePhotoBook(productCode: "${readyBookOrder()}-1") { id } } }`,
    '{ viewer { galleryCategories { code } } }',
  ]) {
    const response = await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query } });
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.map((error) => error.extensions?.code), query).toContain('FORBIDDEN');
  }
});
