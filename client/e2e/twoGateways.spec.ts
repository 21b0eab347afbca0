import { expect, test, type Page } from '@playwright/test';
import { findOrderRow, orderCode } from './orderSupport';
import { TWO_GATEWAYS_CONTROL_PORT, TWO_GATEWAYS_PORT, TWO_GATEWAYS_SERVICES_PORT } from './ports';
import { freshCustomer, signIn, type DemoKind } from './support';

// The product behind one address served by two gateway instances (scripts/twoGateways.mjs: a round-robin proxy in
// front, one set of services, the playwright config's second stack). Mid-way the instance holding the page's WebSocket
// is killed (SIGKILL): the proxy skips it, the client reconnects its WebSocket to the other, and the journeys finish there.
const origin = `http://localhost:${TWO_GATEWAYS_PORT}`;

interface Instance { name: string; alive: boolean; openWebSockets: number }
async function control(method: 'GET' | 'POST', path: string): Promise<Instance[]> {
  const res = await fetch(`http://127.0.0.1:${TWO_GATEWAYS_CONTROL_PORT}${path}`, { method });
  expect(res.status, `${method} ${path}`).toBe(200);
  const body = (await res.json()) as Instance[] | { instances: Instance[] };
  return Array.isArray(body) ? body : body.instances;
}
const openWebSockets = async () => (await control('GET', '/instances')).map((i) => `${i.name}:${i.alive ? i.openWebSockets : 'dead'}`);

async function signInFresh(page: Page, template: DemoKind, path: string) {
  const customer = await freshCustomer(template, { servicesPort: TWO_GATEWAYS_SERVICES_PORT });
  await signIn(page, customer, path, origin);
  return customer;
}

test('timeline, archive, orders and an import carry on when the gateway holding the WebSocket is killed', async ({ page, browser }) => {
  test.setTimeout(90_000);
  expect((await control('POST', '/start')).every((i) => i.alive)).toBe(true); // a retry starts with two instances again

  // The timeline's month pages, and an archive whose events arrive over the WebSocket (through either instance).
  const customer = await signInFresh(page, 'consumer', '/my-photos/photos');
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles.first()).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (let i = 0; i < 3; i++) await tiles.nth(i).click();
  const zip = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('toolbar').getByRole('button', { name: 'Download' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Downloading photos' })).toBeVisible({ timeout: 30_000 });
  expect((await zip).suggestedFilename()).toMatch(/\.zip$/);

  // The overview's live counts hold one WebSocket, on one instance; that instance is killed.
  await page.goto(`${origin}/`);
  await expect.poll(openWebSockets).toEqual(expect.arrayContaining([expect.stringMatching(/:1$/)]));
  const killed = (await control('POST', '/kill')).find((i) => !i.alive)!;
  // The client reconnects: its WebSocket is open again, on the instance left.
  await expect.poll(openWebSockets, { timeout: 20_000 }).toEqual(
    [`${killed.name}:dead`, `${killed.name === 'A' ? 'B' : 'A'}:1`].sort(),
  );

  // Orders, served by the instance left.
  await page.goto(`${origin}/orders`);
  await expect(await findOrderRow(page, 'In progress', orderCode('delayed', customer))).toBeVisible();

  // An import with its live progress events, on the instance left.
  const importing = await browser.newPage();
  await signInFresh(importing, 'importing', '/my-photos/photos');
  await importing.getByRole('button', { name: 'Activate photo library' }).click();
  await expect(importing.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuetext', /Importing \d+ of 40 photos/);
  await expect(importing.getByTestId('live-announcer-polite').getByText('All your photos have been imported', { exact: false }))
    .toHaveCount(1, { timeout: 60_000 });
  await importing.close();
});
