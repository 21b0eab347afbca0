import type { paths } from '@my-account/services/contracts/auth-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';

/** A sign-in identity: the token's `idp_type` and `idp_sub` claims (or the ones a confirmation token names). */
export interface Identity {
  idpType: string;
  idpSub: string;
}

export type AuthFieldError = { field: string; message: string };
type Refusal = { message?: string; code?: string; fieldErrors?: AuthFieldError[] } | undefined;

/** A request that e-mails a confirmation link: when the link stops working, or why nothing was sent. */
export type ConfirmationRequest =
  | { ok: true; expiresAt: string }
  | { ok: false; refused: 'INVALID'; code: string | null; fieldErrors: AuthFieldError[]; message: string }
  | { ok: false; refused: 'EMAIL_IN_USE'; message: string }
  | { ok: false; refused: 'TOO_MANY_REQUESTS'; message: string };

/** A confirmation from an e-mailed link: done, or refused (404 unknown/used/another identity's, 410 expired, 409 in use). */
export type Confirmation<T> =
  | { ok: true; value: T }
  | { ok: false; refused: 'INVALID_TOKEN' | 'EMAIL_IN_USE'; message: string };

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

const messageOf = (error: unknown, fallback: string) => (error as Refusal)?.message ?? fallback;

function requestRefusal(status: number, error: unknown): Extract<ConfirmationRequest, { ok: false }> {
  const refusal = error as Refusal;
  if (status === 409) return { ok: false, refused: 'EMAIL_IN_USE', message: messageOf(error, 'This e-mail address is already in use.') };
  if (status === 429) return { ok: false, refused: 'TOO_MANY_REQUESTS', message: messageOf(error, 'Too many requests.') };
  return {
    ok: false, refused: 'INVALID', code: refusal?.code ?? null, fieldErrors: refusal?.fieldErrors ?? [],
    message: messageOf(error, 'The request is not valid.'),
  };
}

function confirmRefusal(status: number, error: unknown): Extract<Confirmation<never>, { ok: false }> {
  if (status === 409) return { ok: false, refused: 'EMAIL_IN_USE', message: messageOf(error, 'This e-mail address is already in use.') };
  return { ok: false, refused: 'INVALID_TOKEN', message: messageOf(error, 'The confirmation link is not valid.') };
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
      return { ok: true, expiresAt: body(data, `POST ${route}`).expiresAt };
    },
    async confirmEmailChange(identity, token) {
      const route = '/v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm';
      const { data, error, response } = await call('POST', route, () =>
        client.POST(route, { params: { path: { ...path(identity), token } } }), [404, 409, 410]);
      if (!response.ok) return confirmRefusal(response.status, error);
      return { ok: true, value: { email: body(data, `POST ${route}`).email } };
    },
    async requestAccountDeletion(identity, input) {
      const route = '/v2/identities/{idpType}/{idpSub}/deleteaccount';
      const { data, error, response } = await call('POST', route, () =>
        client.POST(route, { params: { path: path(identity) }, body: input }), [400, 429]);
      if (!response.ok) return requestRefusal(response.status, error);
      return { ok: true, expiresAt: body(data, `POST ${route}`).expiresAt };
    },
    async confirmAccountDeletion(identity, token) {
      const route = '/v2/identities/{idpType}/{idpSub}/deleteaccount/{token}/actions/confirm';
      const { error, response } = await call('POST', route, () =>
        client.POST(route, { params: { path: { ...path(identity), token } } }), [404, 410]);
      if (!response.ok) return confirmRefusal(response.status, error);
      return { ok: true, value: true };
    },
  };
}
