// FTP integration (contracts/customer-api.yaml, PATCH /customers/me) over HTTP with real tokens, on the default
// database (PGlite): the per-customer FTP instructions, the https-only callback URL of a public server (stored
// normalised) and the fixed callback formats with the spec's messages, null clears, absent fields stay, a consumer is
// refused with 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FTP_HOST, FTP_MESSAGES, shortId, validateFtpPatch } from '../src/account/ftp-integration';
import { DEMO_IDS } from '../src/db/seed';
import { defaultDatabase } from './helpers/databases';
import { jsonClient } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

describe('validateFtpPatch', () => {
  it('accepts https URLs and the fixed formats, refuses everything else with the field message', () => {
    expect(validateFtpPatch({ callbackUrl: ' https://hooks.example.com/orders?x=1 ', callbackFormat: 'XML' }))
      .toEqual({ callback_url: 'https://hooks.example.com/orders?x=1', callback_format: 'XML' });
    // What is checked is what is stored: the normalised URL.
    expect(validateFtpPatch({ callbackUrl: 'https://Hooks.Example.com:443/a/../orders b' })).toEqual({ callback_url: 'https://hooks.example.com/orders%20b' });
    expect(validateFtpPatch({ callbackUrl: null, callbackFormat: null })).toEqual({ callback_url: null, callback_format: null });
    expect(validateFtpPatch({})).toEqual({});
    for (const url of ['http://hooks.example.com', 'ftp://x.example', 'https://user:pw@hooks.example.com/', 'https://user@hooks.example.com/',
      '/relative', 'hooks.example.com', 'javascript:alert(1)', '', `https://a.example/${'x'.repeat(2000)}`, 42, ['https://a.example'],
      'https://hooks.example.com/a\r\nX-Injected: 1', 'https://127.0.0.1/', 'https://2130706433/', 'https://[::1]/', 'https://169.254.169.254/',
      'https://10.1.2.3/', 'https://localhost/', 'https://api.localhost/']) {
      expect(validateFtpPatch({ callbackUrl: url })).toEqual({ fieldErrors: [{ field: 'callbackUrl', message: FTP_MESSAGES.callbackUrl }] });
    }
    for (const format of ['json', 'PDF', '', 1, {}]) {
      expect(validateFtpPatch({ callbackFormat: format })).toEqual({ fieldErrors: [{ field: 'callbackFormat', message: FTP_MESSAGES.callbackFormat }] });
    }
  });
});

describe.each(defaultDatabase)('FTP integration (%s)', (kind) => {
  let server: TestServer;
  let oliver = '';
  let emma = '';
  const call = jsonClient(() => server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(kind);
    oliver = (await signIn(server.baseUrl, 'oliver@example.com', 'photos123')).accessToken;
    emma = (await signIn(server.baseUrl, 'emma@example.com', 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it('gives a business customer their own FTP instructions, a consumer none', async () => {
    const me = await call('GET', '/customer-api/customers/me', oliver);
    expect(me.body.ftpIntegration).toEqual({
      callbackUrl: 'https://ftp.bennett-studio.example/orders/callback', callbackFormat: 'JSON', host: FTP_HOST, port: 21,
      user: `b2b-${shortId(DEMO_IDS.oliver)}`, folder: `/orders/${shortId(DEMO_IDS.oliver)}`,
    });
    expect((await call('GET', '/customer-api/customers/me', emma)).body.ftpIntegration).toBeNull();
  });

  it('sets, keeps and clears the callback URL and format; refuses insecure URLs and unknown formats', async () => {
    const set = await call('PATCH', '/customer-api/customers/me', oliver, { callbackUrl: 'https://hooks.bennett.example/orders', callbackFormat: 'JSON' });
    expect(set.status).toBe(200);
    expect(set.body.ftpIntegration).toMatchObject({ callbackUrl: 'https://hooks.bennett.example/orders', callbackFormat: 'JSON' });

    const bad = await call('PATCH', '/customer-api/customers/me', oliver, { callbackUrl: 'http://hooks.bennett.example/orders', callbackFormat: 'YAML' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'INVALID_FTP_INTEGRATION', message: expect.any(String), fieldErrors: [
      { field: 'callbackUrl', message: 'Please enter a secure (https) URL' },
      { field: 'callbackFormat', message: 'Please choose a format' },
    ] });

    const onlyFormat = await call('PATCH', '/customer-api/customers/me', oliver, { callbackFormat: 'CSV' });
    expect(onlyFormat.body.ftpIntegration).toMatchObject({ callbackUrl: 'https://hooks.bennett.example/orders', callbackFormat: 'CSV' });
    expect((await call('GET', '/customer-api/customers/me', oliver)).body.ftpIntegration)
      .toMatchObject({ callbackUrl: 'https://hooks.bennett.example/orders', callbackFormat: 'CSV' });

    const cleared = await call('PATCH', '/customer-api/customers/me', oliver, { callbackUrl: null, callbackFormat: null });
    expect(cleared.body.ftpIntegration).toMatchObject({ callbackUrl: null, callbackFormat: null });
  });

  it('refuses a consumer (403) and an anonymous caller (401)', async () => {
    const consumer = await call('PATCH', '/customer-api/customers/me', emma, { callbackUrl: 'https://hooks.example.com/' });
    expect(consumer.status).toBe(403);
    expect(consumer.body.code).toBe('FORBIDDEN');
    expect((await call('PATCH', '/customer-api/customers/me', undefined, { callbackFormat: 'JSON' })).status).toBe(401);
  });
});
