// The feedback service, the testing tool and the customer API's cookie consent as msw handlers over one state: survey
// responses (one per customer, final in every locale), sticky variants and exposures per customer, each customer's
// consent code. Every call is recorded; answers are only ever the token owner's, as the real services do.
import { http, HttpResponse } from 'msw';
import { ownerOf, refusal } from './fakeOrderService';
import { CUSTOMER_API, FEEDBACK_API, TESTING_API } from './helpers';

export const LOTTE_ID = 'acc-lotte';
export const JONAS_ID = 'acc-jonas';
export const RUBEN_ID = 'acc-ruben';

type Consent = '00' | '01' | '10' | '11';
type Variant = 'control' | 'A';
export type Outage = 'customer' | 'feedback' | 'testing';
export interface Call { method: string; path: string; owner: string | null; body?: unknown }

const SURVEY_LOCALES = ['en-GB', 'nl-NL', 'es-ES', 'fr-FR', 'nl-BE', 'de-AT', 'it-IT', 'da-DK', 'pt-PT', 'nb-NO', 'sv-SE'];

export function createFakeFeedbackServices() {
  const state = {
    consent: new Map<string, Consent>(),
    responses: new Map<string, { kind: 'answered' | 'dismissed'; locale: string; rating: number | null; comment: string | null; at: string }>(),
    variants: new Map<string, Variant>(),
    exposures: [] as { owner: string; experiment: string; variant: Variant }[],
    events: [] as { owner: string; name: unknown }[],
    down: new Set<Outage>(),
    calls: [] as Call[],
  };
  const reset = () => {
    state.consent = new Map([[LOTTE_ID, '10'], [JONAS_ID, '11'], [RUBEN_ID, '00']]);
    state.responses.clear();
    state.variants = new Map([[LOTTE_ID, 'A'], [JONAS_ID, 'control']]);
    state.exposures = [];
    state.events = [];
    state.down.clear();
    state.calls = [];
  };
  reset();

  type Seen = { url: URL; owner: string | null; body: Record<string, unknown> | undefined };
  const seen = async (request: Request): Promise<Seen> => {
    const url = new URL(request.url);
    const body = request.method === 'POST' && request.headers.get('content-type')?.includes('json') ? await request.clone().json() : undefined;
    const owner = ownerOf(request);
    state.calls.push({ method: request.method, path: url.pathname, owner, body });
    return { url, owner, body: body as Record<string, unknown> | undefined };
  };
  const surveyOf = (owner: string, locale: string) => {
    const response = state.responses.get(owner);
    if (response) return { locale, offered: false, reason: response.kind === 'answered' ? 'ANSWERED' : 'DISMISSED', respondedAt: response.at };
    if (!SURVEY_LOCALES.includes(locale)) return { locale, offered: false, reason: 'LOCALE_NOT_SURVEYED', respondedAt: null };
    return { locale, offered: true, reason: null, respondedAt: null };
  };
  const respond = (owner: string, locale: string, kind: 'answered' | 'dismissed', rating: number | null, comment: string | null) => {
    const before = surveyOf(owner, locale);
    if (!before.offered) return refusal(409, 'The survey was already answered or dismissed.', { code: 'SURVEY_NOT_OFFERED', survey: before });
    state.responses.set(owner, { kind, locale, rating, comment, at: '2026-11-21T10:15:00.000Z' });
    return HttpResponse.json(surveyOf(owner, locale), { status: 201 });
  };
  const variantOf = (owner: string) => {
    if (!state.variants.has(owner)) state.variants.set(owner, 'control');
    return state.variants.get(owner)!;
  };
  const guard = (service: Outage, run: (call: Seen & { owner: string }, params: Record<string, unknown>) => Response) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const call = await seen(request);
      if (state.down.has(service)) return refusal(500, 'secret-database-detail at db.internal:5432');
      if (!call.owner) return refusal(401, 'No token');
      return run({ ...call, owner: call.owner }, params);
    };
  const knownExperiment = (params: Record<string, unknown>) => params.experiment === 'sample-test';

  const handlers = [
    http.get(`${CUSTOMER_API}/customers/me/cookie-consent`, guard('customer', ({ owner }) => HttpResponse.json({ code: state.consent.get(owner) ?? '00' }))),
    http.get(`${FEEDBACK_API}/v1/surveys/me`, guard('feedback', ({ url, owner }) => HttpResponse.json(surveyOf(owner, url.searchParams.get('locale') ?? '')))),
    http.post(`${FEEDBACK_API}/v1/surveys/me/answer`, guard('feedback', ({ owner, body = {} }) => {
      const { locale, rating, comment } = body as { locale: string; rating: number; comment?: string | null };
      if (comment === 'the service refuses this') {
        return refusal(400, 'Some fields are not valid.', { code: 'INVALID_ANSWER', fieldErrors: [{ field: 'comment', message: 'Not this comment.' }] });
      }
      return respond(owner, locale, 'answered', rating, comment ?? null);
    })),
    http.post(`${FEEDBACK_API}/v1/surveys/me/dismissal`, guard('feedback', ({ owner, body = {} }) => respond(owner, String(body.locale), 'dismissed', null, null))),
    http.post(`${TESTING_API}/v1/experiments/:experiment/offer`, guard('testing', ({ owner }, params) => (knownExperiment(params)
      ? HttpResponse.json({ experiment: 'sample-test', variant: variantOf(owner), assignedAt: '2026-01-01T00:00:00.000Z' })
      : refusal(404, 'Unknown experiment', { code: 'UNKNOWN_EXPERIMENT' })))),
    http.post(`${TESTING_API}/v1/experiments/:experiment/exposures`, guard('testing', ({ owner }, params) => {
      if (!knownExperiment(params)) return refusal(404, 'Unknown experiment', { code: 'UNKNOWN_EXPERIMENT' });
      const exposure = { owner, experiment: 'sample-test', variant: variantOf(owner) };
      state.exposures.push(exposure);
      return HttpResponse.json({ id: `exp-${state.exposures.length}`, experiment: exposure.experiment, variant: exposure.variant,
        exposedAt: '2026-11-21T10:16:00.000Z' }, { status: 201 });
    })),
    http.post(`${TESTING_API}/v1/events`, guard('testing', ({ owner, body = {} }) => {
      state.events.push({ owner, name: body.name });
      return HttpResponse.json({ id: `event-${state.events.length}`, name: body.name, occurredAt: '2026-11-21T10:17:00.000Z' }, { status: 201 });
    })),
  ];

  /** The calls to the feedback service and the testing tool (not the consent reads), as `METHOD path`. */
  const analyticsCalls = () => state.calls.filter((c) => !c.path.startsWith('/customer-api')).map((c) => `${c.method} ${c.path}`);
  return { state, reset, handlers, analyticsCalls };
}
