// The brand sites' public surface: the merchandise service (GraphQL, no token) refuses huge, deep, aliased, long,
// batched and introspection documents with GraphQL errors and stays healthy; the public config refuses long and odd
// domains with a clean 400 (404 for a host name of no brand site); the gateway's `site(domain:)` refuses what is not a
// host name with BAD_USER_INPUT and answers any unknown one with the default site; Host header tricks (unknown,
// suffixed, missing, absolute-form targets, X-Forwarded-Host) give the default site, never an error or another site's
// data; anonymous callers run `site` and nothing more with it.
import { DEFAULT_SITE, siteOfChannel } from '@my-account/brands';
import { describe, expect, it } from 'vitest';
import { assertLoopback, codeOf, gql, postRaw, rawHttp } from '../harness';
import { ask, stack } from './context';

const merchandiseUrl = () => `${stack.servicesOrigin}/merchandise-api/graphql`;
const merchandise = (query: string, variables?: Record<string, unknown>) => gql(merchandiseUrl(), { query, variables });
const messages = (answer: { body: { errors?: { message: string }[] } }) => (answer.body.errors ?? []).map((e) => e.message).join(' | ');

async function publicConfig(domain: string) {
  const url = `${stack.servicesOrigin}/public-config-api/${domain}`;
  assertLoopback(url);
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text };
}

/** One raw HTTP/1.1 exchange with the gateway (any request line, headers and body). */
const raw = (lines: string[], body = '') => rawHttp(stack.gatewayOrigin, lines, body);
const configFor = (host: string | null, target = '/config.json', extra: string[] = [], version = '1.1') =>
  raw([`GET ${target} HTTP/${version}`, ...(host === null ? [] : [`Host: ${host}`]), ...extra]);

const defaultShop = DEFAULT_SITE.shopUrl;

describe('merchandise service (GraphQL, no token)', () => {
  it('answers its channels, and refuses a body over 8 KB with a GraphQL error, 413', async () => {
    const ok = await merchandise('{ Channels { ID VendorID } }');
    expect(ok.status).toBe(200);
    expect(ok.body.data.Channels.length).toBeGreaterThanOrEqual(17);
    const big = await postRaw(merchandiseUrl(), JSON.stringify({ query: `{ Channels { ID } } # ${'x'.repeat(200_000)}` }));
    expect(big.status).toBe(413);
    expect(big.body.errors?.[0]?.extensions?.code).toBe('BODY_TOO_LARGE');
  });

  it('refuses deep, aliased, long and introspection documents (400, nothing run)', async () => {
    const deep = await merchandise(`{ Channels { Articles { Links { Rel ${'{ a '.repeat(20)}${'} '.repeat(20)}} } } }`);
    expect(deep.status).toBe(400);
    expect(messages(deep)).toMatch(/depth limit of 6/);
    const aliases = await merchandise(`{ ${Array.from({ length: 50 }, (_, i) => `c${i}: Channel(Code: "fotoprint-nl", Locale: "nl-NL") { Articles { Title } }`).join(' ')} }`);
    expect(aliases.status).toBe(400);
    expect(messages(aliases)).toMatch(/Aliases limit of 10/);
    const tokens = await merchandise(`{ Channels { ${'ID '.repeat(2_000)} } }`);
    expect(tokens.status).toBe(400);
    expect(messages(tokens)).toMatch(/more that 1000 tokens/);
    for (const query of ['{ __schema { types { name fields { name } } } }', '{ __type(name: "Channel") { fields { name } } }',
      'query { a: __schema { queryType { name } } }']) {
      const introspection = await merchandise(query);
      expect(introspection.status, query).toBe(400);
      expect(messages(introspection), query).toMatch(/introspection/i);
    }
  });

  it('refuses batches, other content types, mutations and long strings cleanly', async () => {
    const batch = await postRaw(merchandiseUrl(), JSON.stringify([{ query: '{ Channels { ID } }' }, { query: '{ Channels { ID } }' }]));
    expect(batch.status).toBe(400);
    const form = await fetch(merchandiseUrl(), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(1_000_000) });
    expect(form.status).toBe(415);
    void form.body?.cancel();
    const mutation = await merchandise('mutation { Channels { ID } }'); // the service has no mutations
    expect(mutation.body.data ?? null).toBeNull();
    expect(messages(mutation)).toMatch(/not configured to execute mutation/i);
    const locale = await merchandise('query($l: String!) { Channel(Code: "fotoprint-nl", Locale: $l) { ID } }', { l: `x${'<script>'.repeat(700)}` });
    expect(locale.body.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_LOCALE');
    expect(locale.body.errors?.[0]?.message.length).toBeLessThan(250); // the locale is not echoed whole
    const code = await merchandise('query($c: String!) { Channel(Code: $c, Locale: "en-GB") { ID } }', { c: 'x'.repeat(7_000) });
    expect(code.body).toEqual({ data: { Channel: null } });
    const health = await fetch(`${stack.servicesOrigin}/healthz`);
    expect(health.status).toBe(200);
    void health.body?.cancel();
  });
});

describe('public config service', () => {
  it('answers a brand domain, 404 for a host name of no brand site', async () => {
    const nl = await publicConfig('fotoprint-nl.localhost');
    expect(nl.status).toBe(200);
    expect(JSON.parse(nl.text)).toMatchObject({ channel: 'fotoprint-nl', locale: 'nl-NL' });
    for (const domain of ['evil.example', 'fotoprint-nl.localhost.evil.example', 'xn--ftoprint-n4a.localhost']) {
      const answer = await publicConfig(domain);
      expect(answer.status, domain).toBe(404);
      expect(JSON.parse(answer.text), domain).toMatchObject({ code: 'UNKNOWN_DOMAIN' });
    }
  });

  it('refuses long and odd domains with a clean JSON 400', async () => {
    const odd = [
      'a'.repeat(254), `${'a'.repeat(63)}.`.repeat(5), 'x'.repeat(10_000), 'f%C3%B6toprint.localhost', '%00', 'localhost%00.evil',
      'localhost%0d%0aSet-Cookie:%20a=b', '..%2F..%2Fetc%2Fpasswd', 'a%2e%2e', 'fotoprint-nl.localhost:4000', '%3Cscript%3E', 'a%20b',
      "'%20OR%201=1", '-leading.localhost', 'under_score.localhost',
    ];
    for (const domain of odd) {
      const answer = await publicConfig(domain);
      expect(answer.status, domain).toBe(400);
      expect(answer.type, domain).toMatch(/application\/json/);
      expect(JSON.parse(answer.text), domain).toEqual({ code: 'INVALID_DOMAIN', message: 'The domain is not a host name.' });
    }
    expect((await publicConfig('a'.repeat(20_000))).status).toBe(431); // Node's header limit, before any route
  });
});

describe('Query.site (anonymous callers may ask)', () => {
  const SITE = 'query($domain: String) { site(domain: $domain) { channel locale fallback menu { url } routes { faq } } }';

  it('answers a brand domain, and the default site for an unknown host name', async () => {
    const nl = await ask(null, SITE, { domain: 'fotoprint-nl.localhost' });
    expect(nl.body.data?.site).toMatchObject({ channel: 'fotoprint-nl', locale: 'nl-NL', fallback: false });
    for (const domain of ['evil.example', 'fotoprint-nl.localhost.evil.example', 'photoprint-staff.localhost', 'fotodruck-ch.localhost']) {
      const answer = await ask(null, SITE, { domain });
      expect(answer.body.errors, domain).toBeUndefined();
      expect(answer.body.data?.site.channel, domain).toBe(DEFAULT_SITE.channel);
      expect(answer.body.data?.site.menu.every((entry: { url: string }) => entry.url.startsWith(defaultShop)), domain).toBe(true);
    }
  });

  it('refuses long and odd domains with BAD_USER_INPUT, before any lookup', async () => {
    for (const domain of ['a'.repeat(254), 'x'.repeat(100_000 / 8), 'https://fotoprint-nl.localhost/', 'fotoprint-nl.localhost:4000',
      'fotoprint-nl.localhost/../x', 'localhost\r\nX-Evil: 1', '<script>alert(1)</script>', 'föto.localhost', '', ' ', "' OR 1=1 --"]) {
      const answer = await ask(null, SITE, { domain });
      expect(codeOf(answer), domain.slice(0, 40)).toBe('BAD_USER_INPUT');
      expect(answer.body.data ?? null, domain.slice(0, 40)).toBeNull();
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('bounds what one document may ask: aliases of sites, article pages', async () => {
    const aliased = await ask(null, `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: site(domain: "host${i}.example") { channel }`).join(' ')} }`);
    expect(aliased.body.errors).toBeUndefined();
    expect(new Set(Object.values(aliased.body.data as Record<string, { channel: string }>).map((s) => s.channel))).toEqual(new Set([DEFAULT_SITE.channel]));
    const tooMany = await ask(null, `{ ${Array.from({ length: 16 }, (_, i) => `s${i}: site { channel }`).join(' ')} }`);
    expect(codeOf(tooMany)).toBe('GRAPHQL_VALIDATION_FAILED');
    for (const first of [0, 51]) {
      expect(codeOf(await ask(null, `{ site { articles(first: ${first}) { totalCount } } }`)), String(first)).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await ask(null, '{ site { articles(first: 100000) { totalCount } } }'))).toBe('QUERY_TOO_COSTLY');
    expect(codeOf(await ask(null, '{ site { articles(first: 5, after: "Zm9yZ2Vk") { totalCount } } }'))).toBe('BAD_USER_INPUT');
  });

  it('gives anonymous callers `site` and nothing more in the same document', async () => {
    const mixed = await ask(null, '{ site { channel } viewer { id email } }');
    expect(mixed.status).toBe(401);
    expect(codeOf(mixed)).toBe('UNAUTHENTICATED');
    const withMutation = await ask(null, 'mutation { deleteAllPhotos(input: { confirmation: "DELETE" }) { deletedCount } }');
    expect(codeOf(withMutation)).toBe('UNAUTHENTICATED');
  });
});

describe('Host header tricks', () => {
  it('an unknown, suffixed, odd or missing Host is the default site: never an error, never another site', async () => {
    const hosts: (string | null)[] = ['evil.example', 'fotoprint-nl.localhost.evil.example', 'evil.example:4000', '127.0.0.1',
      `${'a'.repeat(5_000)}.localhost`, 'fotoprint-nl.localhost@evil.example', 'fotoprint-nl.localhost%00', '[::1]:80', 'xn--80ak6aa92e.com'];
    for (const host of hosts) {
      const { status, json } = await configFor(host);
      expect(status, String(host).slice(0, 60)).toBe(200);
      expect(json.site.channel, String(host).slice(0, 60)).toBe(DEFAULT_SITE.channel);
      expect(json.site.menu.every((entry: { url: string }) => entry.url.startsWith(defaultShop))).toBe(true);
    }
    // No Host at all: HTTP/1.0 may omit it (the default site); HTTP/1.1 must not (Node answers 400 before any route).
    expect((await configFor(null, '/config.json', [], '1.0')).json.site.channel).toBe(DEFAULT_SITE.channel);
    expect((await configFor(null)).status).toBe(400);
  });

  it('the Host header decides, not X-Forwarded-Host nor an absolute-form target', async () => {
    const forwarded = await configFor('evil.example', '/config.json', ['X-Forwarded-Host: fotoprint-nl.localhost', 'Forwarded: host=fotoprint-nl.localhost']);
    expect(forwarded.json.site.channel).toBe(DEFAULT_SITE.channel);
    const absolute = await configFor('evil.example', 'http://fotoprint-nl.localhost/config.json');
    expect(absolute.status).toBe(200);
    expect(absolute.json.site.channel).toBe(DEFAULT_SITE.channel);
    const nl = await configFor('FotoPrint-NL.localhost:4000');
    expect(nl.json.site).toMatchObject({ channel: 'fotoprint-nl', locale: 'nl-NL', faqUrl: siteOfChannel('fotoprint-nl')!.faqUrl });
    const at = await configFor('fotodruck-at.localhost');
    expect(at.json.site.locale).toBe('de-AT');
  });

  it('the same holds for Query.site without `domain`', async () => {
    const query = JSON.stringify({ query: '{ site { channel } }' });
    for (const [host, channel] of [['evil.example', DEFAULT_SITE.channel], ['fotoprint-be.localhost', 'fotoprint-be'],
      ['fotoprint-be.localhost.evil.example', DEFAULT_SITE.channel]] as const) {
      const { status, json } = await raw(['POST /graphql HTTP/1.1', `Host: ${host}`, 'Content-Type: application/json'], query);
      expect(status, host).toBe(200);
      expect(json.data.site.channel, host).toBe(channel);
    }
    expect((await gql(stack.graphqlUrl, { query: '{ site { channel } }' })).body.data?.site.channel).toBe(DEFAULT_SITE.channel);
  });
});
