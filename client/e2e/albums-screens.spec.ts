import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from './ports';
import { signIn } from './support';

// Screens of albums at desktop width and at 375 px, saved to test-results/screenshots/ for people to look at, each
// after checking it shows what it should. Emma owns 'Summer 2023' and the shared 'Family weekend' and takes part in
// Sophie's shared 'Sophie's wedding'.
const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } } as const;
const shot = (page: Page, name: string) => page.screenshot({ path: `${REPO_ROOT}test-results/screenshots/${name}.png` });
const thumbnailsLoaded = (page: Page) =>
  expect.poll(() => page.locator('img[src*="/storage-api/blobs/"]').evaluateAll((imgs) =>
    imgs.length > 0 && imgs.slice(0, 6).every((img) => (img as HTMLImageElement).complete))).toBe(true);

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`album screens at ${size} width`, () => {
    test.use({ viewport });

    test('albums, an album, shared albums as owner and as participant, and the copy dialog', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'consumer', '/my-photos/albums');
      await expect(page.getByRole('button', { name: 'New album' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Shared with you' })).toBeVisible();
      await thumbnailsLoaded(page);
      await shot(page, `albums-list-${size}`);

      await page.getByRole('link', { name: /^Summer 2023/ }).click();
      // The albums stay on screen until the album's code and data are in: wait for the album's own title.
      await expect(page.getByRole('heading', { level: 1, name: 'Summer 2023' })).toBeVisible();
      await expect(page.getByText(/^\d+ photos$/)).toBeVisible();
      await expect(page.getByText(/^Created /)).toBeVisible();
      await thumbnailsLoaded(page);
      await shot(page, `albums-album-${size}`);

      await page.goBack();
      await page.getByRole('link', { name: /^Family weekend/ }).click();
      await expect(page).toHaveURL(/\/my-photos\/shared-albums\//);
      await expect(page.getByText(/You're sharing this album with 2 people/)).toBeVisible();
      await thumbnailsLoaded(page);
      await shot(page, `albums-shared-owner-${size}`);

      await page.goBack();
      // 'Shared with you' sits below the albums: scrolling to it loads the next albums page above it, which moves it.
      // Wait for that load before clicking, or the click can land where the link was.
      const shared = page.getByRole('region', { name: 'Shared with you' });
      await shared.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await shared.getByRole('link', { name: /Sophie's wedding/ }).click();
      await expect(page.getByText(/This shared album is owned by sophie@example\.com/)).toBeVisible();
      await thumbnailsLoaded(page);
      await shot(page, `albums-shared-participant-${size}`);

      await page.goto('/my-photos/photos');
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      for (let i = 0; i < 2; i++) await page.getByTestId('photo-tile').nth(i).click();
      await page.getByRole('button', { name: 'Copy to album' }).click();
      const copy = page.getByRole('dialog', { name: 'Copy to album' });
      await expect(copy.getByText('2 photos selected')).toBeVisible();
      await expect(copy.getByTestId('copy-to-album-choice').first()).toBeVisible();
      await shot(page, `albums-copy-dialog-${size}`);
    });
  });
}
