import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/feedback-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';

export type UpstreamSurvey = components['schemas']['Survey'];
export type UpstreamFieldError = components['schemas']['FieldError'];
type Refusal = { message?: string; fieldErrors?: UpstreamFieldError[]; survey?: UpstreamSurvey } | undefined;

/** An answer or dismissal: the survey after it, or why the service refused it (nothing was stored). */
export type SurveyChange =
  | { ok: true; survey: UpstreamSurvey }
  | { ok: false; refused: 'INVALID'; fieldErrors: UpstreamFieldError[]; message: string }
  | { ok: false; refused: 'NOT_OFFERED'; survey: UpstreamSurvey | null; message: string };

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

  const surveys = new DataLoader<string, UpstreamSurvey>((locales) => Promise.all(locales.map(async (locale) => {
    const { data } = await call('GET', SURVEY, () => client.GET(SURVEY, { params: { query: { locale } } }));
    return body(data, `GET ${SURVEY}`);
  })));

  const change = async (path: '/v1/surveys/me/answer' | '/v1/surveys/me/dismissal', run: () => Promise<{ data?: UpstreamSurvey; error?: unknown; response: Response }>) => {
    const { data, error, response } = await call('POST', path, run, [400, 409]);
    surveys.clearAll();
    const refusal = error as Refusal;
    if (response.status === 400) {
      return { ok: false, refused: 'INVALID', fieldErrors: refusal?.fieldErrors ?? [], message: refusal?.message ?? 'Some fields are not valid.' } as const;
    }
    if (response.status === 409) {
      return { ok: false, refused: 'NOT_OFFERED', survey: refusal?.survey ?? null, message: refusal?.message ?? 'The survey is not offered.' } as const;
    }
    return { ok: true, survey: body(data, `POST ${path}`) } as const;
  };

  return {
    survey: (locale) => surveys.load(locale),
    answer: (answer) => change('/v1/surveys/me/answer', () => client.POST('/v1/surveys/me/answer', { body: answer })),
    dismiss: (locale) => change('/v1/surveys/me/dismissal', () => client.POST('/v1/surveys/me/dismissal', { body: { locale } })),
    clearCaches: () => surveys.clearAll(),
  };
}
