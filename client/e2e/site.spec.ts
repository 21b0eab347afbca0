import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { siteOfChannel } from '@my-account/brands';
import { PORT, SERVICES_PORT } from './ports';

// The brand site of each host name, as the browser reads it from its own origin (`/config.json`, loaded before
// sign-in): the Dutch, Austrian (forced de-AT) and British sites. Then the public config service is made to fail and
// to wait 5 s for real (the services' fault switch), and `/config.json` still answers at once with the fallback. The
// e2e stack keeps the site services' answers for 2 s (SITE_CONFIG_TTL_MS) so the switch takes effect within the spec.

const TTL_MS = 2_000;
const FAULTS = `http://localhost:${SERVICES_PORT}/_faults`;

interface SiteConfig {
  channel: string;
  locale: string;
  currency: string;
  shopUrl: string;
  faqUrl: string;
  customerCareUrl: string;
  menu: { id: string; label: string; url: string }[];
  routes: Record<string, string>;
  fallback: boolean;
}

/** Opens the host's origin in the browser and fetches `/config.json` from there: its status, time and `site`. */
async function siteConfig(page: Page, host: string) {
  await page.goto(`http://${host}:${PORT}/config.json`);
  return page.evaluate(async () => {
    const started = performance.now();
    const response = await fetch('/config.json', { cache: 'no-store' });
    const body = (await response.json()) as { site: SiteConfig };
    return { status: response.status, ms: performance.now() - started, site: body.site };
  });
}

async function switchFault(request: APIRequestContext, fault: Record<string, unknown> | null) {
  expect((await request.delete(FAULTS)).status()).toBe(204);
  if (fault) expect((await request.put(FAULTS, { data: fault })).status()).toBe(201);
}

/** Asks for `host`'s /config.json until its site is `fallback` (the answers the gateway kept expire after TTL_MS). */
async function untilFallback(page: Page, host: string, fallback: boolean, timeout = 10_000) {
  let answer: Awaited<ReturnType<typeof siteConfig>> | undefined;
  await expect.poll(async () => (answer = await siteConfig(page, host)).site.fallback, { timeout, intervals: [TTL_MS / 4] }).toBe(fallback);
  return answer!;
}

test('each brand host name gets its own site: channel, locale, currency, menu and links', async ({ page }) => {
  const nl = await siteConfig(page, 'fotoprint-nl.localhost');
  const registryNl = siteOfChannel('fotoprint-nl')!;
  expect(nl.status).toBe(200);
  expect(nl.site).toMatchObject({
    channel: 'fotoprint-nl', locale: 'nl-NL', currency: 'EUR', shopUrl: registryNl.shopUrl, faqUrl: registryNl.faqUrl,
    customerCareUrl: registryNl.customerCareUrl, fallback: false,
  });
  expect(nl.site.menu.map((entry) => entry.label)).toEqual(['Fotoboeken', 'Fotoafdrukken', 'Wanddecoratie', 'Cadeaus', 'Klantenservice']);

  const at = await siteConfig(page, 'fotodruck-at.localhost');
  expect(at.site).toMatchObject({ channel: 'fotodruck-at', locale: 'de-AT', currency: 'EUR', fallback: false });
  expect(at.site.menu[0]).toEqual({ id: 'photoBooks', label: 'Fotobücher', url: 'https://www.fotodruck-at.example/fotobuecher' });

  const gb = await siteConfig(page, 'localhost');
  expect(gb.site).toMatchObject({ channel: 'photoprint-gb', locale: 'en-GB', currency: 'GBP', fallback: false });
  expect(gb.site.routes).toMatchObject({ products: 'https://www.photoprint.example/products', createAccount: 'https://www.photoprint.example/account/create' });
});

// The fault is on a service every page of every journey reads: this journey runs alone, after all the others.
test('the public config failing, then 5 s slow: /config.json still answers quickly, with the fallback', { tag: '@stack-wide' }, async ({ page, request }) => {
  try {
    await siteConfig(page, 'fotoprint-nl.localhost'); // a good answer to fall back on

    await switchFault(request, { path: '/public-config-api/', status: 503 });
    const failing = await untilFallback(page, 'fotoprint-nl.localhost', true);
    expect(failing.status).toBe(200);
    expect(failing.ms).toBeLessThan(1_500);
    expect(failing.site).toMatchObject({ channel: 'fotoprint-nl', locale: 'nl-NL', fallback: true });
    expect(failing.site.menu[0]?.label).toBe('Fotoboeken'); // the last good answer
    const never = await siteConfig(page, 'fotoimpressao-pt.localhost');
    expect(never.site).toMatchObject({ channel: 'fotoimpressao-pt', locale: 'pt-PT', fallback: true });
    expect(never.site.faqUrl).toBe(siteOfChannel('fotoimpressao-pt')!.faqUrl);

    await switchFault(request, { path: '/public-config-api/', delayMs: 5_000 });
    // The first answer past its TTL that the gateway no longer waits for: the Austrian site had not failed before.
    const slow = await untilFallback(page, 'fotodruck-at.localhost', true);
    expect(slow.status).toBe(200);
    expect(slow.ms).toBeLessThan(3_000); // SITE_CONFIG_TIMEOUT_MS (1.5 s), not the 5 s the service takes
    expect(slow.site).toMatchObject({ channel: 'fotodruck-at', locale: 'de-AT', fallback: true });

    await switchFault(request, null);
    // Once the delayed answers have gone by and the pause after the failure is over, the service's answer again.
    await untilFallback(page, 'fotodruck-at.localhost', false, 20_000);
  } finally {
    await request.delete(FAULTS);
  }
});
