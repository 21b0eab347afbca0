import { expect, test } from '@playwright/test';
import { REPO_ROOT } from './ports';
import { signIn } from './support';

// Not an assertion of pixels: saves the overview at desktop width and at 375 px for people to look at.
for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['mobile', { width: 375, height: 812 }],
] as const) {
  test(`overview screenshot (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'consumer');
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
    await expect(page.getByTestId('photos-count')).toBeVisible();
    await page.screenshot({ path: `${REPO_ROOT}test-results/screenshots/overview-${name}.png`, fullPage: true });
  });
}
