import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, freshCustomer, signIn } from './support';

// Saved projects against the real stack: a copy of the customer with 35 projects (the demo account of kind 'projects')
// pages through all of them and deletes one of the second page; the list stays what the saved projects service holds.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const menu = (page: Page) => page.getByRole('navigation', { name: /account menu/i });
const projectList = (page: Page) => page.getByRole('list', { name: 'Saved projects' });
const total = (page: Page) => page.getByTestId('projects-total');

/** The names of the projects shown, in order (each card's heading). */
const shownNames = (list: Locator) => list.getByRole('listitem').getByRole('heading', { level: 2 }).allInnerTexts();

/** The project id of each card shown, from its editor link (`/editor/projects/{id}?…`). */
const shownIds = (list: Locator) =>
  list.getByRole('link', { name: /^Open .* in the editor$/ }).evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.split('/').pop()!),
  );

/** Presses 'Show more projects' until it is gone; returns how many times it was pressed. */
async function showAll(page: Page) {
  const cards = projectList(page).getByRole('listitem');
  const more = page.getByRole('button', { name: 'Show more projects' });
  let presses = 0;
  while ((await more.count()) > 0) {
    const shown = await cards.count();
    await more.click();
    presses++;
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0); // done loading
  }
  return presses;
}

interface ServiceProject {
  id: string;
  name: string;
}

/** The customer's saved projects as the service holds them (through the gateway, with the page's own token). */
async function serviceList(page: Page): Promise<{ totalCount: number; projects: ServiceProject[] }> {
  const token = await accessToken(page);
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ viewer { savedProjects(first: 50) { totalCount edges { node { id name editorUrl } } } } }' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { viewer: { savedProjects: { totalCount: number; edges: Array<{ node: { name: string; editorUrl: string } }> } } };
  };
  const { totalCount, edges } = body.data.viewer.savedProjects;
  return {
    totalCount,
    projects: edges.map(({ node }) => ({ id: new URL(node.editorUrl).pathname.split('/').pop()!, name: node.name })),
  };
}

test('35 projects: every page loaded, one of page 2 deleted — gone, the total 34, nothing shown twice or lost', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await freshCustomer('projects'), '/');
  await menu(page).getByRole('link', { name: 'My saved projects' }).click();
  await expect(h1(page, 'My saved projects')).toBeVisible();
  const list = projectList(page);
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(total(page)).toHaveText('35 projects');

  // A card: its preview (a real image), name, product, last edit and actions.
  const first = list.getByRole('listitem').first();
  const firstName = await first.getByRole('heading', { level: 2 }).innerText();
  const preview = first.getByRole('img', { name: firstName });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await expect(first).toContainText(/Last edited \d{2} [A-Z][a-z]{2,3} \d{4}/);
  // The link reads 'Open in editor'; its name says which project.
  await expect(first.getByRole('link', { name: `Open ${firstName} in the editor` }).getByText('Open in editor', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: `Delete ${firstName}` })).toHaveText('Delete');

  // Every page: 10, 20, 30, 35.
  expect(await showAll(page)).toBe(3);
  await expect(list.getByRole('listitem')).toHaveCount(35);
  const names = await shownNames(list);
  expect(new Set(names).size).toBe(35);
  const before = await serviceList(page);
  expect(before.totalCount).toBe(35);
  expect(await shownIds(list)).toEqual(before.projects.map((p) => p.id));
  expect(names).toEqual(before.projects.map((p) => p.name));

  // Delete the third project of page 2, confirmed in the dialog.
  const victim = list.getByRole('listitem').nth(12);
  const victimName = await victim.getByRole('heading', { level: 2 }).innerText();
  const nextName = names[13]!;
  await victim.scrollIntoViewIfNeeded();
  await victim.getByRole('button', { name: `Delete ${victimName}` }).click();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(0);
  const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
  await expect(dialog).toContainText(victimName);
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(list.getByRole('heading', { level: 2, name: victimName, exact: true })).toHaveCount(0);
  await expect(total(page)).toHaveText('34 projects');
  await expect(list.getByRole('listitem')).toHaveCount(34);
  // The focus is on the project now in its place, and the page has not jumped back to the top.
  await expect(list.getByRole('button', { name: `Delete ${nextName}` })).toBeFocused();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(400);
  await expect(page.getByRole('button', { name: 'Show more projects' })).toHaveCount(0);

  const after = await serviceList(page);
  expect(after.totalCount).toBe(34);
  const namesAfter = await shownNames(list);
  expect(new Set(namesAfter).size).toBe(34);
  expect(namesAfter).toEqual(names.filter((name) => name !== victimName));
  expect(namesAfter).toEqual(after.projects.map((p) => p.name));
  expect(await shownIds(list)).toEqual(after.projects.map((p) => p.id));

  // Loaded afresh: 34.
  await page.reload();
  await expect(total(page)).toHaveText('34 projects');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  expect(await showAll(page)).toBe(3);
  expect(await shownNames(list)).toEqual(namesAfter);
});

test("'Open in editor' opens the project in the editor", async ({ page }) => {
  await signIn(page, 'projects', '/saved-projects');
  const card = projectList(page).getByRole('listitem').first();
  const name = await card.getByRole('heading', { level: 2 }).innerText();
  await card.getByRole('link', { name: `Open ${name} in the editor` }).click();
  await expect(page.getByRole('heading', { name: 'Open in editor' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
});

test("a customer without saved projects sees 'You haven't started any projects yet'", async ({ page }) => {
  await signIn(page, 'small-library', '/saved-projects');
  await expect(h1(page, 'My saved projects')).toBeVisible();
  await expect(page.getByText("You haven't started any projects yet")).toBeVisible();
  await expect(projectList(page)).toHaveCount(0);
  await expect(total(page)).toHaveCount(0);
});
