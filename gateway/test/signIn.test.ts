// Sign-in per brand site at the gateway: tokens of each configured issuer (OIDC_ISSUER and
// OIDC_SITE_ISSUERS) are accepted, each verified with that issuer's own key set, and nothing else; the site issuers
// reach the client through /config.json and the Content-Security-Policy; a site issuer's key set is fetched by its
// `*.localhost` name from a real server on loopback.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthenticationError, createAuthenticator } from '../src/security/auth';
import {
  AUDIENCE, createSigner, gql, ISSUER, resetUpstream, startGateway, testConfig, VIEWER_QUERY, type RunningGateway, type Signer,
} from './helpers';
import { createMockServer } from './helpers';

const SITE_ISSUER = 'http://auth.fotoutskrift-se.localhost:4001/oidc';

let main: Signer;
let site: Signer;
let stranger: Signer;
let mock: ReturnType<typeof createMockServer>;
let gateway: RunningGateway;

beforeAll(async () => {
  [main, site, stranger] = await Promise.all([createSigner('main-key'), createSigner('site-key'), createSigner('main-key')]);
  mock = createMockServer(main);
  mock.use(
    http.get(`${SITE_ISSUER}/jwks`, () => HttpResponse.json({ keys: [site.jwk] })),
    http.get('http://auth.evil.localhost:4001/oidc/jwks', () => HttpResponse.json({ keys: [stranger.jwk] })),
  );
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ oidcSiteIssuers: { 'fotoutskrift-se': SITE_ISSUER } }));
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});
beforeEach(() => resetUpstream());

const viewer = (token: string) => gql(gateway.url, { query: VIEWER_QUERY }, { token });

describe('tokens of each configured issuer, and only those', () => {
  it("accepts the main issuer's and the Swedish issuer's tokens, each signed with its own key", async () => {
    for (const token of [await main.sign(), await site.sign({}, { iss: SITE_ISSUER })]) {
      const answer = await viewer(token);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.viewer.email).toBe('emma@example.com');
    }
  });

  it("refuses another issuer's key, an unconfigured issuer, alg none and another audience as UNAUTHENTICATED", async () => {
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify({
      iss: SITE_ISSUER, aud: AUDIENCE, sub: 'acc-emma', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.`;
    const forgeries = {
      'the Swedish iss signed with the main key': await main.sign({}, { iss: SITE_ISSUER }),
      'the main iss signed with the Swedish key': await site.sign({}, { iss: ISSUER }),
      'the main iss signed with a key of its own under the main kid': await stranger.sign(),
      'an issuer that is not configured': await stranger.sign({}, { iss: 'http://auth.evil.localhost:4001/oidc' }),
      'alg none': none,
      'another audience': await site.sign({}, { iss: SITE_ISSUER, aud: 'another-api' }),
    };
    for (const [what, token] of Object.entries(forgeries)) {
      const answer = await viewer(token);
      expect(answer.status, what).toBe(401);
      expect(answer.body.errors?.[0]?.extensions?.code, what).toBe('UNAUTHENTICATED');
    }
  });

  it("probes each site issuer's key set in /healthz", async () => {
    const health = await (await fetch(`${gateway.origin}/healthz`)).json();
    expect(health.upstreams['identity:fotoutskrift-se']).toMatchObject({ status: 'up', url: `${SITE_ISSUER}/jwks` });
    expect(health.upstreams.identity).toMatchObject({ status: 'up' });
  });

  it('gives the client each site issuer and lets the browser reach it', async () => {
    const response = await fetch(`${gateway.origin}/config.json`);
    expect((await response.json()).oidc).toEqual({
      authority: ISSUER, clientId: 'my-account', siteAuthorities: { 'fotoutskrift-se': SITE_ISSUER },
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of ['connect-src', 'form-action', 'img-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*http://auth\\.fotoutskrift-se\\.localhost:4001[ ;]`));
      expect(csp).toMatch(new RegExp(`${directive} [^;]*http://idp\\.test[ ;]`));
    }
  });
});

describe('a site issuer on loopback by its .localhost name', () => {
  it('fetches its key set through the RFC 6761 lookup (Node alone cannot resolve the name)', async () => {
    const served = await createSigner('loopback-key');
    let requests = 0;
    const server = createServer((req, res) => {
      requests += 1;
      expect(req.headers.host).toMatch(/^auth\.fotoutskrift-se\.localhost:\d+$/);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [served.jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://auth.fotoutskrift-se.localhost:${(server.address() as AddressInfo).port}/oidc`;
    try { // msw lets it through (nothing mocks this port): the request goes out for real
      const authenticate = createAuthenticator({ oidcIssuer: ISSUER, oidcSiteIssuers: { 'fotoutskrift-se': issuer }, oidcAudience: AUDIENCE });
      const viewerOf = await authenticate(`Bearer ${await served.sign({ idp_type: 'local' }, { iss: issuer })}`);
      expect(viewerOf.accountId).toBe('acc-emma');
      expect(requests).toBe(1);
      await expect(authenticate(`Bearer ${await site.sign({}, { iss: issuer })}`)).rejects.toThrow(AuthenticationError);
    } finally {
      server.close();
    }
  });
});
