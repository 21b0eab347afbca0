// Chromium measurements of /my-photos/photos: the JavaScript of a first load, first thumbnails after a (second)
// navigation, the longest main-thread task and the DOM size while scrolling from the newest to the oldest month.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];
export const VIEWPORT = { width: 1366, height: 900 };

declare global {
  interface Window {
    __bench: { tasks: Array<[number, number]>; thumb: { loaded: number; decoded: number } | null };
  }
}

/** Installed before any page script: long tasks (buffered) and the first photo-tile image loaded + decoded. */
function instrument() {
  window.__bench = { tasks: [], thumb: null };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bench.tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch { /* not supported */ }
  document.addEventListener('load', (event) => {
    const img = event.target;
    if (window.__bench.thumb || !(img instanceof HTMLImageElement) || !img.closest('[data-testid="photo-tile"]')) return;
    const loaded = performance.now();
    void img.decode().catch(() => undefined).then(() => {
      window.__bench.thumb ??= { loaded, decoded: performance.now() };
    });
  }, true);
}

export interface BrowserSession {
  page: Page;
  accessToken: string;
  close(): Promise<void>;
}

/** Signs in through the product's real sign-in page and parks the tab on about:blank. */
export async function signInInBrowser(productUrl: string, email: string, password: string): Promise<BrowserSession> {
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    // tsx (esbuild keepNames) wraps named functions in __name(): give the serialized in-page functions one.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${productUrl}/my-photos/photos`);
    await page.getByLabel(/e-mail/i).fill(email);
    await page.getByLabel(/password/i).fill(password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByTestId('photo-tile').first().waitFor({ timeout: 60_000 });
    const accessToken = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i)!;
        if (key.startsWith('oidc.user:')) return JSON.parse(localStorage.getItem(key)!).access_token as string;
      }
      throw new Error('no signed-in user in localStorage');
    });
    await page.goto('about:blank');
    return { page, accessToken, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export interface PageMetrics {
  firstThumbLoadedMs: number;
  firstThumbDecodedMs: number;
  longestTaskLoadMs: number;
  /** Scrolling a screen at a time (photos load as they come into view). */
  longestTaskReadMs: number;
  longTasksRead: number;
  readSteps: number;
  /** Flinging from there to the oldest month (leaps of several screens per frame). */
  longestTaskScrollMs: number;
  longTasksScroll: number;
  /** After the fling stops at the oldest month: until its first thumbnail has loaded. */
  oldestThumbMs: number;
  maxDomNodes: number;
  domNodesAfterLoad: number;
  scrollSteps: number;
  pageHeight: number;
  monthsSeen: number;
  lastMonth: string;
}

/**
 * Navigates again (signed in) and measures; then scrolls the whole timeline, newest to oldest: first a screen at a
 * time (`readSteps` screens, photos loading as they come into view), then in leaps to the oldest month.
 */
export async function measurePhotosPage(
  page: Page,
  productUrl: string,
  { maxSteps = 600, stepWaitMs = 40, readSteps = 40, readWaitMs = 150, tracePath, traceCategories = TRACE_CATEGORIES }: MeasureOptions = {},
): Promise<PageMetrics> {
  const browser = page.context().browser()!;
  if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false, categories: traceCategories });
  try {
    await page.goto(`${productUrl}/my-photos/photos`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.thumb !== null, undefined, { timeout: 30_000, polling: 50 });
    await page.waitForTimeout(1500); // let the rest of the first screen settle
    return await page.evaluate(scrollTimeline, { maxSteps, stepWaitMs, readSteps, readWaitMs });
  } finally {
    if (tracePath) await browser.stopTracing();
  }
}

export interface MeasureOptions {
  /** Scroll steps of the fling (the page height divided into at most this many leaps, at least 0.9 screen each). */
  maxSteps?: number;
  stepWaitMs?: number;
  /** Screens scrolled one at a time (0.9 of the viewport each) before the fling, `readWaitMs` apart. */
  readSteps?: number;
  readWaitMs?: number;
  /** Writes a Chrome DevTools performance trace of the navigation and the scrolling here (open it in DevTools). */
  tracePath?: string;
  traceCategories?: string[];
}

/** What DevTools' Performance panel records (its timeline, JavaScript samples, user timings, loading). */
const TRACE_CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing',
  'loading', 'latencyInfo', 'toplevel',
];

/** In the page: a screen at a time, then the fling to the oldest month; see `measurePhotosPage`. */
async function scrollTimeline({ maxSteps, stepWaitMs, readSteps, readWaitMs }: Required<Omit<MeasureOptions, 'tracePath' | 'traceCategories'>>): Promise<PageMetrics> {
  const b = window.__bench;
  const nodes = () => document.getElementsByTagName('*').length;
  const longest = (from: number) => Math.max(0, ...b.tasks.filter(([t]) => t >= from).map(([, d]) => d));
  const domNodesAfterLoad = nodes();
  const readStart = performance.now();
  const longestTaskLoadMs = Math.max(0, ...b.tasks.filter(([t]) => t < readStart).map(([, d]) => d));
  const months = new Set<string>();
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const seeMonths = () => {
    for (const s of document.querySelectorAll('[data-testid="timeline-month"]')) months.add(s.getAttribute('data-month-id') ?? '');
  };
  let maxDomNodes = domNodesAfterLoad;
  performance.mark('bench:read'); // the phases, for a trace
  for (let i = 0; i < readSteps; i++) {
    window.scrollBy(0, window.innerHeight * 0.9);
    await frame();
    await wait(readWaitMs);
    maxDomNodes = Math.max(maxDomNodes, nodes());
    seeMonths();
  }
  await wait(300);
  const scrollStart = performance.now();
  performance.mark('bench:fling');
  const readTasks = b.tasks.filter(([t]) => t >= readStart && t < scrollStart);
  let steps = 0;
  const height = () => document.documentElement.scrollHeight;
  const pageHeight = height();
  const step = Math.max(window.innerHeight * 0.9, pageHeight / maxSteps);
  const atBottom = () => window.scrollY + window.innerHeight >= height() - 2;
  while (!atBottom() && steps < maxSteps * 2) {
    window.scrollBy(0, step);
    steps++;
    await frame();
    await wait(stepWaitMs);
    maxDomNodes = Math.max(maxDomNodes, nodes());
    seeMonths();
  }
  // At the oldest month: until its first thumbnail has loaded (the fling is over), then sample a while longer.
  const stopped = performance.now();
  performance.mark('bench:stopped');
  let oldestThumbMs = -1;
  for (let i = 0; i < 100 && oldestThumbMs < 0; i++) {
    const last = [...document.querySelectorAll('[data-testid="timeline-month"]')].at(-1);
    if ([...(last?.querySelectorAll('[data-testid="photo-tile"] img') ?? [])].some((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)) {
      oldestThumbMs = performance.now() - stopped;
    } else await wait(50);
    maxDomNodes = Math.max(maxDomNodes, nodes());
  }
  for (let i = 0; i < 10; i++) {
    await wait(100);
    maxDomNodes = Math.max(maxDomNodes, nodes());
  }
  const sections = [...document.querySelectorAll('[data-testid="timeline-month"]')];
  const lastMonth = sections.at(-1)?.getAttribute('aria-label') ?? '?';
  await wait(300); // long tasks are reported asynchronously
  return {
    firstThumbLoadedMs: b.thumb!.loaded, firstThumbDecodedMs: b.thumb!.decoded,
    longestTaskLoadMs,
    longestTaskReadMs: Math.max(0, ...readTasks.map(([, d]) => d)), longTasksRead: readTasks.filter(([, d]) => d > 50).length, readSteps,
    longestTaskScrollMs: longest(scrollStart), longTasksScroll: b.tasks.filter(([t, d]) => t >= scrollStart && d > 50).length,
    oldestThumbMs,
    maxDomNodes, domNodesAfterLoad, scrollSteps: steps, pageHeight, monthsSeen: months.size, lastMonth,
  };
}

export interface InitialJs {
  /** gzip bytes (level 9) of every script the page fetched. */
  total: number;
  files: { name: string; gzip: number }[];
}

/**
 * The JavaScript a signed-in customer's first load of `path` fetches: a new browser context with the signed-in
 * session's storage and an empty HTTP cache, every response of type script until the page is ready (`ready`
 * visible) and has settled, each body gzip-compressed here (the gateway serves them uncompressed).
 */
export async function measureInitialJs(session: BrowserSession, productUrl: string, path: string, ready: string): Promise<InitialJs> {
  const signedIn = session.page.context();
  const context = await signedIn.browser()!.newContext({ viewport: VIEWPORT, storageState: await signedIn.storageState() });
  try {
    const page = await context.newPage();
    const bodies: Promise<{ name: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(response.body().then((body) => ({ name: new URL(response.url()).pathname.replace(/^.*\//, ''), gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${productUrl}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(bodies)).sort((a, b) => b.gzip - a.gzip);
    return { total: files.reduce((sum, f) => sum + f.gzip, 0), files };
  } finally {
    await context.close();
  }
}
