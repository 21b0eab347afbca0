// Invoices and map PDFs through the gateway against msw fakes of the invoice and product services: the role check
// before any call (a consumer: FORBIDDEN, 403 on /files), one REST call per page with opaque cursors, global ids and
// node(id:) for the owner only, the mapping of upstream 403/404/5xx/timeouts (an outage nulls only its field), and the
// download routes (status codes, headers, bytes as they come, malformed ids refused without an upstream call).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { ANNA_ID, createFakeBusinessServices, DANA_ID, EMMA_ID, pdfBytes } from './fakeBusinessServices';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway } from './helpers';

const fake = createFakeBusinessServices();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let anna: string;
let dana: string;
let emma: string;
/** Emma's token claiming `amr` b2b: the gateway lets her through, the services (by their records) refuse her. */
let emmaAsBusiness: string;

beforeAll(async () => {
  const signer = await createSigner('invoices-key');
  mock = createMockServer(signer);
  mock.use(...fake.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ upstreamTimeoutMs: 500 }));
  anna = await signer.sign({ amr: ['pwd', 'b2b'] }, { sub: ANNA_ID });
  dana = await signer.sign({ amr: ['B2B'] }, { sub: DANA_ID });
  emma = await signer.sign({}, { sub: EMMA_ID });
  emmaAsBusiness = await signer.sign({ amr: ['b2b'] }, { sub: EMMA_ID });
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const ask = async (query: string, variables: Record<string, unknown> = {}, token: string | null = anna) =>
  (await gql(gateway.url, { query, variables }, token ? { token } : {})).body;
const calls = () => fake.state.calls.map((c) => `${c.method} ${c.path}${c.query}`);
const download = (path: string, token: string | null = anna, init: RequestInit = {}) =>
  fetch(`${gateway.origin}${path}`, { ...init, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) } });

const PAGE = `query($kind: InvoiceKind!, $first: Int!, $after: String) { viewer { invoices(kind: $kind, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id kind orderRef invoiceNumber channel issuedAt total { amountInMinorUnits currency } fileName downloadUrl } } } } }`;
const MAPS = '{ viewer { mapPdfs { id code name createdAt sizeBytes fileName downloadUrl } } }';
const current = (id: string) => toGlobalId('Invoice', `CURRENT:${id}`);
const historical = (channel: string, id: string) => toGlobalId('Invoice', `HISTORICAL:${channel}:${id}`);
const ids = (connection: any) => connection.edges.map((e: any) => e.node.id);

describe('a consumer', () => {
  it('gets FORBIDDEN for invoices and map PDFs (not empty data) before any upstream call', async () => {
    const body = await ask('{ viewer { id invoices(kind: CURRENT, first: 10) { totalCount } mapPdfs { id } } }', {}, emma);
    expect(body.data?.viewer).toMatchObject({ id: expect.any(String), invoices: null, mapPdfs: null });
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['viewer.invoices', 'FORBIDDEN'], ['viewer.mapPdfs', 'FORBIDDEN'],
    ]);
    expect(calls()).toEqual([]);
  });

  it('node(id:) of an invoice or map PDF is null for them, without a call', async () => {
    const body = await ask('query($a: ID!, $b: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } }',
      { a: current('A-C0'), b: toGlobalId('MapPdf', 'MAP-A-A2') }, emma);
    expect(body).toEqual({ data: { a: null, b: null } });
    expect(calls()).toEqual([]);
  });

  it('/files answers 403 without a call; no token or a bad one 401', async () => {
    for (const path of [`/files/invoices/${current('A-C0')}`, `/files/map-pdfs/${toGlobalId('MapPdf', 'MAP-A-A2')}`]) {
      const refused = await download(path, emma);
      expect(refused.status).toBe(403);
      expect((await refused.json()).errors[0].extensions.code).toBe('FORBIDDEN');
      const anonymous = await download(path, null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      expect((await download(path, 'not-a-token')).status).toBe(401);
    }
    expect(calls()).toEqual([]);
  });

  it('an anonymous caller is UNAUTHENTICATED', async () => {
    const { status, body } = await gql(gateway.url, { query: '{ viewer { invoices(kind: CURRENT, first: 1) { totalCount } } }' });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("a business customer's invoices", () => {
  it('a page of current invoices is one call (offset, limit = first), newest first, with the total', async () => {
    const first = (await ask(PAGE, { kind: 'CURRENT', first: 10 })).data?.viewer.invoices;
    expect(first.totalCount).toBe(150);
    expect(ids(first)).toEqual(Array.from({ length: 10 }, (_, n) => current(`A-C${n}`)));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.edges[0].node).toEqual({
      id: current('A-C0'), kind: 'CURRENT', orderRef: 'A00', invoiceNumber: 'INV-A-0', channel: null, issuedAt: expect.any(String),
      total: { amountInMinorUnits: 1000, currency: 'EUR' }, fileName: 'invoice_A00.pdf', downloadUrl: `/files/invoices/${encodeURIComponent(current('A-C0'))}`,
    });
    expect(calls()).toEqual(['GET /invoice-api/api/v1/InvoiceGroupFiles/me?offset=0&limit=10']);

    fake.state.calls.splice(0);
    const last = (await ask(PAGE, { kind: 'CURRENT', first: 100, after: first.edges[9].cursor })).data?.viewer.invoices;
    expect(ids(last)).toEqual(Array.from({ length: 100 }, (_, n) => current(`A-C${n + 10}`)));
    expect(last.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const end = (await ask(PAGE, { kind: 'CURRENT', first: 100, after: last.pageInfo.endCursor })).data?.viewer.invoices;
    expect(ids(end)).toHaveLength(40);
    expect(end.pageInfo.hasNextPage).toBe(false);
    expect(calls()).toEqual([
      'GET /invoice-api/api/v1/InvoiceGroupFiles/me?offset=10&limit=100', 'GET /invoice-api/api/v1/InvoiceGroupFiles/me?offset=110&limit=100',
    ]);
  });

  it('historical invoices: one call per page, paged in the gateway, with channel and no invoice number', async () => {
    const first = (await ask(PAGE, { kind: 'HISTORICAL', first: 2 })).data?.viewer.invoices;
    expect(first.totalCount).toBe(5);
    expect(ids(first)).toEqual([historical('photoprint-gb', 'A-H0'), historical('fotoprint-nl', 'A-H1')]);
    expect(first.edges[1].node).toMatchObject({ kind: 'HISTORICAL', orderRef: 'A91', invoiceNumber: null, channel: 'fotoprint-nl', fileName: 'invoice_A91.pdf' });
    const rest = (await ask(PAGE, { kind: 'HISTORICAL', first: 10, after: first.pageInfo.endCursor })).data?.viewer.invoices;
    expect(ids(rest)).toHaveLength(3);
    expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(calls()).toEqual(['GET /invoice-api/api/v1/HistoricalInvoice/me', 'GET /invoice-api/api/v1/HistoricalInvoice/me']);
  });

  it('refuses `first` outside 1-100 and foreign cursors with BAD_USER_INPUT before any call', async () => {
    const historicalCursor = (await ask(PAGE, { kind: 'HISTORICAL', first: 1 })).data?.viewer.invoices.pageInfo.endCursor;
    fake.state.calls.splice(0);
    for (const variables of [{ first: 0 }, { first: 101 }, { first: -1 }, { first: 10, after: 'garbage' },
      { first: 10, after: historicalCursor }, { first: 10, after: Buffer.from('orders.HISTORY:2').toString('base64url') }]) {
      const body = await ask(PAGE, { kind: 'CURRENT', ...variables });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    expect(calls()).toEqual([]);
  });

  it('node(id:) resolves invoices and map PDFs in the owner\'s own lists only', async () => {
    const NODE = 'query($id: ID!) { node(id: $id) { id ... on Invoice { orderRef kind } ... on MapPdf { code } } }';
    expect((await ask(NODE, { id: current('A-C120') })).data?.node).toEqual({ id: current('A-C120'), orderRef: 'A0120', kind: 'CURRENT' });
    // Every current invoice is read in batches of 100 to find one: the first batch, then the rest at once.
    expect(calls()).toEqual([
      'GET /invoice-api/api/v1/InvoiceGroupFiles/me?offset=0&limit=100', 'GET /invoice-api/api/v1/InvoiceGroupFiles/me?offset=100&limit=100',
    ]);
    expect((await ask(NODE, { id: historical('fotoprint-nl', 'A-H1') })).data?.node).toMatchObject({ orderRef: 'A91', kind: 'HISTORICAL' });
    expect((await ask(NODE, { id: toGlobalId('MapPdf', 'MAP-A-A4') })).data?.node).toEqual({ id: toGlobalId('MapPdf', 'MAP-A-A4'), code: 'MAP-A-A4' });
    for (const id of [current('D-C0'), historical('photoprint-gb', 'D-H0'), historical('photoprint-gb', 'A-H1'), toGlobalId('MapPdf', 'MAP-D-A2'),
      toGlobalId('Invoice', 'A-C0'), toGlobalId('Invoice', 'HISTORICAL:A-H1'), toGlobalId('Invoice', `CURRENT:${'x'.repeat(101)}`)]) {
      expect((await ask(NODE, { id })).data?.node, Buffer.from(id, 'base64url').toString()).toBeNull();
    }
    expect((await ask(NODE, { id: current('D-C0') }, dana)).data?.node).toMatchObject({ orderRef: 'D00' });
  });

  it('map PDFs: the list in one call, with ids, file names and download paths', async () => {
    const { mapPdfs } = (await ask(MAPS)).data!.viewer;
    expect(mapPdfs).toEqual([
      { id: toGlobalId('MapPdf', 'MAP-A-A2'), code: 'MAP-A-A2', name: 'Shop window map, A2', createdAt: expect.any(String),
        sizeBytes: pdfBytes('MAP-A-A2').length, fileName: 'MAP-A-A2.pdf', downloadUrl: `/files/map-pdfs/${toGlobalId('MapPdf', 'MAP-A-A2')}` },
      expect.objectContaining({ code: 'MAP-A-A4' }),
    ]);
    expect(calls()).toEqual(['GET /product-api/v1/Pdfs/me']);
  });

  it("the services' 403 (their record says consumer) is FORBIDDEN", async () => {
    const body = await ask('{ viewer { invoices(kind: HISTORICAL, first: 5) { totalCount } mapPdfs { id } } }', {}, emmaAsBusiness);
    expect(body.data?.viewer).toEqual({ invoices: null, mapPdfs: null });
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  });

  it('an invoice service outage nulls only the invoices (UPSTREAM_ERROR, no upstream details); map PDFs still load', async () => {
    fake.state.trouble.set('invoice', 'fail');
    const body = await ask(`{ viewer { invoices(kind: CURRENT, first: 5) { totalCount } mapPdfs { code } } }`);
    expect(body.data?.viewer.invoices).toBeNull();
    expect(body.data?.viewer.mapPdfs).toHaveLength(2);
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([['viewer.invoices', 'UPSTREAM_ERROR']]);
  });
});

describe('the download routes', () => {
  it('streams a current and a historical invoice as attachments named invoice_{ref}.pdf', async () => {
    for (const [id, ref, upstreamId] of [[current('A-C3'), 'A03', 'A-C3'], [historical('fotoprint-nl', 'A-H1'), 'A91', 'A-H1']] as const) {
      const response = await download(`/files/invoices/${encodeURIComponent(id)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice_${ref}.pdf"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-length')).toBe(String(pdfBytes(upstreamId).length));
      expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfBytes(upstreamId));
    }
    expect(calls()).toEqual([
      'GET /invoice-api/api/v1/InvoiceGroupFiles/me?offset=0&limit=100', 'GET /invoice-api/api/v1/InvoiceGroupFiles/me?offset=100&limit=100',
      'GET /invoice-api/api/v1/InvoiceGroupFiles/me/A-C3',
      'GET /invoice-api/api/v1/HistoricalInvoice/me', 'GET /invoice-api/api/v1/HistoricalInvoice/me/pdf/A-H1/fotoprint-nl',
    ]);
  });

  it('streams a map PDF that comes without a Content-Length', async () => {
    const response = await download(`/files/map-pdfs/${toGlobalId('MapPdf', 'MAP-A-A4')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="MAP-A-A4.pdf"');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfBytes('MAP-A-A4'));
  });

  it("another customer's id is a 404 after looking in the customer's own list (no PDF asked for)", async () => {
    for (const path of [`/files/invoices/${current('D-C0')}`, `/files/invoices/${historical('photoprint-gb', 'D-H0')}`,
      `/files/invoices/${historical('photoprint-gb', 'A-H1')}`, `/files/map-pdfs/${toGlobalId('MapPdf', 'MAP-D-A2')}`]) {
      const response = await download(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect((await response.json()).errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect(calls().filter((c) => /\/(InvoiceGroupFiles\/me\/|pdf\/)/.test(c))).toEqual([]);
    // Dana gets her own.
    expect((await download(`/files/invoices/${current('D-C0')}`, dana)).status).toBe(200);
  });

  it('malformed, foreign-type and huge ids: 404 or 400 without any upstream call', async () => {
    const paths = {
      [`/files/invoices/${'A'.repeat(5_000)}`]: 400,
      [`/files/invoices/${encodeURIComponent(current('x'.repeat(300)))}`]: 400,
      '/files/invoices/garbage!': 404,
      '/files/invoices/%E0%A4%A': 404,
      '/files/invoices/': 404,
      '/files/invoices/a/b': 404,
      [`/files/invoices/${toGlobalId('MapPdf', 'MAP-A-A2')}`]: 404,
      [`/files/map-pdfs/${current('A-C0')}`]: 404,
      [`/files/invoices/${toGlobalId('Invoice', 'CURRENT:')}`]: 404,
      [`/files/invoices/${toGlobalId('Invoice', `CURRENT:${'x'.repeat(101)}`)}`]: 404,
      [`/files/map-pdfs/${toGlobalId('MapPdf', 'M'.repeat(41))}`]: 404,
      '/files/other/abc': 404,
    };
    for (const [path, status] of Object.entries(paths)) expect((await download(path)).status, path.slice(0, 60)).toBe(status);
    expect(calls()).toEqual([]);
    expect((await download(`/files/invoices/${current('A-C0')}`, anna, { method: 'POST' })).status).toBe(405);
  });

  it('maps upstream failures: 403 → 403, a listed PDF the service lost → 404, 5xx → 502, too slow → 504', async () => {
    const path = `/files/invoices/${historical('photoprint-gb', 'A-H0')}`;
    expect((await download(path, emmaAsBusiness)).status).toBe(403);
    fake.state.missingPdfs.add('A-H0');
    expect((await download(path)).status).toBe(404);
    fake.state.trouble.set('invoice', 'slow');
    const slow = await download(path);
    expect(slow.status).toBe(504);
    expect((await slow.json()).errors[0].extensions.code).toBe('UPSTREAM_TIMEOUT');
    fake.state.trouble.set('invoice', 'fail');
    const failed = await download(path);
    expect(failed.status).toBe(502);
    const text = await failed.text();
    expect(text).toContain('UPSTREAM_ERROR');
    expect(text).not.toContain('db.internal');
  });
});
