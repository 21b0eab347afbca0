// The identity provider: real authorization-code + PKCE sign-in, token claims, redirect rule, sign-out.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/seed';
import { defaultDatabase } from './helpers/databases';
import { startTestServer, type TestServer } from './helpers/server';
import { authorize, CookieJar, exchange, REDIRECT_URI, signIn, SignInFailed } from './helpers/sign-in';

describe.each(defaultDatabase)('identity provider (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  it('publishes discovery and the public key set', async () => {
    const discovery = await (await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${server.baseUrl}/oidc`);
    expect(discovery.jwks_uri).toBe(`${server.baseUrl}/oidc/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('renders an accessible sign-in page', async () => {
    const url = `${server.baseUrl}/oidc/auth?client_id=my-account&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost:4000/auth/callback')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`;
    const start = await fetch(url, { redirect: 'manual' });
    const cookie = start.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const page = await fetch(new URL(start.headers.get('location')!, server.baseUrl), { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Sign in to your account | PhotoPrint</title>');
    expect(html).toMatch(/<label for="email">/);
    expect(html).toMatch(/<label for="password">/);
  });

  it('issues a JWT access token for Emma with sub, audience, amr ["pwd"] and an 8 h lifetime', async () => {
    const tokens = await signIn(server.baseUrl, 'emma@example.com', 'photos123');
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({
      iss: `${server.baseUrl}/oidc`, aud: 'my-account-api', sub: DEMO_IDS.emma, client_id: 'my-account',
      idp_type: 'local', idp_sub: DEMO_IDS.emma, amr: ['pwd'],
    });
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
    expect(tokens.expiresIn).toBe(8 * 3600);
    expect(decodeJwt(tokens.idToken)).toMatchObject({
      sub: DEMO_IDS.emma, aud: 'my-account', email: 'emma@example.com', name: 'Emma Janssen',
      given_name: 'Emma', family_name: 'Janssen', amr: ['pwd'],
    });
  });

  it("marks Oliver's token as business: amr ['b2b'], idp_type and idp_sub", async () => {
    const claims = decodeJwt((await signIn(server.baseUrl, 'OLIVER@example.com', 'photos123')).accessToken);
    expect(claims).toMatchObject({ sub: DEMO_IDS.oliver, amr: ['b2b'], idp_type: 'local', idp_sub: DEMO_IDS.oliver });
  });

  it('lets the deleted demo account sign in', async () => {
    const claims = decodeJwt((await signIn(server.baseUrl, 'alex@example.com', 'photos123')).accessToken);
    expect(claims.sub).toBe(DEMO_IDS.alex);
  });

  it('re-renders the form with an alert for a wrong password or unknown e-mail', async () => {
    for (const [email, password] of [['emma@example.com', 'nope'], ['nobody@example.com', 'photos123']] as const) {
      const error = await signIn(server.baseUrl, email, password).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SignInFailed);
      const { status, html } = error as SignInFailed;
      expect(status).toBe(401);
      expect(html).toContain('<p class="alert" role="alert">The e-mail address or password is incorrect.</p>');
      expect(html).toContain(`value="${email}"`);
    }
  });

  it('accepts brand-site redirect URIs on the same port and rejects other hosts', async () => {
    const tokens = await signIn(server.baseUrl, 'emma@example.com', 'photos123', 'http://fotoprint-nl.localhost:4000/auth/callback');
    expect(decodeJwt(tokens.accessToken).sub).toBe(DEMO_IDS.emma);
    for (const bad of ['http://evil.example:4000/auth/callback', 'http://fotoprint-nl.localhost:4999/auth/callback',
      'http://localhost:4000/other']) {
      const res = await fetch(`${server.baseUrl}/oidc/auth?client_id=my-account&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(bad)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('redirect_uri');
    }
  });

  it('accepts an authorization code once, and only with the right PKCE verifier', async () => {
    const first = await authorize(server.baseUrl, 'emma@example.com', 'photos123');
    await expect(exchange(server.baseUrl, first.code, 'x'.repeat(43), REDIRECT_URI)).rejects.toThrow(/invalid_grant/);
    const second = await authorize(server.baseUrl, 'emma@example.com', 'photos123');
    await exchange(server.baseUrl, second.code, second.verifier, REDIRECT_URI);
    await expect(exchange(server.baseUrl, second.code, second.verifier, REDIRECT_URI)).rejects.toThrow(/invalid_grant/);
  });

  it("signs another channel's native client in with PKCE on a loopback redirect of any port, for the same audience", async () => {
    const options = { clientId: 'other-channel' };
    const tokens = await signIn(server.baseUrl, 'emma@example.com', 'photos123', 'http://127.0.0.1:53127/callback', options);
    expect(decodeJwt(tokens.accessToken)).toMatchObject({
      iss: `${server.baseUrl}/oidc`, aud: 'my-account-api', sub: DEMO_IDS.emma, client_id: 'other-channel', amr: ['pwd'],
    });
    const { code } = await authorize(server.baseUrl, 'emma@example.com', 'photos123', 'app.myaccount.example:/callback', options);
    expect(code).toBeTruthy();
    for (const bad of ['http://localhost:53127/callback', 'http://127.0.0.1:53127/other', 'http://localhost:4000/auth/callback']) {
      const res = await fetch(`${server.baseUrl}/oidc/auth?client_id=other-channel&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(bad)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('redirect_uri');
    }
    // No secret, but no flow without PKCE either.
    const res = await fetch(`${server.baseUrl}/oidc/auth?client_id=other-channel&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://127.0.0.1:53127/callback')}`, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('requires PKCE', async () => {
    const res = await fetch(`${server.baseUrl}/oidc/auth?client_id=my-account&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost:4000/auth/callback')}`, { redirect: 'manual' });
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('signs out without a confirmation click and returns to the post-logout URI', async () => {
    const tokens = await signIn(server.baseUrl, 'emma@example.com', 'photos123');
    const url = `${server.baseUrl}/oidc/session/end?id_token_hint=${tokens.idToken}&post_logout_redirect_uri=${encodeURIComponent('http://fotoprint-nl.localhost:4000/')}`;
    const res = await fetch(url);
    const html = await res.text();
    expect(html).toContain('name="logout" value="yes"');
    expect(html).toContain(".submit()");
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const done = await fetch(new URL(action, server.baseUrl), {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('http://fotoprint-nl.localhost:4000/');
  });

  it('signs out in the language and brand of the site signed out of; without scripts, by its labelled button', async () => {
    const jar = new CookieJar();
    const tokens = await signIn(server.baseUrl, 'emma@example.com', 'photos123', REDIRECT_URI, { jar });
    const res = await fetch(`${server.baseUrl}/oidc/session/end?id_token_hint=${tokens.idToken}&post_logout_redirect_uri=${encodeURIComponent('http://fotoprint-nl.localhost:4000/')}`, {
      headers: { cookie: jar.header() },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('<title>Je wordt uitgelogd… | FotoPrint</title>');
    expect(html).toContain('<h1>Je wordt uitgelogd…</h1>');
    expect(html).toContain('<noscript><p>Druk op de knop om het uitloggen af te ronden.</p><button type="submit">Uitloggen</button></noscript>');
    expect(html).not.toMatch(/Signing out|Sign out/);
    const swedish = await fetch(`${server.baseUrl}/oidc/session/end?id_token_hint=${tokens.idToken}&ui_locales=sv-SE&post_logout_redirect_uri=${encodeURIComponent('http://fotodruck-de.localhost:4000/')}`);
    expect(await swedish.text()).toMatch(/<html lang="sv-SE">[\s\S]*<title>Du loggas ut… \| FotoDruck<\/title>/);
  });

  it('says "signed out" in the browser\'s language when no site page was asked to return to (no session either)', async () => {
    const tokens = await signIn(server.baseUrl, 'emma@example.com', 'photos123');
    const res = await fetch(`${server.baseUrl}/oidc/session/end?id_token_hint=${tokens.idToken}`, { headers: { 'accept-language': 'da-DK,da;q=0.9' } });
    const html = await res.text();
    expect(html).toContain('<h1>Du bliver logget ud…</h1>');
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const done = await fetch(new URL(/action="([^"]+)"/.exec(html)![1]!, server.baseUrl), {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ xsrf: /name="xsrf" value="([^"]+)"/.exec(html)![1]!, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    const success = await fetch(new URL(done.headers.get('location')!, server.baseUrl), { headers: { 'accept-language': 'da-DK' } });
    expect(success.status).toBe(200);
    const page = await success.text();
    expect(page).toContain('<html lang="da-DK">');
    expect(page).toContain('<h1>Du er logget ud</h1>');
    expect(page).toContain('<p>Du er logget ud af din PhotoPrint-konto.</p>');
    expect(page).toContain('<a href="http://localhost:4000/">Tilbage til Min konto</a>');
  });

  it('answers errors in the page\'s language, with the protocol\'s code; a refused redirect URI does not choose the brand', async () => {
    const accept = { accept: 'text/html' };
    const dutch = await fetch(`${server.baseUrl}/oidc/session/end?id_token_hint=not-a-token&post_logout_redirect_uri=${encodeURIComponent('http://fotoprint-nl.localhost:4000/')}`, { headers: accept });
    expect(dutch.status).toBe(400);
    const html = await dutch.text();
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('<title>Er is iets misgegaan | FotoPrint</title>');
    expect(html).toContain('<p class="code">Foutcode: invalid_request</p>');
    expect(html).toContain('<a href="http://fotoprint-nl.localhost:4000/">Terug naar Mijn account</a>');
    expect(html).not.toContain('id_token_hint'); // the provider's English description stays out of the page

    const refused = await fetch(`${server.baseUrl}/oidc/auth?client_id=nope&response_type=code&scope=openid&ui_locales=de-AT&redirect_uri=${encodeURIComponent('http://evil.example/auth/callback')}`, { headers: accept });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('<html lang="de-AT">');
    expect(page).toContain('<title>Etwas ist schiefgelaufen | PhotoPrint</title>');
    expect(page).toContain('Fehlercode: invalid_client');
    expect(page).toContain('<a href="http://localhost:4000/">Zurück zu Mein Konto</a>');
    expect(page).not.toContain('evil.example');
  });

  it('signs out to the account-deleted and change-email-success pages, never to another page', async () => {
    for (const target of ['http://localhost:4000/account-deleted', 'http://fotoprint-nl.localhost:4000/change-email-success']) {
      const tokens = await signIn(server.baseUrl, 'emma@example.com', 'photos123');
      const res = await fetch(`${server.baseUrl}/oidc/session/end?id_token_hint=${tokens.idToken}&post_logout_redirect_uri=${encodeURIComponent(target)}`);
      const html = await res.text();
      const action = /action="([^"]+)"/.exec(html)![1]!;
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
      const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const done = await fetch(new URL(action, server.baseUrl), {
        method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      });
      expect(done.status, target).toBe(303);
      expect(done.headers.get('location')).toBe(target);
    }
    const tokens = await signIn(server.baseUrl, 'emma@example.com', 'photos123');
    const refused = await fetch(`${server.baseUrl}/oidc/session/end?id_token_hint=${tokens.idToken}&post_logout_redirect_uri=${encodeURIComponent('http://localhost:4000/settings')}`);
    expect(refused.status).toBe(400);
  });
});
