// Business customers through the gateway against the REAL services in-process (PGlite, the demo accounts, a real
// sign-in): Anna lists her current and historical invoices and downloads one of each from the gateway's /files route
// (real PDFs named invoice_{ref}.pdf), and her map PDFs; Dana cannot reach Anna's invoices by id; a consumer is
// refused (FORBIDDEN, 403 on /files); the FTP callback and the company details with the services' own validation
// (an http: URL refused with its message; Dana's completed details move her account from DEFAULT to NEW).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { gql, startGateway, testConfig, type RunningGateway } from './helpers';
import { signIn, startTestServer, upstreamsAt, type RealServices } from './realServices';

let services: RealServices;
let gateway: RunningGateway;
let anna: string;
let dana: string;
let emma: string;

beforeAll(async () => {
  services = await startTestServer('pglite');
  gateway = await startGateway(testConfig(upstreamsAt(services.baseUrl, services.services.issuer)));
  anna = (await signIn(services.baseUrl, 'anna@example.com', 'photos123')).accessToken;
  dana = (await signIn(services.baseUrl, 'dana@example.com', 'photos123')).accessToken;
  emma = (await signIn(services.baseUrl, 'emma@example.com', 'photos123')).accessToken;
}, 180_000);
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const ask = async (query: string, variables: Record<string, unknown> = {}, token = anna) =>
  (await gql(gateway.url, { query, variables }, { token })).body;
const run = async (query: string, variables: Record<string, unknown> = {}, token = anna) => {
  const body = await ask(query, variables, token);
  expect(body.errors, query.slice(0, 80)).toBeUndefined();
  return body.data as Record<string, any>;
};
const download = (path: string, token: string | null = anna) =>
  fetch(`${gateway.origin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const INVOICES = `query($kind: InvoiceKind!, $first: Int!, $after: String) { viewer { invoices(kind: $kind, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id kind orderRef invoiceNumber channel issuedAt total { amountInMinorUnits currency } fileName downloadUrl } } } } }`;

describe("Anna's invoices and map PDFs (real services)", () => {
  it('lists current and historical invoices newest first and downloads one of each as a real PDF', async () => {
    const current = (await run(INVOICES, { kind: 'CURRENT', first: 100 })).viewer.invoices;
    const historical = (await run(INVOICES, { kind: 'HISTORICAL', first: 100 })).viewer.invoices;
    expect(current.totalCount).toBeGreaterThan(0);
    expect(historical.totalCount).toBeGreaterThan(0);
    for (const list of [current, historical]) {
      const dates = list.edges.map((e: any) => e.node.issuedAt as string);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const [newest] = current.edges.map((e: any) => e.node);
    expect(newest).toMatchObject({ kind: 'CURRENT', channel: null, fileName: `invoice_${newest.orderRef}.pdf`, total: { currency: 'EUR' } });
    expect(newest.invoiceNumber).toEqual(expect.any(String));
    const [old] = historical.edges.map((e: any) => e.node);
    expect(old).toMatchObject({ kind: 'HISTORICAL', invoiceNumber: null, channel: expect.stringMatching(/^photoprint-/) });

    for (const invoice of [newest, old]) {
      expect(invoice.downloadUrl).toBe(`/files/invoices/${encodeURIComponent(invoice.id)}`);
      const response = await download(invoice.downloadUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.fileName}"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await run('query($id: ID!) { node(id: $id) { id ... on Invoice { orderRef } } }', { id: invoice.id })).node)
        .toEqual({ id: invoice.id, orderRef: invoice.orderRef });
    }
  });

  it('pages current invoices with a fixed page size and continues from endCursor', async () => {
    const all = (await run(INVOICES, { kind: 'CURRENT', first: 100 })).viewer.invoices.edges.map((e: any) => e.node.id);
    const first = (await run(INVOICES, { kind: 'CURRENT', first: 1 })).viewer.invoices;
    expect(first.edges.map((e: any) => e.node.id)).toEqual(all.slice(0, 1));
    expect(first.pageInfo.hasNextPage).toBe(all.length > 1);
    const rest = (await run(INVOICES, { kind: 'CURRENT', first: 100, after: first.pageInfo.endCursor })).viewer.invoices;
    expect(rest.edges.map((e: any) => e.node.id)).toEqual(all.slice(1));
  });

  it('lists her map PDFs and downloads one', async () => {
    const { mapPdfs } = (await run('{ viewer { mapPdfs { id code name sizeBytes fileName downloadUrl } } }')).viewer;
    expect(mapPdfs.length).toBeGreaterThan(0);
    const [map] = mapPdfs;
    const response = await download(map.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${map.fileName}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(map.sizeBytes);
  });

  it("Dana cannot reach Anna's invoices by id: node is null, the download 404", async () => {
    const [invoice] = (await run(INVOICES, { kind: 'CURRENT', first: 1 })).viewer.invoices.edges.map((e: any) => e.node);
    expect((await run('query($id: ID!) { node(id: $id) { id } }', { id: invoice.id }, dana)).node).toBeNull();
    expect((await download(invoice.downloadUrl, dana)).status).toBe(404);
    const forged = toGlobalId('Invoice', `CURRENT:${invoice.orderRef}`);
    expect((await download(`/files/invoices/${forged}`, dana)).status).toBe(404);
  });
});

describe('a consumer', () => {
  it('gets FORBIDDEN for every business field and 403 from /files', async () => {
    const body = await ask('{ viewer { invoices(kind: CURRENT, first: 10) { totalCount } mapPdfs { id } ftpIntegration { host } companyDetails { companyName } } }', {}, emma);
    expect(body.data?.viewer).toEqual({ invoices: null, mapPdfs: null, ftpIntegration: null, companyDetails: null });
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    const [invoice] = (await run(INVOICES, { kind: 'CURRENT', first: 1 })).viewer.invoices.edges.map((e: any) => e.node);
    expect((await download(invoice.downloadUrl, emma)).status).toBe(403);
    expect((await download(invoice.downloadUrl, null)).status).toBe(401);
  });
});

describe('FTP integration and company details (real services)', () => {
  const FTP = 'mutation($input: UpdateFtpIntegrationInput!) { updateFtpIntegration(input: $input) { ftpIntegration { host user folder callbackUrl callbackFormat } error { reason } fieldErrors { field message } } }';

  it('refuses an http: callback URL with the service message, keeps an https one, removes it with an empty string', async () => {
    const before = (await run('{ viewer { ftpIntegration { host port user folder callbackUrl callbackFormat } } }')).viewer.ftpIntegration;
    expect(before).toMatchObject({ host: expect.any(String), port: expect.any(Number), user: expect.any(String), folder: expect.any(String) });
    const refused = (await run(FTP, { input: { callbackUrl: 'http://anna.example/callback', callbackFormat: 'JSON' } })).updateFtpIntegration;
    expect(refused).toEqual({ ftpIntegration: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'callbackUrl', message: 'Please enter a secure (https) URL' }] });
    const saved = (await run(FTP, { input: { callbackUrl: 'https://anna.example/callback', callbackFormat: 'XML' } })).updateFtpIntegration;
    expect(saved).toMatchObject({ ftpIntegration: { callbackUrl: 'https://anna.example/callback', callbackFormat: 'XML' }, error: null, fieldErrors: [] });
    expect((await run('{ viewer { ftpIntegration { callbackUrl callbackFormat } } }')).viewer.ftpIntegration)
      .toEqual({ callbackUrl: 'https://anna.example/callback', callbackFormat: 'XML' });
    const removed = (await run(FTP, { input: { callbackUrl: '', callbackFormat: null } })).updateFtpIntegration;
    expect(removed).toMatchObject({ ftpIntegration: { callbackUrl: null, callbackFormat: null }, error: null });
    expect((await run(FTP, { input: { callbackUrl: 'https://x.example' } }, emma)).updateFtpIntegration)
      .toEqual({ ftpIntegration: null, error: { reason: 'FORBIDDEN' }, fieldErrors: [] });
  });

  it("completing Dana's company details moves her account from DEFAULT to NEW in the payload", async () => {
    const COMPANY = 'mutation($input: UpdateCompanyDetailsInput!) { updateCompanyDetails(input: $input) { companyDetails { companyName vatNumber } viewer { businessAccountStatus } error { reason } fieldErrors { field message } } }';
    expect((await run('{ viewer { businessAccountStatus companyDetails { companyName vatNumber } } }', {}, dana)).viewer)
      .toEqual({ businessAccountStatus: 'DEFAULT', companyDetails: { companyName: null, vatNumber: null } });
    const refused = (await run(COMPANY, { input: { companyName: ' ', vatNumber: 'nope' } }, dana)).updateCompanyDetails;
    expect(refused).toMatchObject({ companyDetails: null, viewer: null, error: { reason: 'INVALID_INPUT' } });
    expect(refused.fieldErrors).toEqual(expect.arrayContaining([
      { field: 'companyName', message: 'Please enter your company name' }, { field: 'vatNumber', message: 'VAT number must be valid' },
    ]));
    const saved = (await run(COMPANY, { input: { companyName: 'Dana de Vries Fotografie', vatNumber: 'nl 1234.56789-B01' } }, dana)).updateCompanyDetails;
    expect(saved).toEqual({
      companyDetails: { companyName: 'Dana de Vries Fotografie', vatNumber: 'NL123456789B01' },
      viewer: { businessAccountStatus: 'NEW' }, error: null, fieldErrors: [],
    });
  });
});
