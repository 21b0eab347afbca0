// Downloads through the gateway against msw-mocked upstreams: limits and typed refusals of the two mutations, the
// viewer's downloads and their URLs (http/https only), privacy between customers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { createFakeAlbumService, EMMA, fakeAlbum, foreignPhoto, LUCAS, SHARED_ALBUMS_API, SOPHIE } from './fakeAlbumService';
import { createFakeDownloadService, DOWNLOAD_API, fakeDownload } from './fakeDownloadService';
import { createFakeService, fakePhoto, uuid } from './fakePhotoService';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway } from './helpers';

const photos = createFakeService();
const albums = createFakeAlbumService(photos.state);
const downloads = createFakeDownloadService();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
const tokens = { emma: '', sophie: '' };

const photoGid = (n: number) => toGlobalId('Photo', uuid(n));
const downloadGid = (localId: string) => toGlobalId('Download', localId);
const FAMILY = fakeAlbum(55, {
  albumName: 'Family weekend', isShared: true, participantIds: [SOPHIE.id, LUCAS.id],
  photoIds: [uuid(1), uuid(2), uuid(3), uuid(5001), uuid(5002)],
});
const run = async (query: string, variables: Record<string, unknown> = {}, token = tokens.emma) =>
  (await gql(gateway.url, { query, variables }, { token })).body;

const CREATE = `mutation($input: CreateDownloadInput!) { createDownload(input: $input) {
  download { id name fileName status photosCount progress { done total } url }
  error { reason field message } failedPhotoIds
} }`;
const CREATE_SHARED = `mutation($input: CreateSharedAlbumDownloadInput!) { createSharedAlbumDownload(input: $input) {
  download { id name status photosCount }
  error { reason field message } failedPhotoIds
} }`;
const LIMIT = { reason: 'DOWNLOAD_LIMIT', field: 'photoIds', message: 'Up to 100 photos can be downloaded at a time' };
const LIST = '{ viewer { downloads { id name status photosCount progress { done total } createdAt finishedAt url } } }';

beforeAll(async () => {
  const signer = await createSigner('downloads-key');
  mock = createMockServer(signer);
  mock.use(...downloads.handlers, ...albums.handlers, ...photos.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ downloadApiUrl: DOWNLOAD_API, sharedAlbumsApiUrl: SHARED_ALBUMS_API }));
  tokens.emma = await signer.sign({}, { sub: EMMA.id });
  tokens.sophie = await signer.sign({}, { sub: SOPHIE.id });
});
beforeEach(() => {
  photos.state.reset(Array.from({ length: 10 }, (_, i) => fakePhoto(i + 1, null)));
  albums.reset([structuredClone(FAMILY)], [5001, 5002].map((n) => foreignPhoto(n, SOPHIE.id)));
  downloads.reset();
});
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

describe('createDownload', () => {
  it('starts a download of 1-100 library photos: one POST with a fresh id, the local ids and the name', async () => {
    const ids = [photoGid(1), photoGid(2), photoGid(1)];
    const body = await run(CREATE, { input: { photoIds: ids, name: ' Summer ' } });
    expect(body.errors).toBeUndefined();
    const { download } = body.data!.createDownload;
    expect(downloads.state.posts).toEqual([{ path: '/downloads', body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Summer', photos: [uuid(1), uuid(2)] } }]);
    expect(body.data?.createDownload).toMatchObject({ error: null, failedPhotoIds: [] });
    expect(download).toEqual({
      id: downloadGid(downloads.state.posts[0]!.body.id), name: 'Summer', fileName: expect.any(String), status: 'PENDING',
      photosCount: 2, progress: { done: 0, total: 2 }, url: null,
    });
    // 100 distinct photos pass, duplicates counted once.
    const hundred = Array.from({ length: 100 }, (_, i) => photoGid(i + 1));
    expect((await run(CREATE, { input: { photoIds: [...hundred, photoGid(1)] } })).errors).toBeUndefined();
  });

  it('answers 0 or more than 100 photos with the error DOWNLOAD_LIMIT in the payload, without a call', async () => {
    const none = await run(CREATE, { input: { photoIds: [] } });
    expect(none.errors).toBeUndefined();
    expect(none.data?.createDownload).toEqual({
      download: null, failedPhotoIds: [], error: { ...LIMIT, message: 'Choose at least one photo to download.' },
    });
    const tooMany = await run(CREATE, { input: { photoIds: Array.from({ length: 101 }, (_, i) => photoGid(i + 1)) } });
    expect(tooMany.errors).toBeUndefined();
    expect(tooMany.data?.createDownload).toEqual({ download: null, failedPhotoIds: [], error: LIMIT });
    expect(downloads.state.posts).toEqual([]);
  });

  it('refuses ids that are not photos and over-long names with BAD_USER_INPUT (no client sends them), without a call', async () => {
    for (const input of [
      { photoIds: [photoGid(1), toGlobalId('Album', uuid(1))] }, { photoIds: ['garbage'] }, { photoIds: [photoGid(1)], name: 'x'.repeat(201) },
    ]) {
      const body = await run(CREATE, { input });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(body.data ?? null).toBeNull();
    }
    expect(downloads.state.posts).toEqual([]);
  });

  it("answers the service's refusal of photos that are not the customer's with the error NOT_FOUND and their global ids", async () => {
    downloads.state.refuse = { code: 'PHOTOS_NOT_FOUND', message: 'These photos cannot be downloaded', failed: [uuid(2)] };
    const body = await run(CREATE, { input: { photoIds: [photoGid(1), photoGid(2)] } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createDownload).toEqual({
      download: null,
      error: { reason: 'NOT_FOUND', field: 'photoIds', message: 'Your photos could not be downloaded: some of them are not in your library.' },
      failedPhotoIds: [photoGid(2)],
    });
    downloads.state.refuse = { code: 'TOO_MANY_PHOTOS', message: 'Up to 100 photos can be downloaded at a time' };
    expect((await run(CREATE, { input: { photoIds: [photoGid(1)] } })).data?.createDownload.error).toEqual(LIMIT);
  });
});

describe('createSharedAlbumDownload', () => {
  it("sends every photo with its owner, read from the album's photos, and the album id", async () => {
    const input = { sharedAlbumId: toGlobalId('SharedAlbum', FAMILY.albumId), photoIds: [photoGid(5001), photoGid(2)] };
    const body = await run(CREATE_SHARED, { input });
    expect(body.errors).toBeUndefined();
    expect(downloads.state.posts[0]).toEqual({ path: '/shared-album-downloads', body: {
      id: expect.any(String), albumId: FAMILY.albumId,
      photos: [{ photoId: uuid(5001), ownerId: SOPHIE.id }, { photoId: uuid(2), ownerId: EMMA.id }],
    } });
    expect(body.data?.createSharedAlbumDownload.download).toMatchObject({ status: 'PENDING', photosCount: 2 });
  });

  it('answers photos outside the album, unknown albums and limits with the error in the payload; other ids are BAD_USER_INPUT', async () => {
    const shared = toGlobalId('SharedAlbum', FAMILY.albumId);
    const payload = async (input: Record<string, unknown>) => {
      const body = await run(CREATE_SHARED, { input });
      expect(body.errors).toBeUndefined();
      return body.data?.createSharedAlbumDownload;
    };
    expect(await payload({ sharedAlbumId: shared, photoIds: [photoGid(1), photoGid(9)] })).toEqual({
      download: null,
      error: { reason: 'NOT_FOUND', field: 'photoIds', message: 'Your photos could not be downloaded: some of them are not in this shared album.' },
      failedPhotoIds: [photoGid(9)],
    });
    expect(await payload({ sharedAlbumId: toGlobalId('SharedAlbum', uuid(1)), photoIds: [photoGid(1)] })).toEqual({
      download: null,
      error: { reason: 'NOT_FOUND', field: 'sharedAlbumId', message: 'This shared album does not exist or is not shared with you.' },
      failedPhotoIds: [],
    });
    expect((await payload({ sharedAlbumId: shared, photoIds: [] })).error.reason).toBe('DOWNLOAD_LIMIT');
    const albumId = await run(CREATE_SHARED, { input: { sharedAlbumId: toGlobalId('Album', FAMILY.albumId), photoIds: [photoGid(1)] } });
    expect(albumId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(downloads.state.posts).toEqual([]);
  });
});

describe('viewer.downloads and Download', () => {
  it("lists the customer's downloads with the signed URL of finished ones only, http(s) URLs only", async () => {
    downloads.reset([
      fakeDownload(1, EMMA.id),
      fakeDownload(2, EMMA.id, { status: 'IN_PROGRESS', done: 1, photosCount: 3, finishedAt: null }),
      fakeDownload(3, EMMA.id, { status: 'FAILED' }),
      fakeDownload(4, EMMA.id, { url: 'javascript:alert(1)' }),
      fakeDownload(5, EMMA.id, { url: 'ftp://download.test/a.zip' }),
      fakeDownload(6, SOPHIE.id),
    ]);
    const body = await run(LIST);
    expect(body.errors).toBeUndefined();
    const list = body.data?.viewer.downloads;
    expect(list.map((d: any) => [d.name, d.status, d.url])).toEqual([
      ['Download 1', 'FINISHED', downloads.state.downloads[0]!.url], ['Download 2', 'IN_PROGRESS', null],
      ['Download 3', 'FAILED', null], ['Download 4', 'FINISHED', null], ['Download 5', 'FINISHED', null],
    ]);
    expect(list[1].progress).toEqual({ done: 1, total: 3 });
  });

  it("never gives a customer another customer's download: node is null, no URL", async () => {
    const emmas = fakeDownload(1, EMMA.id);
    downloads.reset([emmas]);
    const query = `query($id: ID!) { node(id: $id) { ... on Download { id status url } } }`;
    const own = await run(query, { id: downloadGid(emmas.id) });
    expect(own.data?.node).toEqual({ id: downloadGid(emmas.id), status: 'FINISHED', url: emmas.url });
    const other = await run(query, { id: downloadGid(emmas.id) }, tokens.sophie);
    expect(other.errors).toBeUndefined();
    expect(other.data?.node).toBeNull();
    expect((await run(LIST, {}, tokens.sophie)).data?.viewer.downloads).toEqual([]);
  });

  it('degrades to a null list with the error when the download service fails', async () => {
    downloads.state.down = true;
    const body = await run('{ viewer { id downloads { id } } }');
    expect(body.data?.viewer).toMatchObject({ downloads: null });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', service: 'download' });
  });
});
