// The settings world as msw handlers over one state: the customer API v2 (personal details, address book, payment
// method, cookie consent), the auth service (e-mail changes and account deletion with e-mailed confirmation tokens
// `{idpType}.{idpSub}.{secret}`, 3 requests per identity and kind) and the subscription service. Every call is
// recorded; every answer is only ever the token owner's, as the real services do.
import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { UpstreamAddress, UpstreamAddressInput, UpstreamPaymentMethodType } from '../src/upstream/customer';
import { AUTH_API, CUSTOMER_API, SUBSCRIPTION_API } from './helpers';

export const EMMA_ID = 'acc-emma';
export const LUCAS_ID = 'acc-lucas';

export interface Call { method: string; path: string; authorization: string | null; body?: unknown }
export type Outage = 'customer' | 'auth' | 'subscription';

interface FakeCustomer {
  id: string; email: string; firstName: string; lastName: string; deleted: boolean;
  addresses: UpstreamAddress[]; method: UpstreamPaymentMethodType | null; consent: '00' | '01' | '10' | '11';
}
interface PendingToken { kind: 'email' | 'delete'; sub: string; email?: string; expired: boolean; used: boolean }

const METHODS: Record<string, UpstreamPaymentMethodType[]> = {
  NL: ['IDEAL', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'],
  GB: ['CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'],
};
const address = (id: string, over: Partial<UpstreamAddress> = {}): UpstreamAddress => ({
  id, firstName: 'Emma', lastName: 'Janssen', company: null, streetName: 'Keizersgracht', streetNumber: '1', addition: null,
  postalCode: '1015 CJ', city: 'Amsterdam', countryCode: 'NL', phone: null, isDefault: false, ...over,
});

const claimsOf = (request: Request) => {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string; idp_type?: string; idp_sub?: string };
  } catch {
    return null;
  }
};
const refusal = (status: number, message: string, extra: Record<string, unknown> = {}) => HttpResponse.json({ message, ...extra }, { status });
const NAME = /^[^<>;\p{Cc}]{1,100}$/u;

function addressErrors(a: UpstreamAddressInput) {
  return [
    ...(a.streetName.trim() ? [] : [{ field: 'streetName', message: 'Street name must be valid' }]),
    ...(/\d/.test(a.streetNumber) ? [] : [{ field: 'streetNumber', message: 'Street number must be valid' }]),
    ...(/\d/.test(a.postalCode) ? [] : [{ field: 'postalCode', message: 'Postal Code must be valid' }]),
    ...(a.phone && !/^\+?[\d ]{6,}$/.test(a.phone) ? [{ field: 'phone', message: 'Phone number must be valid' }] : []),
  ];
}

export function createFakeSettingsServices() {
  const state = {
    customers: new Map<string, FakeCustomer>(),
    tokens: new Map<string, PendingToken>(),
    requests: new Map<string, number>(),
    subscriptions: new Map<string, { token: string; subscribed: boolean }>(),
    down: new Set<Outage>(),
    calls: [] as Call[],
    nextId: 1,
  };
  const reset = () => {
    state.customers = new Map([
      [EMMA_ID, { id: EMMA_ID, email: 'emma@example.com', firstName: 'Emma', lastName: 'Janssen', deleted: false, method: null, consent: '10',
        addresses: [address('addr-emma-1', { isDefault: true }), address('addr-emma-2', { streetName: 'Prinsengracht', streetNumber: '263' }),
          address('addr-emma-3', { streetName: 'Herengracht', streetNumber: '5' })] }],
      [LUCAS_ID, { id: LUCAS_ID, email: 'lucas@example.com', firstName: 'Lucas', lastName: 'Meyer', deleted: false, method: 'PAYPAL', consent: '00',
        addresses: [address('addr-lucas-1', { firstName: 'Lucas', lastName: 'Meyer', countryCode: 'GB', isDefault: true })] }],
    ]);
    state.tokens = new Map();
    state.requests = new Map();
    state.subscriptions = new Map([['emma@example.com', { token: 'sub-token-emma-0123456789', subscribed: false }]]);
    state.down = new Set();
    state.calls = [];
    state.nextId = 1;
  };
  reset();

  /** Records the call; answers the token owner's record (null without a token or for a deleted account). */
  const seen = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json().catch(() => undefined);
    state.calls.push({ method: request.method, path: url.pathname, authorization: request.headers.get('authorization'), body });
    const claims = claimsOf(request);
    const customer = claims?.sub ? state.customers.get(claims.sub) : undefined;
    return { claims, customer: customer && !customer.deleted ? customer : null };
  };
  const sortBook = (c: FakeCustomer) => c.addresses.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const setDefault = (c: FakeCustomer, id: string) => {
    for (const a of c.addresses) a.isDefault = a.id === id;
  };
  const country = (c: FakeCustomer) => c.addresses.find((a) => a.isDefault)?.countryCode ?? 'GB';
  const payment = (c: FakeCustomer) => ({ method: c.method, available: METHODS[country(c)] ?? METHODS.GB! });
  const customerHandler = <P>(run: (c: FakeCustomer, request: Request, params: P) => Promise<Response> | Response) =>
    async ({ request, params }: { request: Request; params: P }) => {
      const { customer } = await seen(request);
      if (state.down.has('customer')) return refusal(500, 'boom');
      if (!request.headers.get('authorization')) return refusal(401, 'No token');
      return customer ? run(customer, request, params) : refusal(404, 'Account deleted');
    };

  /** An identity's request: bearer of that identity (403 otherwise), at most 3 per kind (429). */
  const identityRequest = (kind: 'email' | 'delete', run: (c: FakeCustomer, body: Record<string, string>) => Response) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      const { claims, customer } = await seen(request);
      if (state.down.has('auth')) return refusal(500, 'boom');
      if (claims?.idp_type !== params.idpType || claims?.idp_sub !== params.idpSub) return refusal(403, 'Not your identity', { code: 'FORBIDDEN' });
      if (!customer) return refusal(404, 'Account deleted');
      const body = (state.calls.at(-1)!.body ?? {}) as Record<string, string>;
      if (!['photoprint-gb', 'fotoprint-nl'].includes(body.channel ?? '')) return refusal(400, 'Unknown channel', { code: 'UNKNOWN_CHANNEL' });
      const key = `${kind}:${String(params.idpSub)}`;
      if ((state.requests.get(key) ?? 0) >= 3) return refusal(429, 'Too many requests', { code: 'TOO_MANY_REQUESTS' });
      const answer = run(customer, body);
      if (answer.status === 202) state.requests.set(key, (state.requests.get(key) ?? 0) + 1);
      return answer;
    };
  const issue = (kind: 'email' | 'delete', c: FakeCustomer, email?: string) => {
    const token = `local.${c.id}.${randomBytes(32).toString('base64url')}`;
    state.tokens.set(token, { kind, sub: c.id, email, expired: false, used: false });
    return HttpResponse.json({ expiresAt: new Date(Date.now() + 86_400_000).toISOString() }, { status: 202 });
  };
  /** A confirmation: the token must be of that kind, unused, and of the identity on the path (404), not expired (410). */
  const confirm = (kind: 'email' | 'delete', run: (c: FakeCustomer, t: PendingToken) => Response) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      await seen(request);
      if (state.down.has('auth')) return refusal(500, 'boom');
      const pending = state.tokens.get(String(params.token));
      if (!pending || pending.kind !== kind || pending.used || params.idpType !== 'local' || pending.sub !== params.idpSub) {
        return refusal(404, 'Unknown token', { code: 'INVALID_TOKEN' });
      }
      if (pending.expired) return refusal(410, 'Expired', { code: 'TOKEN_EXPIRED' });
      const customer = state.customers.get(pending.sub)!;
      const answer = run(customer, pending);
      if (answer.ok) pending.used = true;
      return answer;
    };
  const inUse = (email: string) => [...state.customers.values()].some((c) => c.email.toLowerCase() === email.toLowerCase());

  const handlers = [
    http.get(`${CUSTOMER_API}/customers/me`, customerHandler((c) => HttpResponse.json({
      id: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName, companyName: null, accountDeleted: false, changed: false,
      addresses: sortBook(c), ftpIntegration: null, businessAccountStatus: null,
    }))),
    http.put(`${CUSTOMER_API}/customers/me`, customerHandler(async (c, request) => {
      const { firstName = '', lastName = '' } = await request.json() as { firstName?: string; lastName?: string };
      const fieldErrors = [
        ...(NAME.test(firstName.trim()) ? [] : [{ field: 'firstName', message: 'Please enter a valid first name' }]),
        ...(NAME.test(lastName.trim()) ? [] : [{ field: 'lastName', message: 'Please enter a valid last name' }]),
      ];
      if (fieldErrors.length) return refusal(400, 'Invalid personal details', { code: 'INVALID_PERSONAL_DETAILS', fieldErrors });
      Object.assign(c, { firstName: firstName.trim(), lastName: lastName.trim() });
      return HttpResponse.json({ id: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName, companyName: null, accountDeleted: false,
        changed: true, addresses: sortBook(c), ftpIntegration: null, businessAccountStatus: null });
    })),
    http.get(`${CUSTOMER_API}/customers/me/addresses`, customerHandler((c) => HttpResponse.json({ items: sortBook(c) }))),
    http.post(`${CUSTOMER_API}/customers/me/addresses`, customerHandler(async (c, request) => {
      const input = await request.json() as UpstreamAddressInput;
      const fieldErrors = addressErrors(input);
      if (fieldErrors.length) return refusal(400, 'Invalid address', { code: 'INVALID_ADDRESS', fieldErrors });
      if (c.addresses.length >= 50) return refusal(409, 'Address book full', { code: 'TOO_MANY_ADDRESSES' });
      const { isDefault, ...fields } = input;
      const created = address(`addr-new-${state.nextId++}`, { ...fields, isDefault: false });
      c.addresses.push(created);
      if (isDefault || c.addresses.length === 1) setDefault(c, created.id);
      return HttpResponse.json(created, { status: 201 });
    })),
    http.put<{ id: string }>(`${CUSTOMER_API}/customers/me/addresses/:id`, customerHandler(async (c, request, params: { id: string }) => {
      const found = c.addresses.find((a) => a.id === params.id);
      if (!found) return refusal(404, 'Address not found', { code: 'NOT_FOUND' });
      const input = await request.json() as UpstreamAddressInput;
      const fieldErrors = addressErrors(input);
      if (fieldErrors.length) return refusal(400, 'Invalid address', { code: 'INVALID_ADDRESS', fieldErrors });
      const { isDefault, ...fields } = input;
      Object.assign(found, fields);
      if (isDefault) setDefault(c, found.id);
      return HttpResponse.json(found);
    })),
    http.delete<{ id: string }>(`${CUSTOMER_API}/customers/me/addresses/:id`, customerHandler((c, _request, params: { id: string }) => {
      const found = c.addresses.find((a) => a.id === params.id);
      if (!found) return refusal(404, 'Address not found', { code: 'NOT_FOUND' });
      c.addresses = c.addresses.filter((a) => a !== found);
      if (found.isDefault && c.addresses[0]) setDefault(c, c.addresses[0].id);
      return new HttpResponse(null, { status: 204 });
    })),
    http.get(`${CUSTOMER_API}/customers/me/payment-method`, customerHandler((c) => HttpResponse.json(payment(c)))),
    http.put(`${CUSTOMER_API}/customers/me/payment-method`, customerHandler(async (c, request) => {
      const { method } = await request.json() as { method: UpstreamPaymentMethodType };
      if (!payment(c).available.includes(method)) return refusal(400, 'Not offered', { code: 'PAYMENT_METHOD_UNAVAILABLE' });
      c.method = method;
      return HttpResponse.json(payment(c));
    })),
    http.get(`${CUSTOMER_API}/customers/me/cookie-consent`, customerHandler((c) => HttpResponse.json({ code: c.consent }))),
    http.put(`${CUSTOMER_API}/customers/me/cookie-consent`, customerHandler(async (c, request) => {
      const { code } = await request.json() as { code: string };
      if (!['00', '01', '10', '11'].includes(code)) return refusal(400, 'Invalid code', { code: 'INVALID_CONSENT_CODE' });
      c.consent = code as FakeCustomer['consent'];
      return HttpResponse.json({ code });
    })),

    http.post(`${AUTH_API}/v2/identities/:idpType/:idpSub/emailchanges`, identityRequest('email', (c, body) => {
      const email = String(body.email ?? '').trim();
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        return refusal(400, 'Invalid e-mail', { code: 'INVALID_EMAIL', fieldErrors: [{ field: 'email', message: 'Please enter a valid e-mail address' }] });
      }
      if (inUse(email)) return refusal(409, 'E-mail in use', { code: 'EMAIL_IN_USE' });
      return issue('email', c, email);
    })),
    http.post(`${AUTH_API}/v2/identities/:idpType/:idpSub/emailchanges/:token/actions/confirm`, confirm('email', (c, t) => {
      if (inUse(t.email!)) return refusal(409, 'E-mail in use', { code: 'EMAIL_IN_USE' });
      c.email = t.email!;
      return HttpResponse.json({ email: c.email });
    })),
    http.post(`${AUTH_API}/v2/identities/:idpType/:idpSub/deleteaccount`, identityRequest('delete', (c) => issue('delete', c))),
    http.post(`${AUTH_API}/v2/identities/:idpType/:idpSub/deleteaccount/:token/actions/confirm`, confirm('delete', (c) => {
      c.deleted = true;
      return new HttpResponse(null, { status: 204 });
    })),

    http.post(`${SUBSCRIPTION_API}/api/v1/Profiles/:email/subscription/confirm/:token`, async ({ request, params }) => {
      await seen(request);
      if (state.down.has('subscription')) return refusal(500, 'boom');
      const pending = state.subscriptions.get(String(params.email));
      if (!pending || pending.token !== params.token) return refusal(404, 'Unknown token', { code: 'INVALID_TOKEN' });
      pending.subscribed = true;
      return HttpResponse.json({ email: params.email, subscribedAt: new Date().toISOString() });
    }),
  ];

  /** The tokens e-mailed so far (newest last), as the mailbox would show them. */
  const mailed = (kind: 'email' | 'delete', sub = EMMA_ID) =>
    [...state.tokens].filter(([, t]) => t.kind === kind && t.sub === sub).map(([token]) => token);
  return { state, handlers, reset, mailed };
}
