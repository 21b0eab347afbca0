import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/logger';
import { DELETE_PHOTOS_BATCH_SIZE, MAX_DELETE_RETRIES, RETRIES_EXCEEDED } from '../src/modules/photos/mutations/deleteBatches';
import { toGlobalId } from '../src/relay/globalId';
import { createFakeService, fakePhoto, STORAGE_API, uuid } from './fakePhotoService';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway } from './helpers';

const fake = createFakeService();
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let token: string;
/** The gateway's log lines (JSON), read by the tests that expect a warning. */
let logLines: Array<Record<string, unknown>> = [];
const logger = createLogger('warn', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });

const PHOTOS = 250;
const photoId = (n: number) => toGlobalId('Photo', uuid(n));
const run = async (query: string, variables: Record<string, unknown> = {}) =>
  (await gql(gateway.url, { query, variables }, { token })).body;

beforeAll(async () => {
  const signer = await createSigner('mutations-key');
  mock = createMockServer(signer);
  mock.use(...fake.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({ storageApiUrl: STORAGE_API }), { logger });
  token = await signer.sign();
});
beforeEach(() => {
  logLines = [];
  fake.state.reset(Array.from({ length: PHOTOS }, (_, i) => fakePhoto(i + 1, '2024-03-05T10:00:00.000Z')));
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const DELETE = `mutation($ids: [ID!]!) { deletePhotos(input: { photoIds: $ids }) {
  deletedPhotoIds failedPhotoIds photoLibrary { photosCount months { count } } } }`;

describe('deletePhotos', () => {
  it('returns exactly the ids the service failed as failed, the rest as deleted; nothing else touched or lost', async () => {
    // persistent failures, failures that succeed on retry, and a 503 on the first call of the second batch
    fake.state.failAlways = new Set([uuid(7), uuid(150)]);
    fake.state.failOnce = new Set([uuid(20), uuid(201)]);
    const requested = Array.from({ length: PHOTOS }, (_, i) => photoId(i + 1));
    const foreign = [toGlobalId('Viewer', 'acc-emma'), 'not-a-global-id'];
    fake.state.fail500Calls = new Set([2 + MAX_DELETE_RETRIES]); // the first call of batch 2
    const body = await run(DELETE, { ids: [...requested, ...foreign, photoId(3)] });

    expect(body.errors).toBeUndefined();
    const { deletedPhotoIds, failedPhotoIds, photoLibrary } = body.data!.deletePhotos;
    expect(new Set(failedPhotoIds)).toEqual(new Set([photoId(7), photoId(150), ...foreign]));
    expect(deletedPhotoIds).toHaveLength(PHOTOS - 2);
    expect(new Set([...deletedPhotoIds, ...failedPhotoIds]).size).toBe(PHOTOS + foreign.length); // each id once
    // what the service really holds now: exactly the failed photos
    expect(fake.state.photos.map((p) => p.imageId).sort()).toEqual([uuid(7), uuid(150)]);
    expect(photoLibrary).toEqual({ photosCount: 2, months: [{ count: 2 }] });

    const deletes = fake.state.callsTo('DELETE', '/photo-api/photos').filter((c) => c.path.endsWith('/photos'));
    const sizes = deletes.map((c) => c.body.photoIds.length);
    const retries = (n: number) => Array(n).fill(1);
    expect(sizes).toEqual([
      100, 2, ...retries(MAX_DELETE_RETRIES - 1), // batch 1: ids 7 + 20 failed, 20 then ok, 7 until retries run out
      100, 100, ...retries(MAX_DELETE_RETRIES - 1), // batch 2: 503 (whole batch retried), then 150 until retries run out
      50, 1, // batch 3: 201 failed once
    ]);
    expect(Math.max(...sizes)).toBe(DELETE_PHOTOS_BATCH_SIZE);
    expect(deletes.filter((c) => c.body.photoIds.includes(uuid(7)))).toHaveLength(1 + MAX_DELETE_RETRIES);
    expect(deletes.filter((c) => c.body.photoIds.includes(uuid(150)))).toHaveLength(1 + MAX_DELETE_RETRIES);
    expect(deletes.some((c) => c.body.photoIds.includes('acc-emma'))).toBe(false);
    // Each photo that failed for good is logged once, as a warning carrying the request's correlation id.
    const warnings = logLines.filter((line) => line.msg === RETRIES_EXCEEDED);
    expect(warnings.map((line) => line.photoIds)).toEqual([[uuid(7)], [uuid(150)]]);
    for (const line of warnings) expect(line).toMatchObject({ level: 'warn', service: 'gateway', correlationId: expect.any(String) });
  });

  it('reports a batch as failed when the service stays down, and keeps the other batches', async () => {
    fake.state.fail500 = 1 + MAX_DELETE_RETRIES; // every attempt of batch 1
    const ids = Array.from({ length: 150 }, (_, i) => photoId(i + 1));
    const body = await run(DELETE, { ids });
    expect(body.data?.deletePhotos.failedPhotoIds).toEqual(ids.slice(0, 100));
    expect(body.data?.deletePhotos.deletedPhotoIds).toEqual(ids.slice(100));
    expect(fake.state.callsTo('DELETE', '/photo-api/photos')).toHaveLength(1 + MAX_DELETE_RETRIES + 1);
  });
});

describe('deleteAllPhotos', () => {
  const DELETE_ALL = `mutation($c: String!) { deleteAllPhotos(input: { confirmation: $c }) { deletedCount photoLibrary { photosCount months { id } } } }`;

  it('refuses without the word DELETE: INVALID_INPUT on `confirmation`, nothing deleted', async () => {
    const REFUSABLE = DELETE_ALL.replace('deletedCount', 'deletedCount error { reason field } fieldErrors { field message }');
    for (const c of ['delete', 'DELETE ', '']) {
      const body = await run(REFUSABLE, { c });
      expect(body.data?.deleteAllPhotos).toMatchObject({
        deletedCount: 0,
        error: { reason: 'INVALID_INPUT', field: 'confirmation' },
        fieldErrors: [{ field: 'confirmation', message: 'Type DELETE to confirm deleting all photos.' }],
      });
    }
    expect(fake.state.callsTo('DELETE', '/photo-api/photos/all')).toHaveLength(0);
  });

  it('deletes everything and re-reads the library: the same object (id) as the viewer\'s', async () => {
    const { id } = (await run('{ viewer { photoLibrary { id } } }')).data!.viewer.photoLibrary;
    const body = await run(DELETE_ALL.replace('photoLibrary {', 'photoLibrary { id'), { c: 'DELETE' });
    expect(body.data?.deleteAllPhotos).toEqual({ deletedCount: PHOTOS, photoLibrary: { id, photosCount: 0, months: [] } });
  });
});

describe('uploads', () => {
  it('creates signed upload slots through the storage API', async () => {
    const body = await run(`mutation { createPhotoUploads(input: { files: [{ fileName: "a.jpg", size: 10 }, { fileName: "b.heic", size: 20 }] }) {
      uploads { uploadId fileName uploadUrl expiresAt } } }`);
    expect(body.data?.createPhotoUploads.uploads).toEqual([
      { uploadId: uuid(900_000), fileName: 'a.jpg', uploadUrl: expect.stringContaining('/uploads/'), expiresAt: '2030-01-01T00:00:00.000Z' },
      { uploadId: uuid(900_001), fileName: 'b.heic', uploadUrl: expect.stringContaining('signature='), expiresAt: '2030-01-01T00:00:00.000Z' },
    ]);
    expect(fake.state.callsTo('POST', '/storage-api/uploads')[0]!.body).toEqual({
      files: [{ fileName: 'a.jpg', size: 10 }, { fileName: 'b.heic', size: 20 }], language: 'en-GB',
    });
    const empty = await run('mutation { createPhotoUploads(input: { files: [] }) { uploads { uploadId } } }');
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a blank file name or an empty file in the payload, without calling storage', async () => {
    const body = await run(`mutation { createPhotoUploads(input: { files: [{ fileName: "a.jpg", size: 10 }, { fileName: "  ", size: 0 }] }) {
      uploads { uploadId } error { reason field } fieldErrors { field message } } }`);
    expect(body.data?.createPhotoUploads).toEqual({
      uploads: [],
      error: { reason: 'INVALID_INPUT', field: 'files' },
      fieldErrors: [{ field: 'files', message: 'Every file needs a name and a size of at least 1 byte.' }],
    });
    expect(fake.state.callsTo('POST', '/storage-api/uploads')).toHaveLength(0);
  });

  it('confirms: registers the kept uploads, deletes the discarded ones, re-reads the library', async () => {
    const body = await run(`mutation { confirmPhotoUploads(input: { keepUploadIds: ["u-1", "u-2-bad"], discardUploadIds: ["u-3"] }) {
      photos { id localFileName } failedUploadIds photoLibrary { photosCount } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.confirmPhotoUploads).toMatchObject({ failedUploadIds: ['u-2-bad'], photoLibrary: { photosCount: PHOTOS + 1 } });
    expect(body.data?.confirmPhotoUploads.photos).toHaveLength(1);
    expect(fake.state.callsTo('POST', '/photo-api/photos')[0]!.body).toEqual({ uploadIds: ['u-1', 'u-2-bad'] });
    expect(fake.state.callsTo('DELETE', '/storage-api/uploads').map((c) => c.path)).toEqual(['/storage-api/uploads/u-3']);
  });

  it('confirms: lists the uploads to discard that storage does not know for this customer (404)', async () => {
    fake.state.uploadDeleteStatus = new Map([['u-9', 404]]);
    const body = await run(`mutation { confirmPhotoUploads(input: { keepUploadIds: ["u-1"], discardUploadIds: ["u-3", "u-9"] }) {
      failedUploadIds failedDiscardUploadIds } }`);
    expect(body.data?.confirmPhotoUploads).toEqual({ failedUploadIds: [], failedDiscardUploadIds: ['u-9'] });
  });

  it('cancels: deletes every upload and lists what could not be deleted, including ids storage does not know (404)', async () => {
    fake.state.uploadDeleteStatus = new Map([['u-5', 500], ['u-6', 404]]);
    const body = await run(`mutation { cancelPhotoUploads(input: { uploadIds: ["u-4", "u-5", "u-6"] }) { deletedUploadIds failedUploadIds } }`);
    expect(body.data?.cancelPhotoUploads).toEqual({ deletedUploadIds: ['u-4'], failedUploadIds: ['u-5', 'u-6'] });
  });
});

describe('activatePhotoLibrary', () => {
  it('starts activation and answers the new status without another status call', async () => {
    fake.state.activation = { status: 'NOT_ACTIVE', importStarted: false };
    const body = await run('mutation { activatePhotoLibrary { photoLibrary { status importStarted photosCount } } }');
    expect(body.data?.activatePhotoLibrary.photoLibrary).toEqual({ status: 'IMPORTING', importStarted: true, photosCount: PHOTOS });
    expect(fake.state.callsTo('POST', '/photo-api/users/activate')).toHaveLength(1);
    expect(fake.state.callsTo('GET', '/photo-api/users/activate')).toHaveLength(0);
  });
});
