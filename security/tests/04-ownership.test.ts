// Another customer's ids in every mutation: Emma (signed in) sends Mia's photo, album and upload ids (and Mia's
// album as a shared album). Every attempt must change nothing of Mia's (checked by reading as Mia afterwards) and
// must say so in its payload — ids listed as failed, or a typed `error { reason: NOT_FOUND }` — never a success and
// never a thrown error: another customer's id is an expected failure. `node(id:)` with Mia's ids answers null to Emma.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLoopback, type GqlAnswer } from '../harness';
import { ask, counts, photoIds, read, stack, type LibraryCounts } from './context';

interface MiaState {
  counts: LibraryCounts;
  photos: string[];
  album: { id: string; name: string; photosCount: number; photoIds: string[] };
  readyUpload: string;
  pendingUpload: string;
}
let mia: MiaState;
let emma: { counts: LibraryCounts; emptyAlbumId: string; photos: string[]; sharedAlbumId: string; downloads: number };

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const localIdOf = (globalId: string) => Buffer.from(globalId, 'base64url').toString('utf8').split(':').slice(1).join(':');

async function storageUpload(customer: 'emma' | 'mia', uploadId: string) {
  const response = await fetch(`${stack.servicesOrigin}/storage-api/uploads/${uploadId}`, {
    headers: { authorization: `Bearer ${stack.tokens[customer]}` },
  });
  return { status: response.status, body: response.ok ? await response.json() : await response.text() };
}

async function albumOf(customer: 'emma' | 'mia', id: string) {
  const data = await read(customer, 'query($id: ID!) { node(id: $id) { ... on Album { id name photosCount photos(first: 100) { edges { node { id } } } } } }', { id });
  const node = data.node as { id: string; name: string; photosCount: number; photos: { edges: { node: { id: string } }[] } } | null;
  return node && { id: node.id, name: node.name, photosCount: node.photosCount, photoIds: node.photos.edges.map((e) => e.node.id) };
}

async function downloadsCount(customer: 'emma') {
  const data = await read(customer, '{ viewer { downloads { id } } }');
  return (data.viewer.downloads as unknown[] | null)?.length ?? -1;
}

beforeAll(async () => {
  const miaPhotos = (await photoIds('mia', 10)).ids;
  expect(miaPhotos.length).toBeGreaterThanOrEqual(6);
  // Mia's own album with three of her photos, and two upload slots (one with real bytes: READY).
  const created = await read('mia', 'mutation { createAlbum(input: { name: "Mia private" }) { album { id } error { reason } } }');
  const albumId: string = created.createAlbum.album.id;
  const added = await read('mia', 'mutation($a: ID!, $ids: [ID!]!) { addPhotosToAlbum(input: { albumId: $a, photoIds: $ids }) { addedPhotoIds failedPhotoIds } }',
    { a: albumId, ids: miaPhotos.slice(0, 3) });
  expect(added.addPhotosToAlbum.failedPhotoIds).toEqual([]);
  const slots = await read('mia', 'mutation { createPhotoUploads(input: { files: [{ fileName: "mia-ready.jpg", size: 5000 }, { fileName: "mia-pending.jpg", size: 5000 }] }) { uploads { uploadId uploadUrl } } }');
  const [ready, pending] = slots.createPhotoUploads.uploads as { uploadId: string; uploadUrl: string }[];
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
  assertLoopback(ready!.uploadUrl);
  const put = await fetch(ready!.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(jpeg) });
  expect(put.status).toBe(200);
  expect((await put.json()).status).toBe('READY');
  mia = {
    counts: await counts('mia'),
    photos: miaPhotos,
    album: (await albumOf('mia', albumId))!,
    readyUpload: ready!.uploadId,
    pendingUpload: pending!.uploadId,
  };
  expect(mia.album.photosCount).toBe(3);

  const albums = await read('emma', '{ viewer { photoLibrary { albums(first: 100) { edges { node { id name } } } sharedAlbums(first: 10) { edges { node { id name } } } } } }');
  const emptyAlbum = (albums.viewer.photoLibrary.albums.edges as { node: { id: string; name: string } }[]).find((e) => e.node.name === 'Empty album');
  const wedding = (albums.viewer.photoLibrary.sharedAlbums.edges as { node: { id: string; name: string } }[]).find((e) => e.node.name === "Sophie's wedding");
  expect(emptyAlbum && wedding, "Emma's 'Empty album' and the shared 'Sophie's wedding'").toBeTruthy();
  emma = {
    counts: await counts('emma'),
    emptyAlbumId: emptyAlbum!.node.id,
    photos: (await photoIds('emma', 3)).ids,
    sharedAlbumId: wedding!.node.id,
    downloads: await downloadsCount('emma'),
  };
});

afterAll(async () => {
  // Mia tidies up her uploads (which also shows they survived every attempt).
  if (mia) await ask('mia', 'mutation($ids: [ID!]!) { cancelPhotoUploads(input: { uploadIds: $ids }) { deletedUploadIds } }', { ids: [mia.readyUpload, mia.pendingUpload] });
});

/**
 * The answer must be a refusal in the payload, without any GraphQL error: a typed `error { reason: NOT_FOUND }`
 * (when the mutation's payload has one: `typedError`), and/or a list of every id as failed (and none as done).
 * Returns how it refused, for the report.
 */
function expectRefused(
  answer: GqlAnswer, field: string,
  { typedError = false, lists }: { typedError?: boolean; lists?: { failed: string; done: string; ids: string[] } },
): string {
  expect(answer.body.errors, `${field}: a thrown error for an expected failure`).toBeUndefined();
  const payload = (answer.body.data as Record<string, any> | null | undefined)?.[field] ?? null;
  expect(payload, `${field}: no payload`).not.toBeNull();
  const how: string[] = [];
  if (typedError) {
    expect(payload.error, `${field} answered a success: ${JSON.stringify(payload)}`).toMatchObject({ reason: 'NOT_FOUND' });
    how.push('error NOT_FOUND');
  }
  if (lists) {
    expect([...payload[lists.failed]].sort(), `${field}.${lists.failed}`).toEqual([...lists.ids].sort());
    expect(payload[lists.done], `${field}.${lists.done}`).toEqual([]);
    how.push(`${lists.failed} lists every id`);
  }
  expect(how.length, `${field}: nothing to check`).toBeGreaterThan(0);
  return how.join(', ');
}

/** Nothing of Mia's changed: counts, her album (name and photos), her photos, her uploads. */
async function expectMiaUntouched() {
  expect(await counts('mia')).toEqual(mia.counts);
  expect(await albumOf('mia', mia.album.id)).toEqual(mia.album);
  const nodes = await read('mia', 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: mia.photos });
  expect(nodes.nodes.map((n: { id: string } | null) => n?.id)).toEqual(mia.photos);
  expect((await storageUpload('mia', mia.readyUpload)).body).toMatchObject({ uploadId: mia.readyUpload, status: 'READY', photoId: null });
  expect((await storageUpload('mia', mia.pendingUpload)).status).toBe(200);
}

describe("Emma sends Mia's ids", () => {
  it('node(id:) and nodes(ids:) with Mia\'s photo and album → null', async () => {
    const data = await read('emma', 'query($p: ID!, $a: ID!, $ids: [ID!]!) { p: node(id: $p) { id } a: node(id: $a) { id } nodes(ids: $ids) { id } }',
      { p: mia.photos[0], a: mia.album.id, ids: [mia.photos[1], mia.album.id] });
    expect(data).toEqual({ p: null, a: null, nodes: [null, null] });
    const library = (await read('mia', '{ viewer { photoLibrary { id } } }')).viewer.photoLibrary.id as string;
    expect(await read('mia', 'query($id: ID!) { node(id: $id) { id } }', { id: library })).toEqual({ node: { id: library } });
    expect(await read('emma', 'query($id: ID!) { node(id: $id) { id ... on PhotoLibrary { photosCount } } }', { id: library })).toEqual({ node: null });
  });

  it('deletePhotos', async () => {
    const ids = mia.photos.slice(0, 4);
    const answer = await ask('emma', 'mutation($ids: [ID!]!) { deletePhotos(input: { photoIds: $ids }) { deletedPhotoIds failedPhotoIds } }', { ids });
    expectRefused(answer, 'deletePhotos', { lists: { failed: 'failedPhotoIds', done: 'deletedPhotoIds', ids } });
    await expectMiaUntouched();
    expect(await counts('emma')).toEqual(emma.counts);
  });

  it("addPhotosToAlbum: Mia's photos into Emma's album", async () => {
    const ids = mia.photos.slice(3, 6);
    const answer = await ask('emma', 'mutation($a: ID!, $ids: [ID!]!) { addPhotosToAlbum(input: { albumId: $a, photoIds: $ids }) { addedPhotoIds failedPhotoIds } }',
      { a: emma.emptyAlbumId, ids });
    expectRefused(answer, 'addPhotosToAlbum', { lists: { failed: 'failedPhotoIds', done: 'addedPhotoIds', ids } });
    expect((await albumOf('emma', emma.emptyAlbumId))?.photoIds).toEqual([]);
    await expectMiaUntouched();
  });

  it("addPhotosToAlbum: Emma's photos into Mia's album", async () => {
    const answer = await ask('emma', 'mutation($a: ID!, $ids: [ID!]!) { addPhotosToAlbum(input: { albumId: $a, photoIds: $ids }) { addedPhotoIds failedPhotoIds error { reason } } }',
      { a: mia.album.id, ids: emma.photos });
    expectRefused(answer, 'addPhotosToAlbum', { typedError: true, lists: { failed: 'failedPhotoIds', done: 'addedPhotoIds', ids: emma.photos } });
    await expectMiaUntouched();
  });

  it("removePhotosFromAlbum: Mia's photos out of Mia's album", async () => {
    const ids = mia.album.photoIds;
    const answer = await ask('emma', 'mutation($a: ID!, $ids: [ID!]!) { removePhotosFromAlbum(input: { albumId: $a, photoIds: $ids }) { removedPhotoIds failedPhotoIds error { reason } } }',
      { a: mia.album.id, ids });
    expectRefused(answer, 'removePhotosFromAlbum', { typedError: true, lists: { failed: 'failedPhotoIds', done: 'removedPhotoIds', ids } });
    await expectMiaUntouched();
  });

  it("renameAlbum: Mia's album", async () => {
    const answer = await ask('emma', 'mutation($a: ID!) { renameAlbum(input: { albumId: $a, name: "renamed by Emma" }) { album { id name } error { reason } } }',
      { a: mia.album.id });
    expectRefused(answer, 'renameAlbum', { typedError: true });
    expect(answer.body.data?.renameAlbum.album).toBeNull();
    await expectMiaUntouched();
  });

  it("deleteAlbum: Mia's album → error NOT_FOUND", async () => {
    const answer = await ask('emma', 'mutation($a: ID!) { deleteAlbum(input: { albumId: $a }) { deletedAlbumId error { reason } } }', { a: mia.album.id });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.deleteAlbum).toEqual({ deletedAlbumId: null, error: { reason: 'NOT_FOUND' } });
    await expectMiaUntouched();
  });

  it("deleteSharedAlbum: Mia's album (as a SharedAlbum id and as its Album id) → error NOT_FOUND", async () => {
    for (const id of [b64(`SharedAlbum:${localIdOf(mia.album.id)}`), mia.album.id]) {
      const answer = await ask('emma', 'mutation($a: ID!) { deleteSharedAlbum(input: { sharedAlbumId: $a }) { deletedSharedAlbumId deletedAlbumId error { reason } } }', { a: id });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.deleteSharedAlbum).toEqual({ deletedSharedAlbumId: null, deletedAlbumId: null, error: { reason: 'NOT_FOUND' } });
    }
    await expectMiaUntouched();
  });

  it("createDownload: Mia's photos", async () => {
    const ids = mia.photos.slice(0, 3);
    const answer = await ask('emma', 'mutation($ids: [ID!]!) { createDownload(input: { photoIds: $ids, name: "mia" }) { download { id photosCount } error { reason } failedPhotoIds } }', { ids });
    expectRefused(answer, 'createDownload', { typedError: true });
    expect(answer.body.data?.createDownload).toMatchObject({ download: null, failedPhotoIds: expect.arrayContaining(ids) });
    expect(await downloadsCount('emma')).toBe(emma.downloads);
    await expectMiaUntouched();
  });

  it("createSharedAlbumDownload: Mia's photos in a shared album Emma takes part in, and Mia's album as a shared album", async () => {
    const ids = mia.photos.slice(0, 3);
    const query = 'mutation($a: ID!, $ids: [ID!]!) { createSharedAlbumDownload(input: { sharedAlbumId: $a, photoIds: $ids }) { download { id } error { reason field } } }';
    const inAlbum = await ask('emma', query, { a: emma.sharedAlbumId, ids });
    expectRefused(inAlbum, 'createSharedAlbumDownload', { typedError: true });
    expect(inAlbum.body.data?.createSharedAlbumDownload).toMatchObject({ download: null, error: { field: 'photoIds' } });
    const miasAlbum = await ask('emma', query, { a: b64(`SharedAlbum:${localIdOf(mia.album.id)}`), ids: mia.album.photoIds });
    expectRefused(miasAlbum, 'createSharedAlbumDownload', { typedError: true });
    expect(miasAlbum.body.data?.createSharedAlbumDownload).toMatchObject({ download: null, error: { field: 'sharedAlbumId' } });
    expect(await downloadsCount('emma')).toBe(emma.downloads);
    await expectMiaUntouched();
  });

  it("createPrintSelection: Mia's photos", async () => {
    const ids = mia.photos.slice(0, 3);
    const answer = await ask('emma', 'mutation($ids: [ID!]!) { createPrintSelection(input: { photoIds: $ids, channel: "photoprint-gb" }) { tempSelectionId editorUrl error { reason } failedPhotoIds } }',
      { ids });
    expectRefused(answer, 'createPrintSelection', { typedError: true });
    expect(answer.body.data?.createPrintSelection).toMatchObject({ tempSelectionId: null, editorUrl: null });
    expect([...answer.body.data.createPrintSelection.failedPhotoIds].sort()).toEqual([...ids].sort());
    await expectMiaUntouched();
  });

  it("cancelPhotoUploads: Mia's uploads", async () => {
    const ids = [mia.readyUpload, mia.pendingUpload];
    const answer = await ask('emma', 'mutation($ids: [ID!]!) { cancelPhotoUploads(input: { uploadIds: $ids }) { deletedUploadIds failedUploadIds } }', { ids });
    expectRefused(answer, 'cancelPhotoUploads', { lists: { failed: 'failedUploadIds', done: 'deletedUploadIds', ids } });
    await expectMiaUntouched();
  });

  it("confirmPhotoUploads: keep Mia's uploaded photo", async () => {
    const answer = await ask('emma', 'mutation($ids: [ID!]!) { confirmPhotoUploads(input: { keepUploadIds: $ids }) { photos { id } failedUploadIds } }',
      { ids: [mia.readyUpload] });
    expectRefused(answer, 'confirmPhotoUploads', { lists: { failed: 'failedUploadIds', done: 'photos', ids: [mia.readyUpload] } });
    expect(await counts('emma')).toEqual(emma.counts);
    await expectMiaUntouched();
  });

  it("confirmPhotoUploads into Mia's album: nothing kept, the answer says NOT_FOUND", async () => {
    const answer = await ask('emma', 'mutation($a: ID) { confirmPhotoUploads(input: { keepUploadIds: [], albumId: $a }) { photos { id } failedUploadIds error { reason } } }',
      { a: mia.album.id });
    expectRefused(answer, 'confirmPhotoUploads', { typedError: true });
    expect(await counts('emma')).toEqual(emma.counts);
    await expectMiaUntouched();
  });

  it("confirmPhotoUploads: discard Mia's uploads (nothing deleted, and the answer says so)", async () => {
    const ids = [mia.readyUpload, mia.pendingUpload];
    const answer = await ask('emma', 'mutation($ids: [ID!]!) { confirmPhotoUploads(input: { keepUploadIds: [], discardUploadIds: $ids }) { photos { id } failedUploadIds failedDiscardUploadIds } }', { ids });
    // Checked first: whatever the answer, nothing of Mia's may be gone.
    await expectMiaUntouched();
    expectRefused(answer, 'confirmPhotoUploads', { lists: { failed: 'failedDiscardUploadIds', done: 'photos', ids } });
  });
});
