import { expect, test, type Page } from '@playwright/test';
import { SERVICES_PORT } from './ports';
import { albumWithTooSmallPhoto, TOO_SMALL_PHOTO } from './printSupport';
import { accessToken, freshCustomer, settled, signIn } from './support';

// Unique per run, so a retry (or a second run on the same data) never meets the album of an earlier one.
const RUN = Date.now().toString(36).slice(-5);
const ALBUM = `Prints for grandma ${RUN}`;
const RENAMED = `Grandma prints ${RUN}`;

const tiles = (page: Page) => page.getByTestId('photo-tile');
const fileNames = (page: Page) => tiles(page).evaluateAll((all) => all.map((tile) => tile.getAttribute('aria-label')));

/** The shared album's photo file names as the shared albums service sorts them, asked with the customer's token. */
async function sharedAlbumOrder(page: Page, sortKey: 'created' | 'dateTaken', sortOrder: 'asc' | 'desc') {
  const globalId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const albumId = Buffer.from(globalId, 'base64url').toString('utf8').replace(/^SharedAlbum:/, '');
  const url = `http://localhost:${SERVICES_PORT}/shared-albums-api/shared-albums/${albumId}/photos?limit=100&sortKey=${sortKey}&sortOrder=${sortOrder}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { images: Array<{ localFileName: string }> }).images.map((image) => image.localFileName);
}

// A copy of Lucas (30 photos, no albums of his own).
test('create an album, copy three photos into it, rename it, order prints of it, delete it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await freshCustomer('albums'), '/my-photos/albums');
  await expect(page.getByRole('link', { name: /Albums \(\d+\)/ })).toBeVisible();

  // Create: the name is checked on submit only, with the spec's messages on the field.
  await page.getByRole('button', { name: 'New album' }).click();
  const create = page.getByRole('dialog', { name: 'Create new album' });
  const name = create.getByRole('textbox');
  await expect(name).toHaveAttribute('placeholder', 'Untitled album');
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(create.getByText('Please give your album a name')).toBeVisible();
  await name.fill('Mum <3');
  await expect(create.getByText('Please give your album a name')).toBeVisible(); // not re-validated while typing
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(create.getByText('Name not valid')).toBeVisible();
  await page.keyboard.press('Escape'); // the create dialog does not close on Escape
  await expect(create).toBeVisible();
  await name.fill(ALBUM);
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+$/);
  await expect(page.getByText('Your album is empty')).toBeVisible();

  // Copy three photos from the timeline into it.
  await page.goto('/my-photos/photos');
  await expect(tiles(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const chosen: string[] = [];
  for (let i = 0; i < 3; i++) {
    const tile = tiles(page).nth(i);
    chosen.push((await tile.getAttribute('aria-label'))!);
    await tile.click();
  }
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Copy to album' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(copy.getByText('3 photos selected')).toBeVisible();
  await copy.getByTestId('copy-to-album-choice').filter({ hasText: ALBUM }).click(); // the row is the target
  await expect(copy.getByRole('radio', { name: new RegExp(ALBUM) })).toBeChecked();
  await copy.getByRole('button', { name: 'Copy', exact: true }).click();
  const toast = page.getByTestId('toast').filter({ hasText: `Photos copied to ${ALBUM}` });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: ALBUM }).click();
  await expect(page.getByText('3 photos')).toBeVisible();
  await expect(tiles(page)).toHaveCount(3);
  expect((await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).sort()).toEqual([...chosen].sort());

  // Rename through the 'Edit album name' dialog.
  await page.getByRole('button', { name: ALBUM }).click();
  const edit = page.getByRole('dialog', { name: 'Edit album name' });
  await edit.getByRole('textbox').fill(RENAMED);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('button', { name: RENAMED })).toBeVisible();

  // Order prints: every loaded photo is selected; the overlay hands over to the editor with exactly those photos.
  await page.getByRole('button', { name: 'Order photo prints' }).click();
  const next = page.getByRole('button', { name: 'Next: Customise 3 photo prints' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText('Adding 3 photos to editor...')).toBeVisible();
  await expect(page).toHaveURL(/\/editor\?/, { timeout: 15_000 });
  const editorUrl = new URL(page.url());
  expect(editorUrl.searchParams.get('autoselectproduct')).toBe('PAP_910');
  expect(editorUrl.searchParams.get('channel')).toBe('photoprint-gb');
  expect(editorUrl.searchParams.get('tempSelectionId')).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Photo prints editor' })).toBeVisible();
  await expect(page.getByTestId('editor-photo')).toHaveCount(3);
  for (const fileName of chosen) await expect(page.getByTestId('editor-photo').filter({ hasText: fileName })).toHaveCount(1);

  // Delete the album: toast, back on the albums list with the query string kept.
  await page.goBack();
  await expect(page.getByRole('button', { name: RENAMED })).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname}?stripped=true`);
  await page.getByRole('button', { name: 'Delete album' }).click();
  await page.getByRole('alertdialog', { name: 'Delete album?' }).getByRole('button', { name: 'Delete album' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `${RENAMED} album deleted` })).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/albums\?stripped=true$/);
  await expect(page.getByText(RENAMED)).toHaveCount(0);
});

// A copy of Lucas (30 photos of 1024 × 768 px: soft but printable as 10 × 15 cm prints) who uploads a 640 × 480 px photo,
// too small for a sharp print: order prints of an album holding it and two of his photos.
test('order prints: a photo too small for a sharp print is marked, summed up and deselected before the hand-off', async ({ page }) => {
  test.setTimeout(120_000);
  const chosen = await albumWithTooSmallPhoto(page, `Print check ${RUN}`);

  // Order prints: every photo is chosen; the too-small one carries a mark and its reason, the bar sums it up.
  await page.getByRole('button', { name: 'Order photo prints' }).click();
  await expect(page.getByRole('button', { name: 'Next: Customise 3 photo prints' })).toBeEnabled();
  const bar = page.getByTestId('print-selection-bar');
  await expect(bar.getByRole('status')).toHaveText('1 of 3 photos is too small for a sharp 10.2 × 15.2 cm print');
  const smallTile = page.getByRole('button', { name: TOO_SMALL_PHOTO });
  await expect(smallTile).toHaveAccessibleDescription('Too small for a sharp 10.2 × 15.2 cm print (106 dpi)');
  await expect(smallTile.getByTestId('photo-tile-mark')).toBeVisible();

  // One action takes it out; the hand-off carries the other two.
  await bar.getByRole('button', { name: 'Deselect too-small photos' }).click();
  await expect(smallTile).toHaveAttribute('aria-pressed', 'false');
  await expect(bar.getByRole('button', { name: 'Deselect too-small photos' })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Next: Customise 2 photo prints' }).click();
  await expect(page).toHaveURL(/\/editor\?/, { timeout: 15_000 });
  await expect(page.getByTestId('editor-photo')).toHaveCount(2);
  for (const fileName of chosen) await expect(page.getByTestId('editor-photo').filter({ hasText: fileName })).toHaveCount(1);
  await expect(page.getByTestId('editor-photo').filter({ hasText: TOO_SMALL_PHOTO })).toHaveCount(0);
});

// Lucas, participant of Sophie's shared album 'Sophie's wedding' (nothing here changes his data).
test("a shared album owned by someone else is read-only, and its photos download", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'albums', '/my-photos/albums');
  const shared = page.getByRole('region', { name: 'Shared with you' });
  await shared.getByRole('link', { name: /Sophie's wedding/ }).click();
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\//);
  await expect(page.getByText('Shared albums are no longer supported', { exact: true })).toBeVisible();
  await expect(page.getByText(/This shared album is owned by sophie@example\.com\./)).toBeVisible();

  // The sort menu offers what the shared album applies, created or date taken, and each choice orders the grid as
  // the shared albums service sorts the album.
  await expect(tiles(page)).toHaveCount(12);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort.getByRole('option')).toHaveText([
    'Date taken (newest first)', 'Date taken (oldest first)', 'Date created (newest first)', 'Date created (oldest first)',
  ]);
  const choices = [
    ['Date taken (oldest first)', 'dateTaken', 'asc'],
    ['Date taken (newest first)', 'dateTaken', 'desc'],
    ['Date created (oldest first)', 'created', 'asc'],
    ['Date created (newest first)', 'created', 'desc'],
  ] as const;
  for (const [label, sortKey, sortOrder] of choices) {
    await sort.selectOption({ label });
    const expected = await sharedAlbumOrder(page, sortKey, sortOrder);
    expect(expected).toHaveLength(12);
    await expect.poll(() => fileNames(page)).toEqual(expected);
  }
  const newestFirst = await fileNames(page);
  await sort.selectOption({ label: 'Date created (oldest first)' });
  await expect.poll(() => fileNames(page)).toEqual([...newestFirst].reverse());

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const first = tiles(page).first();
  const fileName = (await first.getAttribute('aria-label'))!;
  await first.click();
  for (const action of ['Copy to album', 'Remove from album', 'Order photo prints']) {
    const button = page.getByRole('toolbar').getByRole('button', { name: action });
    await expect(button).toBeDisabled();
  }
  // The disabled button's wrapper takes the pointer (`force`, which skips Playwright's wait for a still element).
  await settled(page.getByRole('toolbar'));
  await page.getByRole('toolbar').getByRole('button', { name: 'Copy to album' }).hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText('Unavailable for shared albums');

  const download = page.waitForEvent('download');
  await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
});
