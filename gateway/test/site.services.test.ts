// The brand site through the gateway against the REAL services in-process (PGlite, the seeded merchandise channels and
// catalogues, the public config): the Dutch site in Dutch with its shop and catalogue, the Austrian channel forced to
// de-AT with Austrian titles, the default site for localhost, a vendorless channel never a site, /config.json's site.
import { SITES } from '@my-account/brands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWithHost, startGateway, testConfig, type RunningGateway } from './helpers';
import { startTestServer, upstreamsAt, type RealServices } from './realServices';

let services: RealServices;
let gateway: RunningGateway;

beforeAll(async () => {
  services = await startTestServer('pglite');
  gateway = await startGateway(testConfig({ ...upstreamsAt(services.baseUrl, services.services.issuer), siteConfigTimeoutMs: 5_000 }));
}, 180_000);
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const QUERY = `query($domain: String) { site(domain: $domain) { channel brandName locale currency shopUrl faqUrl fallback
  menu { id label url } routes { products createAccount }
  articles(first: 50) { totalCount edges { node { code articleType title productUrl } } } } }`;

async function site(host: string, domain?: string) {
  const { json } = await sendWithHost(gateway.origin, '/graphql', host, { query: QUERY, variables: { domain } });
  expect(json.errors, host).toBeUndefined();
  return json.data.site;
}

describe('Query.site on the real services', () => {
  it('answers the Dutch site in Dutch: shop, currency, menu, routes and the visible catalogue', async () => {
    const nl = await site('fotoprint-nl.localhost:4000');
    expect(nl).toMatchObject({
      channel: 'fotoprint-nl', brandName: 'FotoPrint', locale: 'nl-NL', currency: 'EUR', shopUrl: 'https://www.fotoprint.example/',
      faqUrl: 'https://www.fotoprint.example/klantenservice/veelgestelde-vragen', fallback: false,
      routes: { products: 'https://www.fotoprint.example/producten', createAccount: 'https://www.fotoprint.example/account/aanmaken' },
    });
    expect(nl.menu.map((entry: any) => entry.label)).toEqual(['Fotoboeken', 'Fotoafdrukken', 'Wanddecoratie', 'Cadeaus', 'Klantenservice']);
    const articles = nl.articles.edges.map((e: any) => e.node);
    expect(nl.articles.totalCount).toBe(articles.length);
    expect(articles[0]).toEqual({ code: 'PAP_910', articleType: 'prints', title: 'Fotoafdrukken 10x15', productUrl: 'https://www.fotoprint.example/fotoafdrukken/pap-910' });
    expect(articles.filter((a: any) => a.articleType.includes('photobook')).map((a: any) => a.title)).toEqual(['Fotoboek A4', 'Fotoboek XL', 'Layflat fotoboek']);
    expect(articles.map((a: any) => a.code)).not.toContain('PHOTOBOOK_CLASSIC'); // hidden
  });

  it('forces de-AT on the Austrian channel (configured de-DE) and titles its catalogue in it', async () => {
    const at = await site('localhost', 'fotodruck-at.localhost');
    expect(at).toMatchObject({ channel: 'fotodruck-at', locale: 'de-AT', fallback: false });
    expect(at.articles.edges.map((e: any) => e.node.title)).toContain('Fotohäferl');
    expect(at.menu[0].label).toBe('Fotobücher');
  });

  it('answers every registry site without fallback; a vendorless channel or an unknown host is the default site', async () => {
    for (const registry of SITES) {
      const answer = await site('localhost', `${registry.channel}.localhost`);
      expect(answer, registry.channel).toMatchObject({ channel: registry.channel, currency: registry.currency, fallback: false });
    }
    expect((await site('photoprint-staff.localhost')).channel).toBe('photoprint-gb');
    expect((await site('www.evil.example')).channel).toBe('photoprint-gb');
  });

  it("/config.json carries the request host's site", async () => {
    const { status, json } = await sendWithHost(gateway.origin, '/config.json', 'fotoutskrift-no.localhost:4000');
    expect(status).toBe(200);
    expect(json.site).toMatchObject({
      channel: 'fotoutskrift-no', locale: 'nb-NO', currency: 'NOK', shopUrl: 'https://www.fotoutskrift-no.example/', fallback: false,
      customerCareUrl: 'https://www.fotoutskrift-no.example/hjelp/kontakt',
    });
    expect(json.site.menu[0]).toEqual({ id: 'photoBooks', label: 'Fotobøker', url: 'https://www.fotoutskrift-no.example/fotoboker' });
  });
});
