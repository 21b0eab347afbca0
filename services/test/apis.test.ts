// Customer API and Photo management API over real HTTP with real tokens from the provider.
import { generateKeyPair, SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { defaultDatabase } from './helpers/databases';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

describe.each(defaultDatabase)('REST APIs (%s)', (kind) => {
  let server: TestServer;
  const tokens: Record<'emma' | 'oliver' | 'alex', string> = { emma: '', oliver: '', alex: '' };
  const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['emma', 'oliver', 'alex'] as const) {
      tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
    }
  });
  afterAll(() => server?.stop());

  it('answers 401 JSON without a token, with a malformed one and with one signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ client_id: 'my-account', amr: ['pwd'] })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'forged' })
      .setIssuer(server.services.issuer).setAudience('my-account-api').setSubject(DEMO_IDS.emma)
      .setIssuedAt().setExpirationTime('1h').sign(privateKey);
    for (const path of ['/customer-api/customers/me', '/photo-api/users', '/photo-api/users/timeline']) {
      for (const token of [undefined, 'not-a-jwt', forged]) {
        const res = await get(path, token);
        expect(res.status).toBe(401);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.json()).toEqual({ message: expect.any(String) });
      }
    }
  });

  it('rejects an ID token used as access token (wrong audience)', async () => {
    const { idToken } = await signIn(server.baseUrl, 'emma@example.com', 'photos123');
    expect((await get('/photo-api/users', idToken)).status).toBe(401);
  });

  it("returns Emma's own record", async () => {
    const res = await get('/customer-api/customers/me', tokens.emma, { 'x-correlation-id': 'test-123' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      id: DEMO_IDS.emma, email: 'emma@example.com', firstName: 'Emma', lastName: 'Janssen', companyName: null, vatNumber: null,
      accountDeleted: false, changed: false, addresses: [], ftpIntegration: null, businessAccountStatus: null,
    });
  });

  it("returns Oliver's business record with address and FTP integration", async () => {
    const body = await (await get('/customer-api/customers/me', tokens.oliver)).json();
    expect(body).toMatchObject({
      id: DEMO_IDS.oliver, companyName: 'Bennett Studio Ltd', vatNumber: 'GB284736131', businessAccountStatus: 'New',
      ftpIntegration: { callbackUrl: expect.stringMatching(/^https:/), callbackFormat: 'JSON', host: 'ftp.photoprint.example', port: 21, folder: expect.stringMatching(/^\/orders\//) },
      addresses: [{ id: expect.any(String), city: 'London', countryCode: 'GB' }],
    });
  });

  it("answers the deleted account's record saying so (accountDeleted), and 404 ACCOUNT_DELETED on every other bearer API", async () => {
    const record = await get('/customer-api/customers/me', tokens.alex);
    expect(record.status).toBe(200);
    expect(await record.json()).toMatchObject({ id: DEMO_IDS.alex, email: 'alex@example.com', accountDeleted: true, addresses: [] });
    for (const path of ['/customer-api/customers/me/addresses', '/photo-api/users',
      '/photo-api/users/timeline', '/order-api/v2/superorders/me', '/download-api/downloads', '/shared-albums-api/users',
      `/project-api/api/v2/projects/${DEMO_IDS.alex}`, '/widget-api/v1/categories']) {
      const res = await get(path, tokens.alex);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ code: 'ACCOUNT_DELETED', message: expect.any(String) });
    }
  });

  it("counts only the token owner's photos and albums", async () => {
    const db = server.services.db;
    for (const [name, id] of [['emma', DEMO_IDS.emma], ['oliver', DEMO_IDS.oliver]] as const) {
      const photos = await db.selectFrom('photos').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', id).executeTakeFirstOrThrow();
      const albums = await db.selectFrom('albums').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', id).executeTakeFirstOrThrow();
      const res = await get('/photo-api/users', tokens[name]);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ photosCount: photos.n, albumsCount: albums.n });
    }
    expect(await (await get('/photo-api/users', tokens.emma)).json()).toEqual({ photosCount: 54, albumsCount: 56 });
  });

  it("returns Emma's timeline as the database holds it (undated under 1970/1), never Oliver's", async () => {
    const rows = await server.services.db.selectFrom('photos').select('date_taken').where('user_id', '=', DEMO_IDS.emma).execute();
    const expected: Record<string, Record<string, number>> = {};
    for (const { date_taken: d } of rows) {
      const [year, month] = d ? [d.getUTCFullYear(), d.getUTCMonth() + 1] : [1970, 1];
      const y = (expected[year] ??= {});
      y[month] = (y[month] ?? 0) + 1;
    }
    const timeline = await (await get('/photo-api/users/timeline', tokens.emma)).json();
    expect(timeline).toEqual(expected);
    expect(timeline['1970']).toEqual({ 1: 6 });
    const oliver = await (await get('/photo-api/users/timeline', tokens.oliver)).json();
    expect(Object.values(oliver).flatMap((m) => Object.values(m as object)).reduce((a: number, b) => a + (b as number), 0)).toBe(12);
    expect(oliver).not.toEqual(timeline);
  });

  it('serves /health and JSON 404s', async () => {
    expect((await get('/health')).status).toBe(200);
    const res = await get('/photo-api/nope', tokens.emma);
    expect(res.status).toBe(404);
  });
});
