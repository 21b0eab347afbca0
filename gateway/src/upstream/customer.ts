import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/customer-api';
import { callUpstream, createUpstreamClient, type ServiceInfo, type UpstreamContext } from './http';

export type Customer = components['schemas']['Customer'];

export interface CustomerApi {
  /** GET /customers/me, once per request (DataLoader); null when the account is deleted (404). */
  me(): Promise<Customer | null>;
  /** Forgets what this request cached. */
  clearCaches(): void;
}

export function createCustomerApi(ctx: UpstreamContext): CustomerApi {
  const service: ServiceInfo = { name: 'customer', label: 'customer service', baseUrl: ctx.config.customerApiUrl };
  const client = createUpstreamClient<paths>(service, ctx);
  const me = new DataLoader<'me', Customer | null>(async (keys) => {
    const result = await callUpstream(service, ctx, { method: 'GET', path: '/customers/me' },
      () => client.GET('/customers/me'), [404]);
    const customer = result.response.status === 404 ? null : (result.data ?? null);
    return keys.map(() => customer);
  });
  return { me: () => me.load('me'), clearCaches: () => void me.clearAll() };
}
