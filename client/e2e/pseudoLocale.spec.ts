import { expect, test, type Page } from '@playwright/test';
import { COUNTRIES } from '@my-account/brands';
import { demoOrder } from './orderSupport';
import { PORT } from './ports';
import { signIn, type DemoKind } from './support';

// The pseudo-locale site (`pseudo.localhost`) shows the catalogue `en-XA`: English with every letter accented, in
// [brackets]. On it, a word in plain ASCII letters on a screen — text, or a label, title, placeholder or alternative
// text — came from somewhere else than a catalogue. Allowed are only the customer's data (every string the page's
// GraphQL answers and /config.json carried), what the browser's Intl writes (the pseudo-locale formats like English:
// month and day names, country names, units) and the brand name. Anything else is a text that escapes the catalogues.

const ORIGIN = `http://pseudo.localhost:${PORT}`;

/** The words the browser's Intl writes in the pseudo-locale (English): dates, country names, file size units. */
const intlWords = (page: Page) =>
  page.evaluate((countries) => {
    const locale = document.documentElement.lang;
    const out: string[] = [];
    for (let month = 0; month < 12; month++) {
      for (const style of ['long', 'short'] as const) out.push(new Intl.DateTimeFormat(locale, { month: style }).format(new Date(2025, month, 15)));
    }
    for (let day = 1; day <= 7; day++) {
      for (const style of ['long', 'short'] as const) out.push(new Intl.DateTimeFormat(locale, { weekday: style }).format(new Date(2025, 5, day)));
    }
    // Morning and afternoon: AM and PM (or the locale's day periods).
    for (const hour of [3, 15]) out.push(new Intl.DateTimeFormat(locale, { timeStyle: 'short', hour12: true }).format(new Date(2025, 0, 1, hour)));
    const regions = new Intl.DisplayNames(locale, { type: 'region' });
    for (const code of countries) out.push(regions.of(code) ?? code);
    for (const unit of ['byte', 'kilobyte', 'megabyte', 'gigabyte']) {
      for (const unitDisplay of ['short', 'long'] as const) {
        out.push(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }).format(2));
      }
    }
    return out.join(' ');
  }, [...COUNTRIES]);

const words = (text: string) => text.match(/[A-Za-z]+/g) ?? [];

/** Collects every string of the page's GraphQL and configuration answers: the data the screens may show as they are. */
function recordData(page: Page): Set<string> {
  const data = new Set<string>(['PhotoPrint']);
  const add = (value: unknown): void => {
    if (typeof value === 'string') {
      const found = words(value);
      for (const word of found) data.add(word);
      // Initials of a name (the avatar): the first letters of its first two words.
      if (found.length >= 2) data.add(`${found[0]![0]}${found[1]![0]}`.toUpperCase());
    } else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/graphql' && url.pathname !== '/config.json') return;
    try {
      add(await response.json());
    } catch {
      // not JSON (a refused request): nothing to record
    }
  });
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => {
    try {
      add(JSON.parse(String(payload)));
    } catch {
      // not JSON
    }
  }));
  return data;
}

/** The visible texts and labels of the page that hold a word no catalogue wrote. */
async function leaks(page: Page, data: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.display !== 'none' && style.visibility !== 'hidden' && (el as HTMLElement).offsetParent !== null
        || style.position === 'fixed';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (node.textContent?.trim() && (visible(parent) || parent.closest('.visually-hidden'))) out.push(node.textContent.trim());
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt], [aria-valuetext]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        const value = el.getAttribute(name);
        if (value?.trim()) out.push(value.trim());
      }
    }
    out.push(document.title);
    return out;
  });
  // A catalogue's text is in [brackets]; the customer's data inside it is allowed like anywhere else.
  return texts.filter((text) => words(text).some((word) => !data.has(word)));
}

async function expectNoLeaks(page: Page, data: Set<string>, screen: string) {
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  // The screen as the customer sees it once it has loaded: no spinner, nothing still loading.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect({ screen, leaks: await leaks(page, data) }).toEqual({ screen, leaks: [] });
}

function visit(kind: DemoKind, paths: string[]) {
  return async ({ page }: { page: Page }) => {
    const data = recordData(page);
    await signIn(page, kind, '/', ORIGIN);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    for (const word of words(await intlWords(page))) data.add(word);
    await expectNoLeaks(page, data, '/');
    for (const path of paths) {
      await page.goto(`${ORIGIN}${path}`);
      await expectNoLeaks(page, data, path);
    }
  };
}

test.describe.configure({ timeout: 180_000 });

test('a consumer\'s screens show only catalogue texts and their own data', visit('consumer', [
  '/my-photos/photos',
  '/my-photos/albums',
  '/downloads',
  '/orders',
  `/orders/${demoOrder.addressChangeable!.code}`,
  '/settings',
  '/settings/personal-details',
  '/settings/email',
  '/settings/addresses/all',
  '/settings/new-address',
  '/settings/payment-method',
  '/saved-projects',
  '/online-products',
  '/this-page-does-not-exist',
]));

test('a business customer\'s screens show only catalogue texts and their own data', visit('business-active', [
  '/invoices',
  '/integration',
  '/settings/b2b',
  '/settings/b2b/email',
  '/settings/b2b/new-address',
]));

test('the public pages show only catalogue texts', async ({ page }) => {
  const data = recordData(page);
  await page.goto(`${ORIGIN}/account-deleted`);
  for (const word of words(await intlWords(page))) data.add(word);
  for (const path of ['/account-deleted', '/change-email-error', '/delete-account-error', '/subscription-confirmation-error']) {
    await page.goto(`${ORIGIN}${path}`);
    await expectNoLeaks(page, data, path);
  }
});
