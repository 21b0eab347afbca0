import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/product-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';

export type UpstreamProduct = components['schemas']['Product'];
export type UpstreamProductFile = components['schemas']['ProductFile'];

/** Product codes per GET /v1/Products?codes= (1-100). */
export const PRODUCTS_BATCH_SIZE = 100;

export interface ProductApi {
  /** A product's files by product code (the inner order code), batched per request; null when unknown or foreign. */
  product(code: string): Promise<UpstreamProduct | null>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

export function createProductApi(ctx: UpstreamContext): ProductApi {
  const service: ServiceInfo = { name: 'product', label: 'product service', baseUrl: ctx.config.productApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Product API');
  const byCode = new DataLoader<string, UpstreamProduct | null>(async (codes) => {
    const { data } = await call('GET', '/v1/Products?codes=', () =>
      client.GET('/v1/Products', { params: { query: { codes: codes.join(',') } } }));
    const found = new Map(body(data, 'GET /v1/Products').items.map((p) => [p.code, p]));
    return codes.map((code) => found.get(code) ?? null);
  }, { maxBatchSize: PRODUCTS_BATCH_SIZE });
  return { product: (code) => byCode.load(code), clearCaches: () => void byCode.clearAll() };
}
