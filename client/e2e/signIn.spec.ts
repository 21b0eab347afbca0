import { type Page } from '@playwright/test';
import { PORT, SERVICES_PORT } from './ports';
import { expect, fitsWidth, test, viewports, type Look } from './screens';
import { accessToken, demoAccount } from './support';

// Sign-in per brand site: the Swedish site signs in on its own authentication domain (its own issuer,
// whose tokens the gateway accepts), the Norwegian site's sign-in page shows the identity provider it hints at
// (FotoUtskrift ID), and the British default site keeps the plain English page. Each page in its brand and language,
// looked at at 1366 and 375 px, axe-clean.

const SWEDEN = `http://fotoutskrift-se.localhost:${PORT}`;
const NORWAY = `http://fotoutskrift-no.localhost:${PORT}`;
const BRITAIN = `http://localhost:${PORT}`;
const SWEDISH_ISSUER = `http://auth.fotoutskrift-se.localhost:${SERVICES_PORT}/oidc`;
const MAIN_ISSUER = `http://localhost:${SERVICES_PORT}/oidc`;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** The brand logo at the top of the sign-in page has loaded (from the services). */
async function expectLogo(page: Page, brandName: string) {
  const logo = page.getByRole('img', { name: brandName });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** Looked at (screenshot and axe) at both widths; back to desktop afterwards. */
async function lookAt(page: Page, look: Look, name: string) {
  for (const [width, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await fitsWidth(page);
    await look(page, `${name} sign-in page, ${width}`, { shot: `sign-in-${name}-${width}` });
  }
  await page.setViewportSize(viewports.desktop);
}

/** Asks the site's gateway with the page's own token, from the page (the browser resolves `*.localhost`). */
async function viewerEmail(page: Page): Promise<string> {
  const token = await accessToken(page);
  return page.evaluate(async (bearer) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    return ((await response.json()) as { data: { viewer: { email: string } } }).data.viewer.email;
  }, token);
}

test('the Swedish site signs in on its own auth domain, in Swedish and as FotoUtskrift', async ({ page, look }) => {
  const emma = demoAccount('consumer');
  await page.goto(`${SWEDEN}/`);
  await expect(page).toHaveURL(new RegExp(`^${SWEDISH_ISSUER.replace(/\./g, '\\.')}/interaction/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  await expect(page).toHaveTitle('Logga in på ditt konto | FotoUtskrift');
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in på ditt konto' })).toBeVisible();
  await expectLogo(page, 'FotoUtskrift');
  await lookAt(page, look, 'fotoutskrift-se');

  await page.getByLabel('E-postadress').fill(emma.email);
  await page.getByLabel('Lösenord').fill('fel lösenord');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-postadressen eller lösenordet är felaktigt.');
  await page.getByLabel('Lösenord').fill(emma.password);
  await page.getByRole('button', { name: 'Logga in' }).click();

  await expect(page).toHaveURL(`${SWEDEN}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/\| FotoUtskrift$/);
  const claims = claimsOf(await accessToken(page));
  expect(claims).toMatchObject({ iss: SWEDISH_ISSUER, idp_type: 'local' });
  expect(await viewerEmail(page)).toBe(emma.email);

  // Signing out ends the session on the Swedish domain: the next visit asks again, there.
  await page.goto(`${SWEDEN}/logout`);
  await expect(page).toHaveURL(new RegExp(`^${SWEDISH_ISSUER.replace(/\./g, '\\.')}/interaction/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in på ditt konto' })).toBeVisible();
});

test('the Norwegian sign-in page shows FotoUtskrift ID, in Norwegian, and signs in through it', async ({ page, look }) => {
  const nora = demoAccount('fotoutskrift-id');
  await page.goto(`${NORWAY}/`);
  await expect(page).toHaveURL(new RegExp(`^${MAIN_ISSUER}/interaction/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb-NO');
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn med FotoUtskrift ID' })).toBeVisible();
  await expect(page.getByText('Bruk FotoUtskrift ID for å logge inn hos FotoUtskrift.')).toBeVisible();
  await expectLogo(page, 'FotoUtskrift');
  await lookAt(page, look, 'fotoutskrift-no');

  await page.getByLabel('E-postadresse').fill(nora.email);
  await page.getByLabel('Passord').fill(nora.password);
  await page.getByRole('button', { name: 'Logg inn med FotoUtskrift ID' }).click();
  await expect(page).toHaveURL(`${NORWAY}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(claimsOf(await accessToken(page))).toMatchObject({ iss: MAIN_ISSUER, idp_type: 'fotoutskrift-id', idp_sub: 'fuid-4kP9mZ3qN7x2' });
  expect(await viewerEmail(page)).toBe(nora.email);
});

test("a Norwegian customer without FotoUtskrift ID signs in with the site's own account instead", async ({ page }) => {
  const emma = demoAccount('consumer');
  await page.goto(`${NORWAY}/`);
  await page.getByLabel('E-postadresse').fill(emma.email);
  await page.getByLabel('Passord').fill(emma.password);
  await page.getByRole('button', { name: 'Logg inn med FotoUtskrift ID' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-postadressen eller passordet er feil.');

  await page.getByRole('link', { name: 'Logg inn med din FotoUtskrift-konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn på kontoen din' })).toBeVisible();
  await page.getByLabel('E-postadresse').fill(emma.email);
  await page.getByLabel('Passord').fill(emma.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(`${NORWAY}/`);
  expect(claimsOf(await accessToken(page))).toMatchObject({ iss: MAIN_ISSUER, idp_type: 'local' });
});

test('the default site keeps the plain English PhotoPrint sign-in page', async ({ page, look }) => {
  const emma = demoAccount('consumer');
  await page.goto(`${BRITAIN}/`);
  await expect(page).toHaveURL(new RegExp(`^${MAIN_ISSUER}/interaction/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page).toHaveTitle('Sign in to your account | PhotoPrint');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await expect(page.locator('input[name="provider"]')).toHaveCount(0);
  await expectLogo(page, 'PhotoPrint');
  await lookAt(page, look, 'photoprint-gb');

  await page.getByLabel('E-mail address').fill(emma.email);
  await page.getByLabel('Password').fill(emma.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${BRITAIN}/`);
  expect(claimsOf(await accessToken(page))).toMatchObject({ iss: MAIN_ISSUER, idp_type: 'local' });
});
