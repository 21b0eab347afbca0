import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/order-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { perKeyLoader } from './perKey';
import { accepted, refused, type Refusable } from './refusal';

export type UpstreamSuperOrder = components['schemas']['SuperOrder'];
export type UpstreamOrder = components['schemas']['Order'];
export type RawOrderStatus = components['schemas']['RawOrderStatus'];
export type UpstreamDeliveryDates = components['schemas']['DeliveryDates'];
export type UpstreamReorderStatus = components['schemas']['ReorderStatus'];
export type AddressInput = components['schemas']['AddressInput'];

/** Super orders per GET /v2/superorders/me (the spec's batches of 100). */
export const ORDER_BATCH_SIZE = 100;

/** One page of GET /orders/byAccount/{accountId}: the inner orders of the page and how many there are in all. */
export interface AccountOrderPage {
  items: UpstreamOrder[];
  total: number;
}

/** PUT /v1/superorders/{code}/deliveryAddress: the changed super order, or why nothing changed. */
export type AddressChange = Refusable<UpstreamSuperOrder, 'INVALID' | 'TOO_LATE' | 'NOT_HOME_DELIVERY' | 'NOT_FOUND'>;

/** POST /reorder/direct: the shop URL of the new basket, or why not. */
export type ReorderResult = Refusable<{ shopUrl: string }, 'UNAVAILABLE' | 'NOT_FOUND'>;

/** POST /v1/Orders/{code}/voucher/refresh: the voucher product read afresh, or NOT_FOUND (not the customer's, or no voucher). */
export type VoucherRefresh = Refusable<UpstreamOrder, 'NOT_FOUND'>;

export interface OrderApi {
  /** Every super order of the customer (OrderState=notExpired), newest first, read page after page (100 each) to the end; once per request. */
  superOrders(): Promise<UpstreamSuperOrder[]>;
  /** One super order by code (GET /v1/superorders/{code}, per-request DataLoader); null when unknown or not the customer's. */
  superOrder(code: string): Promise<UpstreamSuperOrder | null>;
  /** One inner order (a product) by code (GET /v1/Orders/{code}, per-request DataLoader); null when unknown or foreign. */
  order(code: string): Promise<UpstreamOrder | null>;
  /** The delivery window of a super order (GET /OrderDeliveryDates/{orderId}, per-request loader); null when none (404). */
  deliveryDates(code: string): Promise<UpstreamDeliveryDates | null>;
  /** The reorder status of a super order (GET /reorder/status/{orderId}, per-request loader); null when unknown (404). */
  reorderStatus(code: string): Promise<UpstreamReorderStatus | null>;
  /** Whether a super order is blocked (GET /v1/blockedorders/{id}, one call per order, deduplicated); false on 404. */
  isBlocked(code: string): Promise<boolean>;
  /** PUT /v1/superorders/{code}/deliveryAddress; refusals (400, 404, 409) are results. */
  changeDeliveryAddress(code: string, address: AddressInput): Promise<AddressChange>;
  /** POST /reorder/direct?OrderCode=; refusals (404, 409) are results. */
  reorder(code: string): Promise<ReorderResult>;
  /** POST /v1/Orders/{code}/voucher/refresh (the e-voucher of a voucher product, issued once paid); a 404 is a result. */
  refreshVoucher(code: string): Promise<VoucherRefresh>;
  /**
   * One page of the account's inner orders of the named articles, newest first (GET /orders/byAccount/{accountId}
   * ?articleNames&offset&limit; the service answers only the token owner's account). Each order is kept for `order(code)`.
   */
  ordersByAccount(accountId: string, articleNames: readonly string[], offset: number, limit: number): Promise<AccountOrderPage>;
  /** Forgets everything cached for this request (after a mutation, so payloads re-read fresh data). */
  clearCaches(): void;
}

export function createOrderApi(ctx: UpstreamContext): OrderApi {
  const service: ServiceInfo = { name: 'order', label: 'order service', baseUrl: ctx.config.orderApiUrl };
  const { client, repeating, call, body } = upstreamService<paths>(service, ctx, 'Order API');

  // The batches are read on every orders request, nearly always unchanged: not parsed again when they are.
  const page = async (offset: number) => body((await call('GET', '/v2/superorders/me', () => repeating().GET('/v2/superorders/me', {
    params: { query: { Offset: offset, Limit: ORDER_BATCH_SIZE, OrderState: 'notExpired' } },
  }))).data, 'GET /v2/superorders/me');
  const superOrderByCode = perKeyLoader(async (code: string) => {
    const { data, response } = await call('GET', '/v1/superorders/{code}', () =>
      client.GET('/v1/superorders/{code}', { params: { path: { code } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /v1/superorders/{code}');
  });
  // Page after page (Limit 100) until the list is exhausted: an empty page, or `total` reached. Each next offset
  // counts what the pages held, so a service answering shorter pages than asked loses nothing.
  const all = new DataLoader<'me', UpstreamSuperOrder[]>(async (keys) => {
    const orders: UpstreamSuperOrder[] = [];
    for (let next = await page(0); ; next = await page(orders.length)) {
      orders.push(...next.items);
      if (next.items.length === 0 || orders.length >= next.total) break;
    }
    for (const order of orders) superOrderByCode.prime(order.superOrderCode, order);
    return keys.map(() => orders);
  });
  const orderByCode = perKeyLoader(async (code: string) => {
    const { data, response } = await call('GET', '/v1/Orders/{code}', () =>
      client.GET('/v1/Orders/{code}', { params: { path: { code } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /v1/Orders/{code}');
  });
  const deliveryDates = perKeyLoader(async (orderId: string) => {
    const { data, response } = await call('GET', '/OrderDeliveryDates/{orderId}', () =>
      client.GET('/OrderDeliveryDates/{orderId}', { params: { path: { orderId } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /OrderDeliveryDates/{orderId}');
  });
  const reorderStatus = perKeyLoader(async (orderId: string) => {
    const { data, response } = await call('GET', '/reorder/status/{orderId}', () =>
      client.GET('/reorder/status/{orderId}', { params: { path: { orderId } } }), [404]);
    return response.status === 404 ? null : body(data, 'GET /reorder/status/{orderId}');
  });
  const blocked = perKeyLoader(async (id: string) => {
    const { data, response } = await call('GET', '/v1/blockedorders/{id}', () =>
      client.GET('/v1/blockedorders/{id}', { params: { path: { id } } }), [404]);
    return response.status === 404 ? false : body(data, 'GET /v1/blockedorders/{id}').blocked;
  });
  const loaders = [all, superOrderByCode, orderByCode, deliveryDates, reorderStatus, blocked];

  return {
    superOrders: () => all.load('me'),
    superOrder: (code) => superOrderByCode.load(code),
    order: (code) => orderByCode.load(code),
    deliveryDates: (code) => deliveryDates.load(code),
    reorderStatus: (code) => reorderStatus.load(code),
    isBlocked: (code) => blocked.load(code),
    async changeDeliveryAddress(code, address) {
      const { data, error, response } = await call('PUT', '/v1/superorders/{code}/deliveryAddress', () =>
        client.PUT('/v1/superorders/{code}/deliveryAddress', { params: { path: { code } }, body: address }), [400, 404, 409]);
      if (response.status === 400) return refused('INVALID', error, 'The address is not valid.');
      if (response.status === 404) return refused('NOT_FOUND', error, 'Order not found');
      if (response.status === 409) {
        const reason = (error as { code?: string } | undefined)?.code === 'NOT_HOME_DELIVERY' ? 'NOT_HOME_DELIVERY' : 'TOO_LATE';
        return refused(reason, error, 'The delivery address can no longer be changed.');
      }
      return accepted(body(data, 'PUT /v1/superorders/{code}/deliveryAddress'));
    },
    async reorder(code) {
      const { data, error, response } = await call('POST', '/reorder/direct', () =>
        client.POST('/reorder/direct', { params: { query: { OrderCode: code } } }), [404, 409]);
      if (response.status === 404) return refused('NOT_FOUND', error, 'Order not found');
      if (response.status === 409) return refused('UNAVAILABLE', error, 'This order cannot be ordered again.');
      return accepted({ shopUrl: body(data, 'POST /reorder/direct').ShopUrl });
    },
    async refreshVoucher(code) {
      const { data, error, response } = await call('POST', '/v1/Orders/{code}/voucher/refresh', () =>
        client.POST('/v1/Orders/{code}/voucher/refresh', { params: { path: { code } } }), [404]);
      if (response.status === 404) return refused('NOT_FOUND', error, 'No such voucher product.');
      return accepted(body(data, 'POST /v1/Orders/{code}/voucher/refresh'));
    },
    async ordersByAccount(accountId, articleNames, offset, limit) {
      const { data } = await call('GET', '/orders/byAccount/{accountId}', () => client.GET('/orders/byAccount/{accountId}', {
        params: { path: { accountId }, query: { articleNames: articleNames.join(','), offset, limit } },
      }));
      const page = body(data, 'GET /orders/byAccount/{accountId}');
      for (const order of page.items) orderByCode.prime(order.orderCode, order);
      return page;
    },
    clearCaches() {
      for (const loader of loaders) loader.clearAll();
    },
  };
}
