import { expect, test } from '@playwright/test';
import { PORT, REPO_ROOT } from './ports';
import { cspViolations, signIn } from './support';

test('GraphiQL loads from the gateway alone and runs the viewer query', async ({ page }) => {
  const violations = cspViolations(page);
  const account = await signIn(page, 'consumer');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();

  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== `localhost:${PORT}`) foreign.push(request.url());
    if (url.protocol.startsWith('ws') && url.host !== `localhost:${PORT}`) foreign.push(request.url());
  });
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  // The editor holds its first query once GraphiQL has started (what a developer waits for before running it).
  await expect(page.locator('.graphiql-query-editor')).toContainText('viewer');
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText(account.email);
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]); // the strict CSP lets the client, sign-in and GraphiQL (editor workers) run
});

test('a subscription runs from GraphiQL over the gateway WebSocket', async ({ page }) => {
  await signIn(page, 'consumer');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  // GraphiQL opens with the query it last had (its own storage): start it on a subscription.
  await page.evaluate(() => {
    localStorage.setItem('graphiql:query', 'subscription Counts {\n  photoLibraryCountsChanged {\n    photosCount\n    albumsCount\n  }\n}\n');
  });
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await expect(page.locator('.graphiql-query-editor')).toContainText('photoLibraryCountsChanged');
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText(/"photosCount":\s*\d+/);
  await page.screenshot({ path: `${REPO_ROOT}test-results/screenshots/graphiql-subscription.png` });
});
