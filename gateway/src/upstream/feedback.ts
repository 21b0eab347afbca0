import type { components, paths } from '@my-account/services/contracts/feedback-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { accepted, refused, type Refusable } from './refusal';

export type UpstreamSurvey = components['schemas']['Survey'];

/** An answer or dismissal: the survey after it, or why the service refused it (nothing was stored) with the survey's state. */
export type SurveyChange = Refusable<UpstreamSurvey, 'INVALID' | 'NOT_OFFERED', { survey: UpstreamSurvey | null }>;

export interface FeedbackApi {
  /** GET /v1/surveys/me?locale: the token owner's survey state on a site of `locale`; once per locale per request. */
  survey(locale: string): Promise<UpstreamSurvey>;
  /** POST /v1/surveys/me/answer; 400 → INVALID with the field errors, 409 → NOT_OFFERED with the survey's state. */
  answer(answer: { locale: string; rating: number; comment: string | null }): Promise<SurveyChange>;
  /** POST /v1/surveys/me/dismissal; 409 → NOT_OFFERED with the survey's state. */
  dismiss(locale: string): Promise<SurveyChange>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

/**
 * The feedback service. It answers only for the token's owner (`me`): there is no call that reads another customer's
 * survey or answer.
 */
export function createFeedbackApi(ctx: UpstreamContext): FeedbackApi {
  const service: ServiceInfo = { name: 'feedback', label: 'feedback service', baseUrl: ctx.config.feedbackApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Feedback API');
  const SURVEY = '/v1/surveys/me';

  const surveys = perKeyLoader(async (locale: string): Promise<UpstreamSurvey> => {
    const { data } = await call('GET', SURVEY, () => client.GET(SURVEY, { params: { query: { locale } } }));
    return body(data, `GET ${SURVEY}`);
  });

  const change = async (
    path: '/v1/surveys/me/answer' | '/v1/surveys/me/dismissal',
    run: () => Promise<{ data?: UpstreamSurvey; error?: unknown; response: Response }>,
  ): Promise<SurveyChange> => {
    const { data, error, response } = await call('POST', path, run, [400, 409]);
    surveys.clearAll();
    const survey = (error as { survey?: UpstreamSurvey } | undefined)?.survey ?? null;
    if (response.status === 400) return { ...refused('INVALID', error, 'Some fields are not valid.'), survey };
    if (response.status === 409) return { ...refused('NOT_OFFERED', error, 'The survey is not offered.'), survey };
    return accepted(body(data, `POST ${path}`));
  };

  return {
    survey: (locale) => surveys.load(locale),
    answer: (answer) => change('/v1/surveys/me/answer', () => client.POST('/v1/surveys/me/answer', { body: answer })),
    dismiss: (locale) => change('/v1/surveys/me/dismissal', () => client.POST('/v1/surveys/me/dismissal', { body: { locale } })),
    clearCaches: () => surveys.clearAll(),
  };
}
