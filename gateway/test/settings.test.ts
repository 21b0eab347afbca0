// The settings domain through the gateway against msw fakes of the customer, auth and subscription services: the
// settings fields (one REST call each per request, capped pages with opaque cursors), node(id:) ownership of
// addresses, every mutation's success and typed refusals, the public confirmations without a sign-in, and a
// customer-service outage nulling the settings fields only.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { isPublicOperation } from '../src/security/operationGuard';
import { createFakeSettingsServices, EMMA_ID, LUCAS_ID } from './fakeSettingsServices';
import { createMockServer, createSigner, gql, PERSISTED, startGateway, testConfig, type RunningGateway } from './helpers';

const fake = createFakeSettingsServices();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let emma: string;
let lucas: string;
let business: string;

const CONFIRM_EMAIL = 'mutation ConfirmEmail($input: ConfirmationInput!) { confirmEmailChange(input: $input) { email error { reason field } } }';
const CONFIRM_DELETION = 'mutation ConfirmDeletion($input: ConfirmationInput!) { confirmAccountDeletion(input: $input) { deleted error { reason } } }';
const CONFIRM_SUBSCRIPTION = 'mutation ConfirmSubscription($input: ConfirmSubscriptionInput!) { confirmSubscription(input: $input) { subscribed error { reason } } }';
const SETTINGS = `query Settings { viewer { id firstName lastName email accountDeleted
  addresses(first: 10) { totalCount edges { node { id streetName isDefault } } }
  paymentMethod { method available } cookieConsent { code analytics marketing } } }`;
const DOCS = { 'confirm-email': CONFIRM_EMAIL, 'confirm-deletion': CONFIRM_DELETION, 'confirm-subscription': CONFIRM_SUBSCRIPTION, settings: SETTINGS };

type Token = string | null;
const run = async (query: string, variables: Record<string, unknown> = {}, token: Token = emma) =>
  (await gql(gateway.url, { query, variables }, token ? { token } : {})).body;
const runPersisted = async (id: keyof typeof DOCS, variables: Record<string, unknown> = {}, token: Token = null) =>
  (await gql(gateway.url, { documentId: id, variables }, token ? { token } : {})).body;
const calls = () => fake.state.calls.map((c) => `${c.method} ${c.path}`);
const clearCalls = () => fake.state.calls.splice(0);
const addressGid = (id: string) => toGlobalId('Address', id);

beforeAll(async () => {
  const signer = await createSigner('settings-key');
  mock = createMockServer(signer);
  mock.use(...fake.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  const dir = mkdtempSync(join(tmpdir(), 'settings-test-'));
  const persistedQueriesFile = join(dir, 'persisted-queries.json');
  writeFileSync(persistedQueriesFile, JSON.stringify({ ...PERSISTED, ...DOCS }));
  gateway = await startGateway(testConfig({ persistedQueriesFile }));
  emma = await signer.sign({}, { sub: EMMA_ID });
  lucas = await signer.sign({}, { sub: LUCAS_ID });
  business = await signer.sign({ amr: ['b2b'] }, { sub: LUCAS_ID });
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

describe('the settings fields', () => {
  it('answers names, address book, payment method and consent with one REST call each', async () => {
    const body = await run(SETTINGS);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toMatchObject({
      firstName: 'Emma', lastName: 'Janssen', email: 'emma@example.com', accountDeleted: false,
      addresses: { totalCount: 3, edges: [
        { node: { id: addressGid('addr-emma-1'), streetName: 'Keizersgracht', isDefault: true } },
        { node: { streetName: 'Prinsengracht', isDefault: false } }, { node: { streetName: 'Herengracht', isDefault: false } },
      ] },
      paymentMethod: { method: null, available: ['IDEAL', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'] },
      cookieConsent: { code: '10', analytics: true, marketing: false },
    });
    expect(calls().sort()).toEqual([
      'GET /customer-api/customers/me', 'GET /customer-api/customers/me/addresses', 'GET /customer-api/customers/me/cookie-consent',
      'GET /customer-api/customers/me/payment-method',
    ]);
  });

  it('pages the address book with opaque cursors; `first` is 1-50, a foreign cursor BAD_USER_INPUT, before any call', async () => {
    const PAGE = 'query($first: Int!, $after: String) { viewer { addresses(first: $first, after: $after) { totalCount edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }';
    const first = (await run(PAGE, { first: 2 })).data?.viewer.addresses;
    expect(first.edges.map((e: any) => e.node.id)).toEqual([addressGid('addr-emma-1'), addressGid('addr-emma-2')]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = (await run(PAGE, { first: 2, after: first.pageInfo.endCursor })).data?.viewer.addresses;
    expect(second.edges.map((e: any) => e.node.id)).toEqual([addressGid('addr-emma-3')]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    clearCalls();
    for (const variables of [{ first: 0 }, { first: 51 }, { first: 2, after: 'garbage' }, { first: 2, after: Buffer.from('orders.HISTORY:2').toString('base64url') }]) {
      const body = await run(PAGE, variables);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    expect(calls()).toEqual([]);
  });

  it('address(id:) and node(id:) answer an address only to its owner', async () => {
    const ADDRESS = 'query($id: ID!) { viewer { address(id: $id) { id city } } node(id: $id) { id ... on Address { streetName } } }';
    expect((await run(ADDRESS, { id: addressGid('addr-emma-2') })).data).toEqual({
      viewer: { address: { id: addressGid('addr-emma-2'), city: 'Amsterdam' } }, node: { id: addressGid('addr-emma-2'), streetName: 'Prinsengracht' },
    });
    const foreign = await run(ADDRESS, { id: addressGid('addr-lucas-1') });
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data).toEqual({ viewer: { address: null }, node: null });
    expect((await run(ADDRESS, { id: addressGid('addr-lucas-1') }, lucas)).data?.node).toEqual({ id: addressGid('addr-lucas-1'), streetName: 'Keizersgracht' });
    expect((await run(ADDRESS, { id: toGlobalId('Order', 'addr-emma-2') })).data).toEqual({ viewer: { address: null }, node: null });
  });

  it('a business customer reads their settings the same way (no role restriction)', async () => {
    const body = await run(SETTINGS, {}, business);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toMatchObject({ firstName: 'Lucas', paymentMethod: { method: 'PAYPAL', available: ['CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'] } });
  });

  it('a customer-service outage nulls the settings fields with UPSTREAM_ERROR, not the page', async () => {
    fake.state.down.add('customer');
    const body = await run(SETTINGS);
    expect(body.data?.viewer).toMatchObject({ id: expect.any(String), firstName: null, lastName: null, addresses: null, paymentMethod: null, cookieConsent: null });
    expect(new Set(body.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['UPSTREAM_ERROR']));
  });

  it('a deleted account: accountDeleted, and the settings fields are null without errors', async () => {
    fake.state.customers.get(EMMA_ID)!.deleted = true;
    const body = await run(SETTINGS);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toMatchObject({ accountDeleted: true, lastName: null, addresses: null, paymentMethod: null, cookieConsent: null });
  });
});

const PERSONAL = `mutation($input: UpdatePersonalDetailsInput!) { updatePersonalDetails(input: $input) {
  viewer { firstName lastName name } error { reason field } fieldErrors { field message } } }`;

describe('updatePersonalDetails', () => {
  it('changes the names; the payload reads them afresh', async () => {
    await run('{ viewer { lastName } }'); // cached per request only: the next request must not see this
    expect((await run(PERSONAL, { input: { firstName: 'Emma', lastName: 'de Vries' } })).data?.updatePersonalDetails).toEqual({
      viewer: { firstName: 'Emma', lastName: 'de Vries', name: 'Emma de Vries' }, error: null, fieldErrors: [],
    });
  });

  it('refuses invalid names with INVALID_INPUT and field errors; over 100 characters is BAD_USER_INPUT', async () => {
    expect((await run(PERSONAL, { input: { firstName: '<b>', lastName: ' ' } })).data?.updatePersonalDetails).toEqual({
      viewer: null, error: { reason: 'INVALID_INPUT', field: 'firstName' },
      fieldErrors: [{ field: 'firstName', message: 'Please enter a valid first name' }, { field: 'lastName', message: 'Please enter a valid last name' }],
    });
    clearCalls();
    expect((await run(PERSONAL, { input: { firstName: 'x'.repeat(101), lastName: 'J' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls()).toEqual([]);
    expect(fake.state.customers.get(EMMA_ID)!.lastName).toBe('Janssen');
  });
});

const ADDRESS_INPUT = { firstName: 'Emma', lastName: 'Janssen', streetName: 'Damrak', streetNumber: '70', postalCode: '1012 LM', city: 'Amsterdam', countryCode: 'NL' };
const ADD = `mutation($input: AddAddressInput!) { addAddress(input: $input) {
  addressEdge { cursor node { id streetName isDefault phone } } viewer { addresses(first: 50) { totalCount } }
  error { reason field } fieldErrors { field message } } }`;
const UPDATE = `mutation($input: UpdateAddressInput!) { updateAddress(input: $input) {
  address { id streetName isDefault } viewer { addresses(first: 1) { edges { node { id } } } } error { reason field } fieldErrors { field message } } }`;
const DELETE = `mutation($input: DeleteAddressInput!) { deleteAddress(input: $input) {
  deletedAddressId viewer { addresses(first: 50) { totalCount edges { node { id isDefault } } } } error { reason field } } }`;

describe('address mutations', () => {
  it('addAddress answers the new edge (a cursor that continues after it) and the book read afresh', async () => {
    const added = (await run(ADD, { input: { address: { ...ADDRESS_INPUT, phone: '+31 20 555 0101' } } })).data?.addAddress;
    expect(added).toMatchObject({
      addressEdge: { node: { id: addressGid('addr-new-1'), streetName: 'Damrak', isDefault: false, phone: '+31 20 555 0101' } },
      viewer: { addresses: { totalCount: 4 } }, error: null, fieldErrors: [],
    });
    const after = await run('query($after: String) { viewer { addresses(first: 5, after: $after) { edges { node { id } } } } }', { after: added.addressEdge.cursor });
    expect(after.data?.viewer.addresses.edges).toEqual([]);
    const sent = fake.state.calls.find((c) => c.method === 'POST')!.body;
    expect(sent).toEqual({ ...ADDRESS_INPUT, company: null, addition: null, phone: '+31 20 555 0101' });
  });

  it('addAddress: the §5 messages as field errors, TOO_MANY_ADDRESSES at 50, over-long fields BAD_USER_INPUT', async () => {
    const invalid = (await run(ADD, { input: { address: { ...ADDRESS_INPUT, postalCode: 'nope', phone: 'call me' } } })).data?.addAddress;
    expect(invalid).toEqual({
      addressEdge: null, viewer: null, error: { reason: 'INVALID_INPUT', field: 'postalCode' },
      fieldErrors: [{ field: 'postalCode', message: 'Postal Code must be valid' }, { field: 'phone', message: 'Phone number must be valid' }],
    });
    const book = fake.state.customers.get(EMMA_ID)!.addresses;
    while (book.length < 50) book.push({ ...book[1]!, id: `addr-fill-${book.length}`, isDefault: false });
    expect((await run(ADD, { input: { address: ADDRESS_INPUT } })).data?.addAddress)
      .toMatchObject({ addressEdge: null, error: { reason: 'TOO_MANY_ADDRESSES' } });
    expect((await run(ADD, { input: { address: { ...ADDRESS_INPUT, streetName: 'x'.repeat(101) } } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('updateAddress changes it under the same id and may make it the default', async () => {
    const id = addressGid('addr-emma-3');
    expect((await run(UPDATE, { input: { addressId: id, address: ADDRESS_INPUT, isDefault: true } })).data?.updateAddress).toEqual({
      address: { id, streetName: 'Damrak', isDefault: true }, viewer: { addresses: { edges: [{ node: { id } }] } }, error: null, fieldErrors: [],
    });
  });

  it("updateAddress and deleteAddress of another customer's address → NOT_FOUND, nothing of his changes", async () => {
    const his = addressGid('addr-lucas-1');
    expect((await run(UPDATE, { input: { addressId: his, address: ADDRESS_INPUT } })).data?.updateAddress)
      .toEqual({ address: null, viewer: null, error: { reason: 'NOT_FOUND', field: 'addressId' }, fieldErrors: [] });
    expect((await run(DELETE, { input: { addressId: his } })).data?.deleteAddress)
      .toEqual({ deletedAddressId: null, viewer: null, error: { reason: 'NOT_FOUND', field: 'addressId' } });
    expect(fake.state.customers.get(LUCAS_ID)!.addresses).toMatchObject([{ id: 'addr-lucas-1', streetName: 'Keizersgracht' }]);
    expect((await run(DELETE, { input: { addressId: toGlobalId('Order', 'addr-emma-1') } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const invalid = (await run(UPDATE, { input: { addressId: addressGid('addr-emma-2'), address: { ...ADDRESS_INPUT, streetNumber: 'x' } } })).data?.updateAddress;
    expect(invalid).toMatchObject({ address: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'streetNumber', message: 'Street number must be valid' }] });
  });

  it('deleteAddress answers the deleted id; another address becomes the default', async () => {
    expect((await run(DELETE, { input: { addressId: addressGid('addr-emma-1') } })).data?.deleteAddress).toEqual({
      deletedAddressId: addressGid('addr-emma-1'), error: null,
      viewer: { addresses: { totalCount: 2, edges: [{ node: { id: addressGid('addr-emma-2'), isDefault: true } }, { node: { id: addressGid('addr-emma-3'), isDefault: false } }] } },
    });
  });
});

describe('payment method and cookie consent', () => {
  const CHANGE = 'mutation($method: PaymentMethodType!) { changePaymentMethod(input: { method: $method }) { paymentMethod { method } viewer { paymentMethod { method } } error { reason field } } }';
  it('changePaymentMethod: one offered in the country, else PAYMENT_METHOD_UNAVAILABLE', async () => {
    expect((await run(CHANGE, { method: 'IDEAL' })).data?.changePaymentMethod)
      .toEqual({ paymentMethod: { method: 'IDEAL' }, viewer: { paymentMethod: { method: 'IDEAL' } }, error: null });
    expect((await run(CHANGE, { method: 'BANCONTACT' })).data?.changePaymentMethod)
      .toEqual({ paymentMethod: null, viewer: null, error: { reason: 'PAYMENT_METHOD_UNAVAILABLE', field: 'method' } });
    expect(fake.state.customers.get(EMMA_ID)!.method).toBe('IDEAL');
  });

  it('updateCookieConsent stores the code of the two booleans (first analytics, second marketing)', async () => {
    const SET = 'mutation($a: Boolean!, $m: Boolean!) { updateCookieConsent(input: { analytics: $a, marketing: $m }) { cookieConsent { code analytics marketing } error { reason } } }';
    expect((await run(SET, { a: false, m: true })).data?.updateCookieConsent).toEqual({ cookieConsent: { code: '01', analytics: false, marketing: true }, error: null });
    expect(fake.state.customers.get(EMMA_ID)!.consent).toBe('01');
    expect((await run(SET, { a: true, m: true })).data?.updateCookieConsent.cookieConsent.code).toBe('11');
  });
});

const REQUEST_EMAIL = `mutation($email: String!, $channel: String! = "photoprint-gb") { requestEmailChange(input: { email: $email, channel: $channel }) {
  email expiresAt error { reason field message } fieldErrors { field message } } }`;
const REQUEST_DELETION = 'mutation { requestAccountDeletion(input: { channel: "photoprint-gb" }) { expiresAt error { reason } } }';

describe('requestEmailChange and requestAccountDeletion', () => {
  it("requests with the viewer's identity and answers where and until when the link was sent", async () => {
    const answer = (await run(REQUEST_EMAIL, { email: ' emma.new@example.com ' })).data?.requestEmailChange;
    expect(answer).toMatchObject({ email: 'emma.new@example.com', error: null, fieldErrors: [] });
    expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now());
    const call = fake.state.calls.at(-1)!;
    expect(call).toMatchObject({ path: '/auth-api/v2/identities/local/acc-emma/emailchanges', body: { email: 'emma.new@example.com', channel: 'photoprint-gb' } });
    expect(call.authorization).toBe(`Bearer ${emma}`);
  });

  it('answers typed payloads, never thrown errors: INVALID_INPUT, EMAIL_IN_USE, unknown channel, and TOO_MANY_REQUESTS after 3', async () => {
    expect((await run(REQUEST_EMAIL, { email: 'not-an-address' })).data?.requestEmailChange).toEqual({
      email: null, expiresAt: null, error: { reason: 'INVALID_INPUT', field: 'email', message: expect.any(String) },
      fieldErrors: [{ field: 'email', message: 'Please enter a valid e-mail address' }],
    });
    for (const email of ['LUCAS@example.com', 'emma@example.com']) {
      expect((await run(REQUEST_EMAIL, { email })).data?.requestEmailChange).toMatchObject({
        email: null, error: { reason: 'EMAIL_IN_USE', field: 'email', message: 'This e-mail address is already in use.' }, fieldErrors: [],
      });
    }
    expect((await run(REQUEST_EMAIL, { email: 'a@example.com', channel: 'nope' })).data?.requestEmailChange)
      .toMatchObject({ error: { reason: 'INVALID_INPUT', field: 'channel' }, fieldErrors: [{ field: 'channel' }] });
    for (const n of [1, 2, 3]) expect((await run(REQUEST_EMAIL, { email: `new${n}@example.com` })).data?.requestEmailChange.error).toBeNull();
    const fourth = await run(REQUEST_EMAIL, { email: 'new4@example.com' });
    expect(fourth.errors).toBeUndefined();
    expect(fourth.data?.requestEmailChange).toMatchObject({ email: null, error: { reason: 'TOO_MANY_REQUESTS', message: 'You have requested too many changes. Please try again later.' } });
    expect((await run(REQUEST_EMAIL, { email: 'x'.repeat(250) + '@x.nl' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('requestAccountDeletion: the expiry, then TOO_MANY_REQUESTS after 3; an auth-service outage is UPSTREAM_ERROR', async () => {
    for (let i = 0; i < 3; i += 1) expect((await run(REQUEST_DELETION)).data?.requestAccountDeletion).toEqual({ expiresAt: expect.any(String), error: null });
    expect((await run(REQUEST_DELETION)).data?.requestAccountDeletion).toEqual({ expiresAt: null, error: { reason: 'TOO_MANY_REQUESTS' } });
    fake.state.down.add('auth');
    expect((await run(REQUEST_DELETION)).errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});

describe('the public confirmations', () => {
  it('confirmEmailChange without a sign-in uses the identity the token names; the token is single-use', async () => {
    await run(REQUEST_EMAIL, { email: 'emma.new@example.com' });
    const [token] = fake.mailed('email');
    clearCalls();
    const body = await runPersisted('confirm-email', { input: { token } });
    expect(body).toEqual({ data: { confirmEmailChange: { email: 'emma.new@example.com', error: null } } });
    expect(fake.state.calls[0]).toMatchObject({ path: `/auth-api/v2/identities/local/acc-emma/emailchanges/${token}/actions/confirm`, authorization: null });
    expect(fake.state.customers.get(EMMA_ID)!.email).toBe('emma.new@example.com');
    expect((await runPersisted('confirm-email', { input: { token } })).data?.confirmEmailChange)
      .toEqual({ email: null, error: { reason: 'INVALID_CONFIRMATION_TOKEN', field: 'token' } });
  });

  it("signed in, the viewer's identity is used: another customer's token is refused; anonymous, a forged identity is refused", async () => {
    await run(REQUEST_EMAIL, { email: 'emma.new@example.com' });
    const [token] = fake.mailed('email');
    const refused = { email: null, error: { reason: 'INVALID_CONFIRMATION_TOKEN', field: 'token' } };
    expect((await runPersisted('confirm-email', { input: { token } }, lucas)).data?.confirmEmailChange).toEqual(refused);
    expect(fake.state.calls.at(-1)!.path).toMatch(/^\/auth-api\/v2\/identities\/local\/acc-lucas\/emailchanges\//);
    const forged = token!.replace('.acc-emma.', '.acc-lucas.');
    expect((await runPersisted('confirm-email', { input: { token: forged } })).data?.confirmEmailChange).toEqual(refused);
    expect(fake.state.customers.get(EMMA_ID)!.email).toBe('emma@example.com');
    expect((await runPersisted('confirm-email', { input: { token } }, emma)).data?.confirmEmailChange).toEqual({ email: 'emma.new@example.com', error: null });
  });

  it('a malformed token is refused without asking the auth service', async () => {
    clearCalls();
    for (const token of ['', 'nope', 'local.acc-emma', 'local..secretsecretsecretsecret', 'local.../secretsecretsecret', 'local.../..',
      'local.acc-emma.short', `local.${'x'.repeat(101)}.secretsecretsecretsecret`, 'lo/cal.acc-emma.secretsecretsecretsecret']) {
      expect((await runPersisted('confirm-email', { input: { token } })).data?.confirmEmailChange, token).toEqual({ email: null, error: { reason: 'INVALID_CONFIRMATION_TOKEN', field: 'token' } });
      expect((await runPersisted('confirm-deletion', { input: { token } })).data?.confirmAccountDeletion, token).toEqual({ deleted: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    }
    expect(calls()).toEqual([]);
  });

  it('confirmEmailChange: EMAIL_IN_USE when the address was taken meanwhile', async () => {
    await run(REQUEST_EMAIL, { email: 'taken@example.com' });
    fake.state.customers.get(LUCAS_ID)!.email = 'taken@example.com';
    const [token] = fake.mailed('email');
    expect((await runPersisted('confirm-email', { input: { token } })).data?.confirmEmailChange).toEqual({ email: null, error: { reason: 'EMAIL_IN_USE', field: 'email' } });
  });

  it('confirmAccountDeletion without a sign-in deletes the account; expired and reused tokens are refused', async () => {
    await run(REQUEST_DELETION);
    await run(REQUEST_DELETION);
    const [expired, token] = fake.mailed('delete');
    fake.state.tokens.get(expired!)!.expired = true;
    expect((await runPersisted('confirm-deletion', { input: { token: expired } })).data?.confirmAccountDeletion).toEqual({ deleted: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    expect((await runPersisted('confirm-deletion', { input: { token } })).data?.confirmAccountDeletion).toEqual({ deleted: true, error: null });
    expect((await runPersisted('confirm-deletion', { input: { token } })).data?.confirmAccountDeletion).toEqual({ deleted: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    expect((await run('{ viewer { accountDeleted } }')).data?.viewer.accountDeleted).toBe(true);
  });

  it('confirmSubscription: without a sign-in and without forwarding a bearer; a tampered token is refused', async () => {
    expect((await runPersisted('confirm-subscription', { input: { email: 'emma@example.com', token: 'sub-token-emma-0123456789' } })).data?.confirmSubscription)
      .toEqual({ subscribed: true, error: null });
    expect((await runPersisted('confirm-subscription', { input: { email: 'emma@example.com', token: 'sub-token-emma-0123456789' } }, emma)).data?.confirmSubscription)
      .toEqual({ subscribed: true, error: null });
    expect(fake.state.calls.at(-1)!.authorization).toBeNull();
    const refused = { subscribed: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } };
    expect((await runPersisted('confirm-subscription', { input: { email: 'emma@example.com', token: 'sub-token-emma-0123456780' } })).data?.confirmSubscription).toEqual(refused);
    clearCalls();
    for (const [email, token] of [['emma@example.com', '..'], ['..', 'sub-token-emma-0123456789'], ['emma', 'x'], ['a/b@example.com', 'x'], ['emma@example.com', 'a/b']]) {
      expect((await runPersisted('confirm-subscription', { input: { email, token } })).data?.confirmSubscription, `${email} ${token}`).toEqual(refused);
    }
    expect(calls()).toEqual([]);
    fake.state.down.add('subscription');
    expect((await runPersisted('confirm-subscription', { input: { email: 'emma@example.com', token: 'sub-token-emma-0123456789' } })).errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });

  it('anonymous callers may send the public confirmations as their own documents too, nothing else', async () => {
    const own = await run('mutation { confirmSubscription(input: { email: "emma@example.com", token: "sub-token-emma-0123456789" }) { subscribed } }', {}, null);
    expect(own).toEqual({ data: { confirmSubscription: { subscribed: true } } });
    const mixed = await gql(gateway.url, { query: `mutation { confirmSubscription(input: { email: "a@b.c", token: "t" }) { subscribed }
      requestAccountDeletion(input: { channel: "photoprint-gb" }) { expiresAt } }` });
    expect(mixed.status).toBe(401);
    expect(mixed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(isPublicOperation(parse('mutation { __typename confirmEmailChange(input: { token: "" }) { email } }'),
      parse('mutation { __typename confirmEmailChange(input: { token: "" }) { email } }').definitions[0] as never)).toBe(true);
  });
});

describe('anonymous access to everything else', () => {
  it('the settings fields and the other mutations answer UNAUTHENTICATED, persisted or not', async () => {
    expect((await runPersisted('settings')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await runPersisted('settings')).data ?? null).toBeNull();
    for (const query of [SETTINGS, REQUEST_DELETION, `mutation { updateCookieConsent(input: { analytics: true, marketing: true }) { error { reason } } }`,
      `mutation { deleteAddress(input: { addressId: "${addressGid('addr-emma-1')}" }) { deletedAddressId } }`]) {
      const answer = await gql(gateway.url, { query });
      expect(answer.status, query).toBe(401);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(fake.state.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
