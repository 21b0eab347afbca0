// PhotoLibrary.uploads over msw-mocked storage (spec §7 Storage): GET /uploads/{id}?accountId=, on 404 POST
// /getanonymousuploads with [id] and its first result; one call per id, the customer's bearer token on both.
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer, createSigner, gql, sendWithHost, startGateway, testConfig, type RunningGateway } from './helpers';

const STORAGE_API = 'http://storage.test/storage-api';
const OWN = '11111111-1111-4111-8111-111111111111';
const ANONYMOUS = '22222222-2222-4222-8222-222222222222';
const UNKNOWN = '33333333-3333-4333-8333-333333333333';
const upload = (uploadId: string, fileName: string, status = 'READY') =>
  ({ uploadId, fileName, status, reason: null, duplicateOfPhotoId: null, contentType: 'image/jpeg', dateTaken: null, photoId: null });

let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let token: string;
let calls: Array<{ method: string; path: string; accountId: string | null; body: unknown; auth: string | null }> = [];

beforeAll(async () => {
  const signer = await createSigner('uploads-key');
  mock = createMockServer(signer);
  mock.use(
    http.get(`${STORAGE_API}/uploads/:id`, ({ request, params }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', path: url.pathname, accountId: url.searchParams.get('accountId'), body: null, auth: request.headers.get('authorization') });
      return params.id === OWN ? HttpResponse.json(upload(OWN, 'mine.jpg', 'REGISTERED')) : HttpResponse.json({ message: 'No such upload.' }, { status: 404 });
    }),
    http.post(`${STORAGE_API}/uploads`, async ({ request }) => {
      const body = await request.json();
      calls.push({ method: 'POST', path: new URL(request.url).pathname, accountId: null, body, auth: request.headers.get('authorization') });
      return HttpResponse.json({ uploads: [{ uploadId: OWN, fileName: 'a.jpg', uploadUrl: 'http://storage.test/u?language=x', expiresAt: '2030-01-01T00:00:00.000Z' }] }, { status: 201 });
    }),
    http.post(`${STORAGE_API}/getanonymousuploads`, async ({ request }) => {
      const body = (await request.json()) as string[];
      calls.push({ method: 'POST', path: new URL(request.url).pathname, accountId: null, body, auth: request.headers.get('authorization') });
      // The service answers what it finds; the gateway uses the first result.
      return HttpResponse.json(body[0] === ANONYMOUS ? [upload(ANONYMOUS, 'beach.jpg'), upload(UNKNOWN, 'other.jpg', 'REJECTED')] : []);
    }),
  );
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ storageApiUrl: STORAGE_API }));
  token = await signer.sign();
});
beforeEach(() => {
  calls = [];
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const UPLOADS = `query($ids: [ID!]!) { viewer { photoLibrary { uploads(ids: $ids) { uploadId fileName status reason madeBeforeSignIn } } } }`;
const lookUp = async (ids: string[], auth: string | undefined = token) => (await gql(gateway.url, { query: UPLOADS, variables: { ids } }, { token: auth })).body;

describe('PhotoLibrary.uploads', () => {
  it('answers the account\'s own upload from GET /uploads/{id}?accountId=, without the anonymous fallback', async () => {
    const body = await lookUp([OWN]);
    expect(body.errors).toBeUndefined();
    expect(body.data!.viewer.photoLibrary.uploads).toEqual([{ uploadId: OWN, fileName: 'mine.jpg', status: 'REGISTERED', reason: null, madeBeforeSignIn: false }]);
    expect(calls).toEqual([{ method: 'GET', path: `/storage-api/uploads/${OWN}`, accountId: 'acc-emma', body: null, auth: `Bearer ${token}` }]);
  });

  it('falls back on 404 to POST /getanonymousuploads with [id] and uses the first result', async () => {
    const body = await lookUp([ANONYMOUS]);
    expect(body.data!.viewer.photoLibrary.uploads).toEqual([{ uploadId: ANONYMOUS, fileName: 'beach.jpg', status: 'READY', reason: null, madeBeforeSignIn: true }]);
    expect(calls).toEqual([
      { method: 'GET', path: `/storage-api/uploads/${ANONYMOUS}`, accountId: 'acc-emma', body: null, auth: `Bearer ${token}` },
      { method: 'POST', path: '/storage-api/getanonymousuploads', accountId: null, body: [ANONYMOUS], auth: `Bearer ${token}` },
    ]);
  });

  it('answers null for an id neither knows and for a malformed id (no call); each id is asked once, in the order asked', async () => {
    const body = await lookUp([UNKNOWN, 'not-an-id', OWN, ANONYMOUS.toUpperCase(), ANONYMOUS, '../users']);
    expect(body.data!.viewer.photoLibrary.uploads.map((u: { fileName: string } | null) => u?.fileName ?? null))
      .toEqual([null, null, 'mine.jpg', 'beach.jpg', 'beach.jpg', null]);
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.path).sort())
      .toEqual([ANONYMOUS, OWN, UNKNOWN].map((id) => `/storage-api/uploads/${id}`).sort());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual(expect.arrayContaining([[UNKNOWN], [ANONYMOUS]]));
    expect(calls).toHaveLength(5);
  });

  it('refuses more than 20 ids before any call, and an anonymous caller', async () => {
    const tooMany = await lookUp(Array.from({ length: 21 }, () => OWN));
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await lookUp([OWN], '');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(calls).toEqual([]);
  });
});

describe('the upload language (spec §9)', () => {
  const CREATE = 'mutation { createPhotoUploads(input: { files: [{ fileName: "a.jpg", size: 10 }] }) { uploads { uploadId } error { reason } } }';
  it('is the site\'s locale (the forced one for the Austrian site), sent to POST /uploads; the service falls back to en-GB', async () => {
    const languages = [];
    for (const host of ['fotoprint-nl.localhost', 'fotodruck-at.localhost', 'fotostampa-it.localhost', 'unknown.example']) {
      calls = [];
      const { json } = await sendWithHost(gateway.origin, '/graphql', host, { query: CREATE }, { authorization: `Bearer ${token}` });
      expect(json.data.createPhotoUploads.error).toBeNull();
      languages.push((calls[0]?.body as { language?: string }).language);
    }
    expect(languages).toEqual(['nl-NL', 'de-AT', 'it-IT', 'en-GB']);
  });
});
