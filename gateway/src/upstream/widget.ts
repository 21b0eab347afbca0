import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/widget-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
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
export type ShareResult = Refusable<true, 'INVALID' | 'NOT_READY' | 'BLOCKED' | 'NO_WIDGET'>;

export interface WidgetApi {
  /**
   * The widgets (online versions) of a super order's photo books by product code, batched per request (GET
   * /v1/widget/all?orderCodes=); an order without any is an empty map, and so is a 401 (the service's "none").
   */
  widgetsOf(orderCode: string): Promise<ReadonlyMap<string, UpstreamWidget>>;
  /** POST /v1/widget/{code}: the widget, REQUESTED (or as it was); null when the product is no photo book of the customer's. */
  request(productCode: string): Promise<UpstreamWidget | null>;
  /** PUT /v1/widget/{code}/share with base64 query values; refusals (400, 401, 409) are results. */
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

  return {
    widgetsOf: (orderCode) => byOrder.load(orderCode),
    async request(code) {
      const { data, response } = await call('POST', '/v1/widget/{code}', () =>
        client.POST('/v1/widget/{code}', { params: { path: { code } } }), [401, 404]);
      byOrder.clearAll();
      return response.ok ? body(data, 'POST /v1/widget/{code}') : null;
    },
    async share(code, { vendorId, fromName, toEmailAddress, personalMessage }) {
      const query = {
        vendorId: base64(vendorId), fromName: base64(fromName), toEmailAddress: base64(toEmailAddress),
        ...(personalMessage ? { personalMessage: base64(personalMessage) } : {}),
      };
      const { error, response } = await call('PUT', '/v1/widget/{code}/share', () =>
        client.PUT('/v1/widget/{code}/share', { params: { path: { code }, query } }), [400, 401, 404, 409]);
      byOrder.clearAll();
      const why = `refused (${response.status})`;
      if (response.status === 400) return refused('INVALID', error, why);
      if (response.status === 401 || response.status === 404) return refused('NO_WIDGET', error, why);
      if (response.status === 409) return refused((error as { code?: string } | undefined)?.code === 'BLOCKED' ? 'BLOCKED' : 'NOT_READY', error, why);
      return accepted(true);
    },
    clearCaches: () => void byOrder.clearAll(),
  };
}
