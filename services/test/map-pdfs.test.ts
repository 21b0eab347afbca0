// Map PDFs (contracts/product-api.yaml GET /v1/Pdfs/me and GET /v1/pdf/me/{code}) over HTTP with real tokens, on
// the default database (PGlite): a business customer's maps, served as real PDFs; a consumer 403; another customer's
// map code 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDatabase } from './helpers/databases';
import { jsonClient, type Json } from './helpers/http';
import { pdfText } from './helpers/pdf-text';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';

describe.each(defaultDatabase)('map PDFs (%s)', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const call = jsonClient(() => server.baseUrl);
  const pdf = async (code: string, name: string) => {
    const res = await fetch(`${server.baseUrl}/product-api/v1/pdf/me/${encodeURIComponent(code)}`, { headers: { authorization: `Bearer ${tokens[name]}` } });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['oliver', 'anna', 'emma']) tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
  });
  afterAll(() => server?.stop());

  it("lists a business customer's map PDFs and serves each as a real PDF of the listed size", async () => {
    const list = await call('GET', '/product-api/v1/Pdfs/me', tokens.oliver);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      { code: expect.stringMatching(/^MAP-[0-9a-f]{8}-WINDOW$/), name: 'Shop window map, A2', createdAt: expect.any(String), sizeBytes: expect.any(Number) },
      { code: expect.stringMatching(/^MAP-[0-9a-f]{8}-AREA$/), name: 'Delivery area map, A3', createdAt: expect.any(String), sizeBytes: expect.any(Number) },
    ]);
    for (const map of list.body.items as Json[]) {
      const { res, bytes } = await pdf(map.code, 'oliver');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(`${map.code}.pdf`);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBe(map.sizeBytes);
      const text = pdfText(bytes);
      expect(text).toContain(map.name);
      expect(text).toContain('Bennett Studio Ltd');
    }
  });

  it("refuses a consumer (403) and answers 404 for another customer's or an unknown map code", async () => {
    const consumer = await call('GET', '/product-api/v1/Pdfs/me', tokens.emma);
    expect(consumer.status).toBe(403);
    expect(consumer.body.code).toBe('FORBIDDEN');
    const [annas] = (await call('GET', '/product-api/v1/Pdfs/me', tokens.anna)).body.items as Json[];
    expect((await pdf(annas!.code, 'oliver')).res.status).toBe(404);
    expect((await pdf(annas!.code, 'emma')).res.status).toBe(404);
    expect((await pdf('MAP-00000000-WINDOW', 'anna')).res.status).toBe(404);
    expect((await pdf(annas!.code, 'anna')).res.status).toBe(200);
    expect((await call('GET', '/product-api/v1/Pdfs/me')).status).toBe(401);
  });
});
