import { expect, type Page } from '@playwright/test';
import { REPO_ROOT } from './ports';

// What the screenshot journeys share: the two widths every screen is looked at, and how a screen is saved to
// test-results/screenshots/ for people to look at.

/** Desktop and the narrowest phone the product supports. */
export const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } } as const;

/** The whole page, from the top (a page scrolled down would show its sticky header and menu mid-page). */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${REPO_ROOT}test-results/screenshots/${name}.png`, fullPage: true });
}

/** The page does not scroll sideways (nothing wider than the screen). */
export const fitsWidth = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
