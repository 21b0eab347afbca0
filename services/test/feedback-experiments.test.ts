// The feedback service and the testing tool (contracts/feedback-api.yaml, testing-api.yaml) over HTTP with real
// tokens, on every available database. Survey: offered in the survey locales only, an answer or a dismissal is final
// in every locale (409 SURVEY_NOT_OFFERED after it, also for two answers racing), answers validated (rating 1-5,
// comment up to 1000 characters, a known locale), only the token owner's answer readable. Testing tool: the seeded
// variants answered on every offer, a first offer drawn once and stored, exposures recorded with the stored variant and
// listed to their owner only, unknown experiments 404. No token 401, a deleted account 404, huge bodies 413.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { FEEDBACK_IDS, seedFeedback } from '../src/db/seed-feedback';
import { offer } from '../src/experiments/testing';
import { databaseKinds } from './helpers/databases';
import { jsonClient } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const EMAILS = {
  lotte: 'lotte@example.com', jonas: 'jonas@example.com', ruben: 'ruben@example.com', mia: 'mia@example.com', alex: 'alex@example.com',
} as const;
type Name = keyof typeof EMAILS;

describe.each(databaseKinds)('feedback survey and testing tool (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<Name, string>;
  const call = jsonClient(() => server.baseUrl);
  const survey = (name: Name, locale: string) => call('GET', `/feedback-api/v1/surveys/me?locale=${encodeURIComponent(locale)}`, tokens[name]);
  const answer = (name: Name, body: unknown) => call('POST', '/feedback-api/v1/surveys/me/answer', tokens[name], body);
  const dismiss = (name: Name, body: unknown) => call('POST', '/feedback-api/v1/surveys/me/dismissal', tokens[name], body);
  const answers = (name: Name) => call('GET', '/feedback-api/v1/answers/me', tokens[name]);
  const testing = (method: string, path: string, name: Name | null) => call(method, `/testing-api/v1/experiments/${path}`, name ? tokens[name] : undefined);

  beforeAll(async () => {
    server = await startTestServer(kind);
    // Alex's record says the account is deleted: the provider signs him in, every API refuses him.
    for (const name of Object.keys(EMAILS) as Name[]) tokens[name] = (await signIn(server.baseUrl, EMAILS[name], 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('seeds the three demo customers once, with their consent and stored variants', async () => {
    const { db } = server.services;
    const rows = await db.selectFrom('customers').leftJoin('experiment_assignments', 'experiment_assignments.customer_id', 'customers.id')
      .select(['email', 'cookie_consent', 'variant']).where('customers.id', 'in', Object.values(FEEDBACK_IDS)).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'jonas@example.com', cookie_consent: '11', variant: 'control' },
      { email: 'lotte@example.com', cookie_consent: '10', variant: 'A' },
      { email: 'ruben@example.com', cookie_consent: '00', variant: null },
    ]);
    expect(await seedFeedback(db)).toEqual([]);
  });

  it('offers the survey in the survey locales only, and refuses unknown locales', async () => {
    for (const locale of ['nl-BE', 'en-GB', 'sv-SE', 'de-AT']) {
      expect(await survey('lotte', locale), locale).toMatchObject({ status: 200, body: { locale, offered: true, reason: null, respondedAt: null } });
    }
    for (const locale of ['de-DE', 'fr-BE', 'en-IE']) {
      expect((await survey('lotte', locale)).body, locale).toEqual({ locale, offered: false, reason: 'LOCALE_NOT_SURVEYED', respondedAt: null });
    }
    for (const query of ['?locale=xx-XX', '?locale=', '', `?locale=${'n'.repeat(5000)}`, '?locale=nl-BE&locale=de-DE']) {
      const response = await call('GET', `/feedback-api/v1/surveys/me${query}`, tokens.lotte);
      expect([response.status, response.body.code], query.slice(0, 30)).toEqual([400, 'INVALID_LOCALE']);
    }
  });

  it('validates an answer field by field and stores nothing refused', async () => {
    const fields = async (body: unknown) => {
      const response = await answer('lotte', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('INVALID_ANSWER');
      return (response.body.fieldErrors as { field: string }[]).map((e) => e.field);
    };
    for (const rating of [0, 6, 2.5, '3', null, -1, 1e9]) expect(await fields({ locale: 'nl-BE', rating }), String(rating)).toEqual(['rating']);
    expect(await fields({ locale: 'nl-BE', rating: 4, comment: 'x'.repeat(1001) })).toEqual(['comment']);
    expect(await fields({ locale: 'nl-BE', rating: 4, comment: 'nul \u0000 byte' })).toEqual(['comment']);
    expect(await fields({ locale: 'nl-BE', rating: 4, comment: 42 })).toEqual(['comment']);
    expect(await fields({ locale: 'xx', rating: 9 })).toEqual(['locale', 'rating']);
    expect(await fields([1, 2])).toEqual(['locale', 'rating']);
    const huge = await answer('lotte', { locale: 'nl-BE', rating: 4, comment: 'x'.repeat(20_000) });
    expect([huge.status, huge.body.code]).toEqual([413, 'BODY_TOO_LARGE']);
    expect((await answers('lotte')).body).toEqual({ items: [] });
    expect((await survey('lotte', 'nl-BE')).body.offered).toBe(true);
  });

  it('stores an answer once: never offered again in any locale, a second answer or a dismissal is 409', async () => {
    const comment = `  Lovely prints, ${'é'.repeat(980)}  `;
    const stored = await answer('lotte', { locale: 'nl-BE', rating: 5, comment });
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({ locale: 'nl-BE', offered: false, reason: 'ANSWERED', respondedAt: expect.any(String) });
    for (const locale of ['nl-BE', 'en-GB', 'de-DE']) {
      expect((await survey('lotte', locale)).body, locale).toEqual({ locale, offered: false, reason: 'ANSWERED', respondedAt: stored.body.respondedAt });
    }
    const again = await answer('lotte', { locale: 'nl-NL', rating: 1 });
    expect([again.status, again.body.code, again.body.survey.reason]).toEqual([409, 'SURVEY_NOT_OFFERED', 'ANSWERED']);
    expect((await dismiss('lotte', { locale: 'nl-BE' })).status).toBe(409);
    expect((await answers('lotte')).body).toEqual({ items: [{ locale: 'nl-BE', rating: 5, comment: comment.trim(), answeredAt: stored.body.respondedAt }] });
  });

  it('a dismissal is final too and stores no answer; other customers never see an answer of someone else', async () => {
    expect((await dismiss('jonas', { locale: 'xx' })).body.code).toBe('INVALID_LOCALE');
    const dismissed = await dismiss('jonas', { locale: 'nl-BE' });
    expect(dismissed).toMatchObject({ status: 201, body: { locale: 'nl-BE', offered: false, reason: 'DISMISSED' } });
    expect((await survey('jonas', 'fr-FR')).body.reason).toBe('DISMISSED');
    expect((await answer('jonas', { locale: 'nl-BE', rating: 3 })).status).toBe(409);
    expect((await answers('jonas')).body).toEqual({ items: [] });
    expect((await answers('mia')).body).toEqual({ items: [] });
  });

  it('refuses an answer in a locale that is not surveyed; of two answers racing one is stored', async () => {
    const refused = await answer('ruben', { locale: 'de-DE', rating: 4 });
    expect([refused.status, refused.body.survey.reason]).toEqual([409, 'LOCALE_NOT_SURVEYED']);
    expect((await survey('ruben', 'en-GB')).body.offered).toBe(true);
    const race = await Promise.all([1, 2, 3, 4].map((rating) => answer('ruben', { locale: 'en-GB', rating })));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await server.services.db.selectFrom('feedback_responses').select(['kind', 'rating']).where('customer_id', '=', FEEDBACK_IDS.ruben).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers the seeded variants on every offer and draws a missing one once (sticky)', async () => {
    for (let n = 0; n < 3; n += 1) {
      expect((await testing('POST', 'sample-test/offer', 'lotte')).body).toMatchObject({ experiment: 'sample-test', variant: 'A' });
      expect((await testing('POST', 'sample-test/offer', 'jonas')).body).toMatchObject({ experiment: 'sample-test', variant: 'control' });
    }
    const first = await testing('POST', 'sample-test/offer', 'mia');
    expect(first.status).toBe(200);
    expect(['control', 'A']).toContain(first.body.variant);
    for (let n = 0; n < 5; n += 1) expect((await testing('POST', 'sample-test/offer', 'mia')).body).toEqual(first.body);
  });

  it('draws each variant for half of the draws', async () => {
    const { db } = server.services;
    const seen: string[] = [];
    for (const [id, pick] of [[DEMO_IDS.lucas, 0], [DEMO_IDS.sophie, 1]] as const) {
      seen.push((await offer(db, id, 'sample-test', (n) => (expect(n).toBe(2), pick))).variant);
      seen.push((await offer(db, id, 'sample-test', () => 1 - pick)).variant); // stored: the draw is not asked again
    }
    expect(seen).toEqual(['control', 'control', 'A', 'A']);
  });

  it('records exposures with the stored variant, lists them to their owner only, and knows only sample-test', async () => {
    const recorded = await testing('POST', 'sample-test/exposures', 'lotte');
    expect(recorded).toMatchObject({ status: 201, body: { experiment: 'sample-test', variant: 'A', exposedAt: expect.any(String) } });
    await testing('POST', 'sample-test/exposures', 'lotte');
    const listed = (await testing('GET', 'sample-test/exposures', 'lotte')).body.items;
    expect(listed).toHaveLength(2);
    expect(listed[1]).toEqual(recorded.body);
    expect((await testing('GET', 'sample-test/exposures', 'jonas')).body).toEqual({ items: [] });
    for (const name of ['other-test', 'SAMPLE-TEST', '__proto__', 'constructor', 'x'.repeat(2000)]) {
      for (const [method, path] of [['POST', 'offer'], ['POST', 'exposures'], ['GET', 'exposures']] as const) {
        const response = await testing(method, `${encodeURIComponent(name)}/${path}`, 'lotte');
        expect([response.status, response.body.code], `${method} ${name.slice(0, 20)}/${path}`).toEqual([404, 'UNKNOWN_EXPERIMENT']);
      }
    }
  });

  it('records the tracked events it knows, lists them to their owner only, and refuses other names', async () => {
    const events = (name: Name, body?: unknown) => call(body === undefined ? 'GET' : 'POST', '/testing-api/v1/events', tokens[name], body);
    const recorded = await events('lotte', { name: 'photo-library-import-finished' });
    expect(recorded, JSON.stringify(recorded.body)).toMatchObject({ status: 201, body: { name: 'photo-library-import-finished', occurredAt: expect.any(String) } });
    expect((await events('lotte')).body.items).toEqual([recorded.body]);
    expect((await events('jonas')).body).toEqual({ items: [] });
    for (const body of [{ name: 'other-event' }, { name: '__proto__' }, { name: 1 }, {}, []]) {
      const refused = await events('lotte', body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([400, 'UNKNOWN_EVENT']);
    }
    expect((await events('lotte')).body.items).toHaveLength(1);
  });

  it('refuses calls without a token (401) and of a deleted account (404)', async () => {
    for (const [method, path] of [['GET', '/feedback-api/v1/surveys/me?locale=nl-BE'], ['POST', '/feedback-api/v1/surveys/me/answer'],
      ['POST', '/feedback-api/v1/surveys/me/dismissal'], ['GET', '/feedback-api/v1/answers/me'], ['POST', '/testing-api/v1/experiments/sample-test/offer'],
      ['POST', '/testing-api/v1/experiments/sample-test/exposures'], ['GET', '/testing-api/v1/experiments/sample-test/exposures'],
      ['POST', '/testing-api/v1/events'], ['GET', '/testing-api/v1/events']] as const) {
      expect((await call(method, path)).status, path).toBe(401);
      expect((await call(method, path, tokens.alex)).status, path).toBe(404);
    }
  });
});
