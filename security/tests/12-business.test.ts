// Business customers: Anna (Active) goes after the invoices of Dana (Default) and Bruno (Blocked) — global ids forged
// with their invoice ids, through node(id:) and the gateway's /files download routes, and the invoice service directly
// with her token. A consumer (Emma) is refused everything business (FORBIDDEN, 403 on /files); no token is a 401;
// huge and garbled ids are refused (400/404) and the gateway keeps answering; strings over the schema's limits
// (callback URL, company name, VAT number) and a `first` of 10,000 are refused before anything changes. The callback
// URL is stored as normalised, and one with control characters, userinfo or an internal host (in any numeric form) is
// refused by the gateway and by the customer service alike.
import { beforeAll, describe, expect, it } from 'vitest';
import { assertLoopback, codeOf, type Customer } from '../harness';
import { ask, read, rest as call, stack } from './context';

const INVOICES = `query($kind: InvoiceKind!) { viewer { invoices(kind: $kind, first: 100) { totalCount
  edges { node { id kind orderRef channel fileName downloadUrl } } } } }`;
const BUSINESS = '{ viewer { businessAccountStatus ftpIntegration { callbackUrl callbackFormat } companyDetails { companyName vatNumber } } }';
const gid = (type: string, local: string) => Buffer.from(`${type}:${local}`, 'utf8').toString('base64url');

interface Invoice { id: string; kind: 'CURRENT' | 'HISTORICAL'; orderRef: string; channel: string | null; fileName: string; downloadUrl: string }

/** A GET of the gateway as `customer` (no token when null, or the raw `token`). */
async function get(path: string, customer: Customer | null, token?: string) {
  const url = `${stack.gatewayOrigin}${path}`;
  assertLoopback(url);
  const bearer = token ?? (customer ? stack.tokens[customer] : undefined);
  const response = await fetch(url, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

/** A REST call to the services as `customer`. */
async function rest(customer: Customer | null, path: string) {
  const url = `${stack.servicesOrigin}${path}`;
  assertLoopback(url);
  const response = await fetch(url, { headers: customer ? { authorization: `Bearer ${stack.tokens[customer]}` } : {} });
  await response.arrayBuffer();
  return response.status;
}

async function invoicesOf(customer: Customer): Promise<Invoice[]> {
  const lists = await Promise.all((['CURRENT', 'HISTORICAL'] as const).map(async (kind) =>
    (await read(customer, INVOICES, { kind })).viewer.invoices.edges.map((e: { node: Invoice }) => e.node)));
  return lists.flat();
}

/** The upstream ids behind an invoice's global id (`CURRENT:<id>` or `HISTORICAL:<channel>:<id>`). */
const localOf = (invoice: Invoice) => Buffer.from(invoice.id, 'base64url').toString('utf8').replace(/^Invoice:/, '');
const upstreamId = (invoice: Invoice) => localOf(invoice).split(':').at(-1)!;

let anna: { invoices: Invoice[]; business: unknown };
let danas: Invoice[];
let others: Invoice[];

beforeAll(async () => {
  anna = { invoices: await invoicesOf('anna'), business: (await read('anna', BUSINESS)).viewer };
  danas = await invoicesOf('dana');
  others = [...danas, ...await invoicesOf('bruno')];
  expect(anna.invoices.some((i) => i.kind === 'CURRENT') && anna.invoices.some((i) => i.kind === 'HISTORICAL')).toBe(true);
  expect(others.some((i) => i.kind === 'CURRENT') && others.some((i) => i.kind === 'HISTORICAL')).toBe(true);
});

const annaUnchanged = async () => expect((await read('anna', BUSINESS)).viewer).toEqual(anna.business);

describe("Anna goes after Dana's and Bruno's invoices", () => {
  it('their own downloads work (the ids are real)', async () => {
    const file = await get(danas[0]!.downloadUrl, 'dana');
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('node(id:), nodes(ids:) and /files with their global ids → null and 404', async () => {
    const ids = others.map((i) => i.id);
    expect((await read('anna', 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).nodes).toEqual(ids.map(() => null));
    for (const invoice of others) {
      const file = await get(invoice.downloadUrl, 'anna');
      expect(file.status, invoice.downloadUrl).toBe(404);
      expect(file.bytes.toString()).not.toContain('%PDF');
    }
  });

  it('global ids forged with their invoice ids under any kind and channel → 404', async () => {
    const channels = [...new Set([...anna.invoices, ...others].map((i) => i.channel).filter((c): c is string => c !== null))];
    for (const invoice of others) {
      const id = upstreamId(invoice);
      const forged = [gid('Invoice', `CURRENT:${id}`), ...channels.map((channel) => gid('Invoice', `HISTORICAL:${channel}:${id}`))];
      for (const global of forged) {
        expect((await get(`/files/invoices/${encodeURIComponent(global)}`, 'anna')).status, `${invoice.orderRef} ${global}`).toBe(404);
        expect((await read('anna', 'query($id: ID!) { node(id: $id) { id } }', { id: global })).node).toBeNull();
      }
    }
  });

  it('the invoice service with her token: their PDFs are a 404; without a token every call is a 401', async () => {
    for (const invoice of others) {
      const id = encodeURIComponent(upstreamId(invoice));
      const path = invoice.kind === 'CURRENT'
        ? `/invoice-api/api/v1/InvoiceGroupFiles/me/${id}`
        : `/invoice-api/api/v1/HistoricalInvoice/me/pdf/${id}/${encodeURIComponent(invoice.channel!)}`;
      expect(await rest('anna', path), path).toBe(404);
      expect(await rest(null, path), path).toBe(401);
    }
    for (const path of ['/invoice-api/api/v1/InvoiceGroupFiles/me', '/invoice-api/api/v1/HistoricalInvoice/me', '/product-api/v1/Pdfs/me']) {
      expect(await rest(null, path), path).toBe(401);
    }
  });

  it("her own download still works and names the file invoice_{ref}.pdf", async () => {
    for (const invoice of anna.invoices.slice(0, 2)) {
      const file = await get(invoice.downloadUrl, 'anna');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.fileName}"`);
      expect(file.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('a consumer and anonymous callers', () => {
  it('Emma: FORBIDDEN for every business field, typed FORBIDDEN for the mutations, 403 from /files', async () => {
    const answer = await ask('emma', '{ viewer { invoices(kind: CURRENT, first: 5) { totalCount } mapPdfs { id } ftpIntegration { host } companyDetails { companyName } } }');
    expect(answer.body.data?.viewer).toEqual({ invoices: null, mapPdfs: null, ftpIntegration: null, companyDetails: null });
    expect(answer.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    const ftp = await read('emma', 'mutation { updateFtpIntegration(input: { callbackUrl: "https://emma.example" }) { error { reason } } }');
    expect(ftp.updateFtpIntegration.error).toEqual({ reason: 'FORBIDDEN' });
    const company = await read('emma', 'mutation { updateCompanyDetails(input: { companyName: "Emma BV", vatNumber: "NL123456789B01" }) { error { reason } } }');
    expect(company.updateCompanyDetails.error).toEqual({ reason: 'FORBIDDEN' });
    for (const invoice of anna.invoices) expect((await get(invoice.downloadUrl, 'emma')).status).toBe(403);
    const { mapPdfs } = (await read('anna', '{ viewer { mapPdfs { downloadUrl } } }')).viewer;
    for (const map of mapPdfs) expect((await get(map.downloadUrl, 'emma')).status).toBe(403);
    expect(await rest('emma', '/invoice-api/api/v1/InvoiceGroupFiles/me')).toBe(403);
  });

  it('no token, a garbled or a forged token: 401 from /files, UNAUTHENTICATED from GraphQL', async () => {
    const [invoice] = anna.invoices;
    expect((await get(invoice!.downloadUrl, null)).status).toBe(401);
    expect((await get(invoice!.downloadUrl, null, 'garbage')).status).toBe(401);
    const [header, , signature] = stack.tokens.anna.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 'someone', amr: ['b2b'] })).toString('base64url');
    expect((await get(invoice!.downloadUrl, null, `${header}.${claims}.${signature}`)).status).toBe(401);
    expect(codeOf(await ask(null, '{ viewer { invoices(kind: CURRENT, first: 1) { totalCount } } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('huge and garbled input', () => {
  it('huge and garbled download ids: 400 or 404, and the gateway keeps answering', async () => {
    const paths: [string, number[]][] = [
      [`/files/invoices/${'A'.repeat(10_000)}`, [400]],
      [`/files/invoices/${'A'.repeat(60_000)}`, [400, 414, 431]],
      [`/files/invoices/${gid('Invoice', `CURRENT:${'9'.repeat(300)}`)}`, [400]],
      [`/files/map-pdfs/${gid('MapPdf', 'M'.repeat(200))}`, [400, 404]],
      ['/files/invoices/%E0%A4%A', [404]],
      ['/files/invoices/%00%00', [404]],
      ['/files/invoices/..%2F..%2Fetc%2Fpasswd', [404]],
      [`/files/invoices/${gid('Invoice', 'CURRENT:../../x')}`, [404]],
      [`/files/invoices/${gid('Invoice', 'HISTORICAL:a/b:c')}`, [404]],
      [`/files/invoices/${gid('MapPdf', 'CURRENT:1')}`, [404]],
      ['/files/invoices/', [404]],
    ];
    for (const [path, statuses] of paths) {
      expect(statuses, path.slice(0, 80)).toContain((await get(path, 'anna')).status);
    }
    const health = await fetch(`${stack.gatewayOrigin}/config.json`);
    expect(health.status).toBe(200);
    expect((await get(anna.invoices[0]!.downloadUrl, 'anna')).status).toBe(200);
  });

  it('strings over the schema limits and `first` of 10,000 are refused; nothing of Anna\'s changes', async () => {
    const ftp = 'mutation($input: UpdateFtpIntegrationInput!) { updateFtpIntegration(input: $input) { error { reason } } }';
    expect(codeOf(await ask('anna', ftp, { input: { callbackUrl: `https://anna.example/${'x'.repeat(2_000)}` } }))).toBe('BAD_USER_INPUT');
    const company = 'mutation($input: UpdateCompanyDetailsInput!) { updateCompanyDetails(input: $input) { error { reason } } }';
    expect(codeOf(await ask('anna', company, { input: { companyName: 'x'.repeat(101), vatNumber: 'DE293847560' } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask('anna', company, { input: { companyName: 'Anna', vatNumber: 'D'.repeat(31) } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask('anna', company, { input: { companyName: 'x'.repeat(100_000), vatNumber: 'DE293847560' } }))).toBe('BAD_USER_INPUT');
    const huge = await ask('anna', '{ viewer { invoices(kind: CURRENT, first: 10000) { edges { node { id } } } } }');
    expect(['BAD_USER_INPUT', 'QUERY_TOO_COSTLY']).toContain(codeOf(huge));
    expect(huge.body.data?.viewer?.invoices ?? null).toBeNull();
    expect(codeOf(await ask('anna', '{ viewer { invoices(kind: CURRENT, first: 0) { totalCount } } }'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask('anna', 'query($a: String) { viewer { invoices(kind: CURRENT, first: 5, after: $a) { totalCount } } }', { a: 'x'.repeat(201) }))).toBe('BAD_USER_INPUT');
    // The services' own validation: an http: URL is refused with its message.
    const insecure = await read('anna', 'mutation { updateFtpIntegration(input: { callbackUrl: "http://anna.example/cb", callbackFormat: JSON }) { error { reason } fieldErrors { field message } } }');
    expect(insecure.updateFtpIntegration).toEqual({ error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'callbackUrl', message: 'Please enter a secure (https) URL' }] });
    await annaUnchanged();
  });
});

describe('the callback URL: what is checked is what is stored, and never an internal host', () => {
  const FTP = 'mutation($input: UpdateFtpIntegrationInput!) { updateFtpIntegration(input: $input) { ftpIntegration { callbackUrl callbackFormat } error { reason } fieldErrors { field message } } }';
  const REFUSED = { ftpIntegration: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'callbackUrl', message: 'Please enter a secure (https) URL' }] };
  const INTERNAL = [
    'https://169.254.169.254/latest/meta-data/', `https://127.0.0.1:${new URL(stack.servicesOrigin).port}/cb`, 'https://[::1]:4401/healthz',
    'https://2130706433/', 'https://0x7f000001/', 'https://127.1/', 'https://0177.0.0.1/', 'https://%31%32%37.0.0.1/', 'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/', 'https://10.0.0.8/', 'https://172.16.4.2/', 'https://192.168.1.1/', 'https://100.64.0.1/', 'https://[fd00::1]/',
    'https://[fe80::1]/', 'https://0.0.0.0/', 'https://0/', 'https://[::]/', 'https://224.0.0.1/', 'https://[ff02::1]/', 'https://240.0.0.1/',
    'https://255.255.255.255/', 'https://[64:ff9b::7f00:1]/', 'https://[2002:7f00:1::]/', 'https://localhost/', 'https://LOCALHOST./cb',
    'https://api.localhost/', 'https://metadata/', 'https://anna:secret@hooks.anna.example/', 'https://anna@hooks.anna.example/',
  ];
  const CONTROL = ['https://hooks.anna.example/a\r\nX-Injected: 1', 'https://hooks.anna.example/a\nb', 'https://hooks.anna.\texample/', 'https://hooks.anna.example/\u0000', 'https://hooks.anna.example/\u0085'];

  it('loopback, private, link-local, unique-local, unspecified, multicast, reserved and disguised numeric hosts, localhost and userinfo: refused by the gateway and the service', async () => {
    for (const callbackUrl of [...INTERNAL, ...CONTROL]) {
      expect((await read('anna', FTP, { input: { callbackUrl, callbackFormat: 'JSON' } })).updateFtpIntegration, JSON.stringify(callbackUrl)).toEqual(REFUSED);
      const direct = await call('anna', 'PATCH', '/customer-api/customers/me', { callbackUrl, callbackFormat: 'JSON' });
      expect([direct.status, direct.json().fieldErrors], JSON.stringify(callbackUrl)).toEqual([400, REFUSED.fieldErrors]);
    }
    await annaUnchanged();
  });

  it('stores the normalised URL, the one that was checked', async () => {
    const { ftpIntegration } = anna.business as { ftpIntegration: { callbackUrl: string | null; callbackFormat: string | null } };
    const set = await read('anna', FTP, { input: { callbackUrl: ' https://HOOKS.Anna.example:443/orders/../cb?a=1 ', callbackFormat: 'CSV' } });
    expect(set.updateFtpIntegration).toEqual({ ftpIntegration: { callbackUrl: 'https://hooks.anna.example/cb?a=1', callbackFormat: 'CSV' }, error: null, fieldErrors: [] });
    const direct = await call('anna', 'PATCH', '/customer-api/customers/me', { callbackUrl: 'https://Hooks.Anna.example/a b' });
    expect([direct.status, direct.json().ftpIntegration?.callbackUrl]).toEqual([200, 'https://hooks.anna.example/a%20b']);
    expect((await read('anna', BUSINESS)).viewer.ftpIntegration).toMatchObject({ callbackUrl: 'https://hooks.anna.example/a%20b' });
    await read('anna', FTP, { input: ftpIntegration });
    await annaUnchanged();
  });
});
