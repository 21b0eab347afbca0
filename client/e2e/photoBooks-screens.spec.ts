import { expect, test } from '@playwright/test';
import { bookCard, categories, galleryRegion, h1, openBook, readyBookOrder, setCategory, shareRegion } from './photoBookSupport';
import { fitsWidth, shot, viewports } from './screens';
import { signIn } from './support';

// The online photo book screens at desktop width and at 375 px, saved to test-results/screenshots/ for people to look
// at, each after checking it shows what it should.

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`online photo book screens at ${size} width`, () => {
    test.use({ viewport });

    test('the list, a book with a refused recipient, a book in the gallery, not found, none', async ({ page, browser }) => {
      test.setTimeout(120_000);
      await signIn(page, 'projects', '/online-products');
      await expect(h1(page, 'My online photo books')).toBeVisible();
      await expect(bookCard(page, readyBookOrder())).toBeVisible();
      await fitsWidth(page);
      await shot(page, `photo-books-list-${size}`);

      await openBook(page, readyBookOrder());
      const share = shareRegion(page);
      await share.getByRole('textbox', { name: 'Your name' }).fill('Ava');
      await share.getByRole('textbox', { name: "Recipient's e-mail address" }).fill('not-an-address');
      await share.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Our week in Lisbon, for you to browse.');
      await share.getByRole('button', { name: 'Send' }).click();
      await expect(share.getByText('Please enter a valid e-mail address')).toBeVisible();
      await fitsWidth(page);
      await shot(page, `photo-book-share-error-${size}`);

      const gallery = galleryRegion(page);
      await setCategory(categories(page), 'Travel', true);
      await setCategory(categories(page), 'City', true);
      await gallery.getByRole('button', { name: 'Add to gallery' }).click();
      await expect(gallery.getByTestId('gallery-entry')).toHaveText('In the gallery under Travel and City');
      await fitsWidth(page);
      await shot(page, `photo-book-gallery-${size}`);
      // As it was, for the other width (and the journeys).
      await gallery.getByRole('button', { name: 'Remove from gallery' }).click();
      await expect(gallery.getByRole('button', { name: 'Add to gallery' })).toBeVisible();

      await page.goto('/online-products/NO-SUCH-BOOK');
      await expect(page.getByText('This photo book could not be found')).toBeVisible();
      await shot(page, `photo-book-not-found-${size}`);

      const context = await browser.newContext({ viewport });
      const none = await context.newPage();
      await signIn(none, 'importing', '/online-products');
      await expect(none.getByText("You haven't ordered any photo books yet")).toBeVisible();
      await fitsWidth(none);
      await shot(none, `photo-books-none-${size}`);
      await context.close();
    });
  });
}
