// The feedback survey and the A/B test: Jonas goes after Lotte's survey answer — her survey's global id and ids forged
// from her account id through node(id:)/nodes, and the feedback service directly with his token; nothing of hers is
// readable (null, his own empty list, 404), and the schema has no field that answers a rating or a comment. Ratings
// outside 1-5, comments over 1,000 characters (typed field errors) and over 10,000 (BAD_USER_INPUT), huge locales,
// experiment names the schema does not know and huge bodies are refused, by the gateway and by the services, and
// store nothing. Without a token every field, mutation and service call is refused. Ruben has not allowed analytics
// cookies: the survey and the exposure mutations refuse him (typed), his variant is CONTROL, and the services hold
// nothing of his afterwards.
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, type Customer } from '../harness';
import { ask, read, rest, stack } from './context';

const gid = (type: string, local: string) => Buffer.from(`${type}:${local}`, 'utf8').toString('base64url');
const subOf = (customer: Customer) =>
  (JSON.parse(Buffer.from(stack.tokens[customer].split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

const SURVEY = 'query($locale: String!) { viewer { feedbackSurvey(locale: $locale) { id offered reason } } }';
const ANSWER = `mutation($locale: String!, $rating: Int!, $comment: String) {
  answerFeedbackSurvey(input: { locale: $locale, rating: $rating, comment: $comment }) { survey { id offered reason } error { reason } fieldErrors { field } } }`;
const DISMISS = 'mutation($locale: String!) { dismissFeedbackSurvey(input: { locale: $locale }) { survey { id offered reason } error { reason } } }';
const EXPERIMENT = '{ viewer { experiment(name: SAMPLE_TEST) { name variant assigned } } }';
const EXPOSURE = 'mutation { recordExperimentExposure(input: { name: SAMPLE_TEST }) { exposure { variant } error { reason } } }';
const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on FeedbackSurvey { offered reason respondedAt } } }';
const LOTTE_COMMENT = 'A private remark only the feedback team may read.';

/** The customer's own answers and exposures as the services hold them (their token). */
const answersOf = async (customer: Customer) => (await rest(customer, 'GET', '/feedback-api/v1/answers/me')).json().items as unknown[];
const exposuresOf = async (customer: Customer) =>
  (await rest(customer, 'GET', '/testing-api/v1/experiments/sample-test/exposures')).json().items as { variant: string }[];
const offered = async (customer: Customer, locale = 'nl-BE') => (await read(customer, SURVEY, { locale })).viewer.feedbackSurvey.offered as boolean;

let lotteSurvey: string;

beforeAll(async () => {
  const answered = (await read('lotte', ANSWER, { locale: 'nl-BE', rating: 5, comment: LOTTE_COMMENT })).answerFeedbackSurvey;
  expect(answered).toMatchObject({ survey: { offered: false, reason: 'ANSWERED' }, error: null });
  lotteSurvey = answered.survey.id;
  expect(await answersOf('lotte')).toEqual([expect.objectContaining({ rating: 5, comment: LOTTE_COMMENT })]);
});

describe("Jonas goes after Lotte's answer", () => {
  it('node(id:)/nodes with her survey id and ids forged from her account id → null', async () => {
    const lotte = subOf('lotte');
    const forged = [lotteSurvey, gid('FeedbackSurvey', `${lotte}:nl-BE`), gid('FeedbackSurvey', `${lotte}:en-GB`),
      gid('FeedbackSurvey', `${lotte.toUpperCase()}:nl-BE`), gid('FeedbackSurvey', ` ${lotte}:nl-BE`), gid('FeedbackSurvey', `${lotte}:nl-BE:x`),
      gid('FeedbackSurvey', `${subOf('jonas')}:${lotte}:nl-BE`), gid('FeedbackAnswer', lotte), gid('Viewer', lotte)];
    expect((await read('jonas', NODES, { ids: forged })).nodes).toEqual(forged.map(() => null));
    // Her answer is not his: he is still offered the survey.
    expect(await offered('jonas')).toBe(true);
  });

  it('no field of the schema answers a rating or a comment', async () => {
    const { __type } = await read('jonas', '{ __type(name: "FeedbackSurvey") { fields { name } } }');
    expect(__type.fields.map((f: { name: string }) => f.name).sort()).toEqual(['id', 'locale', 'offered', 'reason', 'respondedAt']);
    expect(JSON.stringify(await read('jonas', NODES, { ids: [lotteSurvey] }))).not.toContain('private remark');
  });

  it("the feedback service with his token answers only his own (empty) list; other paths are 404; no token 401", async () => {
    expect(await answersOf('jonas')).toEqual([]);
    const lotte = encodeURIComponent(subOf('lotte'));
    for (const path of [`/feedback-api/v1/answers/${lotte}`, `/feedback-api/v1/surveys/${lotte}?locale=nl-BE`, `/feedback-api/v1/answers/me/${lotte}`,
      `/feedback-api/v1/answers?customer=${lotte}`]) {
      expect((await rest('jonas', 'GET', path)).status, path).toBe(404);
    }
    const mine = await rest('jonas', 'GET', `/feedback-api/v1/answers/me?customer=${lotte}&accountId=${lotte}`);
    expect(mine.json()).toEqual({ items: [] });
    expect(mine.text).not.toContain('private remark');
    for (const [method, path] of [['GET', '/feedback-api/v1/answers/me'], ['GET', '/feedback-api/v1/surveys/me?locale=nl-BE'],
      ['POST', '/feedback-api/v1/surveys/me/answer'], ['POST', '/feedback-api/v1/surveys/me/dismissal'],
      ['POST', '/testing-api/v1/experiments/sample-test/offer'], ['POST', '/testing-api/v1/experiments/sample-test/exposures'],
      ['GET', '/testing-api/v1/experiments/sample-test/exposures']] as const) {
      expect((await rest(null, method, path, method === 'POST' ? { locale: 'nl-BE', rating: 4 } : undefined)).status, path).toBe(401);
    }
  });
});

describe('bad and huge inputs', () => {
  it('ratings outside 1-5 and comments over 1,000 characters: typed field errors, nothing stored', async () => {
    const fields = async (variables: Record<string, unknown>) => {
      const payload = (await read('jonas', ANSWER, { locale: 'nl-BE', ...variables })).answerFeedbackSurvey;
      expect(payload.survey, JSON.stringify(variables).slice(0, 60)).toBeNull();
      expect(payload.error).toEqual({ reason: 'INVALID_INPUT' });
      return payload.fieldErrors.map((e: { field: string }) => e.field);
    };
    for (const rating of [0, 6, -1, -2147483648, 2147483647]) expect(await fields({ rating }), String(rating)).toEqual(['rating']);
    expect(await fields({ rating: 3, comment: 'x'.repeat(1001) })).toEqual(['comment']);
    expect(await fields({ rating: 7, comment: '😀'.repeat(501) })).toEqual(['rating', 'comment']);
    expect(await answersOf('jonas')).toEqual([]);
    expect(await offered('jonas')).toBe(true);
  });

  it('ratings that are no Int, comments over 10,000 characters and locales no site has: BAD_USER_INPUT, nothing stored', async () => {
    for (const variables of [{ locale: 'nl-BE', rating: 2147483648 }, { locale: 'nl-BE', rating: 4.5 }, { locale: 'nl-BE', rating: '5' },
      { locale: 'nl-BE', rating: null }, { locale: 'nl-BE', rating: 4, comment: 'x'.repeat(10_001) },
      { locale: 'nl-BE', rating: 4, comment: 'x'.repeat(200_000) }, { locale: 'xx-XX', rating: 4 }, { locale: 'nl-BE '.repeat(20_000), rating: 4 },
      { locale: 'NL-be', rating: 4 }]) {
      expect(codeOf(await ask('jonas', ANSWER, variables)), JSON.stringify(variables).slice(0, 60)).toMatch(/^(BAD_USER_INPUT|BAD_REQUEST)$/);
    }
    for (const locale of ['', 'x'.repeat(100_000), 'de_DE', '../nl-BE']) {
      expect(codeOf(await ask('jonas', SURVEY, { locale })), locale.slice(0, 20)).toBe('BAD_USER_INPUT');
      expect(codeOf(await ask('jonas', DISMISS, { locale })), locale.slice(0, 20)).toBe('BAD_USER_INPUT');
    }
    expect(await answersOf('jonas')).toEqual([]);
    expect(await offered('jonas')).toBe(true);
  });

  it('the feedback service refuses the same itself: 400 with field errors, 413 for a huge body', async () => {
    for (const body of [{ locale: 'nl-BE', rating: 0 }, { locale: 'nl-BE', rating: '5' }, { locale: 'nl-BE', rating: 4, comment: 'x'.repeat(1001) },
      { locale: 'nl-BE', rating: 4, comment: 'nul\u0000' }, { locale: 'xx', rating: 4 }, { rating: 4 }, [4]]) {
      const answer = await rest('jonas', 'POST', '/feedback-api/v1/surveys/me/answer', body);
      expect([answer.status, answer.json().code], JSON.stringify(body).slice(0, 60)).toEqual([400, 'INVALID_ANSWER']);
    }
    expect((await rest('jonas', 'POST', '/feedback-api/v1/surveys/me/answer', { locale: 'nl-BE', rating: 4, comment: 'x'.repeat(100_000) })).status).toBe(413);
    expect((await rest('jonas', 'GET', `/feedback-api/v1/surveys/me?locale=${'x'.repeat(5000)}`)).status).toBe(400);
    expect(await answersOf('jonas')).toEqual([]);
  });

  it('experiment names the schema does not know: refused before any call; the testing tool answers 404 for them', async () => {
    for (const query of ['{ viewer { experiment(name: OTHER_TEST) { variant } } }', '{ viewer { experiment(name: "sample-test") { variant } } }',
      'mutation { recordExperimentExposure(input: { name: OTHER_TEST }) { error { reason } } }']) {
      expect(codeOf(await ask('jonas', query)), query).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const byVariable = 'mutation($name: ExperimentName!) { recordExperimentExposure(input: { name: $name }) { error { reason } } }';
    for (const name of ['sample-test', 'OTHER_TEST', 'x'.repeat(100_000), null]) {
      expect(codeOf(await ask('jonas', byVariable, { name })), String(name).slice(0, 20)).toBe('BAD_USER_INPUT');
    }
    for (const name of ['other-test', 'SAMPLE-TEST', '__proto__', 'x'.repeat(4000)]) {
      for (const path of ['offer', 'exposures']) {
        expect((await rest('jonas', 'POST', `/testing-api/v1/experiments/${name}/${path}`)).status, `${name.slice(0, 20)}/${path}`).toBe(404);
      }
    }
    expect(await exposuresOf('jonas')).toEqual([]);
  });

  it('no token: UNAUTHENTICATED for every field and mutation', async () => {
    for (const [query, variables] of [[SURVEY, { locale: 'nl-BE' }], [ANSWER, { locale: 'nl-BE', rating: 4 }], [DISMISS, { locale: 'nl-BE' }],
      [EXPERIMENT, {}], [EXPOSURE, {}]] as const) {
      expect(codeOf(await ask(null, query, variables)), query.slice(0, 40)).toBe('UNAUTHENTICATED');
    }
  });
});

describe('Ruben has not allowed analytics cookies: nothing is recorded', () => {
  it('the survey is not offered and both mutations refuse (typed); the experiment is CONTROL, its exposure refused', async () => {
    expect((await read('ruben', SURVEY, { locale: 'nl-BE' })).viewer.feedbackSurvey).toMatchObject({ offered: false, reason: 'NO_ANALYTICS_CONSENT' });
    expect((await read('ruben', ANSWER, { locale: 'nl-BE', rating: 5, comment: 'Hi' })).answerFeedbackSurvey)
      .toEqual({ survey: null, error: { reason: 'ANALYTICS_CONSENT_REQUIRED' }, fieldErrors: [] });
    expect((await read('ruben', DISMISS, { locale: 'nl-BE' })).dismissFeedbackSurvey).toEqual({ survey: null, error: { reason: 'ANALYTICS_CONSENT_REQUIRED' } });
    for (let n = 0; n < 3; n += 1) {
      expect((await read('ruben', EXPERIMENT)).viewer.experiment).toEqual({ name: 'SAMPLE_TEST', variant: 'CONTROL', assigned: false });
      expect((await read('ruben', EXPOSURE)).recordExperimentExposure).toEqual({ exposure: null, error: { reason: 'ANALYTICS_CONSENT_REQUIRED' } });
    }
  });

  it('the services hold nothing of his: no answer, no exposure, the survey still open there', async () => {
    expect(await answersOf('ruben')).toEqual([]);
    expect(await exposuresOf('ruben')).toEqual([]);
    expect((await rest('ruben', 'GET', '/feedback-api/v1/surveys/me?locale=nl-BE')).json()).toMatchObject({ offered: true, reason: null });
  });

  it('with analytics consent the same calls record (Lotte): the consent rule, not a broken service, refused Ruben', async () => {
    expect((await read('lotte', EXPERIMENT)).viewer.experiment).toEqual({ name: 'SAMPLE_TEST', variant: 'A', assigned: true });
    expect((await read('lotte', EXPOSURE)).recordExperimentExposure).toEqual({ exposure: { variant: 'A' }, error: null });
    expect((await exposuresOf('lotte')).map((e) => e.variant)).toEqual(['A']);
  });
});
