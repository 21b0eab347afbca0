import type { components, paths } from '@my-account/services/contracts/voucher-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';

export type VoucherOffer = components['schemas']['Offer'];

export interface VoucherApi {
  /**
   * The offer behind a voucher code (GET /api/v1/campaigns/offers/{code}); null when the voucher is not found (404).
   * No batch endpoint upstream: the per-request DataLoader calls once per distinct code (codes are case-insensitive).
   */
  offer(code: string): Promise<VoucherOffer | null>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

export function createVoucherApi(ctx: UpstreamContext): VoucherApi {
  const service: ServiceInfo = { name: 'voucher', label: 'voucher service', baseUrl: ctx.config.voucherApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Voucher API');
  const byCode = perKeyLoader(async (code: string): Promise<VoucherOffer | null> => {
    const { data, response } = await call('GET', '/api/v1/campaigns/offers/{code}', () =>
      client.GET('/api/v1/campaigns/offers/{code}', { params: { path: { code } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /api/v1/campaigns/offers/{code}');
  }, { cacheKeyFn: (code) => code.toUpperCase() });
  return { offer: (code) => byCode.load(code), clearCaches: () => void byCode.clearAll() };
}
