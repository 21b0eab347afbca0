import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/widget-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { accepted, refused, type Refusable } from './refusal';

export type UpstreamWidget = components['schemas']['Widget'];

/** Super order codes per GET /v1/widget/all?orderCodes= (1-100). */
export const WIDGETS_BATCH_SIZE = 100;

/** What a share by e-mail sends, in plain text (`share` base64-encodes each query value, as the service expects). */
export interface WidgetShare {
  vendorId: string;
  fromName: string;
  toEmailAddress: string;
  personalMessage?: string | null;
}

/** PUT /v1/widget/{code}/share: sent, or why not. */
export type ShareResult = Refusable<true, 'INVALID' | 'NOT_READY' | 'BLOCKED' | 'NO_WIDGET' | 'TOO_MANY_REQUESTS'>;

/** DELETE /v1/widget/{code}: taken down, or why not (the service's 401: no online version of the customer's). */
export type RemoveResult = Refusable<true, 'NO_WIDGET'>;

export interface WidgetApi {
  /**
   * The widgets (online versions) of a super order's photo books by product code, batched per request (GET
   * /v1/widget/all?orderCodes=); an order without any is an empty map, and so is a 401 (the service's "none").
   */
  widgetsOf(orderCode: string): Promise<ReadonlyMap<string, UpstreamWidget>>;
  /** One product's widget (GET /v1/widget/{code}, per-request loader); null when it has none (401, the service's "none"). */
  widget(productCode: string): Promise<UpstreamWidget | null>;
  /** DELETE /v1/widget/{code}: takes the online version down; a 401 (none of the customer's) is a result. */
  remove(productCode: string): Promise<RemoveResult>;
  /** POST /v1/widget/{code}: the widget, REQUESTED (or as it was); null when the product is no photo book of the customer's. */
  request(productCode: string): Promise<UpstreamWidget | null>;
  /** PUT /v1/widget/{code}/share with base64 query values; refusals (400, 401, 409, 429: the share limits) are results. */
  share(productCode: string, share: WidgetShare): Promise<ShareResult>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export function createWidgetApi(ctx: UpstreamContext): WidgetApi {
  const service: ServiceInfo = { name: 'widget', label: 'widget service', baseUrl: ctx.config.widgetApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Widget API');
  const byOrder = new DataLoader<string, ReadonlyMap<string, UpstreamWidget>>(async (codes) => {
    const { data, response } = await call('GET', '/v1/widget/all?orderCodes=', () =>
      client.GET('/v1/widget/all', { params: { query: { orderCodes: codes.join(',') } } }), [401]);
    const widgets = response.status === 401 ? [] : body(data, 'GET /v1/widget/all').items;
    return codes.map((code) => new Map(widgets.filter((w) => w.orderCode === code).map((w) => [w.productCode, w])));
  }, { maxBatchSize: WIDGETS_BATCH_SIZE });
  const byCode = perKeyLoader(async (code: string) => {
    const { data, response } = await call('GET', '/v1/widget/{code}', () =>
      client.GET('/v1/widget/{code}', { params: { path: { code } } }), [401]);
    return response.status === 401 ? null : body(data, 'GET /v1/widget/{code}');
  });
  const clearAll = () => {
    byOrder.clearAll();
    byCode.clearAll();
  };

  return {
    widgetsOf: (orderCode) => byOrder.load(orderCode),
    widget: (code) => byCode.load(code),
    async remove(code) {
      const { error, response } = await call('DELETE', '/v1/widget/{code}', () =>
        client.DELETE('/v1/widget/{code}', { params: { path: { code } } }), [401]);
      clearAll();
      return response.status === 401 ? refused('NO_WIDGET', error, 'No online version for this product.') : accepted(true);
    },
    async request(code) {
      const { data, response } = await call('POST', '/v1/widget/{code}', () =>
        client.POST('/v1/widget/{code}', { params: { path: { code } } }), [401, 404]);
      clearAll();
      return response.ok ? body(data, 'POST /v1/widget/{code}') : null;
    },
    async share(code, { vendorId, fromName, toEmailAddress, personalMessage }) {
      const query = {
        vendorId: base64(vendorId), fromName: base64(fromName), toEmailAddress: base64(toEmailAddress),
        ...(personalMessage ? { personalMessage: base64(personalMessage) } : {}),
      };
      const { error, response } = await call('PUT', '/v1/widget/{code}/share', () =>
        client.PUT('/v1/widget/{code}/share', { params: { path: { code }, query } }), [400, 401, 404, 409, 429]);
      clearAll();
      const why = `refused (${response.status})`;
      if (response.status === 400) return refused('INVALID', error, why);
      if (response.status === 401 || response.status === 404) return refused('NO_WIDGET', error, why);
      if (response.status === 429) return refused('TOO_MANY_REQUESTS', error, why);
      if (response.status === 409) return refused((error as { code?: string } | undefined)?.code === 'BLOCKED' ? 'BLOCKED' : 'NOT_READY', error, why);
      return accepted(true);
    },
    clearCaches: clearAll,
  };
}
