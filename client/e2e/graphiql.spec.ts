import { expect, test } from '@playwright/test';
import { PORT } from './ports';
import { signIn } from './support';

test('GraphiQL loads from the gateway alone and runs the viewer query', async ({ page }) => {
  const account = await signIn(page, 'consumer');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();

  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== `localhost:${PORT}`) foreign.push(request.url());
    if (url.protocol.startsWith('ws') && url.host !== `localhost:${PORT}`) foreign.push(request.url());
  });
  await page.goto('/graphql', { waitUntil: 'networkidle' });
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText(account.email);
  expect(foreign).toEqual([]);
});
