import { expect, test, type Locator, type Page } from '@playwright/test';
import { REPO_ROOT, SERVICES_PORT } from './ports';
import { accessToken, cspViolations, freshCustomer, signIn } from './support';

const fixture = (name: string) => `${REPO_ROOT}client/e2e/fixtures/${name}`;
const month = (page: Page, name: string) => page.getByRole('region', { name });
const tile = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

// A copy of the small-library customer (30 photos in August and September 2026): uploads, browses, deletes.
test('upload through the dialog, browse in the preview, delete one, select a month, delete all', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = cspViolations(page);
  await signIn(page, await freshCustomer('small-library'), '/my-photos/photos');
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Photos \(30\)/ })).toBeVisible();

  // Upload: three real photos (JPEG, PNG, HEIC) and a text file named .jpg, which is rejected by its content.
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByTestId('upload-dialog');
  await dialog.locator('input[type=file]').setInputFiles([
    fixture('harbour-2021-05.jpg'),
    fixture('garden-2018-08.png'),
    fixture('mountains-2020-03.heic'),
    fixture('notes.jpg'),
  ]);
  await dialog.getByRole('button', { name: /^Upload 4 photos/ }).click();
  await expect(dialog.getByTestId('upload-file').filter({ hasText: 'notes.jpg' })).toContainText(
    'Only HEIC, JPEG and PNG photos can be uploaded.',
  );
  await expect(dialog.getByRole('checkbox', { name: /Keep/ })).toHaveCount(3);
  await dialog.getByRole('button', { name: /^Add 3 photos/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Photos \(33\)/ })).toBeVisible();

  // Each lands in the month of its date taken (EXIF), HEIC included. The scrubber jumps to the oldest month.
  const scrubber = page.getByRole('slider', { name: 'Jump to month' });
  await expect(scrubber).toHaveAttribute('aria-valuetext', 'September 2026');
  await scrubber.focus();
  await page.keyboard.press('Home');
  await expect(scrubber).toHaveAttribute('aria-valuetext', 'August 2018');
  await expect(tile(month(page, 'May 2021'), 'harbour-2021-05.jpg')).toBeVisible();
  await expect(tile(month(page, 'March 2020'), 'mountains-2020-03.heic')).toBeVisible();
  await expect(tile(month(page, 'August 2018'), 'garden-2018-08.png')).toBeVisible();

  // Preview: arrow keys move across months, zoom toggles, delete lands on the previous photo.
  await tile(page, 'harbour-2021-05.jpg').click();
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  await expect(page.getByRole('heading', { level: 1, name: 'harbour-2021-05.jpg' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1, name: 'mountains-2020-03.heic' })).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete photo?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'harbour-2021-05.jpg' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(month(page, 'May 2021')).toBeInViewport(); // the list is back where the preview was opened
  await expect(page.getByRole('link', { name: /Photos \(32\)/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'March 2020' })).toHaveCount(0);

  // Select mode (its button is at the top of the page): back down with the scrubber, where a month's select-all
  // button selects exactly its photos.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await scrubber.focus();
  await page.keyboard.press('Home');
  await expect(scrubber).toHaveAttribute('aria-valuetext', 'August 2018');
  await month(page, 'May 2021').getByRole('button', { name: 'May 2021' }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('1 selected');
  // The toolbar (its own chunk) is in place before Cancel is pressed, and Cancel ends selection mode.
  await expect(page.getByTestId('selection-toolbar')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('selection-toolbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();

  // Delete all, after typing DELETE; the empty state shows.
  await page.getByRole('button', { name: 'Delete all photos' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete all photos?' });
  await expect(confirm.getByRole('button', { name: 'Delete all photos' })).toBeDisabled();
  await confirm.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm.getByRole('button', { name: 'Delete all photos' })).toBeDisabled();
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
  expect(violations).toEqual([]); // thumbnails, uploads and the preview all within the CSP
});

/** The services' answer to the signed-in customer, with their token (the testing tool, the customer API). */
async function asCustomer(page: Page, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://localhost:${SERVICES_PORT}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.ok, `${method} ${path}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

// A copy of the customer whose library is not active yet: activation imports their existing uploads, with live progress;
// its end is tracked with the testing tool only when the customer allows analytics cookies.
for (const consent of ['10', '00'] as const) {
  test(`activating the library imports existing uploads with live progress (cookie consent ${consent})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, await freshCustomer('importing'), '/my-photos/photos');
    await expect(page.getByRole('link', { name: /Photos \(0\)/ })).toBeVisible();
    await asCustomer(page, 'PUT', '/customer-api/customers/me/cookie-consent', { code: consent });
    await page.getByRole('button', { name: 'Activate photo library' }).click();
    await expect(page.getByRole('heading', { name: 'Importing your photos' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuetext',
      /Importing \d+ of 40 photos/,
    );
    // Finished: announced once through the live region, then after the spec's 10 s wait the status is refreshed and
    // the photos are in the library.
    const announced = page.getByTestId('live-announcer-polite').getByText('All your photos have been imported', { exact: false });
    await expect(announced).toHaveCount(1, { timeout: 60_000 });
    await expect(page.getByRole('link', { name: /Photos \(40\)/ })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Importing your photos' })).toHaveCount(0);
    await expect(page.getByTestId('photo-tile').first()).toBeVisible();
    // The event was sent as the import finished (10 s before the refresh): with analytics consent only.
    const events = ((await asCustomer(page, 'GET', '/testing-api/v1/events')).items as Array<{ name: string }>).map((e) => e.name);
    expect(events).toEqual(consent === '10' ? ['photo-library-import-finished'] : []);
  });
}
