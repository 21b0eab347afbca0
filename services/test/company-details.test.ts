// Company details (contracts/customer-api.yaml, PUT /customers/me/company) over HTTP with real tokens, on the default
// database (PGlite): the company name and VAT number rules with the contract's messages, the VAT number normalised,
// a Default account moved to New (other statuses kept), a consumer refused with 403, a deleted account 404, and
// nobody else's record touched. The validation itself is checked directly first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DETAILS_MESSAGES, validateCompanyDetails } from '../src/account/company-details';
import { DEMO_IDS, OLIVER_VAT_NUMBER } from '../src/db/seed';
import { BUSINESS_IDS } from '../src/db/seed-business';
import { defaultDatabase } from './helpers/databases';
import { jsonClient } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

const NAME_ERROR = { field: 'companyName', message: COMPANY_DETAILS_MESSAGES.companyName };
const VAT_ERROR = { field: 'vatNumber', message: COMPANY_DETAILS_MESSAGES.vatNumber };
const VALID = { companyName: 'De Vries Fotografie', vatNumber: 'NL823456789B01' };

describe('validateCompanyDetails', () => {
  it('trims the company name and normalises the VAT number', () => {
    expect(validateCompanyDetails({ companyName: '  De Vries & Zn. (Fotografie)  ', vatNumber: ' nl 8234.56-789 b01 ' }))
      .toEqual({ company_name: 'De Vries & Zn. (Fotografie)', vat_number: 'NL823456789B01' });
    expect(validateCompanyDetails({ companyName: 'Ω'.repeat(100), vatNumber: 'el-094 259 216' }))
      .toEqual({ company_name: 'Ω'.repeat(100), vat_number: 'EL094259216' });
  });

  it('accepts the EU member states, Northern Ireland and the UK, with 2 to 13 letters or digits after the prefix', () => {
    for (const vat of ['ATU12345678', 'BE0467812390', 'DE293847560', 'FR12345678901', 'IE1234567WA', 'ESX1234567X',
      'GB284736131', 'GBGD001', 'XI123456789', 'SE123456789001', 'DK12', 'NL1234567890123']) {
      expect(validateCompanyDetails({ ...VALID, vatNumber: vat })).toEqual({ company_name: VALID.companyName, vat_number: vat });
    }
  });

  it('refuses an empty, too long or unsafe company name', () => {
    for (const companyName of ['', '   ', 'a'.repeat(101), 'Acme <b>', 'Acme > Co', 'Acme; DROP', 'Acme\u0007', 'Acme\nLtd', 42, null, ['Acme']]) {
      expect(validateCompanyDetails({ ...VALID, companyName })).toEqual({ fieldErrors: [NAME_ERROR] });
    }
  });

  it('refuses VAT numbers of other countries, of the wrong length or with other characters', () => {
    for (const vatNumber of ['', 'NL', 'NL1', 'NL12345678901234', 'US123456789', 'GR094259216', 'CHE123456789', '12345678',
      'NL123_456', 'NL12345678B0!', 'DE 293 847 560 ' + ' '.repeat(20), 'NL'.padEnd(31, '1'), 12345678, null]) {
      expect(validateCompanyDetails({ ...VALID, vatNumber })).toEqual({ fieldErrors: [VAT_ERROR] });
    }
  });

  it('answers every invalid field, also for a body that is not an object', () => {
    for (const body of [{}, null, [], 'NL823456789B01']) {
      expect(validateCompanyDetails(body)).toEqual({ fieldErrors: [NAME_ERROR, VAT_ERROR] });
    }
  });
});

const NAMES = ['dana', 'bruno', 'anna', 'oliver', 'emma', 'alex'] as const;

describe.each(defaultDatabase)('company details (%s)', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<(typeof NAMES)[number], string>;
  const call = jsonClient(() => server.baseUrl);
  const put = (name: (typeof NAMES)[number], body: unknown) => call('PUT', '/customer-api/customers/me/company', tokens[name], body);
  const me = async (name: (typeof NAMES)[number]) => (await call('GET', '/customer-api/customers/me', tokens[name])).body;

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of NAMES) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('shows the seeded company details: Dana none, the others a company and a VAT number; a consumer none', async () => {
    expect(await me('dana')).toMatchObject({ companyName: null, vatNumber: null, businessAccountStatus: 'Default' });
    expect(await me('anna')).toMatchObject({ companyName: 'Anna Schmidt Events GmbH', vatNumber: 'DE293847560', businessAccountStatus: 'Active' });
    expect(await me('bruno')).toMatchObject({ companyName: 'Bruno Fotografie BV', vatNumber: 'BE0467812390', businessAccountStatus: 'Blocked' });
    expect(await me('oliver')).toMatchObject({ companyName: 'Bennett Studio Ltd', vatNumber: OLIVER_VAT_NUMBER, businessAccountStatus: 'New' });
    expect(await me('emma')).toMatchObject({ companyName: null, vatNumber: null, businessAccountStatus: null });
  });

  it('refuses invalid details with the field messages and changes nothing', async () => {
    const bad = await put('dana', { companyName: ' <script> ', vatNumber: 'US123456789' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'INVALID_COMPANY_DETAILS', message: expect.any(String), fieldErrors: [NAME_ERROR, VAT_ERROR] });
    const long = await put('dana', { companyName: 'x'.repeat(101), vatNumber: `NL${'1'.repeat(40)}` });
    expect(long.body.fieldErrors).toEqual([NAME_ERROR, VAT_ERROR]);
    expect((await put('dana', { companyName: 'Fine BV' })).body.fieldErrors).toEqual([VAT_ERROR]);
    expect(await me('dana')).toMatchObject({ companyName: null, vatNumber: null, businessAccountStatus: 'Default' });
  });

  it('completes a Default account: the details are stored normalised and the account becomes New', async () => {
    const before = { anna: await me('anna'), bruno: await me('bruno'), oliver: await me('oliver'), emma: await me('emma') };
    const res = await put('dana', { companyName: '  De Vries Fotografie  ', vatNumber: 'nl 8234.56-789.b01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: BUSINESS_IDS.dana, email: 'dana@example.com', companyName: 'De Vries Fotografie', vatNumber: 'NL823456789B01', businessAccountStatus: 'New',
    });
    expect(await me('dana')).toEqual(res.body);
    // Nobody else's record changed.
    for (const name of ['anna', 'bruno', 'oliver', 'emma'] as const) expect(await me(name)).toEqual(before[name]);

    // Changing them again keeps New.
    expect((await put('dana', { companyName: 'De Vries Foto BV', vatNumber: 'NL823456789B02' })).body)
      .toMatchObject({ companyName: 'De Vries Foto BV', vatNumber: 'NL823456789B02', businessAccountStatus: 'New' });
  });

  it('keeps the status of a Blocked, Active or New account', async () => {
    expect((await put('bruno', { companyName: 'Bruno Jacobs Fotografie BV', vatNumber: 'BE 0467.812.390' })).body)
      .toMatchObject({ id: BUSINESS_IDS.bruno, companyName: 'Bruno Jacobs Fotografie BV', vatNumber: 'BE0467812390', businessAccountStatus: 'Blocked' });
    expect((await put('anna', { companyName: 'Anna Schmidt Events GmbH', vatNumber: 'DE293847560' })).body)
      .toMatchObject({ businessAccountStatus: 'Active' });
    expect((await put('oliver', { companyName: 'Bennett Studio Ltd', vatNumber: 'GB 284 7361 31' })).body)
      .toMatchObject({ id: DEMO_IDS.oliver, vatNumber: 'GB284736131', businessAccountStatus: 'New' });
  });

  it('refuses a consumer (403, unchanged), a deleted account (404) and an anonymous caller (401)', async () => {
    const consumer = await put('emma', VALID);
    expect(consumer.status).toBe(403);
    expect(consumer.body.code).toBe('FORBIDDEN');
    expect(await me('emma')).toMatchObject({ companyName: null, vatNumber: null, businessAccountStatus: null });
    const deleted = await put('alex', VALID);
    expect(deleted.status).toBe(404);
    expect(deleted.body.code).toBe('ACCOUNT_DELETED');
    expect((await call('PUT', '/customer-api/customers/me/company', undefined, VALID)).status).toBe(401);
  });
});
