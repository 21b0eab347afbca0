import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { brandNameOf, LOCALES, SITES, siteLocale, siteOrigin, type Locale, type Site } from '@my-account/brands';
import { PORT } from './ports';
import { signIn } from './support';

// Every locale of the brand sites, each on a site that shows it: the customer signs in on that brand's host, and the
// overview and the albums page are in that locale's texts and dates, under the brand's name.

const catalogue = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/i18n/messages/${locale}.json`, import.meta.url), 'utf8'));

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

for (const site of sites) {
  const locale = siteLocale(site);
  test(`${locale}: ${site.channel} signs in and shows the overview and albums in ${locale}`, async ({ page }) => {
    const texts = catalogue(locale);
    const brand = brandNameOf(site as Site);
    const origin = siteOrigin(site, `http://localhost:${PORT}`);
    await signIn(page, 'consumer', '/', origin);
    await expect(page.getByRole('heading', { level: 1, name: texts['route.overview.title'] })).toBeVisible();
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
  });
}
