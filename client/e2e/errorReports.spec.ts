import { type APIRequestContext, type Page, type Response } from '@playwright/test';
import { SERVICES_PORT } from './ports';
import { expect, shot, test, viewports } from './screens';
import { cspViolations, freshCustomer, signIn } from './support';

// Error reporting end to end (spec §8): the photo service is switched to fail for real (the services' fault switch, for
// this journey's own fresh customer only), the customer's action fails with the product's error text, and the services'
// error-report receiver — the default DSN of the browser's Sentry SDK — holds a report carrying exactly the correlation
// id the gateway answered that request with. Uncaught errors and failed loads are reported too; the receiver's list page
// is looked at.

const SERVICES = `http://localhost:${SERVICES_PORT}`;
const RECEIVER = `${SERVICES}/error-reports`;
const RUN = Date.now().toString(36).slice(-5);

interface Report {
  id: string;
  level: string;
  message: string | null;
  exception: { type: string | null; value: string | null } | null;
  tags: Record<string, string>;
  correlationId: string | null;
  urlPath: string | null;
  release: string | null;
  environment: string | null;
  channel: string | null;
  frames: Array<{ function?: string; file?: string }>;
}

async function reports(request: APIRequestContext, correlationId?: string): Promise<Report[]> {
  const res = await request.get(`${RECEIVER}${correlationId ? `?correlationId=${encodeURIComponent(correlationId)}` : ''}`, {
    headers: { accept: 'application/json' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reports: Report[] }).reports;
}

/** Waits until the receiver holds a report that `match` picks (the SDK sends after the failure, asynchronously). */
async function reportWhere(request: APIRequestContext, match: (r: Report) => boolean, correlationId?: string): Promise<Report> {
  let found: Report | undefined;
  await expect.poll(async () => (found = (await reports(request, correlationId)).find(match)), { timeout: 20_000 }).toBeTruthy();
  return found!;
}

/** Switches a fault on for `customer`'s requests only (journeys beside this one never meet it); answers its id. */
async function fault(request: APIRequestContext, customer: { id: string }, body: Record<string, unknown>): Promise<string> {
  const res = await request.put(`${SERVICES}/_faults`, { data: { ...body, customer: customer.id } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  faults.push(id);
  return id;
}

/** The GraphQL responses of the page from now on. */
function graphqlResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/graphql' && response.request().method() === 'POST') seen.push(response);
  });
  return seen;
}

/** The faults this worker switched on, removed after each journey (others' faults are theirs). */
const faults: string[] = [];
test.afterEach(async ({ request }) => {
  for (const id of faults.splice(0)) await request.delete(`${SERVICES}/_faults/${id}`);
});

test('a failed mutation is reported with the correlation id of its request', async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = cspViolations(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const lucas = await freshCustomer('albums');
  await signIn(page, lucas, '/my-photos/albums');
  await expect(page.getByRole('link', { name: /Albums \(\d+\)/ })).toBeVisible();
  // No failure yet: the SDK is not loaded (it comes with the first report).
  expect(scripts.filter((s) => s.includes('/sentry-'))).toEqual([]);

  // The photo service refuses the next album creation with a real 503.
  await fault(request, lucas, { method: 'POST', path: '/photo-api/albums', status: 503, times: 1 });
  const name = `Holiday ${RUN}`;
  await page.getByRole('button', { name: 'New album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new album' });
  await dialog.getByRole('textbox').fill(name);
  const failed = page.waitForResponse((r) => new URL(r.url()).pathname === '/graphql'
    && (r.request().postDataJSON() as { variables?: { input?: { name?: string } } })?.variables?.input?.name === name);
  const envelope = page.waitForRequest((r) => r.url().startsWith(`${RECEIVER}/api/`) && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Create album' }).click();

  // The product's error text; the dialog stays open.
  await expect(dialog.getByText('Unable to save changes. Please try again')).toBeVisible();
  const response = await failed;
  const failedAt = Date.now();
  const correlationId = response.headers()['x-correlation-id']!;
  expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
  // The client sent it and the gateway answered with the same (spec §7: an optional correlation-id header).
  expect(await response.request().headerValue('x-correlation-id')).toBe(correlationId);
  expect(await response.json()).toMatchObject({ data: null, errors: [{ path: ['createAlbum'], extensions: { code: 'UPSTREAM_ERROR' } }] });
  await envelope;
  const sentAfter = Date.now() - failedAt;
  // The SDK's chunk came with this first report: how long that took, for the README's choice of loading it on demand.
  expect(scripts.filter((s) => s.includes('/sentry-'))).toHaveLength(1);
  const chunk = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/sentry-')) as PerformanceResourceTiming;
    return { ms: Math.round(entry.duration), bytes: entry.encodedBodySize };
  });
  console.log(`error report sent ${sentAfter} ms after the failed answer; SDK chunk ${chunk.bytes} bytes in ${chunk.ms} ms`);

  // The receiver holds exactly one report with that correlation id, with what a developer needs and nothing personal.
  const report = await reportWhere(request, () => true, correlationId);
  expect(await reports(request, correlationId)).toHaveLength(1);
  expect(report).toMatchObject({
    level: 'error', correlationId, urlPath: '/my-photos/albums', channel: 'photoprint-gb', environment: 'production',
    release: expect.stringMatching(/^my-account@[\w-]+$/),
    // Relay's own error for a mutation whose payload came back null, naming the operation and the gateway's message.
    exception: { type: 'RelayNetwork', value: expect.stringContaining('useCreateAlbumMutation') },
    tags: { correlation_id: correlationId, operation: 'useCreateAlbumMutation', failure: 'unexpected', route: '/my-photos/albums', locale: 'en-GB' },
  });
  expect(JSON.stringify(report)).not.toMatch(/lucas|@example\.com|Bearer|eyJ/i);

  await shot(page, 'error-reports-failed-create-1366');
  await page.setViewportSize(viewports.mobile);
  await expect(dialog.getByText('Unable to save changes. Please try again')).toBeVisible();
  await shot(page, 'error-reports-failed-create-375');
  await page.setViewportSize(viewports.desktop);

  // The fault hit once: trying again works.
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[^/]+$/);
  await expect(page.getByText('Your album is empty')).toBeVisible();
  expect(violations).toEqual([]);
});

test('uncaught errors, unhandled rejections and failed loads are reported; the receiver lists them', async ({ page, request, look }) => {
  test.setTimeout(120_000);
  const violations = cspViolations(page);
  const lucas = await freshCustomer('albums');
  await signIn(page, lucas, '/my-photos/albums');
  await expect(page.getByRole('link', { name: /Albums \(\d+\)/ })).toBeVisible();

  // Errors no code caught, thrown by the page itself.
  await page.evaluate((run) => {
    setTimeout(() => {
      throw new TypeError(`Uncaught probe ${run} <img src=x onerror=alert(1)> for emma@example.com`);
    }, 0);
    void Promise.reject(new Error(`Unhandled probe ${run}`));
  }, RUN);
  const uncaught = await reportWhere(request, (r) => r.exception?.value?.includes(`Uncaught probe ${RUN}`) ?? false);
  expect(uncaught).toMatchObject({
    level: 'error', exception: { type: 'TypeError' }, tags: { failure: 'uncaught', route: '/my-photos/albums' }, correlationId: null,
  });
  expect(uncaught.exception!.value).toContain('[email]'); // scrubbed before it left the browser
  expect(uncaught.exception!.value).not.toContain('emma');
  await reportWhere(request, (r) => r.exception?.value === `Unhandled probe ${RUN}` && r.tags.failure === 'unhandled-rejection');

  // A failed load: the albums list's service fails; the screen shows its error text and the load is reported.
  const responses = graphqlResponses(page);
  await fault(request, lucas, { method: 'GET', path: '/photo-api/albums', status: 503, times: 1 });
  await page.reload();
  await expect(page.getByText('Unable to display albums. Please refresh the page or try again later.')).toBeVisible();
  let failedLoad: Response | undefined;
  for (const r of responses) {
    if (((await r.json().catch(() => ({}))) as { errors?: unknown[] }).errors?.length) failedLoad = r;
  }
  expect(failedLoad, 'a GraphQL answer with errors').toBeDefined();
  const loadId = failedLoad!.headers()['x-correlation-id']!;
  const load = await reportWhere(request, () => true, loadId);
  expect(load.tags).toMatchObject({ failure: 'query', correlation_id: loadId, route: '/my-photos/albums' });
  expect(violations).toEqual([]);

  // The receiver's list: newest first, escaped, filtered by correlation id; looked at on both widths.
  for (const [width, viewport] of Object.entries({ 1366: viewports.desktop, 375: viewports.mobile })) {
    await page.setViewportSize(viewport);
    await page.goto(RECEIVER);
    await expect(page.getByRole('heading', { name: 'All reports' })).toBeVisible();
    await expect(page.getByText(`Uncaught probe ${RUN}`, { exact: false }).first()).toBeVisible();
    await expect(page.locator('img')).toHaveCount(0); // the probe's markup is text
    await shot(page, `error-reports-list-${width}`);
    await page.getByRole('textbox', { name: 'Correlation id' }).fill(loadId);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('heading', { name: `Reports with correlation id ${loadId}` })).toBeVisible();
    await expect(page.locator('ol.reports > li')).toHaveCount(1);
    await page.getByText(/^Stack, innermost/).first().click();
    await look(page, `the receiver's reports of a correlation id, ${width}`, { shot: `error-reports-filtered-${width}` });
  }
});
