import { type Page } from '@playwright/test';
import { expect, fitsWidth, test, viewports } from './screens';
import { signIn } from './support';

// The saved projects screen at desktop width and at 375 px, each visited once: checked for what it should show, saved
// to test-results/screenshots/ for people to look at, and audited by axe — the full list (first page, then every
// page), the delete dialog (and a delete that failed: the gateway's answer is replaced, nothing is deleted) and the
// empty state.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Every preview on screen is loaded (decoded), so the screenshot shows them. */
const previewsLoaded = (page: Page) =>
  expect
    .poll(() =>
      page
        .getByRole('list', { name: 'Saved projects' })
        .locator('img')
        .evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);

/** Scrolls to the bottom and back, so that lazy previews load. */
async function loadLazyPreviews(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await previewsLoaded(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`saved projects screens at ${size} width`, () => {
    test.use({ viewport });

    test('the list (a page, then all), the delete dialog and its failure', async ({ page, look }) => {
      test.setTimeout(120_000);
      await signIn(page, 'projects', '/saved-projects');
      await expect(h1(page, 'My saved projects')).toBeVisible();
      const cards = page.getByRole('list', { name: 'Saved projects' }).getByRole('listitem');
      await expect(cards).toHaveCount(10);
      await expect(page.getByTestId('projects-total')).toHaveText(/^\d+ projects$/);
      await loadLazyPreviews(page);
      await fitsWidth(page);
      await look(page, '/saved-projects', { shot: `saved-projects-${size}` });

      const more = page.getByRole('button', { name: 'Show more projects' });
      while ((await more.count()) > 0) {
        const shown = await cards.count();
        await more.click();
        await expect.poll(() => cards.count()).toBeGreaterThan(shown);
      }
      await loadLazyPreviews(page);
      await page.mouse.move(0, 0);
      await fitsWidth(page);
      await look(page, '/saved-projects (all pages)', { shot: `saved-projects-all-${size}` });

      // The dialog; then its failure (the delete's answer replaced by an error: nothing is deleted).
      const card = cards.nth(1);
      const name = await card.getByRole('heading', { level: 2 }).innerText();
      await card.getByRole('button', { name: `Delete ${name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
      await expect(dialog).toContainText(name);
      await look(page, 'delete project dialog', { shot: `saved-projects-delete-${size}`, fullPage: false });
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { variables?: { input?: { projectId?: string } } } | null;
        if (body?.variables?.input?.projectId) await route.fulfill({ status: 502, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' });
        else await route.continue();
      });
      await dialog.getByRole('button', { name: 'Delete project' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('The project could not be deleted');
      await page.mouse.move(0, 0);
      await look(page, 'delete project dialog (failed)', { shot: `saved-projects-delete-failed-${size}`, fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
      await page.unroute('**/graphql');
    });

    test('no projects yet', async ({ page, look }) => {
      await signIn(page, 'small-library', '/saved-projects');
      await expect(page.getByText("You haven't started any projects yet")).toBeVisible();
      await fitsWidth(page);
      await look(page, '/saved-projects (none)', { shot: `saved-projects-empty-${size}` });
    });
  });
}
