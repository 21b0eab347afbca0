import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/cutoff-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';

export type UpstreamArticleGroup = components['schemas']['ArticleGroup'];
export type UpstreamCampaign = components['schemas']['Campaign'];
export type UpstreamCutOff = components['schemas']['CutOff'];

export interface CutoffApi {
  /** Every article group (GET /v1/ArticleGroup), once per request. */
  articleGroups(): Promise<UpstreamArticleGroup[]>;
  /** One campaign by name (GET /v1/Campaign/{name}, one call per name and request); null when there is none (404). */
  campaign(name: string): Promise<UpstreamCampaign | null>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

export function createCutoffApi(ctx: UpstreamContext): CutoffApi {
  const service: ServiceInfo = { name: 'cutoff', label: 'order cut-off service', baseUrl: ctx.config.cutoffApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Order cut-off API');
  const groups = new DataLoader<'all', UpstreamArticleGroup[]>(async (keys) => {
    const { data } = await call('GET', '/v1/ArticleGroup', () => client.GET('/v1/ArticleGroup'));
    const items = body(data, 'GET /v1/ArticleGroup').items;
    return keys.map(() => items);
  });
  const byName = perKeyLoader(async (name: string): Promise<UpstreamCampaign | null> => {
    const { data, response } = await call('GET', '/v1/Campaign/{name}', () =>
      client.GET('/v1/Campaign/{name}', { params: { path: { name } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /v1/Campaign/{name}');
  });
  return {
    articleGroups: () => groups.load('all'),
    campaign: (name) => byName.load(name),
    clearCaches() {
      groups.clearAll();
      byName.clearAll();
    },
  };
}
