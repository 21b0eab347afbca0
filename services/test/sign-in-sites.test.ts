// Sign-in per brand site: the Swedish site's own issuer (answered by host name, its own keys, only its own
// redirect URIs), every bearer API accepting tokens of each issuer and only with that issuer's keys, the Norwegian
// site's identity-provider hint (FotoUtskrift ID: the page shows it, a sign-in through it names it in the token, and
// the auth service's e-mail change works for that identity), and pages in the site's brand and language.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { NORA_IDENTITY } from '../src/db/seed-identities';
import { defaultDatabase } from './helpers/databases';
import { jsonClient } from './helpers/http';
import { localFetch } from './helpers/local-fetch';
import { latestMessage, tokenOf } from './helpers/mailbox';
import { startTestServer, type TestServer } from './helpers/server';
import { CookieJar, signIn, SignInFailed } from './helpers/sign-in';

const SE = 'http://fotoutskrift-se.localhost:4000/auth/callback';
const NO = 'http://fotoutskrift-no.localhost:4000/auth/callback';
const GB = 'http://localhost:4000/auth/callback';
const challenge = `code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`;

describe.each(defaultDatabase)('sign-in per brand site (%s)', (kind) => {
  let server: TestServer;
  let dataDir: string;
  let seIssuer: string;
  const call = jsonClient(() => server.baseUrl);
  const mainIssuer = () => `${server.baseUrl}/oidc`;

  /** The sign-in page of an authorization request (HTML and status), following the redirect to the interaction. */
  async function signInPage(issuer: string, redirectUri: string, extra = '') {
    const jar = new CookieJar();
    const start = await localFetch(`${issuer}/auth?client_id=my-account&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(redirectUri)}&${challenge}${extra}`);
    jar.store(start);
    const location = start.headers.get('location');
    if (start.status !== 303 || !location) return { status: start.status, html: await start.text() };
    const page = await localFetch(new URL(location, issuer), { headers: { cookie: jar.header() } });
    return { status: page.status, html: await page.text() };
  }

  async function sign(claims: Record<string, unknown>, jwk: JWK) {
    const key = await importJWK(jwk, 'RS256');
    return new SignJWT({ aud: 'my-account-api', sub: DEMO_IDS.emma, ...claims })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid }).setIssuedAt().setExpirationTime('1h').sign(key);
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'services-sign-in-'));
    server = await startTestServer(kind, { dataDir });
    seIssuer = server.services.siteIssuers['fotoutskrift-se']!;
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the Swedish site's issuer on its own host name, with keys of its own kept in the data directory", async () => {
    const port = new URL(server.baseUrl).port;
    expect(seIssuer).toBe(`http://auth.fotoutskrift-se.localhost:${port}/oidc`);
    const discovery = await (await localFetch(`${seIssuer}/.well-known/openid-configuration`)).json() as Record<string, string>;
    expect(discovery.issuer).toBe(seIssuer);
    expect(discovery.authorization_endpoint).toBe(`${seIssuer}/auth`);
    const seKeys = await (await localFetch(`${seIssuer}/jwks`)).json() as { keys: JWK[] };
    const mainKeys = await (await localFetch(`${mainIssuer()}/jwks`)).json() as { keys: JWK[] };
    expect(seKeys.keys[0]!.kid).not.toBe(mainKeys.keys[0]!.kid);
    expect(seKeys.keys[0]!.n).not.toBe(mainKeys.keys[0]!.n);
    expect(JSON.parse(readFileSync(join(dataDir, 'oidc-keys-fotoutskrift-se.json'), 'utf8')).jwks.keys[0].kid).toBe(seKeys.keys[0]!.kid);
    // That host answers its issuer and nothing else.
    expect((await localFetch(`http://auth.fotoutskrift-se.localhost:${port}/customer-api/customers/me`)).status).toBe(404);
    expect((await localFetch(`http://auth.fotoutskrift-se.localhost:${port}/health`)).status).toBe(404);
  });

  it('signs a Swedish customer in on the Swedish issuer, on a Swedish FotoUtskrift page, and every API takes its token', async () => {
    const page = await signInPage(seIssuer, SE);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="sv-SE">');
    expect(page.html).toContain('<title>Logga in på ditt konto | FotoUtskrift</title>');
    expect(page.html).toContain('<h1>Logga in på ditt konto</h1>');
    expect(page.html).toContain('<label for="email">E-postadress</label>');
    expect(page.html).toContain('src="/sign-in-assets/logos/fotoutskrift.svg" alt="FotoUtskrift"');
    expect(page.html).toContain('--brand:#005b8f');

    const tokens = await signIn(server.baseUrl, 'emma@example.com', 'photos123', SE, { issuer: seIssuer });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({ iss: seIssuer, aud: 'my-account-api', sub: DEMO_IDS.emma, idp_type: 'local', idp_sub: DEMO_IDS.emma });
    const seKid = ((await (await localFetch(`${seIssuer}/jwks`)).json()) as { keys: JWK[] }).keys[0]!.kid;
    expect(decodeProtectedHeader(tokens.accessToken).kid).toBe(seKid);
    expect((await call('GET', '/customer-api/customers/me', tokens.accessToken)).body).toMatchObject({ email: 'emma@example.com' });
    expect((await call('GET', '/photo-api/users', tokens.accessToken)).status).toBe(200);
    // The main issuer's tokens still work too.
    const main = await signIn(server.baseUrl, 'emma@example.com', 'photos123');
    expect(decodeJwt(main.accessToken).iss).toBe(mainIssuer());
    expect((await call('GET', '/photo-api/users', main.accessToken)).status).toBe(200);
  });

  it('refuses tokens of another issuer, signed with another issuer\'s key, without a signature or for another audience', async () => {
    const keys = (name: string) => JSON.parse(readFileSync(join(dataDir, `${name}.json`), 'utf8')).jwks.keys[0] as JWK;
    const mainKey = keys('oidc-keys');
    const seKey = keys('oidc-keys-fotoutskrift-se');
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const ownKey = { ...(await exportJWK(privateKey)), kid: mainKey.kid };
    // Our own signatures pass (the forgeries below differ in one thing each).
    expect((await call('GET', '/photo-api/users', await sign({ iss: seIssuer }, seKey))).status).toBe(200);
    expect((await call('GET', '/photo-api/users', await sign({ iss: mainIssuer() }, mainKey))).status).toBe(200);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify({
      iss: seIssuer, aud: 'my-account-api', sub: DEMO_IDS.emma, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.`;
    for (const [what, token] of [
      ['the Swedish iss, signed by the main key', await sign({ iss: seIssuer }, mainKey)],
      ['the main iss, signed by the Swedish key', await sign({ iss: mainIssuer() }, seKey)],
      ['an issuer we do not have', await sign({ iss: 'http://auth.evil.localhost:4001/oidc' }, ownKey)],
      ['the main iss, signed by a key of its own with the main kid', await sign({ iss: mainIssuer() }, ownKey)],
      ['another audience', await sign({ iss: seIssuer, aud: 'another-api' }, seKey)],
      ['alg none', none],
    ] as const) {
      const answer = await call('GET', '/photo-api/users', token);
      expect(answer.status, what).toBe(401);
    }
  });

  it('lets the Swedish issuer send codes to the Swedish site only, and the main issuer to every other site', async () => {
    for (const bad of [GB, NO, 'http://fotoutskrift-se.localhost:4999/auth/callback', 'https://fotoutskrift-se.localhost:4000/auth/callback',
      'http://fotoutskrift-se.localhost:4000/auth/callback?x=1']) {
      const page = await signInPage(seIssuer, bad);
      expect(page.status, bad).toBe(400);
      expect(page.html).toContain('redirect_uri');
      // The error page is the Swedish issuer's own, whatever the refused redirect_uri names.
      expect(page.html).toContain('<title>Något gick fel | FotoUtskrift</title>');
    }
    const refused = await signInPage(mainIssuer(), SE);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('redirect_uri');
    expect((await signInPage(mainIssuer(), NO)).status).toBe(200);
    await expect(signIn(server.baseUrl, 'emma@example.com', 'photos123', SE)).rejects.toThrow();
  });

  it("shows the Norwegian site's hinted provider, FotoUtskrift ID, in Norwegian, and names it in the tokens", async () => {
    const page = await signInPage(mainIssuer(), NO, '&idp_hint=fotoutskrift-id');
    expect(page.html).toContain('<html lang="nb-NO">');
    expect(page.html).toContain('<h1>Logg inn med FotoUtskrift ID</h1>');
    expect(page.html).toContain('Bruk FotoUtskrift ID for å logge inn hos FotoUtskrift.');
    expect(page.html).toContain('<input type="hidden" name="provider" value="fotoutskrift-id">');
    expect(page.html).toContain('<button type="submit">Logg inn med FotoUtskrift ID</button>');
    expect(page.html).toMatch(/<a href="\/oidc\/interaction\/[\w-]+\?provider=local">Logg inn med din FotoUtskrift-konto<\/a>/);

    const nora = await signIn(server.baseUrl, 'nora@example.com', 'photos123', NO, { params: { idp_hint: 'fotoutskrift-id' } });
    expect(decodeJwt(nora.accessToken)).toMatchObject({
      sub: DEMO_IDS.nora, idp_type: NORA_IDENTITY.idpType, idp_sub: NORA_IDENTITY.idpSub, amr: ['pwd'],
    });
    // Emma has no FotoUtskrift ID: refused there (in Norwegian), welcome with her own account.
    const refused = await signIn(server.baseUrl, 'emma@example.com', 'photos123', NO, { params: { idp_hint: 'fotoutskrift-id' } })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SignInFailed);
    expect((refused as SignInFailed).html).toContain('<p class="alert" role="alert">E-postadressen eller passordet er feil.</p>');
    expect((refused as SignInFailed).html).toContain('<h1>Logg inn med FotoUtskrift ID</h1>');
    const emma = await signIn(server.baseUrl, 'emma@example.com', 'photos123', NO,
      { params: { idp_hint: 'fotoutskrift-id' }, pageQuery: 'provider=local' });
    expect(decodeJwt(emma.accessToken)).toMatchObject({ sub: DEMO_IDS.emma, idp_type: 'local', idp_sub: DEMO_IDS.emma });
  });

  it('asks again when a site hints at another provider than the one the session signed in with', async () => {
    const jar = new CookieJar();
    const local = await signIn(server.baseUrl, 'nora@example.com', 'photos123', GB, { jar });
    expect(decodeJwt(local.accessToken).idp_type).toBe('local');
    // Same browser, no hint: single sign-on (no page).
    const again = await signIn(server.baseUrl, 'nobody', 'x', GB, { jar });
    expect(decodeJwt(again.accessToken).sub).toBe(DEMO_IDS.nora);
    // The Norwegian site asks for FotoUtskrift ID: the page again, and then the token names it.
    await expect(signIn(server.baseUrl, 'nobody', 'x', NO, { jar, params: { idp_hint: 'fotoutskrift-id' } })).rejects.toBeInstanceOf(SignInFailed);
    const hinted = await signIn(server.baseUrl, 'nora@example.com', 'photos123', NO, { jar, params: { idp_hint: 'fotoutskrift-id' } });
    expect(decodeJwt(hinted.accessToken).idp_type).toBe('fotoutskrift-id');
  });

  it('changes the e-mail address of a FotoUtskrift ID identity, which then signs in with the new one', async () => {
    const token = (await signIn(server.baseUrl, 'nora@example.com', 'photos123', NO, { params: { idp_hint: 'fotoutskrift-id' } })).accessToken;
    const path = `/auth-api/v2/identities/${NORA_IDENTITY.idpType}/${NORA_IDENTITY.idpSub}`;
    expect((await call('POST', `/auth-api/v2/identities/local/${DEMO_IDS.nora}/emailchanges`, token,
      { email: 'nora.h@example.com', channel: 'fotoutskrift-no' })).status).toBe(403);
    expect((await call('POST', `${path}/emailchanges`, token, { email: 'nora.h@example.com', channel: 'fotoutskrift-no' })).status).toBe(202);
    const mail = await latestMessage(server.baseUrl, 'nora.h@example.com');
    const confirmation = tokenOf(mail);
    expect(confirmation.startsWith(`${NORA_IDENTITY.idpType}.${NORA_IDENTITY.idpSub}.`)).toBe(true);
    expect((await call('POST', `${path}/emailchanges/${encodeURIComponent(confirmation)}/actions/confirm`)).body).toEqual({ email: 'nora.h@example.com' });
    const renewed = await signIn(server.baseUrl, 'nora.h@example.com', 'photos123', NO, { params: { idp_hint: 'fotoutskrift-id' } });
    expect(decodeJwt(renewed.accessToken)).toMatchObject({ sub: DEMO_IDS.nora, idp_type: 'fotoutskrift-id' });
    expect((await call('POST', `${path}/deleteaccount`, renewed.accessToken, { channel: 'fotoutskrift-no' })).status).toBe(202);
  });

  it('ignores a hint that names no provider, and an odd or long hint or ui_locales, never echoing them', async () => {
    for (const extra of ['&idp_hint=google', `&idp_hint=${encodeURIComponent('"><script>alert(1)</script>')}`,
      `&idp_hint=${'x'.repeat(4000)}&ui_locales=${encodeURIComponent(`${'zz-ZZ '.repeat(600)}"><b>`)}`]) {
      const page = await signInPage(mainIssuer(), GB, extra);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1>Sign in to your account</h1>');
      expect(page.html).toContain('<html lang="en-GB">');
      expect(page.html).not.toContain('<script>alert');
      expect(page.html).not.toContain('<b>');
      expect(page.html).not.toContain('name="provider"');
    }
  });

  it('answers parameters, codes and e-mail addresses carrying NUL like any other bad value, never with a 500', async () => {
    const page = await signInPage(mainIssuer(), GB, `&idp_hint=local%00&state=a%00b&login_hint=${encodeURIComponent('a\u0000@example.com')}&ui_locales=sv%00`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Sign in to your account</h1>');
    const refused = await signIn(server.baseUrl, 'emma@example.com\u0000', 'photos123').catch((e: unknown) => e);
    expect((refused as SignInFailed).status).toBe(401);
    const token = await localFetch(`${mainIssuer()}/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=authorization_code&code=abc%00def&redirect_uri=${encodeURIComponent(GB)}&client_id=my-account&code_verifier=${'a'.repeat(43)}`,
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it("speaks the language the site asks for (ui_locales), else the site's own", async () => {
    expect((await signInPage(mainIssuer(), GB, '&ui_locales=de-AT')).html).toContain('<h1>Melden Sie sich bei Ihrem Konto an</h1>');
    expect((await signInPage(mainIssuer(), GB, '&ui_locales=fr')).html).toContain('<html lang="fr-FR">');
    const dutch = await signInPage(mainIssuer(), 'http://fotoprint-be.localhost:4000/auth/callback', '&ui_locales=nl');
    expect(dutch.html).toContain('<html lang="nl-BE">');
    expect(dutch.html).toContain('<title>Log in op je account | FotoPrint</title>');
    const spanish = await signInPage(mainIssuer(), 'http://fotoimpresion-es.localhost:4000/auth/callback');
    expect(spanish.html).toContain('<button type="submit">Iniciar sesión</button>');
  });

  it('serves the brand logos of the registry, and nothing else there', async () => {
    const logo = await localFetch(`${seIssuer.replace(/\/oidc$/, '')}/sign-in-assets/logos/fotoutskrift.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('<title>FotoUtskrift</title>');
    expect((await call('GET', '/sign-in-assets/logos/photoprint.svg')).status).toBe(200);
    for (const bad of ['/sign-in-assets/logos/nope.svg', '/sign-in-assets/logos/..%2Fpackage.json', '/sign-in-assets/logos/photoprint.SVG']) {
      expect((await call('GET', bad)).status, bad).toBe(404);
    }
  });
});
