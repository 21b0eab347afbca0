// The settings domain against the REAL services in-process (PGlite, the demo accounts, a real sign-in, real e-mail to
// the embedded SMTP server read back through the web mailbox): Ava's settings and address book with the services' own
// §5 validation, the e-mail change from request to confirmed link, the request limit, Leo's account deletion, the
// seeded newsletter confirmation, and the client's persisted settings documents.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startGateway, testConfig, type RunningGateway } from './helpers';
import { mailedToken, signIn, startTestServer, upstreamsAt, type RealServices } from './realServices';

const PERSISTED_FILE = new URL('../../client/persisted-queries.json', import.meta.url).pathname;
const documentId = (name: string) => /"id": "([0-9a-f]{32})"/.exec(readFileSync(new URL(`../../client/src/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8'))![1]!;

let services: RealServices;
let gateway: RunningGateway;
let ava: string;
let mia: string;
let leo: string;

beforeAll(async () => {
  services = await startTestServer('pglite');
  gateway = await startGateway(testConfig({ ...upstreamsAt(services.baseUrl, services.services.issuer), persistedQueriesFile: PERSISTED_FILE }));
  ava = (await signIn(services.baseUrl, 'ava@example.com', 'photos123')).accessToken;
  mia = (await signIn(services.baseUrl, 'mia@example.com', 'photos123')).accessToken;
  leo = (await signIn(services.baseUrl, 'leo@example.com', 'photos123')).accessToken;
}, 180_000);
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const run = async (query: string, variables: Record<string, unknown> = {}, token: string | null = ava) => {
  const { body } = await gql(gateway.url, { query, variables }, token ? { token } : {});
  expect(body.errors, query.slice(0, 80)).toBeUndefined();
  return body.data as Record<string, any>;
};

const BOOK = '{ viewer { firstName lastName email addresses(first: 50) { totalCount edges { cursor node { id streetName city countryCode isDefault } } } } }';
const ADDRESS = { firstName: 'Ava', lastName: 'Wright', streetName: 'Damrak', streetNumber: '70', postalCode: '1012 LM', city: 'Amsterdam', countryCode: 'NL', phone: '+31 20 555 0101' };

describe("Ava's settings through the gateway (real services)", () => {
  it('reads her names, two Dutch addresses (the default first), the Dutch payment methods and her consent', async () => {
    const { viewer } = await run(`{ viewer { firstName lastName email
      addresses(first: 50) { totalCount edges { node { streetName city countryCode isDefault } } }
      paymentMethod { method available } cookieConsent { code analytics marketing } } }`);
    expect(viewer).toMatchObject({ firstName: 'Ava', lastName: 'Wright', email: 'ava@example.com' });
    expect(viewer.addresses.totalCount).toBe(2);
    expect(viewer.addresses.edges[0].node).toMatchObject({ city: 'Utrecht', countryCode: 'NL', isDefault: true });
    expect(viewer.paymentMethod.available).toEqual(['IDEAL', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER']);
    expect(viewer.cookieConsent.code).toMatch(/^[01]{2}$/);
  });

  it('adds an address (the §5 messages first), edits it, deletes it; other customers cannot see it', async () => {
    const add = `mutation($input: AddAddressInput!) { addAddress(input: $input) { addressEdge { node { id streetName } } error { reason } fieldErrors { field message } } }`;
    const invalid = (await run(add, { input: { address: { ...ADDRESS, postalCode: '12', phone: 'call me' } } })).addAddress;
    expect(invalid).toMatchObject({ addressEdge: null, error: { reason: 'INVALID_INPUT' } });
    expect(invalid.fieldErrors).toEqual(expect.arrayContaining([
      { field: 'postalCode', message: 'Postal Code must be valid' }, { field: 'phone', message: 'Phone number must be valid' },
    ]));
    const added = (await run(add, { input: { address: ADDRESS } })).addAddress;
    expect(added).toMatchObject({ addressEdge: { node: { streetName: 'Damrak' } }, error: null, fieldErrors: [] });
    const id = added.addressEdge.node.id as string;
    expect((await run(BOOK)).viewer.addresses.totalCount).toBe(3);
    expect((await run('query($id: ID!) { node(id: $id) { id } }', { id }, mia)).node).toBeNull();

    const update = `mutation($input: UpdateAddressInput!) { updateAddress(input: $input) { address { id streetName isDefault } error { reason } } }`;
    expect((await run(update, { input: { addressId: id, address: { ...ADDRESS, streetName: 'Rokin' }, isDefault: true } })).updateAddress)
      .toEqual({ address: { id, streetName: 'Rokin', isDefault: true }, error: null });
    expect((await run(update, { input: { addressId: id, address: ADDRESS } }, mia)).updateAddress).toEqual({ address: null, error: { reason: 'NOT_FOUND' } });
    const remove = 'mutation($id: ID!) { deleteAddress(input: { addressId: $id }) { deletedAddressId error { reason } } }';
    expect((await run(remove, { id }, mia)).deleteAddress).toEqual({ deletedAddressId: null, error: { reason: 'NOT_FOUND' } });
    expect((await run(remove, { id })).deleteAddress).toEqual({ deletedAddressId: id, error: null });
    const book = (await run(BOOK)).viewer.addresses;
    expect(book.totalCount).toBe(2);
    expect(book.edges.filter((e: any) => e.node.isDefault)).toHaveLength(1);
  });

  it('changes personal details, payment method (NL offers iDEAL, not Bancontact) and cookie consent', async () => {
    const personal = 'mutation($input: UpdatePersonalDetailsInput!) { updatePersonalDetails(input: $input) { viewer { lastName } error { reason } fieldErrors { field } } }';
    expect((await run(personal, { input: { firstName: 'Ava', lastName: 'Wright-Jones' } })).updatePersonalDetails)
      .toEqual({ viewer: { lastName: 'Wright-Jones' }, error: null, fieldErrors: [] });
    expect((await run(personal, { input: { firstName: '<script>', lastName: 'Wright' } })).updatePersonalDetails)
      .toMatchObject({ viewer: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'firstName' }] });
    const pay = 'mutation($m: PaymentMethodType!) { changePaymentMethod(input: { method: $m }) { paymentMethod { method } error { reason } } }';
    expect((await run(pay, { m: 'IDEAL' })).changePaymentMethod).toEqual({ paymentMethod: { method: 'IDEAL' }, error: null });
    expect((await run(pay, { m: 'BANCONTACT' })).changePaymentMethod).toEqual({ paymentMethod: null, error: { reason: 'PAYMENT_METHOD_UNAVAILABLE' } });
    const consent = 'mutation { updateCookieConsent(input: { analytics: true, marketing: false }) { cookieConsent { code } } }';
    expect((await run(consent)).updateCookieConsent.cookieConsent.code).toBe('10');
    expect((await run('{ viewer { cookieConsent { analytics marketing } } }')).viewer.cookieConsent).toEqual({ analytics: true, marketing: false });
  });

  it("answers the client's persisted settings documents (compiled) without errors", async () => {
    for (const name of ['SettingsPageQuery', 'AllAddressesPageQuery']) {
      const { body } = await gql(gateway.url, { documentId: documentId(name), variables: {} }, { token: ava });
      expect(body.errors, name).toBeUndefined();
      expect(body.data?.viewer, name).toBeTruthy();
    }
  });
});

const REQUEST_EMAIL = 'mutation($email: String!) { requestEmailChange(input: { email: $email, channel: "photoprint-gb" }) { email expiresAt error { reason } fieldErrors { field message } } }';
const CONFIRM_EMAIL = 'mutation($t: String!) { confirmEmailChange(input: { token: $t }) { email error { reason } } }';

describe('the e-mail change and the account deletion, with real e-mail', () => {
  it('requests → the link arrives in the mailbox → confirmed signed out → the sign-in e-mail changed; the link is single-use', async () => {
    expect((await run(REQUEST_EMAIL, { email: 'emma@example.com' }, mia)).requestEmailChange).toMatchObject({ email: null, error: { reason: 'EMAIL_IN_USE' } });
    expect((await run(REQUEST_EMAIL, { email: 'not-an-address' }, mia)).requestEmailChange).toMatchObject({ error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'email' }] });
    const request = (await run(REQUEST_EMAIL, { email: 'ava.new@example.com' })).requestEmailChange;
    expect(request).toMatchObject({ email: 'ava.new@example.com', error: null });
    expect(Date.parse(request.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const token = await mailedToken(services.baseUrl, 'ava.new@example.com');
    expect((await run(CONFIRM_EMAIL, { t: token }, mia)).confirmEmailChange).toEqual({ email: null, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    expect((await run(CONFIRM_EMAIL, { t: token }, null)).confirmEmailChange).toEqual({ email: 'ava.new@example.com', error: null });
    expect((await run(CONFIRM_EMAIL, { t: token }, null)).confirmEmailChange).toEqual({ email: null, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    expect((await run('{ viewer { email } }')).viewer.email).toBe('ava.new@example.com');
    await expect(signIn(services.baseUrl, 'ava@example.com', 'photos123')).rejects.toThrow();
    expect((await signIn(services.baseUrl, 'ava.new@example.com', 'photos123')).accessToken).toBeTruthy();
  });

  it('the 4th request within the hour is a typed TOO_MANY_REQUESTS', async () => {
    const sent = [];
    for (let i = 0; i < 4; i += 1) sent.push((await run(REQUEST_EMAIL, { email: `ava.limit${i}@example.com` })).requestEmailChange.error?.reason ?? 'SENT');
    // Ava's first request above counts too.
    expect(sent).toEqual(['SENT', 'SENT', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });

  it("Leo deletes his account: the link confirmed signed in → deleted; his settings are gone, another's token refused", async () => {
    const request = 'mutation { requestAccountDeletion(input: { channel: "photoprint-gb" }) { expiresAt error { reason } } }';
    expect((await run(request, {}, leo)).requestAccountDeletion).toEqual({ expiresAt: expect.any(String), error: null });
    const token = await mailedToken(services.baseUrl, 'leo@example.com');
    const confirm = 'mutation($t: String!) { confirmAccountDeletion(input: { token: $t }) { deleted error { reason } } }';
    expect((await run(confirm, { t: token }, mia)).confirmAccountDeletion).toEqual({ deleted: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    expect((await run(confirm, { t: token }, leo)).confirmAccountDeletion).toEqual({ deleted: true, error: null });
    expect((await run('{ viewer { accountDeleted lastName addresses(first: 5) { totalCount } paymentMethod { method } } }', {}, leo)).viewer)
      .toEqual({ accountDeleted: true, lastName: null, addresses: null, paymentMethod: null });
  });

  it('the seeded newsletter subscription is confirmed from its e-mail, anonymously; a tampered token fails', async () => {
    const token = await mailedToken(services.baseUrl, 'emma@example.com');
    const confirm = 'mutation($e: String!, $t: String!) { confirmSubscription(input: { email: $e, token: $t }) { subscribed error { reason } } }';
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await run(confirm, { e: 'emma@example.com', t: tampered }, null)).confirmSubscription).toEqual({ subscribed: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    expect((await run(confirm, { e: 'emma@example.com', t: token }, null)).confirmSubscription).toEqual({ subscribed: true, error: null });
  });
});
