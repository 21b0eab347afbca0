import { bookCard, categories, galleryRegion, h1, openBook, readyBookOrder, setCategory, shareRegion } from './photoBookSupport';
import { expect, fitsWidth, lookAtDialog, test, viewports } from './screens';
import { freshCustomer, signIn } from './support';

// The online photo book screens at desktop width and at 375 px, each visited once: checked for what it should show,
// saved to test-results/screenshots/ for people to look at, and audited by axe. As a fresh copy of Ava (the book goes
// into the gallery, then its online version is deleted after the confirmation), and Noah (none).

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`online photo book screens at ${size} width`, () => {
    test.use({ viewport });

    test('the list, a book with a refused recipient, in the gallery, its online version deleted, not found, none', async ({ page, browser, look }) => {
      test.setTimeout(180_000);
      const ava = await freshCustomer('projects');
      await signIn(page, ava, '/online-products');
      await expect(h1(page, 'My online photo books')).toBeVisible();
      await expect(bookCard(page, readyBookOrder(ava))).toBeVisible();
      await fitsWidth(page);
      await look(page, '/online-products', { shot: `photo-books-list-${size}` });

      await openBook(page, readyBookOrder(ava));
      await look(page, '/online-products/:productCode');
      const share = shareRegion(page);
      await share.getByRole('textbox', { name: 'Your name' }).fill('Ava');
      await share.getByRole('textbox', { name: "Recipient's e-mail address" }).fill('not-an-address');
      await share.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Our week in Lisbon, for you to browse.');
      await share.getByRole('button', { name: 'Send' }).click();
      await expect(share.getByText('Please enter a valid e-mail address')).toBeVisible();
      await fitsWidth(page);
      await look(page, '/online-products/:productCode (a refused recipient)', { shot: `photo-book-share-error-${size}` });

      const gallery = galleryRegion(page);
      await setCategory(categories(page), 'Travel', true);
      await setCategory(categories(page), 'City', true);
      await gallery.getByRole('button', { name: 'Add to gallery' }).click();
      await expect(gallery.getByTestId('gallery-entry')).toHaveText('In the gallery under Travel and City');
      await fitsWidth(page);
      await look(page, '/online-products/:productCode (in the gallery)', { shot: `photo-book-gallery-${size}` });
      await gallery.getByRole('button', { name: 'Remove from gallery' }).click();
      await expect(gallery.getByRole('button', { name: 'Add to gallery' })).toBeVisible();

      const summary = page.getByTestId('photo-book-summary');
      const dialog = page.getByRole('alertdialog', { name: 'Delete the online version?' });
      const askToDelete = () => summary.getByRole('button', { name: 'Delete online version' }).click();
      await lookAtDialog(page, look, 'delete online version dialog', askToDelete, dialog, { shot: `photo-book-delete-online-${size}`, fullPage: false });
      await askToDelete();
      await dialog.getByRole('button', { name: 'Delete online version' }).click();
      await expect(summary.getByRole('status')).toHaveText('The online version has been deleted. You can request a new one at any time.');
      await fitsWidth(page);
      await look(page, '/online-products/:productCode (online version deleted)', { shot: `photo-book-online-deleted-${size}` });

      await page.goto('/online-products/NO-SUCH-BOOK');
      await expect(page.getByText('This photo book could not be found')).toBeVisible();
      await look(page, '/online-products/:productCode (not found)', { shot: `photo-book-not-found-${size}` });

      const context = await browser.newContext({ viewport });
      const none = await context.newPage();
      await signIn(none, 'importing', '/online-products');
      await expect(none.getByText("You haven't ordered any photo books yet")).toBeVisible();
      await fitsWidth(none);
      await look(none, '/online-products (none)', { shot: `photo-books-none-${size}` });
      await context.close();
    });
  });
}
