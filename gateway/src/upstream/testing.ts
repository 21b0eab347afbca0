import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/testing-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';

export type UpstreamOffer = components['schemas']['Offer'];
export type UpstreamExposure = components['schemas']['Exposure'];
export type UpstreamVariant = components['schemas']['Variant'];
export type UpstreamEvent = components['schemas']['Event'];
export type UpstreamEventName = components['schemas']['EventName'];

export interface TestingApi {
  /** POST /v1/experiments/{experiment}/offer: the token owner's sticky variant; once per experiment per request. */
  offer(experiment: string): Promise<UpstreamOffer>;
  /** POST /v1/experiments/{experiment}/exposures: records that the customer was shown their variant now. */
  recordExposure(experiment: string): Promise<UpstreamExposure>;
  /** POST /v1/events: records that a tracked event happened to the customer now. */
  trackEvent(name: UpstreamEventName): Promise<UpstreamEvent>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

/** The A/B testing tool. It assigns and records for the token's owner only; an unknown experiment is a 404. */
export function createTestingApi(ctx: UpstreamContext): TestingApi {
  const service: ServiceInfo = { name: 'testing', label: 'testing tool', baseUrl: ctx.config.testingApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Testing API');
  const OFFER = '/v1/experiments/{experiment}/offer';
  const EXPOSURES = '/v1/experiments/{experiment}/exposures';

  const offers = new DataLoader<string, UpstreamOffer>((names) => Promise.all(names.map(async (experiment) => {
    const { data } = await call('POST', OFFER, () => client.POST(OFFER, { params: { path: { experiment } } }));
    return body(data, `POST ${OFFER}`);
  })));

  return {
    offer: (experiment) => offers.load(experiment),
    async recordExposure(experiment) {
      const { data } = await call('POST', EXPOSURES, () => client.POST(EXPOSURES, { params: { path: { experiment } } }));
      return body(data, `POST ${EXPOSURES}`);
    },
    async trackEvent(name) {
      const { data } = await call('POST', '/v1/events', () => client.POST('/v1/events', { body: { name } }));
      return body(data, 'POST /v1/events');
    },
    clearCaches: () => offers.clearAll(),
  };
}
