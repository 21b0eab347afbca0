// Settings: Lucas (signed in) goes after Ava's address book through the gateway (updateAddress, deleteAddress,
// node(id:), address(id:)) and through the customer API with his token; long strings over the limits; the public
// confirmations with malformed, forged and other identities' tokens (a real token read from the services' mailbox);
// anonymous callers and the settings fields; the e-mail change and deletion request limits (3 per identity per hour)
// answered as a typed TOO_MANY_REQUESTS, EMAIL_IN_USE answers counted too. Nothing of Ava's or Lucas's may change.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, persistedId, sleep, type Customer, type GqlAnswer } from '../harness';
import { ask, persisted, read, rest, stack } from './context';

const BOOK = '{ viewer { email addresses(first: 50) { totalCount edges { node { id streetName postalCode isDefault } } } } }';
const ADDRESS = { firstName: 'Lucas', lastName: 'Meyer', streetName: 'Torstraße', streetNumber: '45', postalCode: '10119', city: 'Berlin', countryCode: 'DE' };
const secret = () => randomBytes(32).toString('base64url');

/** The confirmation token of the newest e-mail to `to` in the services' mailbox (the way a customer gets it). */
async function mailedToken(to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const list = await rest(null, 'GET', `/mailbox?to=${encodeURIComponent(to)}`);
    const message = /href="([^"]*\/mailbox\/messages\/[^"]+)"/.exec(list.text)?.[1];
    if (message) {
      const page = await rest(null, 'GET', new URL(message.replace(/&amp;/g, '&'), stack.servicesOrigin).pathname);
      const token = /confirmation-token=([A-Za-z0-9._~%-]+)/.exec(page.text)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await sleep(250);
  }
  throw new Error(`no confirmation e-mail to ${to} in the mailbox`);
}

let ava: { id: string; email: string; book: any };
let lucasId: string;
let lucasEmail: string;

beforeAll(async () => {
  const book = (await read('ava', BOOK)).viewer;
  ava = { id: (await rest('ava', 'GET', '/customer-api/customers/me')).json().id, email: book.email, book };
  expect(ava.book.addresses.totalCount).toBeGreaterThan(0);
  const lucas = (await rest('lucas', 'GET', '/customer-api/customers/me')).json();
  lucasId = lucas.id;
  lucasEmail = lucas.email;
});

const avaUnchanged = async () => expect((await read('ava', BOOK)).viewer).toEqual(ava.book);

describe("Lucas goes after Ava's address book", () => {
  it('node(id:), nodes(ids:) and address(id:) with her address ids → null', async () => {
    const ids = ava.book.addresses.edges.map((e: any) => e.node.id as string);
    expect((await read('ava', 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).nodes.map((n: any) => n?.id)).toEqual(ids);
    const answer = await read('lucas', 'query($a: ID!, $ids: [ID!]!) { a: node(id: $a) { id } nodes(ids: $ids) { id } viewer { address(id: $a) { id } } }', { a: ids[0], ids });
    expect(answer).toEqual({ a: null, nodes: ids.map(() => null), viewer: { address: null } });
  });

  it('updateAddress and deleteAddress → NOT_FOUND (typed, no thrown error); her book unchanged', async () => {
    for (const { node } of ava.book.addresses.edges) {
      const update = await ask('lucas', `mutation($input: UpdateAddressInput!) { updateAddress(input: $input) { address { id } error { reason } fieldErrors { field } } }`,
        { input: { addressId: node.id, address: ADDRESS, isDefault: true } });
      expect(update.body.errors).toBeUndefined();
      expect(update.body.data?.updateAddress).toEqual({ address: null, error: { reason: 'NOT_FOUND' }, fieldErrors: [] });
      const remove = await ask('lucas', 'mutation($id: ID!) { deleteAddress(input: { addressId: $id }) { deletedAddressId error { reason } } }', { id: node.id });
      expect(remove.body.errors).toBeUndefined();
      expect(remove.body.data?.deleteAddress).toEqual({ deletedAddressId: null, error: { reason: 'NOT_FOUND' } });
    }
    await avaUnchanged();
  });

  it('the customer API with his token: her address ids are a 404; without a token every call is a 401', async () => {
    for (const { node } of ava.book.addresses.edges) {
      const id = Buffer.from(node.id, 'base64url').toString('utf8').replace(/^Address:/, '');
      expect((await rest('lucas', 'PUT', `/customer-api/customers/me/addresses/${encodeURIComponent(id)}`, ADDRESS)).status).toBe(404);
      expect((await rest('lucas', 'DELETE', `/customer-api/customers/me/addresses/${encodeURIComponent(id)}`)).status).toBe(404);
      expect((await rest(null, 'DELETE', `/customer-api/customers/me/addresses/${encodeURIComponent(id)}`)).status).toBe(401);
    }
    for (const path of ['/customers/me', '/customers/me/addresses', '/customers/me/payment-method', '/customers/me/cookie-consent']) {
      expect((await rest(null, 'GET', `/customer-api${path}`)).status, path).toBe(401);
    }
    expect((await rest('lucas', 'POST', `/auth-api/v2/identities/local/${encodeURIComponent(ava.id)}/deleteaccount`, { channel: 'photoprint-gb' })).status).toBe(403);
    expect((await rest('lucas', 'POST', `/auth-api/v2/identities/local/${encodeURIComponent(ava.id)}/emailchanges`, { email: 'x@example.com', channel: 'photoprint-gb' })).status).toBe(403);
    await avaUnchanged();
  });
});

describe('long strings over the limits → BAD_USER_INPUT before any upstream call', () => {
  const refused = (answer: GqlAnswer, what: string) =>
    expect(codeOf(answer), `${what}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe('BAD_USER_INPUT');

  it('settings queries and mutations', async () => {
    refused(await ask('emma', '{ viewer { addresses(first: 51) { totalCount } } }'), 'addresses(first: 51)');
    refused(await ask('emma', '{ viewer { addresses(first: 0) { totalCount } } }'), 'addresses(first: 0)');
    refused(await ask('emma', 'query($a: String) { viewer { addresses(first: 5, after: $a) { totalCount } } }', { a: 'x'.repeat(201) }), 'after 201');
    refused(await ask('emma', 'query($a: String) { viewer { addresses(first: 5, after: $a) { totalCount } } }', { a: 'garbage' }), 'after garbage');
    refused(await ask('emma', 'query($id: ID!) { viewer { address(id: $id) { id } } }', { id: 'x'.repeat(201) }), 'address(id:) 201');
    const personal = 'mutation($input: UpdatePersonalDetailsInput!) { updatePersonalDetails(input: $input) { error { reason } } }';
    refused(await ask('emma', personal, { input: { firstName: 'x'.repeat(101), lastName: 'Janssen' } }), 'firstName 101');
    refused(await ask('emma', personal, { input: { firstName: 'Emma', lastName: 'x'.repeat(10_000) } }), 'lastName 10,000');
    const add = 'mutation($input: AddAddressInput!) { addAddress(input: $input) { error { reason } } }';
    for (const [field, length] of [['streetName', 101], ['streetNumber', 21], ['postalCode', 21], ['countryCode', 3], ['phone', 31], ['city', 101]] as const) {
      refused(await ask('emma', add, { input: { address: { ...ADDRESS, [field]: 'x'.repeat(length) } } }), `address.${field}`);
    }
    const email = 'mutation($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { error { reason } } }';
    refused(await ask('emma', email, { input: { email: `${'x'.repeat(250)}@x.nl`, channel: 'photoprint-gb' } }), 'email 255');
    refused(await ask('emma', email, { input: { email: 'emma2@example.com', channel: 'x'.repeat(101) } }), 'channel 101');
    refused(await ask(null, 'mutation($t: String!) { confirmEmailChange(input: { token: $t }) { email } }', { t: 'x'.repeat(301) }), 'token 301');
    refused(await ask(null, 'mutation($e: String!) { confirmSubscription(input: { email: $e, token: "t" }) { subscribed } }', { e: `${'x'.repeat(250)}@x.nl` }), 'subscription email 255');
  });
});

describe('the public confirmations refuse malformed, forged and other identities\' tokens', () => {
  const CONFIRM_EMAIL = 'mutation($t: String!) { confirmEmailChange(input: { token: $t }) { email error { reason } } }';
  const CONFIRM_DELETION = 'mutation($t: String!) { confirmAccountDeletion(input: { token: $t }) { deleted error { reason } } }';
  const invalid = async (customer: Customer | null, token: string, what: string) => {
    for (const [query, field, empty] of [[CONFIRM_EMAIL, 'confirmEmailChange', { email: null }], [CONFIRM_DELETION, 'confirmAccountDeletion', { deleted: false }]] as const) {
      const answer = await ask(customer, query, { t: token });
      expect(answer.body.errors, `${what} ${field}`).toBeUndefined();
      expect(answer.body.data?.[field], `${what} ${field}`).toEqual({ ...empty, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    }
  };

  it('malformed tokens, signed in or not', async () => {
    for (const token of ['', 'x', '../../oidc', 'local.../..', `local.${lucasId}`, `local.${lucasId}./../x`, 'local.a%2Fb.' + secret(), '.'.repeat(40)]) {
      await invalid(null, token, JSON.stringify(token));
      await invalid('emma', token, JSON.stringify(token));
    }
  });

  it("a real e-mail-change token of Lucas's: refused to Emma signed in, to a forged identity, tampered; Lucas's e-mail unchanged", async () => {
    const request = await read('lucas', 'mutation { requestEmailChange(input: { email: "lucas.security@example.com", channel: "photoprint-gb" }) { email error { reason } } }');
    expect(request.requestEmailChange).toEqual({ email: 'lucas.security@example.com', error: null });
    const token = await mailedToken('lucas.security@example.com');
    expect(token.startsWith(`local.${lucasId}.`), token).toBe(true);
    const theSecret = token.slice(token.lastIndexOf('.') + 1);
    await invalid('emma', token, "Lucas's token, Emma signed in");
    await invalid(null, `local.${ava.id}.${theSecret}`, 'his secret under Ava\'s identity');
    await invalid(null, `local.${lucasId}.${secret()}`, 'a forged secret');
    await invalid(null, `local.${lucasId}.${theSecret.slice(0, -2)}${theSecret.endsWith('AA') ? 'BB' : 'AA'}`, 'a tampered secret');
    await invalid(null, `oidc.${lucasId}.${theSecret}`, 'another identity type');
    await invalid('ava', token, "Lucas's token, Ava signed in");
    expect((await read('lucas', '{ viewer { email } }')).viewer.email).toBe(lucasEmail);
    // Lucas's own browser, signed out: the token names him, and is then used up.
    expect((await ask(null, CONFIRM_EMAIL, { t: token })).body.data?.confirmEmailChange).toEqual({ email: 'lucas.security@example.com', error: null });
    expect((await ask(null, CONFIRM_EMAIL, { t: token })).body.data?.confirmEmailChange).toEqual({ email: null, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
  });

  it('the seeded newsletter confirmation through the client\'s persisted document, anonymous; a tampered token fails', async () => {
    const id = persistedId('useConfirmSubscriptionMutation');
    const token = await mailedToken('emma@example.com');
    const tampered = await persisted(null, id, { input: { email: 'emma@example.com', token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` } });
    expect(tampered.body.errors).toBeUndefined();
    expect(tampered.body.data?.confirmSubscription).toMatchObject({ subscribed: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    const other = await persisted(null, id, { input: { email: 'mia@example.com', token } });
    expect(other.body.data?.confirmSubscription).toMatchObject({ subscribed: false, error: { reason: 'INVALID_CONFIRMATION_TOKEN' } });
    const ok = await persisted(null, id, { input: { email: 'emma@example.com', token } });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data?.confirmSubscription).toMatchObject({ subscribed: true, error: null });
  });
});

describe('anonymous callers', () => {
  it('the settings fields and the non-public mutations: UNAUTHENTICATED, as free text (401) or persisted', async () => {
    for (const query of [BOOK, '{ viewer { lastName paymentMethod { method } cookieConsent { code } } }',
      'mutation { requestAccountDeletion(input: { channel: "photoprint-gb" }) { expiresAt } }',
      'mutation { updateCookieConsent(input: { analytics: true, marketing: true }) { error { reason } } }',
      `mutation { confirmSubscription(input: { email: "a@b.c", token: "t" }) { subscribed } requestEmailChange(input: { email: "a@b.c", channel: "photoprint-gb" }) { email } }`]) {
      const answer = await ask(null, query);
      expect(answer.status, query).toBe(401);
      expect(codeOf(answer), query).toBe('UNAUTHENTICATED');
      expect(answer.body.data ?? null).toBeNull();
    }
    for (const name of ['SettingsPageQuery', 'PaymentMethodPageQuery', 'AllAddressesPageQuery']) {
      const answer = await persisted(null, persistedId(name));
      expect(codeOf(answer), name).toBe('UNAUTHENTICATED');
      expect(answer.body.data?.viewer ?? null, name).toBeNull();
    }
    const deletion = await persisted(null, persistedId('useRequestAccountDeletionMutation'), { input: { channel: 'photoprint-gb' } });
    expect(codeOf(deletion)).toBe('UNAUTHENTICATED');
    expect(deletion.body.data?.requestAccountDeletion ?? null).toBeNull();
    await avaUnchanged();
  });
});

describe('the request limits: 3 per identity per hour, the 4th a typed TOO_MANY_REQUESTS', () => {
  it('e-mail change requests', async () => {
    const REQUEST = 'mutation($email: String!) { requestEmailChange(input: { email: $email, channel: "photoprint-gb" }) { email expiresAt error { reason message } } }';
    for (let i = 1; i <= 3; i += 1) {
      expect((await read('ava', REQUEST, { email: `ava.limit${i}@example.com` })).requestEmailChange).toMatchObject({ email: `ava.limit${i}@example.com`, error: null });
    }
    const fourth = await ask('ava', REQUEST, { email: 'ava.limit4@example.com' });
    expect(fourth.status).toBe(200);
    expect(fourth.body.errors).toBeUndefined();
    expect(fourth.body.data?.requestEmailChange).toMatchObject({ email: null, expiresAt: null, error: { reason: 'TOO_MANY_REQUESTS' } });
    // The limit is the identity's: another customer still gets his link.
    expect((await read('mia', REQUEST, { email: 'mia.limit@example.com' })).requestEmailChange.error).toBeNull();
  });

  it('e-mail change requests answered EMAIL_IN_USE count too: probing addresses is not free', async () => {
    const REQUEST = 'mutation($email: String!) { requestEmailChange(input: { email: $email, channel: "photoprint-gb" }) { email error { reason } } }';
    for (const email of ['emma@example.com', 'MIA@example.com', 'sophie@example.com']) {
      expect((await read('sophie', REQUEST, { email })).requestEmailChange, email).toEqual({ email: null, error: { reason: 'EMAIL_IN_USE' } });
    }
    for (const email of ['lucas@example.com', 'sophie.free@example.com']) {
      expect((await read('sophie', REQUEST, { email })).requestEmailChange, email).toEqual({ email: null, error: { reason: 'TOO_MANY_REQUESTS' } });
    }
    expect((await rest(null, 'GET', `/mailbox?to=${encodeURIComponent('sophie.free@example.com')}`)).text).not.toContain('/mailbox/messages/');
  });

  it('account deletion requests', async () => {
    const REQUEST = 'mutation { requestAccountDeletion(input: { channel: "photoprint-gb" }) { expiresAt error { reason } } }';
    for (let i = 1; i <= 3; i += 1) expect((await read('ava', REQUEST)).requestAccountDeletion).toEqual({ expiresAt: expect.any(String), error: null });
    const fourth = await ask('ava', REQUEST);
    expect(fourth.body.errors).toBeUndefined();
    expect(fourth.body.data?.requestAccountDeletion).toEqual({ expiresAt: null, error: { reason: 'TOO_MANY_REQUESTS' } });
    expect((await read('ava', '{ viewer { accountDeleted } }')).viewer.accountDeleted).toBe(false);
    await avaUnchanged();
  });
});
