// The merchandise service (its real contract, services/contracts/merchandise.graphql, executed by graphql-js over a
// small catalogue) and the public config service as msw handlers over one state: each can answer, fail (500), answer
// GraphQL errors, or be slow; every call is recorded. The merchandise service configures two channels otherwise than
// the registry: fotoprint-be in fr-BE, and snapbook-de without a vendor (retired), besides two vendorless extras.
import { readFileSync } from 'node:fs';
import { SITES } from '@my-account/brands';
import { buildSchema, graphql } from 'graphql';
import { delay, http, HttpResponse } from 'msw';
import { MERCHANDISE_API, PUBLIC_CONFIG_API } from './helpers';

const schema = buildSchema(readFileSync(new URL('../../services/contracts/merchandise.graphql', import.meta.url), 'utf8'));

export type Behaviour = 'ok' | 'fail' | 'errors' | 'slow';

export const SHOP = (channel: string) => `https://shop.${channel}.test/`;

const CHANNELS = [
  ...SITES.map((s) => ({
    ID: s.channel,
    VendorID: s.channel === 'snapbook-de' ? null : s.vendor,
    Locale: s.channel === 'fotoprint-be' ? 'fr-BE' : s.locale,
    Currency: s.currency,
  })),
  { ID: 'internal-test', VendorID: null, Locale: 'en-GB', Currency: 'GBP' },
  { ID: 'retired-lu', VendorID: null, Locale: 'fr-FR', Currency: 'EUR' },
];

const article = (ID: string, ArticleType: string, Visible: boolean, channel: string, locale: string) => ({
  ID, ArticleType, Visible, Title: `${ID} (${locale})`, PageHeight: ArticleType === 'gift' ? null : 297, PageWidth: ArticleType === 'gift' ? null : 210,
  Links: [{ Rel: 'create', Url: `${SHOP(channel)}create/${ID}` }, { Rel: 'product', Url: `${SHOP(channel)}p/${ID}` }],
  Extras: { Border: null, CoverText: ArticleType === 'photobook' ? true : null, CoverType: null, Paper: 'matte', PrintSize: null },
});

const ARTICLES = [['PAP_910', 'prints', true], ['PHOTOBOOK_A4', 'photobook', true], ['PHOTOBOOK_OLD', 'photobook', false],
  ['CANVAS_40x30', 'walldecor', true], ['MUG_CLASSIC', 'gift', true], ['PHOTOBOOK_XL', 'layflatPhotobook', false]] as const;

export interface SiteServicesState {
  merchandise: Behaviour;
  publicConfig: Behaviour;
  /** How long a slow service waits before it answers. */
  slowMs: number;
  /** Vendors the merchandise service names otherwise than the registry, by channel. */
  vendors: Record<string, string>;
  calls: string[];
}

export function createFakeSiteServices() {
  const state: SiteServicesState = { merchandise: 'ok', publicConfig: 'ok', slowMs: 3_000, vendors: {}, calls: [] };
  const reset = () => Object.assign(state, { merchandise: 'ok', publicConfig: 'ok', slowMs: 3_000, vendors: {}, calls: [] });
  const channels = () => CHANNELS.map((c) => ({ ...c, VendorID: state.vendors[c.ID] ?? c.VendorID }));

  const rootValue = {
    Channels: () => channels().map((c) => ({ ...c, ShopUrl: SHOP(c.ID), Articles: [] })),
    Channel: ({ Code, Locale }: { Code: string; Locale: string }) => {
      const channel = channels().find((c) => c.ID === Code);
      return channel ? { ...channel, ShopUrl: SHOP(Code), Articles: ARTICLES.map(([id, type, visible]) => article(id, type, visible, Code, Locale)) } : null;
    },
  };

  const handlers = [
    http.post(`${MERCHANDISE_API}/graphql`, async ({ request }) => {
      const body = await request.json() as { query: string; operationName?: string; variables?: Record<string, string> };
      state.calls.push(`merchandise ${body.operationName}${body.variables?.code ? ` ${body.variables.code} ${body.variables.locale}` : ''}`);
      if (state.merchandise === 'fail') return HttpResponse.json({ message: 'secret-database-detail at db.internal:5432' }, { status: 500 });
      if (state.merchandise === 'errors') return HttpResponse.json({ data: null, errors: [{ message: 'Channel store unavailable' }] });
      if (state.merchandise === 'slow') await delay(state.slowMs);
      return HttpResponse.json(await graphql({ schema, source: body.query, variableValues: body.variables, rootValue }));
    }),
    http.get(`${PUBLIC_CONFIG_API}/:domain`, async ({ params }) => {
      const domain = String(params.domain);
      state.calls.push(`publicConfig ${domain}`);
      if (state.publicConfig === 'fail') return HttpResponse.json({ message: 'boom' }, { status: 503 });
      if (state.publicConfig === 'slow') await delay(state.slowMs);
      const site = SITES.find((s) => `${s.channel}.localhost` === domain || (domain === 'localhost' && s === SITES[0]));
      if (!site) return HttpResponse.json({ code: 'UNKNOWN_DOMAIN', message: 'No brand site has this domain.' }, { status: 404 });
      const shop = SHOP(site.channel);
      return HttpResponse.json({
        domain, channel: site.channel, locale: site.forcedLocale ?? site.locale,
        menu: [
          { id: 'photoBooks', label: `Photo books ${site.channel}`, url: `${shop}photo-books` },
          { id: 'evil', label: 'Click me', url: 'javascript:alert(1)' },
          { id: 'help', label: `Help ${site.channel}`, url: `${shop}help` },
        ],
        routes: {
          shopHome: shop, products: `${shop}products`, createAccount: `${shop}account/create`, faq: `${shop}help/faq`, customerCare: `${shop}help/contact`,
        },
      });
    }),
  ];
  return { state, reset, handlers };
}
