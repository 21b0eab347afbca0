// The brand sites' services on the default database: the merchandise service (GraphQL over HTTP) lists the
// registry's channels and two without a vendor, answers a channel's catalogue with titles in the locale asked for
// (the Austrian channel in de-AT), refuses unsupported locales, oversized bodies, deep, aliased, long and
// introspection documents; its data is seeded once, into an older database too. The public config answers each brand
// domain's menu and routes in its language, 404 for other domains, 400 for what is not a host name, and can be made
// to fail or wait with the fault switch.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_SITE, localHostnames, LOCALES, SITES, siteOfChannel } from '@my-account/brands';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigRoutes } from '../src/apis/public-config/routes';
import { ARTICLES } from '../src/db/demo-orders';
import { MERCHANDISE_SEED, seedMerchandise, VENDORLESS_CHANNELS } from '../src/db/seed-merchandise';
import { CATALOGUE } from '../src/site/catalogue';
import { defaultDatabase } from './helpers/databases';
import { startTestServer, type TestServer } from './helpers/server';

const CHANNEL = `query($code: String!, $locale: String!) { Channel(Code: $code, Locale: $locale) {
  ID VendorID Locale ShopUrl Currency
  Articles { ID ArticleType Title PageHeight PageWidth Visible Links { Rel Url } Extras { Border CoverText CoverType Paper PrintSize } } } }`;

describe.each(defaultDatabase)('merchandise and public config services (%s)', (kind) => {
  let server: TestServer;
  const graphql = async (body: unknown, init: RequestInit = {}) => {
    const res = await fetch(`${server.baseUrl}/merchandise-api/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, body: JSON.stringify(body), ...init,
    });
    return { status: res.status, body: await res.json() as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
  };
  const channel = async (code: string, locale: string) => (await graphql({ query: CHANNEL, variables: { code, locale } })).body;
  const config = async (domain: string) => {
    const res = await fetch(`${server.baseUrl}/public-config-api/${encodeURIComponent(domain)}`);
    return { status: res.status, body: await res.json() as any };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { faults: true });
  });
  afterAll(() => server?.stop());

  it('lists every brand channel as the registry configures it, and two channels without a vendor', async () => {
    const { status, body } = await graphql({ query: '{ Channels { ID VendorID Locale Currency } }' });
    expect(status).toBe(200);
    expect(body.data.Channels).toEqual([
      ...SITES.map((s) => ({ ID: s.channel, VendorID: s.vendor, Locale: s.locale, Currency: s.currency })),
      ...VENDORLESS_CHANNELS.map((c) => ({ ID: c.id, VendorID: null, Locale: c.locale, Currency: c.currency })),
    ]);
    expect(body.data.Channels.find((c: any) => c.ID === 'fotodruck-at').Locale).toBe('de-DE');
    expect(body.data.Channels.filter((c: any) => c.VendorID === null)).toHaveLength(2);
  });

  it("answers a channel's shop, currency and catalogue in its language, links on its shop domain", async () => {
    const { data, errors } = await channel('fotoprint-nl', 'nl-NL');
    expect(errors).toBeUndefined();
    const nl = data.Channel;
    expect(nl).toMatchObject({ ID: 'fotoprint-nl', VendorID: 'fotoprint', Locale: 'nl-NL', ShopUrl: 'https://www.fotoprint.example/', Currency: 'EUR' });
    expect(nl.Articles.map((a: any) => a.ID)).toEqual(CATALOGUE.map((a) => a.id));
    expect(nl.Articles[0]).toEqual({
      ID: 'PAP_910', ArticleType: 'prints', Title: 'Fotoafdrukken 10x15', PageHeight: 102, PageWidth: 152, Visible: true,
      Links: [
        { Rel: 'product', Url: 'https://www.fotoprint.example/fotoafdrukken/pap-910' },
        { Rel: 'create', Url: 'https://www.fotoprint.example/maken/PAP_910' },
      ],
      Extras: { Border: false, CoverText: null, CoverType: null, Paper: 'glossy', PrintSize: '10x15' },
    });
    const books = nl.Articles.filter((a: any) => a.ArticleType.includes('photobook'));
    expect(books.map((a: any) => a.Title)).toEqual(['Fotoboek A4', 'Fotoboek XL', 'Layflat fotoboek', 'Klassiek fotoboek']);
    expect(nl.Articles.filter((a: any) => !a.Visible).map((a: any) => a.ID)).toEqual(['PHOTOBOOK_CLASSIC', 'CARD_XMAS_2025']);
    const gb = (await channel('photoprint-gb', 'en-GB')).data.Channel;
    expect(gb).toMatchObject({ ShopUrl: 'https://www.photoprint.example/', Currency: 'GBP' });
    expect(gb.Articles.find((a: any) => a.ID === 'PHOTOBOOK_A4').Links[0].Url).toBe('https://www.photoprint.example/photo-books/photobook-a4');
  });

  it('titles the Austrian channel in de-AT when asked so, and every article in every locale', async () => {
    const mug = async (locale: string) => (await channel('fotodruck-at', locale)).data.Channel.Articles.find((a: any) => a.ID === 'MUG_CLASSIC').Title;
    expect(await mug('de-AT')).toBe('Fotohäferl');
    expect(await mug('de-DE')).toBe('Fototasse');
    const titles = new Map<string, Set<string>>();
    for (const locale of LOCALES) {
      const articles = (await channel('snapbook-de', locale)).data.Channel.Articles as { ID: string; Title: string }[];
      for (const a of articles) {
        expect(a.Title, `${a.ID} in ${locale}`).not.toBe(a.ID);
        titles.set(a.ID, (titles.get(a.ID) ?? new Set()).add(a.Title));
      }
    }
    expect(titles.get('PHOTOBOOK_A4')).toEqual(new Set(['Photo book A4', 'Fotoboek A4', 'Livre photo A4', 'Fotobuch A4',
      'Fotolibro A4', 'Libro de fotos A4', 'Livro de fotos A4', 'Fotobog A4', 'Fotobok A4']));
  });

  it('sells the order world\'s articles under its codes and types (prints PAP_910, photo books)', () => {
    for (const [code, article] of Object.entries(ARTICLES)) {
      expect(CATALOGUE.find((a) => a.id === code)?.articleType, code).toBe(article.type);
    }
  });

  it('answers null for an unknown channel and an error for an unsupported locale', async () => {
    expect(await channel('nope', 'en-GB')).toEqual({ data: { Channel: null } });
    expect(await channel('x'.repeat(5_000), 'en-GB')).toEqual({ data: { Channel: null } });
    const bad = await channel('fotoprint-nl', 'xx-XX');
    expect(bad.data).toEqual({ Channel: null });
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Unsupported locale "xx-XX"/), extensions: { code: 'UNSUPPORTED_LOCALE' } });
  });

  it('bounds every request: body size, tokens, depth, aliases, no introspection, JSON only', async () => {
    const big = await graphql({ query: `{ Channels { ID } } # ${'x'.repeat(9_000)}` });
    expect(big).toMatchObject({ status: 413, body: { errors: [{ extensions: { code: 'BODY_TOO_LARGE' } }] } });
    const tokens = await graphql({ query: `{ Channels { ${'ID '.repeat(1_200)} } }` });
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]?.message).toMatch(/more that 1000 tokens/);
    // The contract is 4 deep at most: a deeper document is refused for its depth (besides its unknown fields).
    const deep = await graphql({ query: '{ Channels { Articles { Links { Rel { a { b { c } } } } } } }' });
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.map((e) => e.message)).toContain('Query depth limit of 6 exceeded, found 7.');
    const aliases = await graphql({ query: `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: Channels { ID }`).join(' ')} }` });
    expect(aliases.status).toBe(400);
    expect(aliases.body.errors?.[0]?.message).toMatch(/Aliases limit of 10 exceeded/);
    const introspection = await graphql({ query: '{ __schema { types { name } } }' });
    expect(introspection.status).toBe(400);
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await graphql({ query: '{ __typename }' })).body).toEqual({ data: { __typename: 'Query' } });
    const text = await fetch(`${server.baseUrl}/merchandise-api/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(100_000) });
    expect(text.status).toBe(415);
    const get = await fetch(`${server.baseUrl}/merchandise-api/graphql?query=${encodeURIComponent('{ Channels { ID } }')}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(200);
  });

  it('seeds its data once, and into a database created before it', async () => {
    const { db } = server.services;
    expect(await seedMerchandise(db)).toBe(false);
    await db.deleteFrom('merchandise_channels').execute();
    await db.deleteFrom('demo_seeds').where('name', '=', MERCHANDISE_SEED).execute();
    expect(await seedMerchandise(db)).toBe(true);
    const counts = await db.selectFrom('merchandise_articles').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(counts.n)).toBe((SITES.length + VENDORLESS_CHANNELS.length) * CATALOGUE.length);
  });

  it("answers a brand domain's menu and routes in the site's language on its shop domain", async () => {
    const nl = await config('fotoprint-nl.localhost');
    expect(nl.status).toBe(200);
    expect(nl.body).toEqual({
      domain: 'fotoprint-nl.localhost', channel: 'fotoprint-nl', locale: 'nl-NL',
      menu: [
        { id: 'photoBooks', label: 'Fotoboeken', url: 'https://www.fotoprint.example/fotoboeken' },
        { id: 'prints', label: 'Fotoafdrukken', url: 'https://www.fotoprint.example/fotoafdrukken' },
        { id: 'wallDecor', label: 'Wanddecoratie', url: 'https://www.fotoprint.example/wanddecoratie' },
        { id: 'gifts', label: 'Cadeaus', url: 'https://www.fotoprint.example/cadeaus' },
        { id: 'help', label: 'Klantenservice', url: 'https://www.fotoprint.example/klantenservice' },
      ],
      routes: {
        shopHome: 'https://www.fotoprint.example/', products: 'https://www.fotoprint.example/producten',
        createAccount: 'https://www.fotoprint.example/account/aanmaken',
        faq: 'https://www.fotoprint.example/klantenservice/veelgestelde-vragen', customerCare: 'https://www.fotoprint.example/klantenservice/contact',
      },
    });
    const gb = await config('localhost');
    expect(gb.body).toMatchObject({ channel: DEFAULT_SITE.channel, locale: 'en-GB', menu: expect.arrayContaining([{ id: 'help', label: 'Help', url: 'https://www.photoprint.example/help' }]) });
    const at = await config('FOTODRUCK-AT.localhost.');
    expect(at.body).toMatchObject({ domain: 'fotodruck-at.localhost', channel: 'fotodruck-at', locale: 'de-AT' });
    expect(at.body.menu[0]).toEqual({ id: 'photoBooks', label: 'Fotobücher', url: 'https://www.fotodruck-at.example/fotobuecher' });
    for (const site of SITES) {
      for (const host of localHostnames(site)) {
        const { status, body } = await config(host);
        expect(status, host).toBe(200);
        expect(body.channel).toBe(site.channel);
        expect(body.menu.every((entry: any) => entry.url.startsWith(site.shopUrl)), host).toBe(true);
        expect(body.routes).toMatchObject({ shopHome: site.shopUrl, faq: site.faqUrl, customerCare: site.customerCareUrl });
      }
    }
  });

  it('is a 404 for a domain of no brand site and a 400 for what is not a host name', async () => {
    for (const domain of ['evil.example', 'fotoprint-nl.localhost.evil.example', 'www.fotoprint.example', 'localhost.localdomain']) {
      expect(await config(domain), domain).toMatchObject({ status: 404, body: { code: 'UNKNOWN_DOMAIN' } });
    }
    for (const domain of ['a b', 'a..b', 'fotoprint-nl.localhost:4000', '<script>', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}`, '-x.localhost', 'x'.repeat(64)]) {
      expect(await config(domain), domain).toMatchObject({ status: 400, body: { code: 'INVALID_DOMAIN' } });
    }
    expect((await fetch(`${server.baseUrl}/public-config-api/${'a'.repeat(20_000)}`)).status).toBe(431);
  });

  it('fails or waits for real when the fault switch says so', async () => {
    const put = (body: unknown) => fetch(`${server.baseUrl}/_faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ path: '/public-config-api/', status: 503, times: 1 })).status).toBe(201);
    expect((await config('localhost')).status).toBe(503);
    expect((await put({ path: '/merchandise-api/', delayMs: 300, times: 1 })).status).toBe(201);
    const started = Date.now();
    expect((await graphql({ query: '{ Channels { ID } }' })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect((await config('localhost')).status).toBe(200);
  });
});

describe('public config with configured host names (SITE_HOSTS)', () => {
  it('answers a configured real domain as its site, and the local names still', async () => {
    const app = express().use(publicConfigRoutes({ 'fotoprint-be': ['www.fotoprint.be', 'fotoprint.be'] }));
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const be = await (await fetch(`${base}/fotoprint.be`)).json() as { channel: string; locale: string; menu: { label: string }[] };
      expect(be).toMatchObject({ channel: 'fotoprint-be', locale: siteOfChannel('fotoprint-be')!.locale });
      expect(be.menu[0]!.label).toBe('Fotoboeken');
      expect((await fetch(`${base}/fotoprint-be.localhost`)).status).toBe(200);
      expect((await fetch(`${base}/www.fotoprint.nl`)).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
