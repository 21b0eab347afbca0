import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { createPhotoApi } from '../src/upstream/photo';
import { Breakers } from '../src/upstream/breaker';
import { createFakeService, fakePhoto, STORAGE_API, uuid } from './fakePhotoService';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway } from './helpers';

const fake = createFakeService();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let token: string;

/** 30 photos in July 2024, 5 in June 2024, 2 without a date taken (January 1970). */
function library() {
  const photos = [];
  for (let n = 1; n <= 30; n += 1) photos.push(fakePhoto(n, new Date(Date.UTC(2024, 6, 1, n)).toISOString()));
  for (let n = 31; n <= 35; n += 1) photos.push(fakePhoto(n, new Date(Date.UTC(2024, 5, 1, n)).toISOString()));
  photos.push(fakePhoto(36, null), fakePhoto(37, null));
  return photos;
}
const july = () => fake.state.photos.filter((p) => p.dateTaken?.startsWith('2024-07'));
const byDateDesc = <P extends { dateTaken: string | null }>(ps: P[]) => [...ps].sort((a, b) => (b.dateTaken ?? '').localeCompare(a.dateTaken ?? ''));
const photoId = (n: number) => toGlobalId('Photo', uuid(n));
const monthId = (ym: string) => toGlobalId('TimelineMonth', ym);

async function run(query: string, variables: Record<string, unknown> = {}) {
  return (await gql(gateway.url, { query, variables }, { token })).body;
}

beforeAll(async () => {
  const signer = await createSigner('photos-key');
  mock = createMockServer(signer);
  mock.use(...fake.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ storageApiUrl: STORAGE_API }));
  token = await signer.sign();
});
beforeEach(() => fake.state.reset(library()));
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const MONTH_PAGE = `query($id: ID!, $first: Int!, $after: String, $sort: PhotoSort) {
  node(id: $id) { ... on TimelineMonth { photos(first: $first, after: $after, sort: $sort) {
    edges { cursor node { id dateTaken thumbnail(size: S300) { url size } } }
    pageInfo { hasNextPage endCursor }
  } } }
}`;

describe('photo library', () => {
  it('answers status, importStarted and the months newest first', async () => {
    const body = await run('{ viewer { photoLibrary { status importStarted months { id year month count isUnknownDate } } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer.photoLibrary).toEqual({
      status: 'ACTIVE', importStarted: true,
      months: [
        { id: monthId('2024-07'), year: 2024, month: 7, count: 30, isUnknownDate: false },
        { id: monthId('2024-06'), year: 2024, month: 6, count: 5, isUnknownDate: false },
        { id: monthId('1970-01'), year: 1970, month: 1, count: 2, isUnknownDate: true },
      ],
    });
    expect(fake.state.callsTo('GET', '/photo-api/users/activate')).toHaveLength(1);
    expect(fake.state.callsTo('GET', '/photo-api/users/timeline')).toHaveLength(1);
  });

  it('pages a month with ONE REST call per page; endCursor continues exactly', async () => {
    const first = await run(MONTH_PAGE, { id: monthId('2024-07'), first: 24 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data?.node.photos;
    expect(page1.edges).toHaveLength(24);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(fake.state.calls).toHaveLength(1);
    expect(fake.state.calls[0]!.path).toBe('/photo-api/photos/timeline/2024/7');
    expect(Object.fromEntries(fake.state.calls[0]!.query)).toEqual({ limit: '24', sortKey: 'dateTaken', sortOrder: 'desc' });

    const second = await run(MONTH_PAGE, { id: monthId('2024-07'), first: 24, after: page1.pageInfo.endCursor });
    const page2 = second.data?.node.photos;
    expect(page2.edges).toHaveLength(6);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(fake.state.calls).toHaveLength(2);
    const ids = [...page1.edges, ...page2.edges].map((e: any) => e.node.id);
    expect(ids).toEqual(byDateDesc(july()).map((p) => toGlobalId('Photo', p.imageId)));
    expect(page1.edges[0].node.thumbnail).toEqual({ size: 'S300', url: expect.stringContaining('-300?') });
  });

  it('continues right after any edge cursor', async () => {
    const page = (await run(MONTH_PAGE, { id: monthId('2024-07'), first: 12 })).data?.node.photos;
    const next = (await run(MONTH_PAGE, { id: monthId('2024-07'), first: 5, after: page.edges[6].cursor })).data?.node.photos;
    expect(next.edges.map((e: any) => e.node.id)).toEqual(byDateDesc(july()).slice(7, 12).map((p) => toGlobalId('Photo', p.imageId)));
    expect(fake.state.callsTo('GET', '/photo-api/photos/timeline')).toHaveLength(2);
    const all = (await run(MONTH_PAGE, { id: monthId('2024-07'), first: 100, after: page.pageInfo.endCursor })).data?.node.photos;
    expect(all.edges).toHaveLength(18);
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  it('validates first (1-100) before calling upstream', async () => {
    for (const first of [0, 101, -1]) {
      const body = await run(MONTH_PAGE, { id: monthId('2024-07'), first });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(fake.state.calls).toHaveLength(0);
  });

  it('maps the sort input to sortKey / sortOrder', async () => {
    const body = await run(MONTH_PAGE, { id: monthId('2024-07'), first: 3, sort: { key: 'CREATED', order: 'ASC' } });
    expect(body.data?.node.photos.edges.map((e: any) => e.node.id)).toEqual([photoId(1), photoId(2), photoId(3)]);
    await run(MONTH_PAGE, { id: monthId('2024-07'), first: 3, sort: { key: 'UPLOADED' } });
    const [created, uploaded] = fake.state.calls.map((c) => [c.query.get('sortKey'), c.query.get('sortOrder')]);
    expect(created).toEqual(['created', 'asc']);
    expect(uploaded).toEqual(['uploaded', 'desc']);
  });

  it('refetches a TimelineMonth by node(id) with its count from the summary', async () => {
    const body = await run(`query($id: ID!) { node(id: $id) { id ... on TimelineMonth { year month count isUnknownDate } } }`,
      { id: monthId('1970-01') });
    expect(body.data?.node).toEqual({ id: monthId('1970-01'), year: 1970, month: 1, count: 2, isUnknownDate: true });
    const bad = await run(`{ node(id: "${toGlobalId('TimelineMonth', '2024-13')}") { id } }`);
    expect(bad.data?.node).toBeNull();
  });

  it('pages all photos with totalCount from the user summary', async () => {
    const body = await run(`{ viewer { photoLibrary { photos(first: 2) { totalCount edges { node { id } } pageInfo { hasNextPage } } } } }`);
    expect(body.data?.viewer.photoLibrary.photos).toEqual({
      totalCount: 37, edges: [{ node: { id: photoId(30) } }, { node: { id: photoId(29) } }], pageInfo: { hasNextPage: true },
    });
    expect(fake.state.callsTo('GET', '/photo-api/photos')[0]!.query.get('limit')).toBe('2');
  });
});

describe('Photo node', () => {
  it('resolves photos by id through GET /photos/{photoId}, one call per id (a malformed id makes none), only existing ones', async () => {
    const ids = [photoId(1), photoId(2), photoId(3), photoId(999), toGlobalId('Viewer', 'acc-oliver')];
    const body = await run(`query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Photo { localFileName width height
      dateTaken url untouchedUrl thumbnail(size: S800) { url width } thumbnails { size } } } }`, { ids });
    expect(body.errors).toBeUndefined();
    expect(body.data?.nodes.map((n: any) => n?.id ?? null)).toEqual([photoId(1), photoId(2), photoId(3), null, null]);
    expect(body.data?.nodes[0]).toMatchObject({
      localFileName: 'IMG_1.jpg', width: 3000, height: 2000, thumbnail: { width: 800, url: expect.stringContaining('-800?') },
      thumbnails: [{ size: 'S300' }, { size: 'S800' }, { size: 'S1300' }],
    });
    const lookups = fake.state.callsTo('GET', '/photo-api/photos');
    expect(lookups.map((c) => c.path).sort()).toEqual([1, 2, 3, 999].map((n) => `/photo-api/photos/${uuid(n)}`).sort());
  });

  it('looks each id up once per request', async () => {
    fake.state.reset(Array.from({ length: 30 }, (_, i) => fakePhoto(i + 1, '2024-01-01T00:00:00.000Z')));
    const api = createPhotoApi({ config: testConfig(), token, correlationId: 'c1', breakers: new Breakers() });
    const photos = await Promise.all([...Array.from({ length: 30 }, (_, i) => api.photo(uuid(i + 1))), api.photo(uuid(1))]);
    expect(photos.every(Boolean)).toBe(true);
    expect(fake.state.calls).toHaveLength(30);
  });
});

describe("another channel's registered documents (gateway/trusted-documents/)", () => {
  const documents = JSON.parse(readFileSync(new URL('../trusted-documents/other-channel.json', import.meta.url), 'utf8')) as Record<string, string>;
  const idOf = (name: string) => Object.entries(documents).find(([, text]) => text.includes(`query ${name}(`))![0];

  it('runs one by id, like the first-party client\'s persisted documents', async () => {
    const { body } = await gql(gateway.url, { documentId: idOf('OtherChannelMonthPhotos'), variables: { id: monthId('2024-07'), first: 3 } }, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data?.node).toMatchObject({ year: 2024, month: 7, count: 30 });
    expect(body.data?.node.photos.edges).toHaveLength(3);
  });

  it('refuses an id no channel registered, as for the first-party client', async () => {
    const { body } = await gql(gateway.url, { documentId: `${idOf('OtherChannelMonthPhotos')}0`, variables: {} }, { token });
    expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
