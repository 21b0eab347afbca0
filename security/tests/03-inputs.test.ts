// Input bounds: lists over 500 items are refused by the schema (@constraint maxItems) before anything runs, and
// album names that are too long or carry control characters are refused in the payload (`error` INVALID_INPUT, `fieldErrors` on `name`), creating nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../harness';
import { ask, counts, photoIds, read, stack } from './context';

let emmaPhotos: string[] = []; // 501 of Emma's real photo ids
let emptyAlbum: { id: string; photosCount: number };

beforeAll(async () => {
  let after: string | undefined;
  for (let page = 0; page < 6 && emmaPhotos.length < 501; page += 1) {
    const { ids, endCursor } = await photoIds('emma', 100, after);
    emmaPhotos.push(...ids);
    if (!endCursor) break;
    after = endCursor;
  }
  emmaPhotos = emmaPhotos.slice(0, 501);
  expect(emmaPhotos).toHaveLength(501);
  const data = await read<{ viewer: { photoLibrary: { albums: { edges: { node: { id: string; name: string; photosCount: number } }[] } } } }>(
    'emma', '{ viewer { photoLibrary { albums(first: 100) { edges { node { id name photosCount } } } } } }');
  const album = data.viewer.photoLibrary.albums.edges.map((e) => e.node).find((a) => a.name === 'Empty album');
  expect(album, "Emma's seeded 'Empty album'").toBeDefined();
  emptyAlbum = album!;
});

/** An upload slot of the customer, read straight from the storage API (is it still there?). */
async function uploadStatus(customer: 'emma' | 'mia', uploadId: string): Promise<number> {
  const response = await fetch(`${stack.servicesOrigin}/storage-api/uploads/${uploadId}`, {
    headers: { authorization: `Bearer ${stack.tokens[customer]}` },
  });
  void response.body?.cancel();
  return response.status;
}

/** Refused before anything ran; the message states the bound (it names the argument, e.g. `input`). */
const expectBadInput = (answer: Awaited<ReturnType<typeof ask>>, bound: RegExp) => {
  expect(codeOf(answer), JSON.stringify(answer.body).slice(0, 300)).toBe('BAD_USER_INPUT');
  expect(answer.body.errors?.[0]?.message).toMatch(bound);
  expect(answer.body.data ?? null).toBeNull();
};

describe('lists over 500 items → BAD_USER_INPUT, nothing touched', () => {
  it('deletePhotos with 501 of the customer\'s own photo ids deletes none', async () => {
    const before = await counts('emma');
    const answer = await ask('emma', 'mutation($ids: [ID!]!) { deletePhotos(input: { photoIds: $ids }) { deletedPhotoIds failedPhotoIds } }',
      { ids: emmaPhotos });
    expectBadInput(answer, /500/);
    expect(await counts('emma')).toEqual(before);
  });

  it('addPhotosToAlbum with 501 photo ids adds none', async () => {
    const answer = await ask('emma', 'mutation($album: ID!, $ids: [ID!]!) { addPhotosToAlbum(input: { albumId: $album, photoIds: $ids }) { addedPhotoIds } }',
      { album: emptyAlbum.id, ids: emmaPhotos });
    expectBadInput(answer, /500/);
    const data = await read('emma', 'query($id: ID!) { node(id: $id) { ... on Album { photosCount } } }', { id: emptyAlbum.id });
    expect(data.node.photosCount).toBe(emptyAlbum.photosCount);
  });

  it('cancelPhotoUploads with 501 upload ids deletes none', async () => {
    const created = await read('emma', 'mutation { createPhotoUploads(input: { files: [{ fileName: "keep.jpg", size: 1000 }] }) { uploads { uploadId } } }');
    const uploadId: string = created.createPhotoUploads.uploads[0].uploadId;
    expect(await uploadStatus('emma', uploadId)).toBe(200);
    const ids = [uploadId, ...Array.from({ length: 500 }, () => randomUUID())];
    const answer = await ask('emma', 'mutation($ids: [ID!]!) { cancelPhotoUploads(input: { uploadIds: $ids }) { deletedUploadIds failedUploadIds } }', { ids });
    expectBadInput(answer, /500/);
    expect(await uploadStatus('emma', uploadId)).toBe(200);
    // The same upload, alone, is cancelled: the refusal above was the bound, not the id.
    const cancelled = await read('emma', 'mutation($ids: [ID!]!) { cancelPhotoUploads(input: { uploadIds: $ids }) { deletedUploadIds failedUploadIds } }', { ids: [uploadId] });
    expect(cancelled.cancelPhotoUploads).toEqual({ deletedUploadIds: [uploadId], failedUploadIds: [] });
  });

  it('createPhotoUploads with 501 files creates no slot', async () => {
    const files = Array.from({ length: 501 }, (_, i) => ({ fileName: `bulk-${i}.jpg`, size: 1000 }));
    const answer = await ask('emma', 'mutation($files: [PhotoUploadFileInput!]!) { createPhotoUploads(input: { files: $files }) { uploads { uploadId } } }', { files });
    expectBadInput(answer, /500/);
  });

  it('other bounded lists and strings: nodes(ids) over 100, node(id) over 200 characters, a download name over 200', async () => {
    expectBadInput(await ask('emma', 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: emmaPhotos.slice(0, 101) }), /100/);
    expectBadInput(await ask('emma', 'query($id: ID!) { node(id: $id) { id } }', { id: 'x'.repeat(201) }), /200/);
    expectBadInput(await ask('emma', 'mutation($ids: [ID!]!, $name: String) { createDownload(input: { photoIds: $ids, name: $name }) { download { id } } }',
      { ids: emmaPhotos.slice(0, 1), name: 'n'.repeat(201) }), /200/);
  });
});

describe('album names', () => {
  const NAME_NOT_VALID = { error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'name', message: 'Name not valid' }] };
  const createAlbum = (name: string) => ask('emma',
    'mutation($name: String!) { createAlbum(input: { name: $name }) { album { id name } error { reason } fieldErrors { field message } } }', { name });

  it.each([
    ['101 characters', 'a'.repeat(101)],
    ['a NUL character', 'Holiday\u0000'],
    ['a BEL character', 'Holiday\u0007 2024'],
  ])('createAlbum with %s → INVALID_INPUT "Name not valid", no album created', async (_what, name) => {
    const before = await counts('emma');
    const answer = await createAlbum(name);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.createAlbum).toEqual({ album: null, ...NAME_NOT_VALID });
    expect(await counts('emma')).toEqual(before);
  });

  it('renameAlbum to a control character or 101 characters → INVALID_INPUT, the name stays', async () => {
    for (const name of ['x'.repeat(101), 'bad\u0000name', 'bad\u0007name']) {
      const answer = await ask('emma', 'mutation($id: ID!, $name: String!) { renameAlbum(input: { albumId: $id, name: $name }) { album { name } error { reason } fieldErrors { field message } } }',
        { id: emptyAlbum.id, name });
      expect(answer.body.data?.renameAlbum, JSON.stringify(name)).toEqual({ album: null, ...NAME_NOT_VALID });
    }
    const data = await read('emma', 'query($id: ID!) { node(id: $id) { ... on Album { name } } }', { id: emptyAlbum.id });
    expect(data.node.name).toBe('Empty album');
  });

  it('a name of exactly 100 characters is accepted (the bound is 100, not less)', async () => {
    const before = await counts('emma');
    const answer = await createAlbum('b'.repeat(100));
    expect(answer.body.data?.createAlbum?.error).toBeNull();
    const albumId: string = answer.body.data?.createAlbum?.album?.id;
    expect(albumId).toBeTruthy();
    expect((await counts('emma')).albumsCount).toBe(before.albumsCount + 1);
    const deleted = await read('emma', 'mutation($id: ID!) { deleteAlbum(input: { albumId: $id }) { deletedAlbumId error { reason } } }', { id: albumId });
    expect(deleted.deleteAlbum).toEqual({ deletedAlbumId: albumId, error: null });
    expect(await counts('emma')).toEqual(before);
  });
});
