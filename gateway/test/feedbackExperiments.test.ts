// The feedback survey and the A/B test through the gateway against msw fakes of the feedback service, the testing
// tool and the customer API's cookie consent. Analytics only with analytics consent: without it the survey is not
// offered and the A/B variant is CONTROL with no call to either service, and the mutations refuse (typed) having sent
// nothing. A locale that is not surveyed asks no service at all. Answers are checked before they are sent (typed field
// errors), an answer or a dismissal answers the survey again under the same id, a second one is SURVEY_NOT_OFFERED with
// the state. A testing tool or customer service outage degrades the variant to CONTROL; a feedback service outage nulls
// only the survey. Survey ids resolve for their customer only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { createFakeFeedbackServices, JONAS_ID, LOTTE_ID, RUBEN_ID } from './fakeFeedbackServices';
import { gql, mockedGateway } from './helpers';

const fake = createFakeFeedbackServices();
let world: Awaited<ReturnType<typeof mockedGateway>>;
const tokens = { lotte: '', jonas: '', ruben: '' };
type Who = keyof typeof tokens;

beforeAll(async () => {
  world = await mockedGateway('feedback-key', fake.handlers);
  for (const [who, sub] of [['lotte', LOTTE_ID], ['jonas', JONAS_ID], ['ruben', RUBEN_ID]] as const) tokens[who] = await world.signer.sign({}, { sub });
});
beforeEach(() => fake.reset());
afterAll(() => world.stop());

const ask = async (query: string, variables: Record<string, unknown> = {}, who: Who | null = 'lotte') =>
  (await gql(world.gateway.url, { query, variables }, { token: who ? tokens[who] : undefined })).body;
const run = async (query: string, variables: Record<string, unknown> = {}, who: Who = 'lotte') => {
  const body = await ask(query, variables, who);
  expect(body.errors, query.slice(0, 80)).toBeUndefined();
  return body.data as Record<string, any>;
};
const surveyId = (account: string, locale: string) => toGlobalId('FeedbackSurvey', `${account}:${locale}`);

const SURVEY = 'query($locale: String!) { viewer { firstName feedbackSurvey(locale: $locale) { id locale offered reason respondedAt } } }';
const ANSWER = `mutation($locale: String!, $rating: Int!, $comment: String) {
  answerFeedbackSurvey(input: { locale: $locale, rating: $rating, comment: $comment }) {
    survey { id offered reason respondedAt } error { reason field message } fieldErrors { field message } } }`;
const DISMISS = 'mutation($locale: String!) { dismissFeedbackSurvey(input: { locale: $locale }) { survey { id offered reason } error { reason } } }';
const EXPERIMENT = '{ viewer { firstName experiment(name: SAMPLE_TEST) { name variant assigned } } }';
const EXPOSURE = 'mutation { recordExperimentExposure(input: { name: SAMPLE_TEST }) { exposure { name variant recordedAt } error { reason message } } }';
const TRACK = 'mutation { trackAnalyticsEvent(input: { event: PHOTO_LIBRARY_IMPORT_FINISHED }) { trackedAt error { reason } } }';

describe('Viewer.feedbackSurvey', () => {
  it('is offered in a survey locale with analytics consent: one call to the feedback service', async () => {
    const { feedbackSurvey } = (await run(SURVEY, { locale: 'nl-BE' })).viewer;
    expect(feedbackSurvey).toEqual({ id: surveyId(LOTTE_ID, 'nl-BE'), locale: 'nl-BE', offered: true, reason: null, respondedAt: null });
    expect(fake.analyticsCalls()).toEqual(['GET /feedback-api/v1/surveys/me']);
    expect(fake.state.calls[1]).toMatchObject({ owner: LOTTE_ID });
  });

  it('is not offered in a locale that is not surveyed (de-DE), asking no service at all', async () => {
    for (const who of ['lotte', 'ruben'] as const) {
      expect((await run(SURVEY, { locale: 'de-DE' }, who)).viewer.feedbackSurvey).toMatchObject({ offered: false, reason: 'LOCALE_NOT_SURVEYED' });
    }
    expect(fake.state.calls).toEqual([]);
  });

  it('is not offered without analytics consent (00 or 01), and the feedback service is not asked', async () => {
    fake.state.consent.set(JONAS_ID, '01');
    for (const who of ['ruben', 'jonas'] as const) {
      expect((await run(SURVEY, { locale: 'nl-BE' }, who)).viewer.feedbackSurvey).toMatchObject({ offered: false, reason: 'NO_ANALYTICS_CONSENT' });
    }
    expect(fake.analyticsCalls()).toEqual([]);
  });

  it('refuses a locale that is not a brand site\'s with BAD_USER_INPUT before any call', async () => {
    for (const locale of ['xx-XX', 'nl', '', 'nl-be', 'x'.repeat(11)]) {
      const body = await ask(SURVEY, { locale });
      expect(body.errors?.[0]?.extensions?.code, locale).toBe('BAD_USER_INPUT');
    }
    expect(fake.state.calls).toEqual([]);
  });

  it('an outage of the feedback or customer service nulls only the survey', async () => {
    for (const outage of ['feedback', 'customer'] as const) {
      fake.state.down.add(outage);
      const body = await ask(SURVEY, { locale: 'nl-BE' });
      expect(body.data?.viewer).toEqual({ firstName: 'Emma', feedbackSurvey: null });
      expect(body.errors?.[0]).toMatchObject({ path: ['viewer', 'feedbackSurvey'], extensions: { code: 'UPSTREAM_ERROR' } });
      fake.state.down.clear();
    }
  });

  it('node(id:) answers a survey to its customer only', async () => {
    const own = 'query($id: ID!) { node(id: $id) { id ... on FeedbackSurvey { offered locale } } }';
    expect((await run(own, { id: surveyId(LOTTE_ID, 'nl-BE') })).node).toEqual({ id: surveyId(LOTTE_ID, 'nl-BE'), offered: true, locale: 'nl-BE' });
    for (const id of [surveyId(JONAS_ID, 'nl-BE'), surveyId(LOTTE_ID, 'xx'), surveyId(`${LOTTE_ID}:x`, 'nl-BE'), surveyId('', 'nl-BE')]) {
      expect((await run(own, { id })).node, id).toBeNull();
    }
  });
});

describe('answerFeedbackSurvey and dismissFeedbackSurvey', () => {
  it('an answer is sent once and the survey answered again under its id; a second answer or a dismissal is SURVEY_NOT_OFFERED', async () => {
    const answered = (await run(ANSWER, { locale: 'nl-BE', rating: 5, comment: 'Mooie foto\'s!' })).answerFeedbackSurvey;
    expect(answered).toEqual({
      survey: { id: surveyId(LOTTE_ID, 'nl-BE'), offered: false, reason: 'ANSWERED', respondedAt: '2026-11-21T10:15:00.000Z' }, error: null, fieldErrors: [],
    });
    expect(fake.state.responses.get(LOTTE_ID)).toMatchObject({ kind: 'answered', locale: 'nl-BE', rating: 5, comment: 'Mooie foto\'s!' });
    const again = (await run(ANSWER, { locale: 'en-GB', rating: 1 })).answerFeedbackSurvey;
    expect(again).toMatchObject({ survey: { id: surveyId(LOTTE_ID, 'en-GB'), offered: false, reason: 'ANSWERED' }, error: { reason: 'SURVEY_NOT_OFFERED' } });
    expect((await run(DISMISS, { locale: 'nl-BE' })).dismissFeedbackSurvey).toMatchObject({ survey: { reason: 'ANSWERED' }, error: { reason: 'SURVEY_NOT_OFFERED' } });
    expect((await run(SURVEY, { locale: 'nl-BE' })).viewer.feedbackSurvey).toMatchObject({ offered: false, reason: 'ANSWERED' });
    expect(fake.state.responses.get(LOTTE_ID)?.rating).toBe(5);
  });

  it('a dismissal answers the survey again with DISMISSED; a blank comment is sent as none', async () => {
    expect((await run(DISMISS, { locale: 'nl-BE' }, 'jonas')).dismissFeedbackSurvey)
      .toEqual({ survey: { id: surveyId(JONAS_ID, 'nl-BE'), offered: false, reason: 'DISMISSED' }, error: null });
    expect(fake.state.responses.get(JONAS_ID)).toMatchObject({ kind: 'dismissed', rating: null });
    expect((await run(ANSWER, { locale: 'nl-BE', rating: 3, comment: '   ' })).answerFeedbackSurvey.error).toBeNull();
    expect(fake.state.responses.get(LOTTE_ID)?.comment).toBeNull();
  });

  it('checks the rating and the comment before sending: typed field errors, nothing sent', async () => {
    const fields = async (variables: Record<string, unknown>) => {
      const payload = (await run(ANSWER, { locale: 'nl-BE', ...variables })).answerFeedbackSurvey;
      expect(payload.survey).toBeNull();
      expect(payload.error.reason).toBe('INVALID_INPUT');
      return payload.fieldErrors.map((e: { field: string }) => e.field);
    };
    for (const rating of [0, 6, -3, 2147483647]) expect(await fields({ rating }), String(rating)).toEqual(['rating']);
    expect(await fields({ rating: 4, comment: 'x'.repeat(1001) })).toEqual(['comment']);
    expect(await fields({ rating: 9, comment: 'x'.repeat(1001) })).toEqual(['rating', 'comment']);
    expect(fake.state.calls).toEqual([]);
    // The service's own refusal is passed on as field errors too.
    expect(await fields({ rating: 4, comment: 'the service refuses this' })).toEqual(['comment']);
  });

  it('refuses huge comments and bad locales with BAD_USER_INPUT before any call', async () => {
    for (const variables of [{ locale: 'nl-BE', rating: 4, comment: 'x'.repeat(10_001) }, { locale: 'xx-XX', rating: 4 }, { locale: 'nl-BE', rating: 1.5 }]) {
      expect((await ask(ANSWER, variables)).errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    }
    expect((await ask(DISMISS, { locale: 'y'.repeat(11) })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fake.state.calls).toEqual([]);
  });

  it('without analytics consent both refuse with ANALYTICS_CONSENT_REQUIRED and send nothing', async () => {
    expect((await run(ANSWER, { locale: 'nl-BE', rating: 4 }, 'ruben')).answerFeedbackSurvey)
      .toMatchObject({ survey: null, error: { reason: 'ANALYTICS_CONSENT_REQUIRED' }, fieldErrors: [] });
    expect((await run(DISMISS, { locale: 'nl-BE' }, 'ruben')).dismissFeedbackSurvey).toEqual({ survey: null, error: { reason: 'ANALYTICS_CONSENT_REQUIRED' } });
    expect(fake.analyticsCalls()).toEqual([]);
    expect(fake.state.responses.size).toBe(0);
  });

  it('in a locale that is not surveyed both are SURVEY_NOT_OFFERED, sending nothing', async () => {
    expect((await run(ANSWER, { locale: 'de-DE', rating: 4 })).answerFeedbackSurvey)
      .toMatchObject({ survey: { offered: false, reason: 'LOCALE_NOT_SURVEYED' }, error: { reason: 'SURVEY_NOT_OFFERED' } });
    expect((await run(DISMISS, { locale: 'fr-BE' })).dismissFeedbackSurvey).toMatchObject({ error: { reason: 'SURVEY_NOT_OFFERED' } });
    expect(fake.analyticsCalls()).toEqual([]);
  });
});

describe('Viewer.experiment and recordExperimentExposure', () => {
  it("answers the testing tool's sticky variant with analytics consent", async () => {
    for (let n = 0; n < 2; n += 1) {
      expect((await run(EXPERIMENT)).viewer.experiment).toEqual({ name: 'SAMPLE_TEST', variant: 'A', assigned: true });
      expect((await run(EXPERIMENT, {}, 'jonas')).viewer.experiment).toEqual({ name: 'SAMPLE_TEST', variant: 'CONTROL', assigned: true });
    }
    expect(fake.analyticsCalls()).toEqual(Array(4).fill('POST /testing-api/v1/experiments/sample-test/offer'));
  });

  it('answers CONTROL without analytics consent, the testing tool not asked', async () => {
    fake.state.variants.set(RUBEN_ID, 'A');
    expect((await run(EXPERIMENT, {}, 'ruben')).viewer.experiment).toEqual({ name: 'SAMPLE_TEST', variant: 'CONTROL', assigned: false });
    expect(fake.analyticsCalls()).toEqual([]);
  });

  it('degrades to CONTROL, without an error, when the testing tool or the customer service fails', async () => {
    for (const outage of ['testing', 'customer'] as const) {
      fake.state.down.add(outage);
      const body = await ask(EXPERIMENT);
      expect(body.errors, outage).toBeUndefined();
      expect(body.data?.viewer.experiment).toEqual({ name: 'SAMPLE_TEST', variant: 'CONTROL', assigned: false });
      fake.state.down.clear();
    }
  });

  it('records an exposure with the stored variant; refuses without consent having sent nothing', async () => {
    expect((await run(EXPOSURE)).recordExperimentExposure).toEqual({ exposure: { name: 'SAMPLE_TEST', variant: 'A', recordedAt: '2026-11-21T10:16:00.000Z' }, error: null });
    expect(fake.state.exposures).toEqual([{ owner: LOTTE_ID, experiment: 'sample-test', variant: 'A' }]);
    const refused = (await run(EXPOSURE, {}, 'ruben')).recordExperimentExposure;
    expect(refused).toMatchObject({ exposure: null, error: { reason: 'ANALYTICS_CONSENT_REQUIRED' } });
    expect(fake.state.exposures).toHaveLength(1);
    expect((await ask('mutation { recordExperimentExposure(input: { name: OTHER_TEST }) { error { reason } } }')).errors?.[0]?.extensions?.code)
      .toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('trackAnalyticsEvent', () => {
  it('sends the import-finished event to the testing tool with analytics consent (10 or 11)', async () => {
    for (const who of ['lotte', 'jonas'] as const) {
      expect((await run(TRACK, {}, who)).trackAnalyticsEvent).toEqual({ trackedAt: '2026-11-21T10:17:00.000Z', error: null });
    }
    expect(fake.state.events).toEqual([
      { owner: LOTTE_ID, name: 'photo-library-import-finished' },
      { owner: JONAS_ID, name: 'photo-library-import-finished' },
    ]);
    expect(fake.analyticsCalls()).toEqual(Array(2).fill('POST /testing-api/v1/events'));
  });

  it('sends nothing without analytics consent (00 or 01): ANALYTICS_CONSENT_REQUIRED', async () => {
    fake.state.consent.set(JONAS_ID, '01');
    for (const who of ['ruben', 'jonas'] as const) {
      expect((await run(TRACK, {}, who)).trackAnalyticsEvent).toEqual({ trackedAt: null, error: { reason: 'ANALYTICS_CONSENT_REQUIRED' } });
    }
    expect(fake.state.events).toEqual([]);
    expect(fake.analyticsCalls()).toEqual([]);
  });
});

it('needs a token for every field and mutation', async () => {
  for (const [query, variables] of [[SURVEY, { locale: 'nl-BE' }], [ANSWER, { locale: 'nl-BE', rating: 4 }], [DISMISS, { locale: 'nl-BE' }],
    [EXPERIMENT, {}], [EXPOSURE, {}], [TRACK, {}]] as const) {
    expect((await ask(query, variables, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
  expect(fake.state.calls).toEqual([]);
});
