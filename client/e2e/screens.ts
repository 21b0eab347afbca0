import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { REPO_ROOT } from './ports';

// How the screen journeys look at a screen: one visit per screen and state, at 1366 px and at 375 px, in which the
// screenshot is saved to test-results/screenshots/ for people to look at and axe-core audits the page as it is. No
// critical or serious axe violation anywhere; every finding (all impacts) of a journey is also written to
// test-results/axe/<journey>.json for people to read.

/** Desktop and the narrowest phone the product supports. */
export const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } } as const;

/**
 * The whole page, from the top (a page scrolled down would show its sticky header and menu mid-page); or, for a
 * dialog over the page where the customer is or a grid of photos, what the window shows once it has settled: images
 * that have loaded are painted a few frames later (their tiles are rasterised off the main thread), so the window is
 * taken until two pictures in a row are the same, as a person waits for the screen to stop changing.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  const path = `${REPO_ROOT}test-results/screenshots/${name}.png`;
  if (fullPage) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path, fullPage });
    return;
  }
  let previous = await page.screenshot();
  for (let i = 0; i < 20; i++) {
    const next = await page.screenshot();
    if (next.equals(previous)) break;
    previous = next;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, previous);
}

/** The page does not scroll sideways (nothing wider than the screen). */
export const fitsWidth = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

/**
 * The photo grid on screen is filled: in each month, every row of tiles in the window is as full as the widest (a photo
 * not loaded yet leaves its cell to the month's skeleton) but the month's last row, no row is missing between two
 * (a row not loaded yet is skeleton only), and every tile's thumbnail has loaded.
 */
export const gridOnScreenFilled = (page: Page) =>
  expect.poll(() => page.evaluate(() => {
    const months = new Map<Element, Map<number, Element[]>>();
    for (const tile of document.querySelectorAll('[data-testid="photo-tile"], [data-testid="plus-n-tile"]')) {
      const box = tile.getBoundingClientRect();
      const month = tile.closest('[data-testid="timeline-month"]');
      if (!month || box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const rows = months.get(month) ?? new Map<number, Element[]>();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), tile]);
      months.set(month, rows);
    }
    if (months.size === 0) return false;
    const columns = Math.max(...[...months.values()].flatMap((rows) => [...rows.values()].map((row) => row.length)));
    const filled = [...months].every(([month, rows]) => {
      const tops = [...rows.keys()].sort((a, b) => a - b);
      const tileHeight = rows.get(tops[0]!)![0]!.getBoundingClientRect().height;
      const pitch = Math.min(...tops.slice(1).map((top, i) => top - tops[i]!), Infinity);
      const gapless = tops.every((top, i) => i === 0 || top - tops[i - 1]! <= Math.min(pitch, tileHeight * 1.5) * 1.5);
      const monthEnd = month.getBoundingClientRect().bottom;
      return gapless && tops.every((top) => {
        const tiles = rows.get(top)!;
        const last = monthEnd - (top + tileHeight) < tileHeight;
        return (tiles.length === columns || last)
          && tiles.every((tile) => [...tile.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0));
      });
    });
    return filled;
  })).toBe(true);

/** The first thumbnails of the library's image service have loaded. */
export const thumbnailsLoaded = (page: Page) =>
  expect.poll(() => page.locator('img[src*="/storage-api/blobs/"]').evaluateAll((imgs) =>
    imgs.length > 0 && imgs.slice(0, 6).every((img) => (img as HTMLImageElement).complete))).toBe(true);


export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

const failing = (finding: Finding) => finding.impact === 'critical' || finding.impact === 'serious';

/** axe-core's own script, the version `@axe-core/playwright` ships with. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What the page's `axe.run` hands back of a violation (axe-core's own result, cut to what the findings keep). */
interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: string[] }[];
}

/**
 * axe on the page as it is now: every rule axe runs by default, plus the experimental label-in-name check (WCAG 2.5.3).
 * In the page itself (axe-core's `axe.run`, as `@axe-core/playwright`'s legacy mode does: the product has no
 * cross-origin frames to reach), collecting violations only (what is reported). axe is put into a page once and kept
 * for the later looks of the same visit (the builder put it in twice on every look: 0.7 s a look, against 0.2 s).
 */
export async function audit(page: Page, screen: string, include?: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
    await page.evaluate(() => {
      const axe = (window as unknown as { axe: { configure(spec: object): void } }).axe;
      axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
    });
  }
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const options = { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] };
    const { violations: found } = await axe.run(selector ? { include: [[selector]] } : document, options);
    return found.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target })) }));
  }, include ?? null);
  return violations.map((v) => ({
    screen,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

export interface LookOptions {
  /** Saves the screenshot under this name (without it the screen is audited only). */
  shot?: string;
  /** false: the window as it shows (a dialog, a toast) instead of the whole page from the top. */
  fullPage?: boolean;
  /** Audits only this part of the page (a widget over a page of another domain). */
  include?: string;
}

/** Looks at the screen `page` shows once its animations are over: its screenshot (`shot`) and its axe audit. */
export type Look = (page: Page, screen: string, options?: LookOptions) => Promise<void>;

/** Playwright's test with `look`: the journey's findings are written and checked when it ends. */
export const test = base.extend<{ look: Look }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
  look: async ({}, use, testInfo) => {
    const findings: Finding[] = [];
    await use(async (page, screen, { shot: name, fullPage = true, include } = {}) => {
      await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
      if (name) await shot(page, name, { fullPage });
      findings.push(...(await audit(page, screen, include)));
    });
    const file = testInfo.titlePath.slice(1).join(' ').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    mkdirSync(`${REPO_ROOT}test-results/axe`, { recursive: true });
    writeFileSync(`${REPO_ROOT}test-results/axe/${file}.json`, JSON.stringify(findings, null, 2));
    const lines = findings.filter(failing).map((f) => `${f.screen}: ${f.impact} ${f.rule} at ${f.targets.join(', ')}`);
    expect(lines, 'critical or serious axe violations').toEqual([]);
  },
});

/** Opens a dialog with `open`, looks at the page with it open, and closes it with its Cancel (or Escape). */
export async function lookAtDialog(page: Page, look: Look, screen: string, open: () => Promise<unknown>, dialog: Locator,
  options: LookOptions = {}) {
  await open();
  await expect(dialog).toBeVisible();
  await look(page, screen, options);
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  if ((await cancel.count()) > 0) await cancel.first().click();
  else await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

export { expect };
