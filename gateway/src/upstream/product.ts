import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/product-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { pdfStream, type PdfStream } from './pdf';
import { perKeyLoader } from './perKey';

export type UpstreamProduct = components['schemas']['Product'];
export type UpstreamMapPdf = components['schemas']['MapPdf'];

export interface ProductApi {
  /** A product's files by product code, the inner order code (GET /v1/Products/{code}, per-request loader); null on 404. */
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
  const byCode = perKeyLoader(async (code: string): Promise<UpstreamProduct | null> => {
    const { data, response } = await call('GET', '/v1/Products/{code}', () =>
      client.GET('/v1/Products/{code}', { params: { path: { code } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /v1/Products/{code}');
  });
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
