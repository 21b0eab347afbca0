import { expect, test } from '@playwright/test';
import { openNewestMail } from './mailbox';
import { demoOrder } from './orderSupport';
import { categories, galleryRegion, h1, openBook, readyBookOrder, setCategory, shareRegion } from './photoBookSupport';
import { accessToken, freshCustomer, signIn } from './support';

// Online photo books against the real stack, as copies of Ava (the demo customer 'projects'): her READY photo book shared
// by e-mail (the e-mail arrives with her message), listed in the gallery, its categories changed, removed; a business
// customer refused by the router and by the gateway.

// Unique per run, so a retry (or a second run against the same mailbox) finds its own e-mail.
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

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
  await openNewestMail(page, recipient, 'Ava shared an online photo book with you');
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
    '{ viewer { onlinePhotoBooks { id title } } }',
    `{ viewer { onlinePhotoBook(productCode: "${readyBookOrder()}-1") { id } } }`,
    '{ viewer { galleryCategories { code } } }',
  ]) {
    const response = await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query } });
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.map((error) => error.extensions?.code), query).toContain('FORBIDDEN');
  }
});
