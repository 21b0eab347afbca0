import { type Page } from '@playwright/test';
import { expect, lookAtDialog, test, thumbnailsLoaded, viewports } from './screens';
import { settled, signIn } from './support';

// Screens of albums at desktop width and at 375 px, each visited once: checked for what it should show, saved to
// test-results/screenshots/ for people to look at (the window, as the customer sees it), and audited by axe. Emma owns
// 'Summer 2023', the 'Empty album' and the shared 'Family weekend', and takes part in Sophie's shared 'Sophie's wedding'.

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const unableToDisplay = 'Unable to display album. Please refresh the page or try again later.';

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`album screens at ${size} width`, () => {
    test.use({ viewport });

    test('albums, an empty album, an album and its preview, with their dialogs', async ({ page, look }) => {
      test.setTimeout(300_000);
      await signIn(page, 'consumer', '/my-photos/albums');
      await expect(page.getByRole('button', { name: 'New album' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Shared with you' })).toBeVisible();
      await thumbnailsLoaded(page);
      await look(page, '/my-photos/albums', { shot: `albums-list-${size}`, fullPage: false });
      await lookAtDialog(page, look, 'create album dialog', () => page.getByTestId('new-album').click(),
        page.getByRole('dialog', { name: 'Create new album' }));

      await page.getByRole('link', { name: /^Empty album/ }).click();
      await expect(page.getByText('Your album is empty')).toBeVisible();
      await look(page, 'an empty album');
      await lookAtDialog(page, look, 'delete album dialog', () => page.getByRole('button', { name: 'Delete album' }).click(),
        page.getByRole('alertdialog', { name: 'Delete album?' }));

      await page.goBack();
      await page.getByRole('link', { name: /^Summer 2023/ }).click();
      // The albums stay on screen until the album's code and data are in: wait for the album's own title.
      await expect(h1(page, 'Summer 2023')).toBeVisible();
      await expect(page.getByText(/^\d+ photos$/)).toBeVisible();
      await expect(page.getByText(/^Created /)).toBeVisible();
      await thumbnailsLoaded(page);
      await look(page, 'an album', { shot: `albums-album-${size}`, fullPage: false });
      // Selection mode with nothing selected: Order photo prints is there, disabled, with its reason as its tooltip.
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      const prints = page.getByRole('toolbar').getByRole('button', { name: 'Order photo prints' });
      await expect(prints).toHaveAttribute('aria-disabled', 'true');
      await settled(page.getByRole('toolbar')); // it slides up
      await prints.hover({ force: true });
      await expect(page.getByRole('tooltip')).toHaveText('Select at least one photo to order prints');
      await look(page, 'an album, selecting (none selected)', { shot: `albums-album-selecting-${size}`, fullPage: false });
      await page.getByTestId('select-cancel').click();
      await page.getByTestId('photo-tile').first().click();
      await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+\/preview\//);
      await expect(page.getByTestId('photo-preview').locator('img')).toBeVisible();
      await look(page, 'album preview');
    });

    test('shared albums as owner and as participant, the preview, the error states and the copy dialog', async ({ page, look }) => {
      test.setTimeout(300_000);
      await signIn(page, 'consumer', '/my-photos/albums');
      await page.getByRole('link', { name: /^Family weekend/ }).click();
      await expect(page).toHaveURL(/\/my-photos\/shared-albums\//);
      await expect(page.getByText(/You're sharing this album with 2 people/)).toBeVisible();
      await thumbnailsLoaded(page);
      await look(page, 'shared album (owner)', { shot: `albums-shared-owner-${size}`, fullPage: false });
      await page.getByTestId('photo-tile').first().click();
      await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[^/]+\/preview\//);
      await expect(page.getByTestId('photo-preview').locator('img')).toBeVisible();
      await look(page, 'shared album preview');

      await page.goto('/my-photos/albums');
      // 'Shared with you' sits below the albums: scrolling to it loads the rest of Emma's 56 albums above it, which moves
      // it. Wait for all of them (and the new-album tile) before clicking, or the click can land where the link was.
      const shared = page.getByRole('region', { name: 'Shared with you' });
      await shared.scrollIntoViewIfNeeded();
      await expect(page.getByTestId('album-grid').getByRole('listitem')).toHaveCount(57);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await shared.getByRole('link', { name: /Sophie's wedding/ }).click();
      await expect(page.getByText(/This shared album is owned by sophie@example\.com/)).toBeVisible();
      await thumbnailsLoaded(page);
      await look(page, 'shared album (participant)', { shot: `albums-shared-participant-${size}`, fullPage: false });

      await page.goto('/my-photos/shared-albums/not-an-album');
      await expect(page.getByText(unableToDisplay)).toBeVisible();
      await look(page, 'shared album error');
      await page.goto('/my-photos/albums/not-an-album');
      await expect(page.getByText(unableToDisplay)).toBeVisible();
      await look(page, 'album error');

      await page.goto('/my-photos/photos');
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      for (let i = 0; i < 2; i++) await page.getByTestId('photo-tile').nth(i).click();
      await page.getByRole('button', { name: 'Copy to album' }).click();
      const copy = page.getByRole('dialog', { name: 'Copy to album' });
      await expect(copy.getByText('2 photos selected')).toBeVisible();
      await expect(copy.getByTestId('copy-to-album-choice').first()).toBeVisible();
      await look(page, 'copy to album dialog', { shot: `albums-copy-dialog-${size}`, fullPage: false });
    });
  });
}
