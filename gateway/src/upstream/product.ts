import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/product-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { pdfStream, type PdfStream } from './pdf';

export type UpstreamProduct = components['schemas']['Product'];
export type UpstreamMapPdf = components['schemas']['MapPdf'];

/** Product codes per GET /v1/Products?codes= (1-100). */
export const PRODUCTS_BATCH_SIZE = 100;

export interface ProductApi {
  /** A product's files by product code (the inner order code), batched per request; null when unknown or foreign. */
  product(code: string): Promise<UpstreamProduct | null>;
  /** GET /v1/Pdfs/me once per request: a business customer's map PDFs, newest first (a consumer: 403 → FORBIDDEN). */
  mapPdfs(): Promise<UpstreamMapPdf[]>;
  /** GET /v1/pdf/me/{code}: a map PDF as it arrives; null when unknown or another customer's (404). */
  mapPdf(code: string): Promise<PdfStream | null>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

export function createProductApi(ctx: UpstreamContext): ProductApi {
  const service: ServiceInfo = { name: 'product', label: 'product service', baseUrl: ctx.config.productApiUrl };
  const { client, streaming, call, body } = upstreamService<paths>(service, ctx, 'Product API');
  const byCode = new DataLoader<string, UpstreamProduct | null>(async (codes) => {
    const { data } = await call('GET', '/v1/Products?codes=', () =>
      client.GET('/v1/Products', { params: { query: { codes: codes.join(',') } } }));
    const found = new Map(body(data, 'GET /v1/Products').items.map((p) => [p.code, p]));
    return codes.map((code) => found.get(code) ?? null);
  }, { maxBatchSize: PRODUCTS_BATCH_SIZE });
  const maps = new DataLoader<'me', UpstreamMapPdf[]>(async (keys) => {
    const { data } = await call('GET', '/v1/Pdfs/me', () => client.GET('/v1/Pdfs/me'));
    const items = body(data, 'GET /v1/Pdfs/me').items;
    return keys.map(() => items);
  });
  return {
    product: (code) => byCode.load(code),
    mapPdfs: () => maps.load('me'),
    async mapPdf(code) {
      const { data, response } = await call('GET', '/v1/pdf/me/{code}', () =>
        streaming().GET('/v1/pdf/me/{code}', { params: { path: { code } }, parseAs: 'stream' }), [404]);
      return response.status === 404 ? null : pdfStream(data, response);
    },
    clearCaches: () => {
      byCode.clearAll();
      maps.clearAll();
    },
  };
}
