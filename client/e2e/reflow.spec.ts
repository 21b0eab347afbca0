import { type Page } from '@playwright/test';
import { ROUTE_NAMES, type RouteName } from '../src/app/routes';
import { demoOrder } from './orderSupport';
import { expect, shot, test } from './screens';
import { freshCustomer, signIn, type DemoKind } from './support';

// Reflow (WCAG 1.4.10) and text zoom (1.4.4): every route of the registry at 320 px wide, as a consumer and as a
// business customer (each sees the screens of their kind) and signed out (the public pages), does not scroll sideways
// and has nothing wider than the screen, but what must be seen in two dimensions: the full-screen photo of the
// preview. The main screens at 200 % zoom of a 1366 px screen (683 CSS pixels at twice the density) likewise, their
// headings and main controls on screen, saved for people to look at (test-results/screenshots/zoom200-*.png).

/** Two-dimensional content WCAG lets be wider than the screen (the photo of the full-screen preview). */
const TWO_DIMENSIONAL = ['.photo-preview__image'];

/**
 * What is wider than the screen: the page scrolling sideways, and each element reaching past the right edge (at most
 * ten named). A box that clips or scrolls its content is checked itself, not what it holds.
 */
function overflow(page: Page) {
  return page.evaluate((exempt) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scrollWidth = document.scrollingElement!.scrollWidth;
    if (scrollWidth > width) found.push(`page scrolls sideways (${scrollWidth} > ${width})`);
    const name = (element: Element) =>
      [element.tagName.toLowerCase(), ...(typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean) : [])].join('.');
    const walk = (parent: Element) => {
      for (const element of parent.children) {
        if (exempt.some((selector) => element.matches(selector))) continue;
        const style = getComputedStyle(element);
        if (style.display === 'none') continue;
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && box.right > width + 1 && found.length < 10) {
          found.push(`${name(element)} reaches ${Math.round(box.right)} px`);
        }
        if (style.overflowX === 'visible') walk(element);
      }
    };
    walk(document.body);
    return found;
  }, TWO_DIMENSIONAL);
}

/** The screen has loaded (its title, nothing still loading) and fits the width. */
async function fits(page: Page, route: string) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar').filter({ visible: true })).toHaveCount(0);
  await expect.poll(async () => ({ route, overflow: await overflow(page) })).toEqual({ route, overflow: [] });
}

/** How a route is reached at 320 px: its path, or the link a customer follows to it. */
type Visit = { path: string } | { from: string; link: (page: Page) => ReturnType<Page['locator']> };

const address = (page: Page) => page.locator('a[href*="/address/"]').first();
/** Emma's album 'Summer 2023' (her first albums are empty). */
const summer = (page: Page) => page.getByRole('link', { name: /^Summer 2023/ });

const consumer: Partial<Record<RouteName, Visit>> = {
  overview: { path: '/' },
  savedProjects: { path: '/saved-projects' },
  orders: { path: '/orders' },
  orderDetails: { path: `/orders/${demoOrder.threeProducts.code}` },
  photoManagement: { path: '/my-photos' },
  photos: { path: '/my-photos/photos' },
  photoPreview: { from: '/my-photos/photos', link: (page) => page.getByTestId('photo-tile').first() },
  albums: { path: '/my-photos/albums' },
  album: { from: '/my-photos/albums', link: summer },
  albumPhotoPreview: { from: '/my-photos/albums', link: summer },
  sharedAlbum: { from: '/my-photos/albums', link: (page) => page.locator('a[href*="/my-photos/shared-albums/"]').first() },
  sharedAlbumPhotoPreview: { from: '/my-photos/albums', link: (page) => page.locator('a[href*="/my-photos/shared-albums/"]').first() },
  downloads: { path: '/downloads' },
  settings: { path: '/settings' },
  personalDetails: { path: '/settings/personal-details' },
  paymentMethod: { path: '/settings/payment-method' },
  changeEmail: { path: '/settings/email' },
  addAddress: { path: '/settings/new-address' },
  allAddresses: { path: '/settings/addresses/all' },
  widgets: { path: '/online-products' },
  widgetShare: { from: '/online-products', link: (page) => page.getByTestId('photo-book-card').first().getByRole('link').first() },
};

const business: Partial<Record<RouteName, Visit>> = {
  settingsB2b: { path: '/settings/b2b' },
  changeEmailB2b: { path: '/settings/b2b/email' },
  addAddressB2b: { path: '/settings/b2b/new-address' },
  changeAddressB2b: { from: '/settings/b2b', link: address },
  invoices: { path: '/invoices' },
  ftpIntegration: { path: '/integration' },
};

const signedOut: Partial<Record<RouteName, Visit>> = {
  accountDeleted: { path: '/account-deleted' },
  deleteAccountConfirmation: { path: '/delete-account-confirmation?token=x' },
  deleteAccountError: { path: '/delete-account-error' },
  changeEmailConfirmation: { path: '/change-email-confirmation?token=x' },
  changeEmailSuccess: { path: '/change-email-success' },
  changeEmailError: { path: '/change-email-error' },
  doubleOptInConfirmation: { path: '/subscription-confirmation?token=x' },
  doubleOptInConfirmationSuccess: { path: '/subscription-confirmation-success' },
  doubleOptInConfirmationError: { path: '/subscription-confirmation-error' },
};

const PREVIEWS: RouteName[] = ['albumPhotoPreview', 'sharedAlbumPhotoPreview'];

async function visit(page: Page, name: RouteName, how: Visit) {
  if ('path' in how) {
    await page.goto(how.path);
  } else {
    await page.goto(how.from);
    await how.link(page).click();
    // An album's preview: the album's first photo.
    if (PREVIEWS.includes(name)) await page.getByTestId('photo-tile').first().click();
  }
  await fits(page, name);
  await shot(page, `reflow-320-${name}`, { fullPage: false });
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.describe.configure({ timeout: 240_000 });

  test('every route is visited by one of the journeys below', () => {
    const visited = new Set([...Object.keys(consumer), ...Object.keys(business), ...Object.keys(signedOut), 'changeAddress', 'logout']);
    expect(ROUTE_NAMES.filter((name) => !visited.has(name))).toEqual([]);
  });

  const kinds: Array<[string, DemoKind, Partial<Record<RouteName, Visit>>]> = [
    ['a consumer', 'consumer', consumer],
    // Emma has no address: Ava has two.
    ['a consumer with addresses', 'email-change', { changeAddress: { from: '/settings', link: address } }],
    ['a business customer', 'business-active', { overview: { path: '/' }, orders: { path: '/orders' }, ...business }],
  ];
  for (const [who, kind, visits] of kinds) {
    test(`the screens of ${who} reflow`, async ({ page }) => {
      await signIn(page, kind);
      for (const [name, how] of Object.entries(visits)) await visit(page, name as RouteName, how);
    });
  }

  test('the menu and a dialog reflow', async ({ page }) => {
    await signIn(page, 'consumer', '/my-photos/albums');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect.poll(() => overflow(page)).toEqual([]);
    await shot(page, 'reflow-320-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByTestId('new-album').click();
    await expect(page.getByRole('dialog', { name: 'Create new album' }).getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await expect.poll(() => overflow(page)).toEqual([]);
    await shot(page, 'reflow-320-dialog', { fullPage: false });
  });

  test('the public pages and signing out reflow', async ({ page }) => {
    for (const [name, how] of Object.entries(signedOut)) await visit(page, name as RouteName, how);
    await signIn(page, await freshCustomer('small-library'), '/logout');
    await expect(page.locator('form[action*="/interaction/"], h1').first()).toBeVisible();
    await expect.poll(() => overflow(page)).toEqual([]);
  });
});

test.describe('at 200 % zoom of a 1366 px screen', () => {
  test.use({ viewport: { width: 683, height: 450 }, deviceScaleFactor: 2 });
  test.describe.configure({ timeout: 180_000 });

  // The whole page, but the photos and albums: the window (their grids go on for thousands of pixels).
  const screens: Array<[string, string, boolean]> = [
    ['overview', '/', true],
    ['orders', '/orders', true],
    ['order-details', `/orders/${demoOrder.threeProducts.code}`, true],
    ['settings', '/settings', true],
    ['photos', '/my-photos/photos', false],
    ['albums', '/my-photos/albums', false],
  ];

  test('the main screens fit, with their title on screen', async ({ page }) => {
    await signIn(page, 'consumer');
    for (const [name, path, fullPage] of screens) {
      await page.goto(path);
      await fits(page, path);
      await expect(page.locator('h1').first()).toBeInViewport();
      await shot(page, `zoom200-${name}`, { fullPage });
    }
    await page.getByTestId('new-album').click();
    const dialog = page.getByRole('dialog', { name: 'Create new album' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await expect.poll(() => overflow(page)).toEqual([]);
    await shot(page, 'zoom200-dialog', { fullPage: false });
  });
});
