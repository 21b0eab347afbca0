// The business settings through the gateway against an msw fake of the customer service: FTP integration and company
// details (one GET /customers/me per request with every other Viewer field), refused for consumers before any call
// (FORBIDDEN as an error for the fields, as a typed payload for the mutations), the partial update sending only the
// fields given (an empty callback URL removes it, a callback URL goes normalised, one that may not be a callback is
// refused without a call), the services' messages as fieldErrors, 403/404/5xx mapped, and the
// payload's viewer read afresh (a DEFAULT account moves to NEW once its company details are complete).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANNA_ID, createFakeBusinessServices, DANA_ID, EMMA_ID } from './fakeBusinessServices';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway } from './helpers';

const fake = createFakeBusinessServices();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let anna: string;
let dana: string;
let emma: string;
let emmaAsBusiness: string;

beforeAll(async () => {
  const signer = await createSigner('business-key');
  mock = createMockServer(signer);
  mock.use(...fake.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig());
  anna = await signer.sign({ amr: ['b2b'] }, { sub: ANNA_ID });
  dana = await signer.sign({ amr: 'b2b' }, { sub: DANA_ID });
  emma = await signer.sign({}, { sub: EMMA_ID });
  emmaAsBusiness = await signer.sign({ amr: ['b2b'] }, { sub: EMMA_ID });
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const ask = async (query: string, variables: Record<string, unknown> = {}, token: string | null = anna) =>
  (await gql(gateway.url, { query, variables }, token ? { token } : {})).body;
const calls = () => fake.state.calls.map((c) => `${c.method} ${c.path}`);

const FIELDS = '{ viewer { businessAccountStatus ftpIntegration { host port user folder callbackUrl callbackFormat } companyDetails { companyName vatNumber } } }';
const FTP = `mutation($input: UpdateFtpIntegrationInput!) { updateFtpIntegration(input: $input) {
  ftpIntegration { callbackUrl callbackFormat } error { reason field } fieldErrors { field message } } }`;
const COMPANY = `mutation($input: UpdateCompanyDetailsInput!) { updateCompanyDetails(input: $input) {
  companyDetails { companyName vatNumber } viewer { businessAccountStatus } error { reason } fieldErrors { field message } } }`;
const VALID_COMPANY = { companyName: 'Dana de Vries Fotografie', vatNumber: 'nl 1234.56789-B01' };

describe('the business fields', () => {
  it('read the FTP integration and company details with one GET /customers/me', async () => {
    const body = await ask(FIELDS);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toEqual({
      businessAccountStatus: 'ACTIVE',
      ftpIntegration: { host: 'ftp.photoprint.example', port: 21, user: `b2b-${ANNA_ID}`, folder: `/orders/${ANNA_ID}`, callbackUrl: 'https://anna.example/cb', callbackFormat: 'JSON' },
      companyDetails: { companyName: 'Anna Schmidt Events GmbH', vatNumber: 'DE293847560' },
    });
    expect(calls()).toEqual(['GET /customer-api/customers/me']);
    expect((await ask(FIELDS, {}, dana)).data?.viewer).toMatchObject({ businessAccountStatus: 'DEFAULT', companyDetails: { companyName: null, vatNumber: null } });
  });

  it('a consumer gets FORBIDDEN for both, before any call', async () => {
    const body = await ask('{ viewer { firstName ftpIntegration { host } companyDetails { companyName } } }', {}, emma);
    expect(body.data?.viewer).toEqual({ firstName: 'emma', ftpIntegration: null, companyDetails: null });
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['viewer.ftpIntegration', 'FORBIDDEN'], ['viewer.companyDetails', 'FORBIDDEN'],
    ]);
    // firstName asked the customer service; the business fields did not.
    expect(calls()).toEqual(['GET /customer-api/customers/me']);
  });

  it('a customer service outage nulls the business fields with UPSTREAM_ERROR', async () => {
    fake.state.trouble.set('customer', 'fail');
    const body = await ask('{ viewer { id ftpIntegration { host } companyDetails { companyName } } }');
    expect(body.data?.viewer).toMatchObject({ id: expect.any(String), ftpIntegration: null, companyDetails: null });
    expect(new Set(body.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['UPSTREAM_ERROR']));
  });
});

describe('updateFtpIntegration', () => {
  it('sends only the fields given and answers the integration after the change', async () => {
    const saved = (await ask(FTP, { input: { callbackUrl: 'https://anna.example/new', callbackFormat: 'XML' } })).data?.updateFtpIntegration;
    expect(saved).toEqual({ ftpIntegration: { callbackUrl: 'https://anna.example/new', callbackFormat: 'XML' }, error: null, fieldErrors: [] });
    const formatOnly = (await ask(FTP, { input: { callbackFormat: 'CSV' } })).data?.updateFtpIntegration;
    expect(formatOnly.ftpIntegration).toEqual({ callbackUrl: 'https://anna.example/new', callbackFormat: 'CSV' });
    expect(fake.state.calls.map((c) => c.body)).toEqual([
      { callbackUrl: 'https://anna.example/new', callbackFormat: 'XML' }, { callbackFormat: 'CSV' },
    ]);
  });

  it('an empty (or blank) callback URL removes it; null removes the format', async () => {
    const removed = (await ask(FTP, { input: { callbackUrl: '', callbackFormat: null } })).data?.updateFtpIntegration;
    expect(removed.ftpIntegration).toEqual({ callbackUrl: null, callbackFormat: null });
    await ask(FTP, { input: { callbackUrl: '   ' } });
    expect(fake.state.calls.map((c) => c.body)).toEqual([{ callbackUrl: null, callbackFormat: null }, { callbackUrl: null }]);
  });

  it("passes on the service's messages as fieldErrors with INVALID_INPUT", async () => {
    // The fake refuses an '@' anywhere; the gateway sends the URL normalised.
    const refused = (await ask(FTP, { input: { callbackUrl: 'https://Anna.example/@anna', callbackFormat: 'JSON' } })).data?.updateFtpIntegration;
    expect(refused).toEqual({
      ftpIntegration: null, error: { reason: 'INVALID_INPUT', field: 'callbackUrl' },
      fieldErrors: [{ field: 'callbackUrl', message: 'Please enter a secure (https) URL' }],
    });
    expect(fake.state.calls.map((c) => c.body)).toEqual([{ callbackUrl: 'https://anna.example/@anna', callbackFormat: 'JSON' }]);
    expect((await ask(FIELDS)).data?.viewer.ftpIntegration.callbackUrl).toBe('https://anna.example/cb');
  });

  it('refuses a URL that may not be a callback itself, without a call: http, userinfo, CR/LF, internal hosts', async () => {
    for (const callbackUrl of ['http://anna.example/cb', 'https://u:p@anna.example/', 'https://anna.example/a\r\nX-Injected: 1',
      'https://127.0.0.1/', 'https://2130706433/', 'https://[::1]/', 'https://169.254.169.254/', 'https://api.localhost/']) {
      expect((await ask(FTP, { input: { callbackUrl } })).data?.updateFtpIntegration, callbackUrl).toEqual({
        ftpIntegration: null, error: { reason: 'INVALID_INPUT', field: 'callbackUrl' },
        fieldErrors: [{ field: 'callbackUrl', message: 'Please enter a secure (https) URL' }],
      });
    }
    expect(calls()).toEqual([]);
  });

  it('a consumer: FORBIDDEN in the payload without any call; the service\'s 403 the same', async () => {
    const consumer = await ask(FTP, { input: { callbackUrl: 'https://x.example' } }, emma);
    expect(consumer).toEqual({ data: { updateFtpIntegration: { ftpIntegration: null, error: { reason: 'FORBIDDEN', field: null }, fieldErrors: [] } } });
    expect(calls()).toEqual([]);
    expect((await ask(FTP, { input: { callbackUrl: 'https://x.example' } }, emmaAsBusiness)).data?.updateFtpIntegration.error)
      .toEqual({ reason: 'FORBIDDEN', field: null });
  });

  it('a deleted account is NOT_FOUND; a failing service an UPSTREAM_ERROR', async () => {
    fake.state.customers.get(ANNA_ID)!.deleted = true;
    expect((await ask(FTP, { input: { callbackFormat: 'JSON' } })).data?.updateFtpIntegration.error.reason).toBe('NOT_FOUND');
    fake.state.trouble.set('customer', 'fail');
    expect((await ask(FTP, { input: { callbackFormat: 'JSON' } })).errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });

  it('refuses a callback URL over 2,000 characters before any call', async () => {
    const body = await ask(FTP, { input: { callbackUrl: `https://x.example/${'a'.repeat(2_000)}` } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls()).toEqual([]);
  });
});

describe('updateCompanyDetails', () => {
  it("completes Dana's details: the payload's viewer, read afresh, is NEW", async () => {
    const saved = (await ask(COMPANY, { input: VALID_COMPANY }, dana)).data?.updateCompanyDetails;
    expect(saved).toEqual({
      companyDetails: { companyName: 'Dana de Vries Fotografie', vatNumber: 'NL123456789B01' },
      viewer: { businessAccountStatus: 'NEW' }, error: null, fieldErrors: [],
    });
    expect(calls()).toEqual(['PUT /customer-api/customers/me/company', 'GET /customer-api/customers/me']);
  });

  it("passes on the service's messages as fieldErrors with INVALID_INPUT", async () => {
    const refused = (await ask(COMPANY, { input: { companyName: '<b>', vatNumber: '12' } }, dana)).data?.updateCompanyDetails;
    expect(refused).toEqual({
      companyDetails: null, viewer: null, error: { reason: 'INVALID_INPUT' },
      fieldErrors: [{ field: 'companyName', message: 'Please enter your company name' }, { field: 'vatNumber', message: 'VAT number must be valid' }],
    });
  });

  it('a consumer: FORBIDDEN without any call; the service\'s 403 the same', async () => {
    expect((await ask(COMPANY, { input: VALID_COMPANY }, emma)).data?.updateCompanyDetails)
      .toEqual({ companyDetails: null, viewer: null, error: { reason: 'FORBIDDEN' }, fieldErrors: [] });
    expect(calls()).toEqual([]);
    expect((await ask(COMPANY, { input: VALID_COMPANY }, emmaAsBusiness)).data?.updateCompanyDetails.error).toEqual({ reason: 'FORBIDDEN' });
  });

  it('refuses a company name over 100 or a VAT number over 30 characters before any call', async () => {
    for (const input of [{ ...VALID_COMPANY, companyName: 'x'.repeat(101) }, { ...VALID_COMPANY, vatNumber: 'N'.repeat(31) }]) {
      expect((await ask(COMPANY, { input }, dana)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(calls()).toEqual([]);
  });
});
