import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { brandNameOf, LOCALES, SITES, siteLocale, siteOrigin, type Locale, type Site } from '@my-account/brands';
import { PORT } from './ports';
import { catalogue, demoAccount, submitLogin } from './support';

// Every locale of the brand sites, each on a site that shows it: the customer signs in on that brand's host, and the
// overview and the albums page are in that locale's texts and dates, under the brand's name. One browser for all of
// them, as a customer going from site to site: the sign-in page asks once per identity provider session (its own
// issuer's for the Swedish site), the other sites sign in through it.

/** A site for each locale (the first one that shows it). */
const sites = LOCALES.map((locale) => SITES.find((site) => siteLocale(site) === locale)!);

/** The album every journey looks at: Emma's 'Summer in Italy', created on 1 January 2025 (a month each locale names). */
const ALBUM = 'Summer in Italy';

/** dd MMM yyyy in the browser's own Intl for the locale (the product capitalises Spanish month names). */
const createdText = (page: Page, locale: Locale, template: string) =>
  page.evaluate(([locale, template]) => {
    const cards = [...document.querySelectorAll('.album-card')];
    const card = cards.find((c) => c.textContent?.includes('Summer in Italy'));
    const shown = card?.querySelector('.album-card__created')?.textContent ?? null;
    const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric' })
      .formatToParts(new Date(2025, 0, 1, 12))
      .map((p) => (p.type === 'month' && locale === 'es-ES' ? p.value.charAt(0).toLocaleUpperCase(locale) + p.value.slice(1) : p.value));
    return { shown, expected: template.replace('{date}', parts.join('')) };
  }, [locale, template] as const);

/** Opens a site; signs in on the sign-in page when the identity provider asks (else it signs in by itself). */
async function openSignedIn(page: Page, origin: string, overviewTitle: string) {
  await page.goto(origin);
  const overview = page.getByRole('heading', { level: 1, name: overviewTitle });
  const form = page.locator('form[action*="/interaction/"]');
  await expect(overview.or(form)).toBeVisible();
  if (await form.isVisible()) {
    // A site whose sign-in page shows another identity provider (the Norwegian one) links to the site's own account.
    const ownAccount = page.locator('p.other a');
    if (await ownAccount.isVisible()) await ownAccount.click();
    const { email, password } = demoAccount('consumer');
    await submitLogin(page, email, password);
  }
  await expect(overview).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
});
test.afterAll(() => context.close());

for (const site of sites) {
  const locale = siteLocale(site);
  test(`${locale}: ${site.channel} signs in and shows the overview and albums in ${locale}`, async () => {
    const page = await context.newPage();
    const texts = catalogue(locale);
    const brand = brandNameOf(site as Site);
    const origin = siteOrigin(site, `http://localhost:${PORT}`);
    await openSignedIn(page, origin, texts['route.overview.title']!);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(`${texts['route.overview.title']} | ${brand}`);
    await expect(page.getByRole('link', { name: new RegExp(brand) }).first()).toBeVisible(); // the logo

    await page.goto(`${origin}/my-photos/albums`);
    await expect(page.getByText(ALBUM)).toBeVisible();
    await expect(page).toHaveTitle(`${texts['route.photoManagement.title']} | ${brand}`);
    await expect(page.getByRole('main').getByRole('navigation').getByRole('link', { name: new RegExp(`^${texts['route.albums.title']}`) })).toBeVisible();
    const { shown, expected } = await createdText(page, locale, texts['albums.created.date']!);
    expect(shown).toBe(expected);
    if (locale === 'es-ES') expect(shown).toMatch(/ Ene\.? 2025$/);
    if (locale === 'de-AT') expect(shown).toContain('Jän');
    await page.close();
  });
}
