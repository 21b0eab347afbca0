// Sign-in per brand site: the gateway and the services accept tokens of the main issuer and of the Swedish site's
// issuer, each signed with its own key, and nothing else — a token of an issuer that is not configured (keys made
// here), the Swedish `iss` signed with the main key and the other way round (keys read from the stack's DATA_DIR), an
// `alg: none` token and a token for another audience are refused by both. The Swedish issuer (on the services' port,
// by its `auth.fotoutskrift-se.localhost` name) sends codes to the Swedish site only; an `idp_hint` that names no
// identity provider is ignored; long and odd `idp_hint`, `ui_locales` and `login_hint` leave the page whole,
// escaped and bounded. The main issuer sends codes and sign-outs to the brand registry's sites only (their
// `<channel>.localhost` forms on the product's port, as the stack's origin is a local one): no other `*.localhost` name,
// port, host or path. The other channels' native client (`other-channel`) gets codes on its loopback redirect (any
// port) and its private-use scheme only, its codes are redeemed by it alone and only with their PKCE verifier.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertLoopback, codeOf, gql, HOST, PASSWORD } from '../harness';
import { stack } from './context';

const SWEDEN = 'fotoutskrift-se';
const NORA = 'nora@example.com';
const helper = (name: string) => new URL(`../../services/test/helpers/${name}.ts`, import.meta.url).href;

// The services' own helpers (loaded at run time so this package's typecheck does not compile the services): fetch by
// `*.localhost` names (RFC 6761, loopback) and the real authorization-code + PKCE flow.
const { localFetch } = (await import(/* @vite-ignore */ helper('local-fetch'))) as {
  localFetch(url: string, init?: RequestInit): Promise<Response>;
};
const { authorize, signIn } = (await import(/* @vite-ignore */ helper('sign-in'))) as {
  signIn(baseUrl: string, email: string, password: string, redirectUri: string,
    options?: { issuer?: string; params?: Record<string, string>; clientId?: string }): Promise<{ accessToken: string }>;
  authorize(baseUrl: string, email: string, password: string, redirectUri: string,
    options?: { clientId?: string }): Promise<{ code: string; verifier: string }>;
};

const swedishIssuer = stack.siteIssuers[SWEDEN]!;
const mainIssuer = `${stack.servicesOrigin}/oidc`;
const port = new URL(stack.gatewayOrigin).port;
const siteCallback = (channel: string) => `http://${channel}.localhost:${port}/auth/callback`;

/** Only the stack: 127.0.0.1, or a `*.localhost` name (the lookup resolves those to loopback) on the stack's ports. */
function onStack(url: string) {
  const { hostname, port: to } = new URL(url);
  if (hostname === HOST) return assertLoopback(url);
  if (!hostname.endsWith('.localhost') || ![String(new URL(stack.servicesOrigin).port), port].includes(to)) {
    throw new Error(`refusing to send traffic to ${url}: the stack on loopback only`);
  }
}

async function get(url: string, init: RequestInit = {}) {
  onStack(url);
  const response = await localFetch(url, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The sign-in page of an authorization request: the answer of the authorization endpoint, or the page it leads to. */
async function signInPage(issuer: string, redirectUri: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    client_id: 'my-account', response_type: 'code', scope: 'openid', redirect_uri: redirectUri,
    code_challenge: 'a'.repeat(43), code_challenge_method: 'S256', ...extra,
  });
  const start = await localFetch((onStack(`${issuer}/auth`), `${issuer}/auth?${query}`));
  const location = start.headers.get('location');
  if (start.status !== 303 || !location) return { status: start.status, text: await start.text() };
  const cookie = start.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return get(new URL(location, issuer).href, { headers: { cookie } });
}

/** The private signing key of an issuer of the stack (its DATA_DIR file). */
const keyOf = (file: string) => JSON.parse(readFileSync(join(stack.dataDir, file), 'utf8')).jwks.keys[0] as JWK;

async function sign(jwk: JWK, claims: Record<string, unknown>, header: Record<string, unknown> = {}) {
  return new SignJWT({ aud: 'my-account-api', sub: '7f3c9a52-1d4e-4b8a-9c61-2e5f0a7b3d11', idp_type: 'local', ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid, ...header })
    .setIssuedAt().setExpirationTime('1h').sign(await importJWK(jwk, 'RS256'));
}

/** The gateway's and the photo service's verdicts on a token. */
async function verdicts(token: string) {
  const gateway = await gql(stack.graphqlUrl, { query: '{ viewer { email } }' }, { token });
  const service = await get(`${stack.servicesOrigin}/photo-api/users`, { headers: { authorization: `Bearer ${token}` } });
  return { gateway: gateway.status === 200 && !gateway.body.errors ? 'ok' : `${gateway.status} ${codeOf(gateway)}`, service: service.status };
}

describe('tokens of each configured issuer, and only those', () => {
  let swedish: string;
  beforeAll(async () => {
    swedish = (await signIn(stack.servicesOrigin, 'emma@example.com', PASSWORD, siteCallback(SWEDEN), { issuer: swedishIssuer })).accessToken;
  });

  it("takes a Swedish customer's token of the Swedish issuer at the gateway and at the services", async () => {
    expect(JSON.parse(Buffer.from(swedish.split('.')[1]!, 'base64url').toString()).iss).toBe(swedishIssuer);
    expect(await verdicts(swedish)).toEqual({ gateway: 'ok', service: 200 });
    expect(await verdicts(stack.tokens.emma)).toEqual({ gateway: 'ok', service: 200 });
  });

  it("refuses another issuer's key, an issuer that is not configured, alg none and another audience", async () => {
    const mainKey = keyOf('oidc-keys.json');
    const swedishKey = keyOf(`oidc-keys-${SWEDEN}.json`);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const madeHere = { ...(await exportJWK(privateKey)), kid: mainKey.kid };
    const body = (claims: object) => Buffer.from(JSON.stringify(claims)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const forgeries: Record<string, string> = {
      'the Swedish iss signed with the main key': await sign(mainKey, { iss: swedishIssuer }, { kid: swedishKey.kid }),
      'the Swedish iss signed with the main key (its own kid)': await sign(mainKey, { iss: swedishIssuer }),
      'the main iss signed with the Swedish key': await sign(swedishKey, { iss: mainIssuer }, { kid: mainKey.kid }),
      'an issuer that is not configured': await sign(madeHere, { iss: `http://auth.evil.localhost:${port}/oidc` }),
      'the main iss, keys made here under the main kid': await sign(madeHere, { iss: mainIssuer }),
      'alg none, Swedish iss': `${body({ alg: 'none', typ: 'at+jwt' })}.${body({ iss: swedishIssuer, aud: 'my-account-api', sub: 'x', exp })}.`,
      'alg none, main iss': `${body({ alg: 'none', typ: 'at+jwt' })}.${body({ iss: mainIssuer, aud: 'my-account-api', sub: 'x', exp })}.`,
      'another audience, Swedish key': await sign(swedishKey, { iss: swedishIssuer, aud: 'another-api' }),
      'another audience, main key': await sign(mainKey, { iss: mainIssuer, aud: 'another-api' }),
    };
    // The same keys sign tokens that pass: each forgery differs from a valid token in the one thing named.
    expect(await verdicts(await sign(swedishKey, { iss: swedishIssuer }))).toEqual({ gateway: 'ok', service: 200 });
    for (const [what, token] of Object.entries(forgeries)) {
      expect(await verdicts(token), what).toEqual({ gateway: '401 UNAUTHENTICATED', service: 401 });
    }
  });
});

describe("the Swedish site's issuer", () => {
  it('sends codes to the Swedish site only', async () => {
    for (const other of [siteCallback('fotoutskrift-no'), `${stack.gatewayOrigin}/auth/callback`, `http://localhost:${port}/auth/callback`,
      `http://${SWEDEN}.localhost:${Number(port) + 7}/auth/callback`, `${siteCallback(SWEDEN)}?next=https://evil.example`]) {
      const page = await signInPage(swedishIssuer, other);
      expect(page.status, other).toBe(400);
      expect(page.text).toContain('redirect_uri');
    }
    expect((await signInPage(swedishIssuer, siteCallback(SWEDEN))).status).toBe(200);
    // The main issuer does not sign the Swedish site in (it signs in on its own domain only).
    expect((await signInPage(mainIssuer, siteCallback(SWEDEN))).status).toBe(400);
  });

  it('answers nothing but its issuer on its host', async () => {
    const host = swedishIssuer.replace(/\/oidc$/, '');
    for (const path of ['/customer-api/customers/me', '/photo-api/users', '/mailbox', '/healthz', '/_faults']) {
      expect((await get(`${host}${path}`, { headers: { authorization: `Bearer ${stack.tokens.emma}` } })).status, path).toBe(404);
    }
  });
});

describe('the sign-in page and its parameters', () => {
  it('ignores a hint that names no identity provider', async () => {
    for (const hint of ['google', 'FOTOUTSKRIFT-ID', 'fotoutskrift-id ', 'local\u0000', '__proto__', 'constructor']) {
      const page = await signInPage(mainIssuer, siteCallback('fotoutskrift-no'), { idp_hint: hint });
      expect(page.status, hint).toBe(200);
      expect(page.text, hint).toContain('<h1>Logg inn på kontoen din</h1>');
      expect(page.text, hint).not.toContain('name="provider"');
    }
    const hinted = await signInPage(mainIssuer, siteCallback('fotoutskrift-no'), { idp_hint: 'fotoutskrift-id' });
    expect(hinted.text).toContain('<h1>Logg inn med FotoUtskrift ID</h1>');
  });

  it('keeps the page whole with long and odd idp_hint, ui_locales and login_hint: escaped, bounded', async () => {
    const odd = '"><script>alert(1)</script><img src=x onerror=alert(2)>\u202e\u0000{brand}';
    const cases: Record<string, string>[] = [
      { idp_hint: odd, ui_locales: odd, login_hint: odd },
      { idp_hint: 'x'.repeat(6_000), ui_locales: `${'sv-SE '.repeat(1_000)}` },
      { ui_locales: `${'zz '.repeat(100)}sv-SE`, login_hint: `${'a'.repeat(400)}@example.com` },
    ];
    for (const extra of cases) {
      const page = await signInPage(mainIssuer, `${stack.gatewayOrigin}/auth/callback`, extra);
      expect(page.status).toBe(200);
      // Only ever as escaped text: no element, no attribute of its own.
      expect(page.text).not.toMatch(/<script>alert|<img src=x|"\s*onerror=/);
      expect(page.text).not.toContain('x'.repeat(100));
      expect(page.text).toMatch(/<form method="post" action="\/oidc\/interaction\/[\w-]+\/login" novalidate>/);
      expect(page.text.length).toBeLessThan(12_000);
    }
    // A login_hint is shown, escaped; one longer than an address can be is not.
    expect((await signInPage(mainIssuer, `${stack.gatewayOrigin}/auth/callback`, cases[0]!)).text)
      .toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect((await signInPage(mainIssuer, `${stack.gatewayOrigin}/auth/callback`, cases[2]!)).text).toContain('value=""');
    // ui_locales beyond its first 200 characters is not read: the default site's English page.
    expect((await signInPage(mainIssuer, `${stack.gatewayOrigin}/auth/callback`, cases[2]!)).text).toContain('<html lang="en-GB">');
    // Far too long for a request line: Node refuses it (431, or a reset when the refusal closes the connection
    // before the rest of the request was read), nothing breaks, the next request is answered.
    const huge = await signInPage(mainIssuer, `${stack.gatewayOrigin}/auth/callback`, { idp_hint: 'x'.repeat(100_000) })
      .then((page) => page.status, (error: unknown) => (/ECONNRESET/.test(`${String(error)} ${String((error as { cause?: unknown }).cause)}`) ? 'ECONNRESET' : String(error)));
    expect([431, 'ECONNRESET']).toContain(huge);
    expect((await signInPage(mainIssuer, `${stack.gatewayOrigin}/auth/callback`)).status).toBe(200);
  });

  it("signs Nora in through FotoUtskrift ID, and no one without an identity there", async () => {
    const redirect = siteCallback('fotoutskrift-no');
    const nora = await signIn(stack.servicesOrigin, NORA, PASSWORD, redirect, { params: { idp_hint: 'fotoutskrift-id' } });
    expect(JSON.parse(Buffer.from(nora.accessToken.split('.')[1]!, 'base64url').toString())).toMatchObject({ idp_type: 'fotoutskrift-id' });
    await expect(signIn(stack.servicesOrigin, 'lucas@example.com', PASSWORD, redirect, { params: { idp_hint: 'fotoutskrift-id' } }))
      .rejects.toThrow(/sign-in failed with status 401/);
  });
});

describe("the main issuer's redirect targets", () => {
  const other = Number(port) + 7;
  const refused = [
    `http://evil.localhost:${port}/auth/callback`,
    `http://photoprint.localhost:${port}/auth/callback`,
    `http://fotoprint-nl.localhost:${other}/auth/callback`,
    `http://localhost:${other}/auth/callback`,
    'https://evil.example/auth/callback',
    `${siteCallback('fotoprint-nl')}/extra`,
    `http://fotoprint-nl.localhost:${port}/extra/auth/callback`,
  ];
  const accepted = [`${stack.gatewayOrigin}/auth/callback`, `http://localhost:${port}/auth/callback`,
    siteCallback('photoprint-gb'), siteCallback('fotoprint-nl'), siteCallback('fotoutskrift-no'), siteCallback('snapbook-de')];

  it("sends codes only to the registry's sites (their <channel>.localhost forms on the product's port, as it is local)", async () => {
    for (const uri of refused) {
      const page = await signInPage(mainIssuer, uri);
      expect(page.status, uri).toBe(400);
      expect(page.text, uri).toContain('redirect_uri');
    }
    for (const uri of accepted) expect((await signInPage(mainIssuer, uri)).status, uri).toBe(200);
  });

  it("signs out only to the registry's sites", async () => {
    const signOut = (uri: string) => get(`${mainIssuer}/session/end?${new URLSearchParams({ client_id: 'my-account', post_logout_redirect_uri: uri })}`);
    for (const uri of [`http://evil.localhost:${port}/`, `http://fotoprint-nl.localhost:${other}/`, 'https://evil.example/']) {
      expect((await signOut(uri)).status, uri).toBe(400);
    }
    for (const uri of [`${stack.gatewayOrigin}/`, `http://fotoprint-nl.localhost:${port}/account-deleted`]) {
      expect((await signOut(uri)).status, uri).toBe(200);
    }
  });
});

describe("another channel's native client", () => {
  const CHANNEL = 'other-channel';
  const channelPage = (uri: string) => signInPage(mainIssuer, uri, { client_id: CHANNEL });
  const redeem = (code: string, verifier: string, redirectUri: string, clientId = CHANNEL) =>
    localFetch((onStack(`${mainIssuer}/token`), `${mainIssuer}/token`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: string; access_token?: string } }));

  it('gets codes on its loopback redirect, any port, and its private-use scheme only; never on a brand site', async () => {
    for (const uri of ['http://127.0.0.1/callback', 'http://127.0.0.1:1/callback', 'http://127.0.0.1:65000/callback',
      'app.myaccount.example:/callback']) {
      expect((await channelPage(uri)).status, uri).toBe(200);
    }
    for (const uri of ['http://localhost:53127/callback', 'http://127.0.0.1:53127/other', 'https://127.0.0.1/callback',
      'http://evil.example/callback', `${stack.gatewayOrigin}/auth/callback`, 'app.myaccount.example:/other',
      'com.evil.app:/callback']) {
      const page = await channelPage(uri);
      expect(page.status, uri).toBe(400);
      expect(page.text, uri).toContain('redirect_uri');
    }
    // The brand sites' client does not take the channel's redirects either.
    expect((await signInPage(mainIssuer, 'http://127.0.0.1:53127/callback')).status).toBe(400);
  });

  it('redeems its code alone, only with the PKCE verifier, once', async () => {
    const redirectUri = 'http://127.0.0.1:53127/callback';
    const { code, verifier } = await authorize(stack.servicesOrigin, 'emma@example.com', PASSWORD, redirectUri, { clientId: CHANNEL });
    expect((await redeem(code, verifier, redirectUri, 'my-account')).body.error).toBe('invalid_grant');
    const { code: second } = await authorize(stack.servicesOrigin, 'emma@example.com', PASSWORD, redirectUri, { clientId: CHANNEL });
    expect((await redeem(second, 'x'.repeat(43), redirectUri)).body.error).toBe('invalid_grant');
    const { code: third, verifier: its } = await authorize(stack.servicesOrigin, 'emma@example.com', PASSWORD, redirectUri, { clientId: CHANNEL });
    const tokens = await redeem(third, its, redirectUri);
    expect(tokens.status).toBe(200);
    expect((await verdicts(tokens.body.access_token!))).toEqual({ gateway: 'ok', service: 200 });
    expect((await redeem(third, its, redirectUri)).body.error).toBe('invalid_grant');
  });
});
