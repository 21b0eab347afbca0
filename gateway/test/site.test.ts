// The brand site of a request through the gateway against msw fakes of the merchandise service (a GraphQL upstream,
// run on its real contract) and the public config service: the site of the Host header or of `domain`, its locale
// from the merchandise channel (the forced de-AT wins), channels without a vendor dropped, the catalogue's visible
// articles paged, the public config's menu and routes (unsafe links left out); cached across requests; a failing or
// slow service answered within the timeout by its last good answer or the registry's fallback; /config.json's `site`;
// Host header tricks; anonymous callers allowed `site` and nothing more; the merchandise client raising its errors.
import { DEFAULT_SITE, siteOfChannel } from '@my-account/brands';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { Breakers } from '../src/upstream/breaker';
import { createMerchandiseApi } from '../src/upstream/merchandise';
import { createFakeSiteServices, SHOP } from './fakeSiteServices';
import { gql, mockedGateway, MERCHANDISE_API, sendWithHost as send, startGateway, testConfig, type GraphQLBody } from './helpers';

const fake = createFakeSiteServices();
type World = { gateway: { origin: string; url: string } };
let world: Awaited<ReturnType<typeof mockedGateway>>;

const SITE = `query($domain: String, $first: Int!, $after: String) { site(domain: $domain) {
  channel vendor brandName country locale currency shopUrl faqUrl customerCareUrl fallback
  menu { id label url } routes { shopHome products createAccount faq customerCare }
  articles(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node {
    code articleType title pageHeight pageWidth productUrl border coverText coverType paper printSize } } } } }`;

async function site(w: World, host: string, variables: Record<string, unknown> = {}) {
  const answer = await send(w.gateway.origin, '/graphql', host, { query: SITE, variables: { first: 10, ...variables } });
  return answer.json as GraphQLBody;
}
const siteOf = async (w: World, host: string, variables: Record<string, unknown> = {}) => {
  const body = await site(w, host, variables);
  expect(body.errors, host).toBeUndefined();
  return body.data!.site;
};
const config = async (w: World, host: string) => send(w.gateway.origin, '/config.json', host);

beforeAll(async () => {
  // Generous: on a busy machine a fake's answer may take a while (the slow cases have gateways of their own below).
  world = await mockedGateway('site-key', fake.handlers, testConfig({ siteConfigTimeoutMs: 5_000 }));
});
beforeEach(() => fake.reset());
afterAll(() => world.stop());

describe('Query.site', () => {
  it("answers the Host's site from the registry, the merchandise channel and the public config; anonymous, once per TTL", async () => {
    const nl = await siteOf(world, 'fotoprint-nl.localhost:4000');
    expect(nl).toMatchObject({
      channel: 'fotoprint-nl', vendor: 'fotoprint', brandName: 'FotoPrint', country: 'NL', locale: 'nl-NL', currency: 'EUR',
      shopUrl: SHOP('fotoprint-nl'), faqUrl: `${SHOP('fotoprint-nl')}help/faq`, customerCareUrl: `${SHOP('fotoprint-nl')}help/contact`,
      fallback: false,
      menu: [
        { id: 'photoBooks', label: 'Photo books fotoprint-nl', url: `${SHOP('fotoprint-nl')}photo-books` },
        { id: 'help', label: 'Help fotoprint-nl', url: `${SHOP('fotoprint-nl')}help` },
      ],
      routes: { shopHome: SHOP('fotoprint-nl'), products: `${SHOP('fotoprint-nl')}products`, createAccount: `${SHOP('fotoprint-nl')}account/create` },
    });
    expect(nl.articles.totalCount).toBe(4);
    expect(nl.articles.edges.map((e: any) => e.node.code)).toEqual(['PAP_910', 'PHOTOBOOK_A4', 'CANVAS_40x30', 'MUG_CLASSIC']);
    expect(nl.articles.edges[1].node).toEqual({
      code: 'PHOTOBOOK_A4', articleType: 'photobook', title: 'PHOTOBOOK_A4 (nl-NL)', pageHeight: 297, pageWidth: 210,
      productUrl: `${SHOP('fotoprint-nl')}p/PHOTOBOOK_A4`, border: null, coverText: true, coverType: null, paper: 'matte', printSize: null,
    });
    expect(fake.state.calls.sort()).toEqual(['merchandise MerchandiseChannel fotoprint-nl nl-NL', 'merchandise MerchandiseChannels', 'publicConfig fotoprint-nl.localhost']);
    await siteOf(world, 'fotoprint-nl.localhost');
    expect(fake.state.calls).toHaveLength(3);
  });

  it('pages the articles with first/after and refuses foreign cursors and first outside 1-50', async () => {
    const first = (await siteOf(world, 'fotoprint-nl.localhost', { first: 3 })).articles;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await siteOf(world, 'fotoprint-nl.localhost', { first: 3, after: first.pageInfo.endCursor })).articles;
    expect(rest.edges.map((e: any) => e.node.code)).toEqual(['MUG_CLASSIC']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    for (const variables of [{ first: 0 }, { first: 51 }, { first: 3, after: 'bm9wZQ' }, { first: 3, after: 'x'.repeat(101) }]) {
      expect((await site(world, 'localhost', variables)).errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('takes the locale from the merchandise channel, the forced de-AT first, and asks the catalogue in it', async () => {
    expect((await siteOf(world, 'localhost', { domain: 'fotoprint-be.localhost' })).locale).toBe('fr-BE');
    const at = await siteOf(world, 'localhost', { domain: 'FOTODRUCK-AT.localhost.' });
    expect(at).toMatchObject({ channel: 'fotodruck-at', locale: 'de-AT', fallback: false });
    expect(at.articles.edges[0].node.title).toBe('PAP_910 (de-AT)');
    expect(fake.state.calls).toContain('merchandise MerchandiseChannel fotodruck-at de-AT');
    expect(fake.state.calls).toContain('merchandise MerchandiseChannel fotoprint-be fr-BE');
  });

  it("chooses the brand from the merchandise channel's vendor; a vendor name no brand has keeps the registry's", async () => {
    const fresh = await startGateway(testConfig({ siteConfigTimeoutMs: 5_000 }));
    try {
      fake.state.vendors = { 'photoprint-ie': 'SnapBook', 'fotoprint-be': 'unknown-vendor', 'fotostampa-it': 'photoprint' };
      expect(await siteOf({ gateway: fresh }, 'photoprint-ie.localhost')).toMatchObject({ channel: 'photoprint-ie', vendor: 'snapbook', brandName: 'SnapBook', fallback: false });
      expect((await config({ gateway: fresh }, 'photoprint-ie.localhost')).json.site).toMatchObject({ channel: 'photoprint-ie', vendor: 'snapbook' });
      expect(await siteOf({ gateway: fresh }, 'fotoprint-be.localhost')).toMatchObject({ vendor: 'fotoprint', brandName: 'FotoPrint' });
      fake.state.publicConfig = 'fail'; // the fallback menu is the shop under the channel's brand
      expect((await siteOf({ gateway: fresh }, 'fotostampa-it.localhost')).menu).toEqual([{ id: 'shop', label: 'PhotoPrint', url: siteOfChannel('fotostampa-it')!.shopUrl }]);
    } finally {
      await fresh.stop();
    }
  });

  it('drops channels without a vendor: a site whose channel has none gets the registry values, and no catalogue call', async () => {
    const de = await siteOf(world, 'snapbook-de.localhost');
    const registry = siteOfChannel('snapbook-de')!;
    expect(de).toMatchObject({ channel: 'snapbook-de', locale: registry.locale, currency: registry.currency, shopUrl: registry.shopUrl, fallback: true });
    expect(de.articles).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
    expect(fake.state.calls.filter((c) => c.startsWith('merchandise') && c.includes('snapbook-de'))).toEqual([]);
  });

  it('answers any unknown or odd Host with the default site, never an error or another site', async () => {
    for (const host of ['evil.example', 'fotoprint-nl.localhost.evil.example', 'localhost.', '127.0.0.1:4000', '[::1]:4000',
      'fotoprint-nl.localhost@evil.example', 'a b', `${'x'.repeat(300)}.localhost`, 'fotoprint-nl.localhost:4000:80']) {
      const answer = await site(world, host);
      expect(answer.errors, host).toBeUndefined();
      expect(answer.data!.site.channel, host).toBe(DEFAULT_SITE.channel);
    }
  });

  it('refuses a domain that is not a host name, or longer than 253, before any lookup', async () => {
    for (const domain of ['a b', 'https://fotoprint-nl.localhost', 'fotoprint-nl.localhost:4000', '../etc', '<script>', 'x'.repeat(254)]) {
      const answer = await site(world, 'localhost', { domain });
      expect(answer.errors?.[0]?.extensions?.code, domain).toBe('BAD_USER_INPUT');
      expect(answer.data ?? null).toBeNull();
    }
    expect(fake.state.calls).toEqual([]);
    expect((await siteOf(world, 'localhost', { domain: 'unknown.example' })).channel).toBe(DEFAULT_SITE.channel);
  });

  it('lets anonymous callers run `site` as their own document, and nothing else with it', async () => {
    expect((await gql(world.gateway.url, { query: '{ site { channel } __typename }' })).body).toEqual({ data: { site: { channel: 'photoprint-gb' }, __typename: 'Query' } });
    const mixed = await gql(world.gateway.url, { query: '{ site { channel } viewer { id } }' });
    expect(mixed.status).toBe(401);
    expect(mixed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('failing and slow site services', () => {
  // A gateway of its own per test (empty caches); the msw fakes are the ones started above.
  let fresh: World & { gateway: { stop(): Promise<void> } };
  const start = async (overrides = {}) => (fresh = { gateway: await startGateway(testConfig({ siteConfigTimeoutMs: 3_000, ...overrides })) });
  afterEach(() => fresh?.gateway.stop());

  it('a failing merchandise service (500 or GraphQL errors) never answered: the registry fallback, no error', async () => {
    await start();
    fake.state.merchandise = 'fail';
    const gb = await siteOf(fresh, 'localhost');
    expect(gb).toMatchObject({ channel: 'photoprint-gb', locale: 'en-GB', currency: 'GBP', shopUrl: DEFAULT_SITE.shopUrl, fallback: true });
    expect(gb.articles.totalCount).toBe(0);
    expect(gb.menu[0].label).toBe('Photo books photoprint-gb'); // the public config still answered
    fake.state.merchandise = 'errors';
    expect((await siteOf(fresh, 'fotoprint-nl.localhost')).fallback).toBe(true);
  });

  it('a slow public config: /config.json answers within the timeout with the registry fallback', async () => {
    await start({ siteConfigTimeoutMs: 1_000 });
    fake.state.publicConfig = 'slow';
    fake.state.slowMs = 5_000;
    const { status, json, ms } = await config(fresh, 'fotoprint-nl.localhost');
    expect(status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(2_500);
    const registry = siteOfChannel('fotoprint-nl')!;
    expect(json.site).toEqual({
      channel: 'fotoprint-nl', vendor: 'fotoprint', locale: 'nl-NL', currency: 'EUR', shopUrl: SHOP('fotoprint-nl'),
      faqUrl: registry.faqUrl, customerCareUrl: registry.customerCareUrl,
      menu: [{ id: 'shop', label: 'FotoPrint', url: registry.shopUrl }],
      routes: { shopHome: registry.shopUrl, products: registry.shopUrl, createAccount: registry.shopUrl, faq: registry.faqUrl, customerCare: registry.customerCareUrl },
      fallback: true,
    });
  });

  it('both services slow: every request within the timeout; after a failure none waits for them again for a while', async () => {
    await start({ siteConfigTimeoutMs: 1_000 });
    fake.state.merchandise = 'slow';
    fake.state.publicConfig = 'slow';
    fake.state.slowMs = 5_000;
    const first = await config(fresh, 'fotodruck-at.localhost');
    expect(first.ms).toBeLessThan(2_500);
    expect(first.json.site).toMatchObject({ channel: 'fotodruck-at', locale: 'de-AT', fallback: true });
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // every call has timed out by now (the catalogue's started 1 s late)
    const calls = fake.state.calls.length;
    const second = await config(fresh, 'fotodruck-at.localhost');
    expect(second.ms).toBeLessThan(800);
    expect(second.json.site.fallback).toBe(true);
    expect(fake.state.calls).toHaveLength(calls);
  });

  it('serves the last good answer (fallback) when the services start failing, and asks again after the TTL', async () => {
    await start({ siteConfigTtlMs: 200 });
    const good = await siteOf(fresh, 'fotoprint-nl.localhost');
    fake.state.merchandise = 'fail';
    fake.state.publicConfig = 'fail';
    await new Promise((resolve) => setTimeout(resolve, 250));
    fake.state.calls = [];
    const stale = await siteOf(fresh, 'fotoprint-nl.localhost');
    expect(stale).toEqual({ ...good, fallback: true });
    expect(stale.menu[0].label).toBe('Photo books fotoprint-nl');
    expect(fake.state.calls.sort()).toEqual(['merchandise MerchandiseChannel fotoprint-nl nl-NL', 'merchandise MerchandiseChannels', 'publicConfig fotoprint-nl.localhost']);
    fake.state.merchandise = 'ok';
    fake.state.publicConfig = 'ok';
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await siteOf(fresh, 'fotoprint-nl.localhost')).fallback).toBe(false);
  });

  it('/config.json carries the site of its host name, and /healthz names both services', async () => {
    await start();
    const { json } = await config(fresh, 'fotoutskrift-se.localhost');
    expect(Object.keys(json.site).sort()).toEqual(['channel', 'currency', 'customerCareUrl', 'fallback', 'faqUrl', 'locale', 'menu', 'routes', 'shopUrl', 'vendor']);
    expect(json.site).toMatchObject({ channel: 'fotoutskrift-se', vendor: 'fotoutskrift', locale: 'sv-SE', currency: 'SEK', fallback: false });
    expect(json.site.menu.map((entry: any) => entry.id)).toEqual(['photoBooks', 'help']);
    const health = await (await fetch(`${fresh.gateway.origin}/healthz`)).json() as { upstreams: Record<string, unknown> };
    expect(Object.keys(health.upstreams)).toEqual(expect.arrayContaining(['merchandise', 'publicConfig']));
  });
});

describe('the merchandise client', () => {
  const api = (overrides = {}) => createMerchandiseApi({
    config: { ...loadConfig({}), merchandiseApiUrl: MERCHANDISE_API, upstreamTimeoutMs: 300, ...overrides },
    token: null, correlationId: 'c-merch', breakers: new Breakers(),
  });

  it('drops channels without a vendor', async () => {
    const channels = await api().channels();
    expect(channels.map((c) => c.id)).not.toContain('internal-test');
    expect(channels.map((c) => c.id)).not.toContain('snapbook-de');
    expect(channels.find((c) => c.id === 'fotoprint-nl')).toEqual({ id: 'fotoprint-nl', vendorId: 'fotoprint', locale: 'nl-NL' });
  });

  it('raises errors: GraphQL errors and 5xx as UPSTREAM_ERROR (masked in production), slowness as UPSTREAM_TIMEOUT', async () => {
    fake.state.merchandise = 'errors';
    await expect(api().channel('fotoprint-nl', 'nl-NL')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_ERROR', service: 'merchandise' }, message: expect.stringContaining('Channel store unavailable'),
    });
    fake.state.merchandise = 'fail';
    const failed = api({ production: true }).channels();
    await expect(failed).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_ERROR', status: 500 }, message: 'The merchandise service is unavailable.' });
    fake.state.merchandise = 'slow';
    await expect(api().channels()).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT' } });
  });
});
