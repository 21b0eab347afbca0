// Customer API v2 (contracts/customer-api.yaml) over HTTP with real tokens, on the default database: personal
// details, the address book (validation with the spec §5 messages, default handling, at most 50, ownership), the
// payment method by country and the cookie consent; a deleted account is 404 on every route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_DETAILS_MESSAGES } from '../src/account/personal-details';
import { DEMO_IDS } from '../src/db/seed';
import { ADDRESS_MESSAGES } from '../src/orders/address';
import { defaultDatabase } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const NAMES = ['emma', 'oliver', 'ava', 'leo', 'mia', 'alex', 'noah'] as const;
const HOME = {
  firstName: 'Emma', lastName: 'Janssen', company: null, streetName: 'Prinsengracht', streetNumber: '263', addition: 'A',
  postalCode: '1016 GV', city: 'Amsterdam', countryCode: 'NL', phone: '+31 20 556 7105',
};

describe.each(defaultDatabase)('customer API (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<(typeof NAMES)[number], string>;
  const call = jsonClient(() => server.baseUrl);
  const api = (method: string, path: string, name: (typeof NAMES)[number] = 'emma', body?: unknown) =>
    call(method, `/customer-api/customers/me${path}`, tokens[name], body);

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of NAMES) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('answers the record with the address book in the order shape, the default first', async () => {
    const ava = await api('GET', '', 'ava');
    expect(ava.status).toBe(200);
    expect(ava.body).toMatchObject({ id: DEMO_IDS.ava, email: 'ava@example.com', firstName: 'Ava', lastName: 'Wright' });
    expect(ava.body.addresses).toEqual([
      { id: expect.any(String), firstName: 'Ava', lastName: 'Wright', company: null, streetName: 'Oudegracht', streetNumber: '158',
        addition: 'bis', postalCode: '3511 AZ', city: 'Utrecht', countryCode: 'NL', phone: '+31 30 234 5678', isDefault: true },
      expect.objectContaining({ city: 'Rotterdam', isDefault: false, phone: null }),
    ]);
    expect((await api('GET', '/addresses', 'ava')).body.items).toEqual(ava.body.addresses);
    expect((await api('GET', '', 'oliver')).body.addresses).toEqual([expect.objectContaining({
      firstName: 'Oliver', lastName: 'Bennett', company: 'Bennett Studio Ltd', streetName: 'Carnaby Street', isDefault: true,
    })]);
    expect((await call('GET', '/customer-api/customers/me/addresses')).status).toBe(401);
  });

  it('changes the personal details (trimmed) and refuses invalid names with a message per field', async () => {
    const ok = await api('PUT', '', 'noah', { firstName: '  Noah-Jan ', lastName: "O'Brien" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ firstName: 'Noah-Jan', lastName: "O'Brien" });
    expect((await api('GET', '', 'noah')).body).toMatchObject({ firstName: 'Noah-Jan', lastName: "O'Brien" });

    const bad = await api('PUT', '', 'noah', { firstName: '   ', lastName: 'Peters<script>' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'INVALID_PERSONAL_DETAILS', message: expect.any(String), fieldErrors: [
        { field: 'firstName', message: PERSONAL_DETAILS_MESSAGES.firstName.required },
        { field: 'lastName', message: PERSONAL_DETAILS_MESSAGES.lastName.invalid },
      ],
    });
    for (const body of [{}, { firstName: 'A' }, { firstName: 'A', lastName: 'x'.repeat(101) }, { firstName: 'A\u0000', lastName: 'B' },
      { firstName: 'A;', lastName: 'B' }, { firstName: 7, lastName: 'B' }]) {
      expect((await api('PUT', '', 'noah', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api('GET', '', 'noah')).body).toMatchObject({ firstName: 'Noah-Jan', lastName: "O'Brien" });
  });

  it('refuses an invalid address with the spec §5 messages on their fields, and adds nothing', async () => {
    const res = await api('POST', '/addresses', 'emma', { ...HOME, postalCode: '12', phone: '12345', streetNumber: 'x', streetName: '!!' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_ADDRESS');
    expect(res.body.fieldErrors).toEqual(expect.arrayContaining([
      { field: 'postalCode', message: 'Postal Code must be valid' },
      { field: 'phone', message: 'Phone number must be valid' },
      { field: 'streetNumber', message: 'Street number must be valid' },
      { field: 'streetName', message: 'Street name must be valid' },
    ]));
    expect(res.body.fieldErrors).toHaveLength(4);
    const missing = await api('POST', '/addresses', 'emma', {});
    expect(missing.body.fieldErrors.map((e: Json) => e.field)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'city', 'countryCode']));
    expect(missing.body.fieldErrors.find((e: Json) => e.field === 'firstName').message).toBe(ADDRESS_MESSAGES.firstName);
    expect((await api('POST', '/addresses', 'emma', { ...HOME, isDefault: 'yes' })).status).toBe(400);
    expect((await api('GET', '/addresses', 'emma')).body.items).toEqual([]);
  });

  it('adds, edits and deletes addresses keeping exactly one default', async () => {
    const first = await api('POST', '/addresses', 'emma', { ...HOME, isDefault: false });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...HOME, isDefault: true }); // the first address always is the default
    const second = (await api('POST', '/addresses', 'emma', { ...HOME, streetName: 'Damrak', streetNumber: '1', postalCode: '1012LG', phone: '020 556 7105' })).body;
    expect(second).toMatchObject({ isDefault: false, postalCode: '1012LG' });
    const third = (await api('POST', '/addresses', 'emma', {
      ...HOME, firstName: 'Mia', lastName: 'Clarke', streetName: 'Baker Street', streetNumber: '221B', addition: null,
      postalCode: 'NW1 6XE', city: 'London', countryCode: 'gb', phone: null, company: 'Clarke & Co', isDefault: true,
    })).body;
    expect(third).toMatchObject({ countryCode: 'GB', company: 'Clarke & Co', isDefault: true });
    const order = async () => (await api('GET', '/addresses', 'emma')).body.items.map((a: Json) => [a.id, a.isDefault]);
    expect(await order()).toEqual([[third.id, true], [first.body.id, false], [second.id, false]]);

    const edited = await api('PUT', `/addresses/${second.id}`, 'emma', { ...HOME, city: 'Haarlem', postalCode: '2011 AB', isDefault: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: second.id, city: 'Haarlem', isDefault: true });
    expect(await order()).toEqual([[second.id, true], [first.body.id, false], [third.id, false]]);
    // isDefault false never leaves the book without a default.
    expect((await api('PUT', `/addresses/${second.id}`, 'emma', { ...HOME, isDefault: false })).body.isDefault).toBe(true);
    const invalid = await api('PUT', `/addresses/${second.id}`, 'emma', { ...HOME, postalCode: 'ABC' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual([{ field: 'postalCode', message: 'Postal Code must be valid' }]);

    expect((await api('DELETE', `/addresses/${second.id}`, 'emma')).status).toBe(204);
    expect(await order()).toEqual([[first.body.id, true], [third.id, false]]); // the oldest remaining is the default
    expect((await api('DELETE', `/addresses/${second.id}`, 'emma')).status).toBe(404);
    expect((await api('GET', '', 'emma')).body.addresses.map((a: Json) => a.id)).toEqual([first.body.id, third.id]);
  });

  it("answers 404 for another customer's address, an unknown or a malformed id, and changes nothing", async () => {
    const oliver = (await api('GET', '/addresses', 'oliver')).body.items[0];
    for (const id of [oliver.id, '00000000-0000-4000-8000-000000000000', 'nope', "1' or '1'='1"]) {
      expect((await api('PUT', `/addresses/${encodeURIComponent(id)}`, 'emma', HOME)).status, id).toBe(404);
      expect((await api('DELETE', `/addresses/${encodeURIComponent(id)}`, 'emma')).status, id).toBe(404);
    }
    expect((await api('GET', '/addresses', 'oliver')).body.items).toEqual([oliver]);
  });

  it('holds at most 50 addresses, with one default, under requests at once', async () => {
    const results = await Promise.all(Array.from({ length: 53 }, (_, i) =>
      api('POST', '/addresses', 'mia', { ...HOME, firstName: 'Mia', streetNumber: String(i + 1), isDefault: i % 10 === 0 })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(50);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array(3).fill([409, 'TOO_MANY_ADDRESSES']));
    const items = (await api('GET', '/addresses', 'mia')).body.items as Json[];
    expect(items).toHaveLength(50);
    expect(items.filter((a) => a.isDefault)).toHaveLength(1);
    expect(items[0]!.isDefault).toBe(true);
  });

  it('offers the payment methods of the default address country and keeps the chosen one', async () => {
    expect((await api('GET', '/payment-method', 'ava')).body).toEqual({
      method: null, available: ['IDEAL', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER'],
    });
    expect((await api('GET', '/payment-method', 'leo')).body.available).toEqual(['SOFORT', 'CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER']);
    expect((await api('GET', '/payment-method', 'oliver')).body.available).toEqual(['CREDIT_CARD', 'PAYPAL', 'KLARNA', 'BANK_TRANSFER']);
    const chosen = await api('PUT', '/payment-method', 'ava', { method: 'IDEAL' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.method).toBe('IDEAL');
    expect((await api('GET', '/payment-method', 'ava')).body.method).toBe('IDEAL');
    const unavailable = await api('PUT', '/payment-method', 'ava', { method: 'BANCONTACT' });
    expect([unavailable.status, unavailable.body.code]).toEqual([400, 'PAYMENT_METHOD_UNAVAILABLE']);
    for (const method of ['CASH', '', null, 3, undefined]) {
      expect((await api('PUT', '/payment-method', 'ava', { method })).status, String(method)).toBe(400);
    }
    expect((await api('GET', '/payment-method', 'ava')).body.method).toBe('IDEAL');
  });

  it('stores the cookie consent codes 00, 01, 10 and 11 only', async () => {
    expect((await api('GET', '/cookie-consent', 'ava')).body).toEqual({ code: '00' });
    for (const code of ['10', '01', '11', '00', '10']) {
      expect((await api('PUT', '/cookie-consent', 'ava', { code })).body).toEqual({ code });
    }
    for (const code of ['12', '1', '0', '', '100', 10, null, 'ab']) {
      const res = await api('PUT', '/cookie-consent', 'ava', { code });
      expect([res.status, res.body.code], String(code)).toEqual([400, 'INVALID_CONSENT_CODE']);
    }
    expect((await api('GET', '/cookie-consent', 'ava')).body).toEqual({ code: '10' });
  });

  it('answers 404 on every route for the deleted account, but its record, which says so', async () => {
    expect((await api('GET', '', 'alex')).body).toMatchObject({ email: 'alex@example.com', accountDeleted: true });
    for (const [method, path, body] of [['PUT', '', { firstName: 'A', lastName: 'B' }], ['GET', '/addresses'],
      ['POST', '/addresses', HOME], ['GET', '/payment-method'], ['PUT', '/cookie-consent', { code: '11' }]] as const) {
      const res = await api(method, path, 'alex', body);
      expect([res.status, res.body.code], `${method} ${path}`).toEqual([404, 'ACCOUNT_DELETED']);
    }
    const rows = await server.services.db.selectFrom('addresses').select('id').where('customer_id', '=', DEMO_IDS.alex).execute();
    expect(rows).toEqual([]);
  });
});
