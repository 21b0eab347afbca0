// Forwarded headers and foreign Host names: the stack runs without TRUSTED_PROXIES, so X-Forwarded-Host, -Proto and
// -For from the test (a client, not a proxy) change nothing. The identity provider's discovery document keeps the
// configured issuer and endpoints (a forged host does not even pick the Swedish issuer); the public config and the
// gateway's site stay the request's own; the error-report limit and the gateway's anonymous cost budget stay keyed by
// the connection's address. The services' development pages (mailbox, agent page, error-report list) answer 421 under
// a Host that is not one of the configured origins' (a DNS-rebinding page's), and the agent page's reply form checks
// Origin against the configured origin, not one made of the request's Host or X-Forwarded-Proto: nothing stored.
import { describe, expect, it } from 'vitest';
import { codeOf, ERROR_REPORTS_KEY, persistedId, rawHttp } from '../harness';
import { persisted, read, rest, stack } from './context';

const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
const port = () => new URL(stack.servicesOrigin).port;
const EVIL = () => `evil.example:${port()}`;
const servicesGet = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.servicesOrigin}${path}`, { headers });
const rawGet = (path: string, host: string, extra: string[] = []) => rawHttp(stack.servicesOrigin, [`GET ${path} HTTP/1.1`, `Host: ${host}`, ...extra]);

describe("the identity provider's discovery document", () => {
  it('keeps the configured issuer and endpoints under forged X-Forwarded-Host / -Proto', async () => {
    const swedish = `${new URL(Object.values(stack.siteIssuers)[0] ?? 'http://auth.fotoutskrift-se.localhost').hostname}:${port()}`;
    for (const headers of [FORGED, { ...FORGED, 'x-forwarded-host': swedish, 'x-forwarded-proto': 'http' }, { forwarded: 'host=evil.example;proto=https' }]) {
      const res = await servicesGet('/oidc/.well-known/openid-configuration', headers);
      expect(res.status).toBe(200);
      const document = (await res.json()) as Record<string, unknown>;
      expect(document.issuer, JSON.stringify(headers)).toBe(`${stack.servicesOrigin}/oidc`);
      const urls = Object.entries(document).filter(([key]) => key.endsWith('_endpoint') || key === 'jwks_uri');
      expect(urls.length).toBeGreaterThanOrEqual(4);
      for (const [key, value] of urls) expect(value, key).toMatch(new RegExp(`^${stack.servicesOrigin.replace(/[.:/]/g, '\\$&')}/oidc/`));
    }
  });
});

describe('the public config and the site of a request', () => {
  it('answer the same with and without forged forwarded headers', async () => {
    const plain = await (await servicesGet('/public-config-api/localhost')).text();
    const forged = await servicesGet('/public-config-api/localhost', { ...FORGED, 'x-forwarded-host': 'fotoprint-nl.localhost' });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toBe(plain);
    const site = async (headers: Record<string, string>) => ((await (await fetch(`${stack.gatewayOrigin}/config.json`, { headers })).json()) as { site: unknown }).site;
    expect(await site({ ...FORGED, 'x-forwarded-host': 'fotoprint-nl.localhost' })).toEqual(await site({}));
  });
});

describe("the services' development pages", () => {
  const PAGES = ['/mailbox', '/mailbox/messages/00000000-0000-4000-8000-000000000000', '/support-chat/agent', '/error-reports'];

  it('answer on the configured origin, even with a forged X-Forwarded-Host', async () => {
    for (const path of PAGES.filter((p) => !p.includes('/messages/'))) {
      expect((await servicesGet(path, FORGED)).status, path).toBe(200);
    }
  });

  it('refuse another Host with a plain 421, also when X-Forwarded-Host names the configured one', async () => {
    for (const path of PAGES) {
      for (const extra of [[], ['Accept: application/json'], [`X-Forwarded-Host: ${new URL(stack.servicesOrigin).host}`]]) {
        const res = await rawGet(path, EVIL(), extra);
        expect(res.status, `${path} ${extra.join()}`).toBe(421);
        expect(res.text, path).not.toMatch(/<|@example\.com/);
      }
    }
  });
});

const MESSAGES = '{ viewer { supportChat { messages(last: 100) { edges { node { text } } } } } }';
const texts = async () => ((await read('emma', MESSAGES)).viewer.supportChat.messages.edges as { node: { text: string } }[]).map((e) => e.node.text);

describe("the agent page's reply form", () => {
  it('refuses a reply whose Origin matches only the forged Host or X-Forwarded-Proto (403); nothing stored', async () => {
    const conversationId = (await rest('emma', 'GET', '/support-chat-api/conversation?limit=1')).json().id as string;
    const before = await texts();
    const body = new URLSearchParams({ text: 'Your account is locked: verify at https://evil.example/v' }).toString();
    const reply = (host: string, origin: string, extra: string[] = []) => rawHttp(stack.servicesOrigin, [
      `POST /support-chat/agent/conversations/${conversationId}/replies HTTP/1.1`, `Host: ${host}`, `Origin: ${origin}`,
      'Sec-Fetch-Site: same-origin', 'Content-Type: application/x-www-form-urlencoded', ...extra], body);
    const own = new URL(stack.servicesOrigin).host;
    for (const [host, origin, extra] of [[EVIL(), `http://${EVIL()}`, []], [own, `https://${own}`, ['X-Forwarded-Proto: https']],
      [own, `http://${EVIL()}`, [`X-Forwarded-Host: ${EVIL()}`]]] as const) {
      expect((await reply(host, origin, [...extra])).status, `${host} ${origin}`).toBe(403);
    }
    expect(await texts()).toEqual(before);
  });
});

describe('per-address limits and forged X-Forwarded-For', () => {
  it('the error-report receiver gives no fresh limit to a forged X-Forwarded-For', async () => {
    const url = `${stack.servicesOrigin}/error-reports/api/1/envelope/?sentry_key=${ERROR_REPORTS_KEY}&sentry_version=7`;
    const post = (forwardedFor: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': forwardedFor },
      body: '{}\n{"type":"client_report"}\n{"discarded_events":[]}\n' });
    let limited = false;
    for (let i = 0; i < 200 && !limited; i++) limited = (await post(`198.51.100.${i}`)).status === 429;
    expect(limited, 'a 429 within 200 envelopes').toBe(true);
    for (const forwardedFor of ['203.0.113.50', '203.0.113.51, 198.51.100.1', 'unknown']) {
      expect((await post(forwardedFor)).status, forwardedFor).toBe(429);
    }
  });

  // Last: it spends the anonymous budget of this address for the minute.
  it("the gateway's anonymous cost budget is not reset by a forged X-Forwarded-For", async () => {
    const id = persistedId('AlbumListPaginationQuery');
    let refused = false;
    for (let i = 0; i < 2_000 && !refused; i++) {
      const answer = await persisted(null, id, { first: 49 }, { headers: { 'x-forwarded-for': `198.51.100.${i % 250}` } });
      expect(codeOf(answer)).not.toBe('QUERY_TOO_COSTLY');
      refused = answer.status === 429;
    }
    expect(refused, 'RATE_LIMITED within 2,000 anonymous requests').toBe(true);
    for (const forwardedFor of ['203.0.113.60', '203.0.113.61, 198.51.100.1']) {
      const answer = await persisted(null, id, { first: 49 }, { headers: { 'x-forwarded-for': forwardedFor } });
      expect(answer.status, forwardedFor).toBe(429);
      expect(codeOf(answer)).toBe('RATE_LIMITED');
    }
  });
});
