import DataLoader from 'dataloader';
import type { components, paths } from '@my-account/services/contracts/customer-api';
import { upstreamService, type ServiceInfo, type UpstreamContext } from './http';
import { accepted, refused, type Refusable, type Refused } from './refusal';

export type Customer = components['schemas']['Customer'];
export type UpstreamAddress = components['schemas']['Address'];
export type UpstreamAddressInput = components['schemas']['AddressInput'];
export type PersonalDetailsInput = components['schemas']['PersonalDetailsInput'];
export type UpstreamPaymentMethod = components['schemas']['PaymentMethod'];
export type UpstreamPaymentMethodType = components['schemas']['PaymentMethodType'];
export type ConsentCode = components['schemas']['CookieConsent']['code'];
export type FtpIntegrationPatch = components['schemas']['FtpIntegrationPatch'];
export type CompanyDetailsInput = components['schemas']['CompanyDetailsInput'];

/** A change the customer service may refuse: the result, or why not (400 INVALID with field errors, 404, 409 …). */
export type CustomerChange<T, R extends string = never> = Refusable<T, 'INVALID' | 'NOT_FOUND' | R>;

export interface CustomerApi {
  /**
   * GET /customers/me, once per request (DataLoader); null when the account is deleted: a 404 (spec §7), or a record
   * that says so (`accountDeleted`, spec §1 and §3), the same for every caller.
   */
  me(): Promise<Customer | null>;
  /** GET /customers/me/addresses once per request: the default first, then oldest first; null when the account is deleted. */
  addresses(): Promise<UpstreamAddress[] | null>;
  /** GET /customers/me/payment-method once per request; null when the account is deleted. */
  paymentMethod(): Promise<UpstreamPaymentMethod | null>;
  /** GET /customers/me/cookie-consent once per request; null when the account is deleted. */
  cookieConsent(): Promise<ConsentCode | null>;
  /** PUT /customers/me (first and last name); 400 → INVALID with field errors. */
  updatePersonalDetails(details: PersonalDetailsInput): Promise<CustomerChange<Customer>>;
  /** POST /customers/me/addresses; 400 → INVALID, 409 → TOO_MANY_ADDRESSES. */
  addAddress(address: UpstreamAddressInput): Promise<CustomerChange<UpstreamAddress, 'TOO_MANY_ADDRESSES'>>;
  /** PUT /customers/me/addresses/{id}; 400 → INVALID, 404 (unknown or another customer's) → NOT_FOUND. */
  updateAddress(id: string, address: UpstreamAddressInput): Promise<CustomerChange<UpstreamAddress>>;
  /** DELETE /customers/me/addresses/{id}; 404 → NOT_FOUND. */
  deleteAddress(id: string): Promise<CustomerChange<true>>;
  /** PUT /customers/me/payment-method; 400 → UNAVAILABLE (not offered in the customer's country). */
  changePaymentMethod(method: UpstreamPaymentMethodType): Promise<CustomerChange<UpstreamPaymentMethod, 'UNAVAILABLE'>>;
  /** PUT /customers/me/cookie-consent (codes 00, 01, 10, 11 only). */
  setCookieConsent(code: ConsentCode): Promise<ConsentCode>;
  /**
   * PATCH /customers/me: a business customer's FTP callback (only the fields given change; null removes). 400 →
   * INVALID with field errors, 403 (not a business customer) → FORBIDDEN, 404 → NOT_FOUND.
   */
  updateFtpIntegration(patch: FtpIntegrationPatch): Promise<CustomerChange<Customer, 'FORBIDDEN'>>;
  /** PUT /customers/me/company: company name and VAT number. 400 → INVALID with field errors, 403 → FORBIDDEN, 404 → NOT_FOUND. */
  updateCompanyDetails(details: CompanyDetailsInput): Promise<CustomerChange<Customer, 'FORBIDDEN'>>;
  /** Forgets what this request cached (after a change, so payloads read fresh data). */
  clearCaches(): void;
}

export function createCustomerApi(ctx: UpstreamContext): CustomerApi {
  const service: ServiceInfo = { name: 'customer', label: 'customer service', baseUrl: ctx.config.customerApiUrl };
  const { client, call, body } = upstreamService<paths>(service, ctx, 'Customer API');

  /** One GET per request whatever the number of fields asking; 404 (deleted account) → null. */
  const once = <T>(path: string, get: () => Promise<{ data?: T; response: Response }>) => new DataLoader<'me', T | null>(async (keys) => {
    const { data, response } = await call('GET', path, get, [404]);
    const value = response.status === 404 ? null : body(data, `GET ${path}`);
    return keys.map(() => value);
  });
  const me = once('/customers/me', () => client.GET('/customers/me'));
  const addresses = once('/customers/me/addresses', () => client.GET('/customers/me/addresses'));
  const paymentMethod = once('/customers/me/payment-method', () => client.GET('/customers/me/payment-method'));
  const consent = once('/customers/me/cookie-consent', () => client.GET('/customers/me/cookie-consent'));
  const loaders = [me, addresses, paymentMethod, consent];

  /** The refusal of a change: 400 → INVALID (with the field errors it names), 404 → NOT_FOUND, anything listed else → `other`. */
  const refusalOf = <R extends string>(status: number, error: unknown, other: R): Refused<'INVALID' | 'NOT_FOUND' | R> => {
    if (status === 400) return refused('INVALID', error, 'Some fields are not valid.');
    if (status === 404) return refused('NOT_FOUND', error, 'Not found');
    return refused(other, error, 'Refused');
  };

  return {
    me: () => me.load('me').then((customer) => (customer?.accountDeleted ? null : customer)),
    addresses: () => addresses.load('me').then((a) => a && a.items),
    paymentMethod: () => paymentMethod.load('me'),
    cookieConsent: () => consent.load('me').then((c) => c && c.code),
    async updatePersonalDetails(details) {
      const { data, error, response } = await call('PUT', '/customers/me', () => client.PUT('/customers/me', { body: details }), [400, 404]);
      if (!response.ok) return refusalOf(response.status, error, 'NOT_FOUND');
      return accepted(body(data, 'PUT /customers/me'));
    },
    async addAddress(address) {
      const { data, error, response } = await call('POST', '/customers/me/addresses', () =>
        client.POST('/customers/me/addresses', { body: address }), [400, 404, 409]);
      if (!response.ok) return refusalOf(response.status, error, 'TOO_MANY_ADDRESSES');
      return accepted(body(data, 'POST /customers/me/addresses'));
    },
    async updateAddress(id, address) {
      const { data, error, response } = await call('PUT', '/customers/me/addresses/{id}', () =>
        client.PUT('/customers/me/addresses/{id}', { params: { path: { id } }, body: address }), [400, 404]);
      if (!response.ok) return refusalOf(response.status, error, 'NOT_FOUND');
      return accepted(body(data, 'PUT /customers/me/addresses/{id}'));
    },
    async deleteAddress(id) {
      const { error, response } = await call('DELETE', '/customers/me/addresses/{id}', () =>
        client.DELETE('/customers/me/addresses/{id}', { params: { path: { id } } }), [404]);
      if (!response.ok) return refusalOf(response.status, error, 'NOT_FOUND');
      return accepted(true);
    },
    async changePaymentMethod(method) {
      const { data, error, response } = await call('PUT', '/customers/me/payment-method', () =>
        client.PUT('/customers/me/payment-method', { body: { method } }), [400]);
      if (!response.ok) return refused('UNAVAILABLE', error, 'This payment method is not offered.');
      return accepted(body(data, 'PUT /customers/me/payment-method'));
    },
    async setCookieConsent(code) {
      const { data } = await call('PUT', '/customers/me/cookie-consent', () =>
        client.PUT('/customers/me/cookie-consent', { body: { code } }));
      return body(data, 'PUT /customers/me/cookie-consent').code;
    },
    async updateFtpIntegration(patch) {
      const { data, error, response } = await call('PATCH', '/customers/me', () =>
        client.PATCH('/customers/me', { body: patch }), [400, 403, 404]);
      if (!response.ok) return refusalOf(response.status, error, 'FORBIDDEN');
      return accepted(body(data, 'PATCH /customers/me'));
    },
    async updateCompanyDetails(details) {
      const { data, error, response } = await call('PUT', '/customers/me/company', () =>
        client.PUT('/customers/me/company', { body: details }), [400, 403, 404]);
      if (!response.ok) return refusalOf(response.status, error, 'FORBIDDEN');
      return accepted(body(data, 'PUT /customers/me/company'));
    },
    clearCaches() {
      for (const loader of loaders) loader.clearAll();
    },
  };
}
