import type { paths } from '@my-account/services/contracts/auth-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { accepted, refused, type Refusable, type Refused } from './refusal';

/** A sign-in identity: the token's `idp_type` and `idp_sub` claims (or the ones a confirmation token names). */
export interface Identity {
  idpType: string;
  idpSub: string;
}

/** A request that e-mails a confirmation link: when the link stops working, or why nothing was sent. */
export type ConfirmationRequest = Refusable<{ expiresAt: string }, 'INVALID' | 'EMAIL_IN_USE' | 'TOO_MANY_REQUESTS'>;

/** A confirmation from an e-mailed link: done, or refused (404 unknown/used/another identity's, 410 expired, 409 in use). */
export type Confirmation<T> = Refusable<T, 'INVALID_TOKEN' | 'EMAIL_IN_USE'>;

export interface AuthApi {
  /** POST v2/identities/{idpType}/{idpSub}/emailchanges; 400, 409 and 429 are results. */
  requestEmailChange(identity: Identity, input: { email: string; channel: string }): Promise<ConfirmationRequest>;
  /** POST …/emailchanges/{token}/actions/confirm (no bearer needed); the new sign-in e-mail. */
  confirmEmailChange(identity: Identity, token: string): Promise<Confirmation<{ email: string }>>;
  /** POST v2/identities/{idpType}/{idpSub}/deleteaccount; 400 and 429 are results. */
  requestAccountDeletion(identity: Identity, input: { channel: string }): Promise<ConfirmationRequest>;
  /** POST …/deleteaccount/{token}/actions/confirm (no bearer needed). */
  confirmAccountDeletion(identity: Identity, token: string): Promise<Confirmation<true>>;
}

function requestRefusal(status: number, error: unknown): Refused<'INVALID' | 'EMAIL_IN_USE' | 'TOO_MANY_REQUESTS'> {
  if (status === 409) return refused('EMAIL_IN_USE', error, 'This e-mail address is already in use.');
  if (status === 429) return refused('TOO_MANY_REQUESTS', error, 'Too many requests.');
  return refused('INVALID', error, 'The request is not valid.');
}

function confirmRefusal(status: number, error: unknown): Refused<'INVALID_TOKEN' | 'EMAIL_IN_USE'> {
  if (status === 409) return refused('EMAIL_IN_USE', error, 'This e-mail address is already in use.');
  return refused('INVALID_TOKEN', error, 'The confirmation link is not valid.');
}

export function createAuthApi(ctx: UpstreamContext): AuthApi {
  const service: ServiceInfo = { name: 'auth', label: 'auth service', baseUrl: ctx.config.authApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Auth API');
  const path = (identity: Identity) => ({ idpType: identity.idpType, idpSub: identity.idpSub });

  return {
    async requestEmailChange(identity, input) {
      const route = '/v2/identities/{idpType}/{idpSub}/emailchanges';
      const { data, error, response } = await call('POST', route, () =>
        client.POST(route, { params: { path: path(identity) }, body: input }), [400, 409, 429]);
      if (!response.ok) return requestRefusal(response.status, error);
      return accepted({ expiresAt: body(data, `POST ${route}`).expiresAt });
    },
    async confirmEmailChange(identity, token) {
      const route = '/v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm';
      const { data, error, response } = await call('POST', route, () =>
        client.POST(route, { params: { path: { ...path(identity), token } } }), [404, 409, 410]);
      if (!response.ok) return confirmRefusal(response.status, error);
      return accepted({ email: body(data, `POST ${route}`).email });
    },
    async requestAccountDeletion(identity, input) {
      const route = '/v2/identities/{idpType}/{idpSub}/deleteaccount';
      const { data, error, response } = await call('POST', route, () =>
        client.POST(route, { params: { path: path(identity) }, body: input }), [400, 429]);
      if (!response.ok) return requestRefusal(response.status, error);
      return accepted({ expiresAt: body(data, `POST ${route}`).expiresAt });
    },
    async confirmAccountDeletion(identity, token) {
      const route = '/v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm';
      const { error, response } = await call('POST', route, () =>
        client.POST(route, { params: { path: { ...path(identity), token } } }), [404, 410]);
      if (!response.ok) return confirmRefusal(response.status, error);
      return accepted(true);
    },
  };
}
