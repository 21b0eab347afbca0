import { type Browser, type Page, type Response } from '@playwright/test';
import { PORT, SERVICES_PORT } from './ports';
import { expect, fitsWidth, shot, test, viewports } from './screens';
import { accessToken, freshCustomer, signIn, type Account } from './support';

// The feedback survey and the A/B test 'sample-test' against the real stack. Lotte (analytics cookies allowed,
// variant A) is offered the survey on the Belgian site, answers it once, and it stays gone after a reload and on
// another visit; her variant A card is there on every view and each view's exposure is recorded by the testing tool.
// Jonas (control) is not offered it on the German site, is on the Belgian one and declines it for good. Ruben (no
// analytics cookies) gets neither until he allows analytics cookies in his settings. What the services stored is
// read back from them with the customer's own token. Each journey is a fresh copy of its demo customer.

const BELGIAN = `http://fotoprint-be.localhost:${PORT}`;
const GERMAN = `http://fotodruck-de.localhost:${PORT}`;
const SERVICES = `http://localhost:${SERVICES_PORT}`;

const survey = (page: Page) => page.getByTestId('feedback-survey');
const variantCard = (page: Page) => page.getByTestId('create-something-card');

/** The answer to the overview's survey question (the gateway's `feedbackSurvey`), awaited when the page asks. */
const surveyAnswer = (page: Page) =>
  page.waitForResponse(async (r: Response) => r.url().endsWith('/graphql') && (await r.text().catch(() => '')).includes('"feedbackSurvey"'));

/**
 * Opens the overview on `origin` in a new browser session (its own cookies and storage) and signs in; on a site of the
 * survey's locales, waits for the answer whether it is offered (other sites do not ask: `surveyAsked()` says if one did).
 */
async function visit(browser: Browser, who: Account, origin: string, { surveySite = true } = {}) {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  let asked = false;
  page.on('response', async (r) => {
    if (r.url().endsWith('/graphql') && (await r.text().catch(() => '')).includes('"feedbackSurvey"')) asked = true;
  });
  const answered = surveySite ? surveyAnswer(page) : null;
  await signIn(page, who, '/', origin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await answered;
  return { page, close: () => context.close(), surveyAsked: () => asked };
}

/** A GET of the services with the page's own token (its origin's signed-in customer). */
async function service(page: Page, path: string) {
  const response = await page.request.get(`${SERVICES}${path}`, { headers: { authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as { items: Record<string, unknown>[] };
}
const exposures = (page: Page) => service(page, '/testing-api/v1/experiments/sample-test/exposures').then((b) => b.items);
const answers = (page: Page) => service(page, '/feedback-api/v1/answers/me').then((b) => b.items);

test('Lotte (nl-BE, analytics allowed, variant A): offered the survey, answers it once, never offered again; variant A on every view', async ({ browser, look }) => {
  test.setTimeout(150_000);
  const lotte = await freshCustomer('feedback');
  const first = await visit(browser, lotte, BELGIAN);
  const { page } = first;
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn accountoverzicht' })).toBeVisible();

  // Variant A: the extra card, leading to the Belgian shop; the view's exposure is recorded with her variant.
  await expect(variantCard(page)).toBeVisible();
  await expect(variantCard(page).getByRole('heading', { name: 'Maak iets nieuws' })).toBeVisible();
  await expect(variantCard(page).getByRole('link', { name: 'Begin met maken' })).toHaveAttribute('href', 'https://www.fotoprint-be.example/');
  await expect.poll(async () => (await exposures(page)).map((e) => e.variant)).toEqual(['A']);

  // The survey: a labelled 1-5 rating, a comment, Send and No thanks.
  const card = survey(page);
  await expect(card.getByRole('heading', { name: 'Vertel ons wat je ervan vindt' })).toBeVisible();
  const rating = card.getByRole('radiogroup', { name: 'Hoe tevreden ben je over Mijn account?' });
  await expect(rating.getByRole('radio')).toHaveCount(5);
  await expect(card.getByRole('button', { name: 'Versturen' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Nee, bedankt' })).toBeVisible();
  for (const [name, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await expect(card).toBeVisible();
    await fitsWidth(page);
    await look(page, `overview with the survey and variant A, ${name}`, { shot: `feedback-overview-survey-variant-a-${name}` });
  }
  await page.setViewportSize(viewports.desktop);

  // Answered by keyboard: the rating with the arrow keys, the comment, Send.
  await rating.getByRole('radio', { name: '1: Slecht' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4: Zeer goed' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Handig overzicht, mooie foto\'s!');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Versturen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Bedankt voor je feedback!')).toBeFocused();
  await shot(page, 'feedback-overview-thanks-desktop');
  expect(await answers(page)).toEqual([{ locale: 'nl-BE', rating: 4, comment: 'Handig overzicht, mooie foto\'s!', answeredAt: expect.any(String) }]);

  // A reload: not offered any more; the same variant, and this view's exposure recorded too.
  const asked = surveyAnswer(page);
  await page.reload();
  await expect(variantCard(page)).toBeVisible();
  expect(await (await asked).json()).toMatchObject({ data: { viewer: { feedbackSurvey: { offered: false } } } });
  await expect(survey(page)).toHaveCount(0);
  await expect.poll(async () => (await exposures(page)).map((e) => e.variant)).toEqual(['A', 'A']);
  await first.close();

  // Another visit (a new browser session, signed in again): still not offered, still variant A.
  const second = await visit(browser, lotte, BELGIAN);
  await expect(variantCard(second.page)).toBeVisible();
  await expect(survey(second.page)).toHaveCount(0);
  expect(await answers(second.page)).toHaveLength(1);
  await second.close();
});

test('Jonas (analytics allowed, control): not offered on the German site; offered on the Belgian one, declines it for good', async ({ browser }) => {
  test.setTimeout(150_000);
  const jonas = await freshCustomer('feedback-control');
  const german = await visit(browser, jonas, GERMAN, { surveySite: false });
  await expect(german.page.getByRole('link', { name: /orders|bestellingen|Bestellungen/i }).first()).toBeVisible();
  await expect(survey(german.page)).toHaveCount(0);
  // Control: the overview as it is, and the exposure recorded with his variant.
  await expect(variantCard(german.page)).toHaveCount(0);
  await expect.poll(async () => (await exposures(german.page)).map((e) => e.variant)).toEqual(['control']);
  // The German site is not one of the survey's: the overview does not even ask.
  expect(german.surveyAsked()).toBe(false);
  await german.close();

  const belgian = await visit(browser, jonas, BELGIAN);
  const { page } = belgian;
  await expect(survey(page)).toBeVisible();
  await expect(variantCard(page)).toHaveCount(0);
  await survey(page).getByRole('button', { name: 'Nee, bedankt' }).click();
  await expect(survey(page).getByText('Prima, we vragen het je niet meer.')).toBeFocused();
  const asked = surveyAnswer(page);
  await page.reload();
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn accountoverzicht' })).toBeVisible();
  await expect(survey(page)).toHaveCount(0);
  expect(await answers(page)).toEqual([]); // a dismissal stores no answer
  await expect.poll(async () => (await exposures(page)).map((e) => e.variant)).toEqual(['control', 'control', 'control']);
  await belgian.close();
});

test('Ruben (no analytics cookies): no survey, no A/B test, nothing recorded — until he allows analytics cookies', async ({ browser }) => {
  test.setTimeout(150_000);
  const { page, close } = await visit(browser, await freshCustomer('feedback-no-consent'), `http://localhost:${PORT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View my orders' })).toBeVisible();
  await expect(survey(page)).toHaveCount(0);
  await expect(variantCard(page)).toHaveCount(0);
  // Nothing recorded, nothing assigned: the testing tool was never asked.
  expect(await exposures(page)).toEqual([]);

  // He allows analytics cookies in his settings; back on the overview the survey is offered, his variant assigned.
  await page.getByRole('link', { name: 'Go to my settings' }).click();
  const analytics = page.getByRole('switch', { name: 'Analytics cookies' });
  await expect(analytics).not.toBeChecked();
  await page.locator('label').filter({ hasText: 'Analytics cookies' }).click();
  await page.getByRole('button', { name: 'Save cookie settings' }).click();
  await expect(page.getByText('Your cookie settings have been saved.')).toBeVisible();
  const asked = surveyAnswer(page);
  await page.goto('/');
  await asked;
  await expect(survey(page)).toBeVisible();
  await expect.poll(async () => (await exposures(page)).length).toBe(1);
  const [exposure] = await exposures(page);
  await expect(variantCard(page)).toHaveCount(exposure!.variant === 'A' ? 1 : 0);
  await close();
});
