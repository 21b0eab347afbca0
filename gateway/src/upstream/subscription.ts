import type { paths } from '@my-account/services/contracts/subscription-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { accepted, refused, type Refusable } from './refusal';

/** The double opt-in confirmation: subscribed, or refused (404 unknown/tampered/another address's token, 410 expired). */
export type SubscriptionConfirmation = Refusable<{ email: string; subscribedAt: string }, 'INVALID_TOKEN'>;

export interface SubscriptionApi {
  /** POST /api/v1/Profiles/{email}/subscription/confirm/{token}: no authentication; confirming again is a 200. */
  confirm(email: string, token: string): Promise<SubscriptionConfirmation>;
}

export function createSubscriptionApi(ctx: UpstreamContext): SubscriptionApi {
  const service: ServiceInfo = { name: 'subscription', label: 'subscription service', baseUrl: ctx.config.subscriptionApiUrl };
  // No authentication: the customer's bearer token is not the subscription service's business.
  const { client, call, body } = upstreamService<paths>(service, { ...ctx, token: null }, 'Subscription API');
  return {
    async confirm(email, token) {
      const route = '/api/v1/Profiles/{email}/subscription/confirm/{token}';
      const { data, error, response } = await call('POST', route, () =>
        client.POST(route, { params: { path: { email, token } } }), [404, 410]);
      if (!response.ok) return refused('INVALID_TOKEN', error, 'The confirmation link is not valid.');
      const confirmed = body(data, `POST ${route}`);
      return accepted({ email: confirmed.email, subscribedAt: confirmed.subscribedAt });
    },
  };
}
