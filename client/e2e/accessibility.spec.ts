import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { REPO_ROOT } from './ports';
import { demoOrder, findOrderRow } from './orderSupport';
import { bookCard, categories, galleryRegion, openBook, readyBookOrder, setCategory, shareRegion } from './photoBookSupport';
import { signIn } from './support';

// axe-core in Chromium on every working route, at desktop width and at 375 px, with the main dialogs open too:
// no critical or serious violation anywhere. Every finding (all impacts) is also written to
// test-results/axe/<viewport>.json for people to read.
const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } } as const;

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

const failing = (finding: Finding) => finding.impact === 'critical' || finding.impact === 'serious';

/** Runs axe on the page as it is now (animations finished) and returns its violations. */
async function audit(page: Page, screen: string): Promise<Finding[]> {
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
  // Every rule axe runs by default, plus the experimental label-in-name check (WCAG 2.5.3).
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations.map((v) => ({
    screen,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

function report(name: string, findings: Finding[]) {
  mkdirSync(`${REPO_ROOT}test-results/axe`, { recursive: true });
  writeFileSync(`${REPO_ROOT}test-results/axe/${name}.json`, JSON.stringify(findings, null, 2));
  const lines = findings.filter(failing).map((f) => `${f.screen}: ${f.impact} ${f.rule} at ${f.targets.join(', ')}`);
  expect(lines, 'critical or serious axe violations').toEqual([]);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const thumbnails = (page: Page) =>
  expect.poll(() => page.locator('img[src*="/storage-api/blobs/"]').evaluateAll((imgs) =>
    imgs.length > 0 && imgs.slice(0, 6).every((img) => (img as HTMLImageElement).complete))).toBe(true);

/** Opens a dialog with `open`, audits the page with it open, and closes it with its Cancel (or Escape). */
async function auditDialog(page: Page, screen: string, open: () => Promise<void>, dialog: Locator, findings: Finding[]) {
  await open();
  await expect(dialog).toBeVisible();
  findings.push(...(await audit(page, screen)));
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  if ((await cancel.count()) > 0) await cancel.first().click();
  else await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${size} width`, () => {
    test.use({ viewport });

    test('overview, the photos tab and a photo preview', async ({ page }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'consumer', '/');
      await expect(page.getByTestId('photos-count')).toBeVisible();
      await check('overview');

      // /my-photos opens the Photos tab.
      await page.goto('/my-photos');
      await expect(page).toHaveURL(/\/my-photos\/photos$/);
      await expect(page.getByTestId('photo-tile').first()).toBeVisible();
      await thumbnails(page);
      await check('/my-photos/photos');

      await page.getByRole('button', { name: 'Select', exact: true }).click();
      for (let i = 0; i < 2; i++) await page.getByTestId('photo-tile').nth(i).click();
      await expect(page.getByText('2 selected')).toBeVisible();
      await check('/my-photos/photos selecting');
      await page.getByTestId('select-cancel').click();

      await page.getByTestId('photo-tile').first().click();
      await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
      await expect(page.getByTestId('photo-preview').locator('img')).toBeVisible();
      await check('photo preview');
      report(`photos-${size}`, findings);
    });

    test('the dialogs of the photos tab: upload, delete all, copy to album, delete', async ({ page }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];

      await signIn(page, 'consumer', '/my-photos/photos');
      await expect(page.getByTestId('photo-tile').first()).toBeVisible();
      await auditDialog(page, 'upload dialog', () => page.getByRole('button', { name: 'Add photos' }).click(),
        page.getByTestId('upload-dialog'), findings);
      await auditDialog(page, 'delete all dialog', () => page.getByRole('button', { name: 'Delete all photos' }).click(),
        page.getByRole('alertdialog'), findings);

      await page.getByRole('button', { name: 'Select', exact: true }).click();
      for (let i = 0; i < 2; i++) await page.getByTestId('photo-tile').nth(i).click();
      await expect(page.getByText('2 selected')).toBeVisible();
      const toolbar = page.getByRole('toolbar', { name: 'Selected photos' });
      await auditDialog(page, 'copy to album dialog', () => toolbar.getByRole('button', { name: 'Copy to album' }).click(),
        page.getByRole('dialog', { name: 'Copy to album' }), findings);
      await auditDialog(page, 'delete photos dialog', () => toolbar.getByRole('button', { name: 'Delete' }).click(),
        page.getByRole('alertdialog'), findings);
      report(`photo-dialogs-${size}`, findings);
    });

    test('albums, an album, an empty album, album preview, with their dialogs', async ({ page }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'consumer', '/my-photos/albums');
      await expect(page.getByRole('region', { name: 'Shared with you' })).toBeVisible();
      await thumbnails(page);
      await check('/my-photos/albums');
      await auditDialog(page, 'create album dialog', () => page.getByTestId('new-album').click(),
        page.getByRole('dialog', { name: 'Create new album' }), findings);

      await page.getByRole('link', { name: /^Empty album/ }).click();
      await expect(page.getByText('Your album is empty')).toBeVisible();
      await check('an empty album');
      await auditDialog(page, 'delete album dialog', () => page.getByRole('button', { name: 'Delete album' }).click(),
        page.getByRole('alertdialog', { name: 'Delete album?' }), findings);

      await page.goBack();
      await page.getByRole('link', { name: /^Summer 2023/ }).click();
      await expect(h1(page, 'Summer 2023')).toBeVisible();
      await thumbnails(page);
      await check('an album');
      await page.getByTestId('photo-tile').first().click();
      await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+\/preview\//);
      await expect(page.getByTestId('photo-preview').locator('img')).toBeVisible();
      await check('album preview');
      report(`albums-${size}`, findings);
    });

    test('shared albums as owner and participant, their preview and error state', async ({ page }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'consumer', '/my-photos/albums');
      await page.getByRole('link', { name: /^Family weekend/ }).click();
      await expect(page.getByText(/You're sharing this album with 2 people/)).toBeVisible();
      await thumbnails(page);
      await check('shared album (owner)');
      await page.getByTestId('photo-tile').first().click();
      await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[^/]+\/preview\//);
      await expect(page.getByTestId('photo-preview').locator('img')).toBeVisible();
      await check('shared album preview');

      await page.goto('/my-photos/albums');
      const shared = page.getByRole('region', { name: 'Shared with you' });
      await shared.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await shared.getByRole('link', { name: /Sophie's wedding/ }).click();
      await expect(page.getByText(/This shared album is owned by sophie@example\.com/)).toBeVisible();
      await thumbnails(page);
      await check('shared album (participant)');

      await page.goto('/my-photos/shared-albums/not-an-album');
      await expect(page.getByText('Unable to display album. Please refresh the page or try again later.')).toBeVisible();
      await check('shared album error');
      await page.goto('/my-photos/albums/not-an-album');
      await expect(page.getByText('Unable to display album. Please refresh the page or try again later.')).toBeVisible();
      await check('album error');
      report(`shared-albums-${size}`, findings);
    });

    test('orders, order details (every part), the address form with an error, the share dialog, the empty state', async ({ page, browser }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'consumer', '/orders');
      await expect(await findOrderRow(page, 'History', demoOrder.sentLongAgo.code)).toBeVisible();
      await check('/orders');

      for (const name of ['threeProducts', 'eVoucherPending', 'pickupPoint', 'printsFromLibrary'] as const) {
        await page.goto(`/orders/${demoOrder[name].code}`);
        await expect(page.getByTestId('order-summary')).toBeVisible();
        await check(`order details (${name})`);
      }
      await page.goto(`/orders/${demoOrder.photoBookReady.code}`);
      await expect(page.getByRole('link', { name: 'View online version' })).toBeVisible();
      await check('order details (photoBookReady)');
      await auditDialog(page, 'share online photo book dialog', () => page.getByRole('button', { name: 'Share by e-mail' }).click(),
        page.getByRole('dialog', { name: 'Share your online photo book' }), findings);

      await page.goto(`/orders/${demoOrder.addressChangeable.code}`);
      await page.getByRole('button', { name: 'Change delivery address' }).click();
      const form = page.getByRole('form', { name: 'New delivery address' });
      await form.getByRole('textbox', { name: 'Postal code' }).fill('XXX');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form.getByText('Postal Code must be valid')).toBeVisible();
      await check('address change form with an error');

      await page.goto('/orders/NO-SUCH-ORDER');
      await expect(page.getByText('An error occurred loading this order, please contact us to report this issue.')).toBeVisible();
      await check('order error');

      const context = await browser.newContext({ viewport });
      const empty = await context.newPage();
      await signIn(empty, 'importing', '/orders');
      await expect(empty.getByText("You haven't ordered anything yet!")).toBeVisible();
      findings.push(...(await audit(empty, '/orders (empty)')));
      await context.close();
      report(`orders-${size}`, findings);
    });

    test('settings: the overview, each settings page, the address form with errors, their dialogs', async ({ page }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'small-library', '/settings');
      await expect(h1(page, 'My settings')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Analytics cookies' })).toBeVisible();
      await check('/settings');
      await auditDialog(page, 'delete account dialog', () => page.getByRole('button', { name: 'Delete my account' }).click(),
        page.getByRole('alertdialog', { name: 'Delete your account?' }), findings);
      for (const [path, title] of [['/settings/personal-details', 'Change personal details'], ['/settings/email', 'Change email address'],
        ['/settings/payment-method', 'Change your payment method'], ['/settings/addresses/all', 'Delivery address']] as const) {
        await page.goto(path);
        await expect(h1(page, title)).toBeVisible();
        await check(path);
      }

      await page.goto('/settings/new-address');
      const form = page.getByRole('form', { name: 'New address' });
      await form.getByRole('textbox', { name: 'First name' }).fill('Mia');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Clarke');
      await form.getByRole('textbox', { name: 'Street name' }).fill('Axe Street');
      await form.getByRole('textbox', { name: 'House number' }).fill(size === 'desktop' ? '1' : '2');
      await form.getByRole('textbox', { name: 'City' }).fill('London');
      await form.getByRole('textbox', { name: 'Postal code' }).fill('XXX');
      await form.getByRole('textbox', { name: 'Phone number (optional)' }).fill('123');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form.getByText('Phone number must be valid')).toBeVisible();
      await check('/settings/new-address with errors');
      await form.getByRole('textbox', { name: 'Postal code' }).fill('SW1A 1AA');
      await form.getByRole('textbox', { name: 'Phone number (optional)' }).fill('');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Your new address has been saved.')).toBeVisible();
      await check('/settings/addresses/all with an address');
      const item = page.getByTestId('address-book-item').filter({ hasText: 'Axe Street' });
      await item.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('form', { name: 'Edit address' })).toBeVisible();
      await check('/settings/address/:addressId');
      await page.goBack();
      await auditDialog(page, 'delete address dialog', () => item.getByRole('button', { name: 'Delete' }).click(),
        page.getByRole('alertdialog', { name: 'Delete this address?' }), findings);
      await item.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(item).toHaveCount(0);
      report(`settings-${size}`, findings);
    });

    test('business settings: /settings/b2b (with field errors), its e-mail and address pages; the banners', async ({ page, browser }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'business', '/settings/b2b');
      const company = page.getByRole('form', { name: 'Company details' });
      await expect(company).toBeVisible();
      await check('/settings/b2b with the New banner');
      // Refused before any request (nothing is saved): both fields show their message.
      await company.getByRole('textbox', { name: 'Company name' }).fill('');
      await company.getByRole('textbox', { name: /^VAT number/ }).fill('');
      await company.getByRole('button', { name: 'Save' }).click();
      await expect(company.getByText('Please enter your company name')).toBeVisible();
      await check('/settings/b2b with field errors');
      for (const [path, title] of [['/settings/b2b/email', 'Change email address'], ['/settings/b2b/new-address', 'Delivery address']] as const) {
        await page.goto(path);
        await expect(h1(page, title)).toBeVisible();
        await check(path);
      }
      await page.goto('/settings/b2b');
      await page.getByRole('region', { name: 'Addresses' }).getByRole('link', { name: 'Edit' }).first().click();
      await expect(page.getByRole('form', { name: 'Edit address' })).toBeVisible();
      await check('/settings/b2b/address/:addressId');

      for (const [kind, banner] of [['business-blocked', 'alert'], ['business-default', 'status']] as const) {
        const context = await browser.newContext({ viewport });
        const other = await context.newPage();
        await signIn(other, kind, '/');
        await expect(other.getByRole(banner).filter({ hasText: /business/ })).toBeVisible();
        findings.push(...(await audit(other, `overview with the ${kind} banner`)));
        await context.close();
      }
      report(`business-settings-${size}`, findings);
    });

    test('business: invoices (a download failed), FTP instructions (a field refused)', async ({ page }) => {
      test.setTimeout(200_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'business-active', '/invoices');
      const row = page.getByRole('region', { name: /^Current invoices/ }).getByTestId('invoice-row').first();
      await expect(row).toBeVisible();
      await check('/invoices');
      await page.route('**/files/invoices/**', (route) => route.fulfill({ status: 502, body: '' }));
      await row.getByRole('button', { name: /^Download invoice/ }).click();
      await expect(row.getByRole('alert')).toBeVisible();
      await check('/invoices (download failed)');

      await page.goto('/integration');
      const form = page.getByRole('form', { name: 'Callback settings' });
      await expect(form).toBeVisible();
      await check('/integration');
      await form.getByRole('textbox', { name: 'Callback URL' }).fill('http://erp.example.com/order-status');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Please enter a secure (https) URL')).toBeVisible();
      await check('/integration (field error)');
      report(`business-${size}`, findings);
    });

    test('saved projects (all pages, the delete dialog and its failure) and none', async ({ page }) => {
      test.setTimeout(200_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'projects', '/saved-projects');
      await expect(h1(page, 'My saved projects')).toBeVisible();
      const cards = page.getByRole('list', { name: 'Saved projects' }).getByRole('listitem');
      await expect(cards).toHaveCount(10);
      await check('/saved-projects');
      const more = page.getByRole('button', { name: 'Show more projects' });
      while ((await more.count()) > 0) {
        const shown = await cards.count();
        await more.click();
        await expect.poll(() => cards.count()).toBeGreaterThan(shown);
      }
      await check('/saved-projects (all pages)');
      // The delete refused on its way (nothing is deleted): the dialog with its error.
      await page.route('**/graphql', (route) =>
        (route.request().postDataJSON() as { variables?: { input?: { projectId?: string } } } | null)?.variables?.input?.projectId
          ? route.fulfill({ status: 502, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' })
          : route.continue(),
      );
      const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
      await auditDialog(page, 'delete project dialog', () => cards.first().getByRole('button', { name: /^Delete / }).click(), dialog, findings);
      await cards.first().getByRole('button', { name: /^Delete / }).click();
      await dialog.getByRole('button', { name: 'Delete project' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await check('delete project dialog (failed)');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.unroute('**/graphql');

      await page.goto('/logout');
      await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
      await signIn(page, 'small-library', '/saved-projects');
      await expect(page.getByText("You haven't started any projects yet")).toBeVisible();
      await check('/saved-projects (none)');
      report(`saved-projects-${size}`, findings);
    });

    test('online photo books: the list, a book with a refused recipient and its gallery entry, not found, none', async ({ page }) => {
      test.setTimeout(200_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'projects', '/online-products');
      await expect(bookCard(page, readyBookOrder())).toBeVisible();
      await check('/online-products');
      await openBook(page, readyBookOrder());
      await check('/online-products/:productCode');
      const share = shareRegion(page);
      await share.getByRole('textbox', { name: "Recipient's e-mail address" }).fill('not-an-address');
      await share.getByRole('button', { name: 'Send' }).click();
      await expect(share.getByText('Please enter a valid e-mail address')).toBeVisible();
      await check('/online-products/:productCode (a refused recipient)');
      const gallery = galleryRegion(page);
      await setCategory(categories(page), 'Nature', true);
      await gallery.getByRole('button', { name: 'Add to gallery' }).click();
      await expect(gallery.getByTestId('gallery-entry')).toBeVisible();
      await check('/online-products/:productCode (in the gallery)');
      await gallery.getByRole('button', { name: 'Remove from gallery' }).click();
      await expect(gallery.getByRole('button', { name: 'Add to gallery' })).toBeVisible();

      await page.goto('/online-products/NO-SUCH-BOOK');
      await expect(page.getByText('This photo book could not be found')).toBeVisible();
      await check('/online-products/:productCode (not found)');
      await page.goto('/logout');
      await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
      await signIn(page, 'importing', '/online-products');
      await expect(page.getByText("You haven't ordered any photo books yet")).toBeVisible();
      await check('/online-products (none)');
      report(`photo-books-${size}`, findings);
    });

    test('downloads and not found', async ({ page }) => {
      test.setTimeout(200_000);
      const findings: Finding[] = [];
      const check = async (screen: string) => findings.push(...(await audit(page, screen)));

      await signIn(page, 'consumer', '/downloads');
      await expect(h1(page, 'Downloads')).toBeVisible();
      await check('/downloads');
      await page.goto('/no-such-page');
      await expect(h1(page, 'Page not found')).toBeVisible();
      await check('not found');
      report(`other-${size}`, findings);
    });

    test('public confirmation pages', async ({ page }) => {
      test.setTimeout(200_000);
      const findings: Finding[] = [];
      for (const [path, title] of [
        ['/account-deleted', 'Your account has been deleted'],
        ['/delete-account-error', "Your account couldn't be deleted"],
        ['/change-email-error', "Your email wasn't changed"],
        ['/change-email-success', 'Your email address has been changed'],
        ['/subscription-confirmation-success', 'Success! Your e-mail address has been successfully subscribed'],
        ['/subscription-confirmation-error', 'Your subscription failed'],
        ['/subscription-confirmation?confirmation-token=x&email=nobody%40example.com', 'Your subscription failed'],
      ] as const) {
        await page.goto(path);
        await expect(h1(page, title)).toBeVisible();
        findings.push(...(await audit(page, path)));
      }
      report(`public-${size}`, findings);
    });
  });
}
