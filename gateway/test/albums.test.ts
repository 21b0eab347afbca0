import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import {
  createFakeAlbumService, EMMA, fakeAlbum, foreignPhoto, LUCAS, PRINTS_EDITOR, SHARED_ALBUMS_API, SOPHIE,
  TEMP_SELECTION_API,
} from './fakeAlbumService';
import { createFakeService, fakePhoto, STORAGE_API, uuid } from './fakePhotoService';
import { createMockServer, createSigner, gql, startGateway, testConfig, type RunningGateway } from './helpers';

const photos = createFakeService();
const albums = createFakeAlbumService(photos.state);
let gateway: RunningGateway;
let mock: ReturnType<typeof createMockServer>;
let token: string;

const photoId = (n: number) => toGlobalId('Photo', uuid(n));
const albumGid = (localId: string) => toGlobalId('Album', localId);
const sharedGid = (localId: string) => toGlobalId('SharedAlbum', localId);
const run = async (query: string, variables: Record<string, unknown> = {}) =>
  (await gql(gateway.url, { query, variables }, { token })).body;
/** REST calls since the last reset, as `METHOD /path`. */
const calls = () => photos.state.calls.map((c) => `${c.method} ${c.path}`);
const clearCalls = () => photos.state.calls.splice(0);

// Emma: 60 photos (1-60); 55 own albums: 'Album 1'..'Album 52' (album n holds photos n..n+2, added in that
// order), 'Empty album' (53), 'Summer' (54, 40 photos), and her shared album 'Family weekend' (55: photos 1-3
// of hers + 2 of Sophie's). Sophie's 'Sophie's wedding' is shared with Emma and Lucas (2 of Sophie's, 1 of Emma's).
const SUMMER = fakeAlbum(54, { albumName: 'Summer', photoIds: Array.from({ length: 40 }, (_, i) => uuid(i + 1)) });
const FAMILY = fakeAlbum(55, {
  albumName: 'Family weekend', isShared: true, participantIds: [SOPHIE.id, LUCAS.id],
  photoIds: [uuid(1), uuid(2), uuid(3), uuid(5001), uuid(5002)],
});
const WEDDING = fakeAlbum(56, {
  albumName: "Sophie's wedding", ownerId: SOPHIE.id, isShared: true, participantIds: [EMMA.id, LUCAS.id],
  photoIds: [uuid(5003), uuid(5004), uuid(7)],
});
function seed() {
  photos.state.reset(Array.from({ length: 60 }, (_, i) => fakePhoto(i + 1, new Date(Date.UTC(2024, 0, 60 - i)).toISOString())));
  const own = Array.from({ length: 52 }, (_, i) => fakeAlbum(i + 1, { photoIds: [uuid(i + 1), uuid(i + 2), uuid(i + 3)] }));
  albums.reset(
    [...own, fakeAlbum(53, { albumName: 'Empty album' }), structuredClone(SUMMER), structuredClone(FAMILY), structuredClone(WEDDING)],
    [5001, 5002, 5003, 5004].map((n) => foreignPhoto(n, SOPHIE.id)),
  );
}

beforeAll(async () => {
  const signer = await createSigner('albums-key');
  mock = createMockServer(signer);
  mock.use(...albums.handlers, ...photos.handlers);
  mock.listen({ onUnhandledRequest: 'bypass' });
  gateway = await startGateway(testConfig({
    storageApiUrl: STORAGE_API, sharedAlbumsApiUrl: SHARED_ALBUMS_API, tempSelectionApiUrl: TEMP_SELECTION_API,
    printsEditorUrl: PRINTS_EDITOR,
  }));
  token = await signer.sign({}, { sub: EMMA.id });
});
beforeEach(seed);
afterAll(async () => {
  await gateway.stop();
  mock.close();
});

const ALBUMS_PAGE = `query($first: Int!, $after: String) { viewer { photoLibrary { albums(first: $first, after: $after) {
  edges { cursor node { id name photosCount created isShared viewerIsOwner coverPhoto { id thumbnail(size: S300) { url } } } }
  pageInfo { hasNextPage endCursor }
} } } }`;

describe('PhotoLibrary.albums', () => {
  it('pages past 50 (49, then 50) newest first with no duplicate or missing album, ONE GET /albums per page, covers inline', async () => {
    clearCalls();
    const first = await run(ALBUMS_PAGE, { first: 49 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data?.viewer.photoLibrary.albums;
    expect(page1.edges).toHaveLength(49);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    // ONE GET /albums for the whole page of 49 albums with their covers (limit = first, own shared albums
    // included), and nothing else: the library counts (GET /users) are read only when a query asks for them
    const albumsCall = () => photos.state.calls.find((c) => c.path === '/photo-api/albums')!;
    expect(calls()).toEqual(['GET /photo-api/albums']);
    expect(albumsCall().query.get('limit')).toBe('49');
    expect(albumsCall().query.get('displaySharedData')).toBe('true');

    clearCalls();
    const second = await run(ALBUMS_PAGE, { first: 50, after: page1.pageInfo.endCursor });
    const page2 = second.data?.viewer.photoLibrary.albums;
    expect(calls()).toEqual(['GET /photo-api/albums']);
    expect(albumsCall().query.get('limit')).toBe('50');
    expect(albumsCall().query.get('cursor')).toBeTruthy();
    expect(page2.edges).toHaveLength(6);
    expect(page2.pageInfo).toEqual({ hasNextPage: false, endCursor: page2.edges.at(-1).cursor });

    const ids = [...page1.edges, ...page2.edges].map((e: any) => e.node.id);
    const expected = Array.from({ length: 55 }, (_, i) => albumGid(uuid(600_000 + 55 - i))); // newest first
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(55);

    const byName = new Map([...page1.edges, ...page2.edges].map((e: any) => [e.node.name, e.node]));
    expect(byName.get('Empty album')).toMatchObject({ photosCount: 0, coverPhoto: null, isShared: false, viewerIsOwner: true });
    expect(byName.get('Summer')).toMatchObject({ photosCount: 40, coverPhoto: { id: photoId(40) } }); // most recently added
    expect(byName.get('Family weekend')).toMatchObject({ isShared: true, viewerIsOwner: true, coverPhoto: { id: photoId(5002) } });
    expect(byName.get('Album 7')!.coverPhoto.thumbnail.url).toMatch(/blobs\/.*-300\?/);
  });

  it('continues exactly from any edge cursor and answers totalCount from the counts', async () => {
    const first = (await run(ALBUMS_PAGE, { first: 10 })).data?.viewer.photoLibrary.albums;
    const after = first.edges[3].cursor;
    const next = (await run(ALBUMS_PAGE, { first: 3, after })).data?.viewer.photoLibrary.albums;
    expect(next.edges.map((e: any) => e.node.id)).toEqual(first.edges.slice(4, 7).map((e: any) => e.node.id));
    const total = await run('{ viewer { photoLibrary { albums(first: 1) { totalCount } } } }');
    expect(total.data?.viewer.photoLibrary.albums.totalCount).toBe(55);
    expect((await run(ALBUMS_PAGE, { first: 101 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const ALBUM = `query($id: ID!, $first: Int!, $after: String, $sort: AlbumPhotoSort) { node(id: $id) { ... on Album {
  id name photosCount isShared viewerIsOwner sharedAlbum { id name viewerIsOwner owner { id email } participants { email } }
  photos(first: $first, after: $after, sort: $sort) {
    totalCount edges { node { id created dateTaken viewerIsOwner } } pageInfo { hasNextPage endCursor }
  }
} } }`;

describe('Album', () => {
  it('pages its photos, default CREATED DESC, with the sort asked for', async () => {
    clearCalls();
    const body = await run(ALBUM, { id: albumGid(SUMMER.albumId), first: 24 });
    expect(body.errors).toBeUndefined();
    const album = body.data?.node;
    expect(album).toMatchObject({ name: 'Summer', photosCount: 40, isShared: false, viewerIsOwner: true, sharedAlbum: null });
    expect(album.photos.totalCount).toBe(40);
    const created = album.photos.edges.map((e: any) => e.node.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(album.photos.edges[0].node).toMatchObject({ id: photoId(40), viewerIsOwner: true });
    const photoCall = photos.state.calls.find((c) => c.path.endsWith('/photos'))!;
    expect(Object.fromEntries(photoCall.query)).toEqual({ limit: '24', sortKey: 'created', sortOrder: 'desc' });

    const next = (await run(ALBUM, { id: albumGid(SUMMER.albumId), first: 24, after: album.photos.pageInfo.endCursor })).data?.node;
    const all = [...album.photos.edges, ...next.photos.edges].map((e: any) => e.node.id);
    expect(new Set(all).size).toBe(40);
    expect(next.photos.pageInfo.hasNextPage).toBe(false);

    const byDate = (await run(ALBUM, { id: albumGid(SUMMER.albumId), first: 3, sort: { key: 'DATE_TAKEN', order: 'ASC' } })).data?.node;
    // photo n was taken on 2024-01-(60-n): the oldest taken is photo 40
    expect(byDate.photos.edges.map((e: any) => e.node.id)).toEqual([photoId(40), photoId(39), photoId(38)]);
  });

  it('shows an own shared album as its SharedAlbum view, its photos from the shared albums service with their owners', async () => {
    const body = await run(ALBUM, { id: albumGid(FAMILY.albumId), first: 10 });
    expect(body.errors).toBeUndefined();
    const album = body.data?.node;
    expect(album).toMatchObject({
      isShared: true, viewerIsOwner: true,
      sharedAlbum: {
        id: sharedGid(FAMILY.albumId), name: 'Family weekend', viewerIsOwner: true,
        owner: { id: toGlobalId('AlbumParticipant', EMMA.id), email: EMMA.email },
        participants: [{ email: SOPHIE.email }, { email: LUCAS.email }],
      },
    });
    const owners = Object.fromEntries(album.photos.edges.map((e: any) => [e.node.id, e.node.viewerIsOwner]));
    expect(owners).toEqual({
      [photoId(1)]: true, [photoId(2)]: true, [photoId(3)]: true, [photoId(5001)]: false, [photoId(5002)]: false,
    });
    expect(calls()).toContain(`GET /shared-albums-api/shared-albums/${FAMILY.albumId}/photos`);

    // the cover of an own shared album does not say whose it is: looked up in the viewer's library (batched)
    const covers = await run(`{ viewer { photoLibrary { albums(first: 3) { edges { node { name coverPhoto { id viewerIsOwner } } } } } } }`);
    expect(covers.data?.viewer.photoLibrary.albums.edges.map((e: any) => e.node)).toEqual([
      { name: 'Family weekend', coverPhoto: { id: photoId(5002), viewerIsOwner: false } },
      { name: 'Summer', coverPhoto: { id: photoId(40), viewerIsOwner: true } },
      { name: 'Empty album', coverPhoto: null },
    ]);
  });

  it('resolves node(id) only for its owner', async () => {
    const body = await run('query($a: ID!, $b: ID!, $c: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } c: node(id: $c) { id } }', {
      a: albumGid(uuid(600_001)), b: albumGid(WEDDING.albumId), c: albumGid('not-a-uuid'),
    });
    expect(body.data).toEqual({ a: { id: albumGid(uuid(600_001)) }, b: null, c: null });
  });
});

const SHARED = `query($first: Int!) { viewer { photoLibrary {
  albums(first: 2) { edges { node { name } } }
  sharedAlbumsSummary { readAlbumsCount grantedAlbumsCount }
  sharedAlbums(first: $first) { edges { node {
    id name photosCount viewerIsOwner owner { email } participants { email } coverPhoto { id viewerIsOwner }
    photos(first: 10) { edges { node { id viewerIsOwner } } }
  } } pageInfo { hasNextPage } }
} } }`;

describe('shared albums', () => {
  it('lists albums shared with the customer, the summary, owner and participants from the album answer', async () => {
    clearCalls();
    const body = await run(SHARED, { first: 50 });
    expect(body.errors).toBeUndefined();
    const library = body.data?.viewer.photoLibrary;
    expect(library.sharedAlbumsSummary).toEqual({ readAlbumsCount: 1, grantedAlbumsCount: 1 });
    expect(library.sharedAlbums.edges).toHaveLength(1);
    const wedding = library.sharedAlbums.edges[0].node;
    expect(wedding).toMatchObject({
      id: sharedGid(WEDDING.albumId), name: "Sophie's wedding", photosCount: 3, viewerIsOwner: false,
      owner: { email: SOPHIE.email }, participants: [{ email: EMMA.email }, { email: LUCAS.email }],
      coverPhoto: { id: photoId(7), viewerIsOwner: true },
    });
    expect(Object.fromEntries(wedding.photos.edges.map((e: any) => [e.node.id, e.node.viewerIsOwner])))
      .toEqual({ [photoId(5003)]: false, [photoId(5004)]: false, [photoId(7)]: true });
    // people came inline with the list: no /participants call
    expect(calls().filter((c) => c.includes('/participants'))).toEqual([]);
  });

  it('nulls only sharedAlbumsSummary and sharedAlbums when the shared albums service answers 500; albums still resolve', async () => {
    albums.state.sharedDown = true;
    const body = await run(SHARED, { first: 50 });
    const library = body.data?.viewer.photoLibrary;
    expect(library.albums.edges).toHaveLength(2);
    expect(library.sharedAlbumsSummary).toBeNull();
    expect(library.sharedAlbums).toBeNull();
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code, e.extensions?.service])).toEqual(expect.arrayContaining([
      ['viewer.photoLibrary.sharedAlbumsSummary', 'UPSTREAM_ERROR', 'sharedAlbums'],
      ['viewer.photoLibrary.sharedAlbums', 'UPSTREAM_ERROR', 'sharedAlbums'],
    ]));
  });

  it('resolves node(id) of a shared album for owner and participant, people through /participants batched per album', async () => {
    clearCalls();
    const body = await run(`query($a: ID!, $b: ID!) {
      a: node(id: $a) { ... on SharedAlbum { name viewerIsOwner owner { email } participants { email } } }
      b: node(id: $b) { ... on SharedAlbum { name viewerIsOwner owner { email } } }
      viewer { photoLibrary { albums(first: 1) { edges { node { sharedAlbum { owner { email } participants { email } } } } } } }
    }`, { a: sharedGid(WEDDING.albumId), b: sharedGid(FAMILY.albumId) });
    expect(body.errors).toBeUndefined();
    expect(body.data?.a).toEqual({
      name: "Sophie's wedding", viewerIsOwner: false, owner: { email: SOPHIE.email },
      participants: [{ email: EMMA.email }, { email: LUCAS.email }],
    });
    expect(body.data?.b).toEqual({ name: 'Family weekend', viewerIsOwner: true, owner: { email: EMMA.email } });
    // the newest own album is 'Family weekend' (shared): its people are loaded once through /participants
    expect(body.data?.viewer.photoLibrary.albums.edges[0].node.sharedAlbum.participants).toHaveLength(2);
    expect(calls().filter((c) => c.includes('/participants'))).toEqual([
      `GET /shared-albums-api/shared-albums/${FAMILY.albumId}/participants`,
    ]);
  });
});

const CREATE = `mutation($name: String!) { createAlbum(input: { name: $name }) {
  album { id name photosCount } albumEdge { cursor node { id } } error { reason field } fieldErrors { field message } photoLibrary { albumsCount }
} }`;
const RENAME = `mutation($id: ID!, $name: String!) { renameAlbum(input: { albumId: $id, name: $name }) {
  album { id name } error { reason field message } fieldErrors { field message }
} }`;

describe('album names', () => {
  it('refuses empty and invalid names with typed results before calling the service', async () => {
    clearCalls();
    const required = 'Please give your album a name';
    const invalid = 'Name not valid';
    const refused = [
      ['', required], [' Holiday', invalid], ['a<b', invalid], ['a>b', invalid], ['a;b', invalid], ['a,b', invalid],
      ['a\u0000b', invalid], ['bell\u0007', invalid], ['x'.repeat(101), invalid],
    ] as const;
    for (const [name, message] of refused) {
      const body = await run(CREATE, { name });
      expect(body.errors).toBeUndefined();
      const fieldErrors = [{ field: 'name', message }];
      expect(body.data?.createAlbum).toMatchObject({ album: null, albumEdge: null, error: { reason: 'INVALID_INPUT', field: 'name' }, fieldErrors });
      const renamed = await run(RENAME, { id: albumGid(uuid(600_001)), name });
      expect(renamed.data?.renameAlbum).toMatchObject({ album: null, error: { reason: 'INVALID_INPUT', field: 'name' }, fieldErrors });
    }
    expect(calls().filter((c) => c.startsWith('POST') || c.startsWith('PATCH'))).toEqual([]);
  });

  it("answers the service's 400 AlbumNameError as INVALID_INPUT on `name`", async () => {
    albums.state.refuseNames.add('Reserved');
    const refused = { error: { reason: 'INVALID_INPUT', field: 'name' }, fieldErrors: [{ field: 'name', message: 'Name not valid' }] };
    expect((await run(CREATE, { name: 'Reserved' })).data?.createAlbum).toMatchObject(refused);
    expect((await run(RENAME, { id: albumGid(uuid(600_001)), name: 'Reserved' })).data?.renameAlbum).toMatchObject(refused);
  });

  it('creates an album (first edge of the list, fresh counts) and renames it', async () => {
    const body = await run(CREATE, { name: 'Trip to Rome' });
    expect(body.errors).toBeUndefined();
    const { album, albumEdge, error, fieldErrors, photoLibrary } = body.data!.createAlbum;
    expect(album).toMatchObject({ name: 'Trip to Rome', photosCount: 0 });
    expect([error, fieldErrors]).toEqual([null, []]);
    expect(albumEdge.node.id).toBe(album.id);
    expect(photoLibrary.albumsCount).toBe(56);
    // the edge cursor continues right after the new album, the newest
    const after = (await run(ALBUMS_PAGE, { first: 1, after: albumEdge.cursor })).data?.viewer.photoLibrary.albums;
    expect(after.edges[0].node.name).toBe('Family weekend'); // the newest before it

    const renamed = await run(RENAME, { id: album.id, name: 'Rome 2030' });
    expect(renamed.data?.renameAlbum).toEqual({ album: { id: album.id, name: 'Rome 2030' }, error: null, fieldErrors: [] });
    expect((await run(RENAME, { id: sharedGid(WEDDING.albumId), name: 'x' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const other = await run(RENAME, { id: albumGid(uuid(123)), name: 'x' });
    expect(other.errors).toBeUndefined();
    expect(other.data?.renameAlbum).toEqual({
      album: null, error: { reason: 'NOT_FOUND', field: 'albumId', message: 'This album does not exist or is not yours.' }, fieldErrors: [],
    });
  });
});

const ADD = `mutation($album: ID!, $photos: [ID!]!) { addPhotosToAlbum(input: { albumId: $album, photoIds: $photos }) {
  album { id photosCount coverPhoto { id } } addedPhotoIds failedPhotoIds error { reason field }
} }`;
const REMOVE = `mutation($album: ID!, $photos: [ID!]!) { removePhotosFromAlbum(input: { albumId: $album, photoIds: $photos }) {
  album { id photosCount } removedPhotoIds failedPhotoIds error { reason field }
} }`;
const PRINT = `mutation($photos: [ID!]!, $album: ID, $channel: String!) {
  createPrintSelection(input: { photoIds: $photos, albumId: $album, channel: $channel }) {
    tempSelectionId editorUrl error { reason field } failedPhotoIds
  }
}`;

describe('album photos', () => {
  it('copies photos into an album with exact added / failed lists', async () => {
    const empty = albumGid(uuid(600_053));
    const requested = [photoId(10), photoId(11), toGlobalId('Photo', uuid(5003)), toGlobalId('Viewer', EMMA.id), photoId(10), 'junk'];
    const body = await run(ADD, { album: empty, photos: requested });
    expect(body.errors).toBeUndefined();
    expect(body.data?.addPhotosToAlbum).toEqual({
      album: { id: empty, photosCount: 2, coverPhoto: { id: photoId(11) } },
      addedPhotoIds: [photoId(10), photoId(11)],
      failedPhotoIds: [toGlobalId('Viewer', EMMA.id), 'junk', photoId(5003)],
      error: null,
    });
  });

  it('removes photos from an album with exact removed / failed lists', async () => {
    const body = await run(REMOVE, { album: albumGid(SUMMER.albumId), photos: [photoId(1), photoId(2), photoId(59)] });
    expect(body.data?.removePhotosFromAlbum).toEqual({
      album: { id: albumGid(SUMMER.albumId), photosCount: 38 }, removedPhotoIds: [photoId(1), photoId(2)], failedPhotoIds: [photoId(59)],
      error: null,
    });
  });

  it('deletes an own album (photos stay) with fresh counts', async () => {
    const body = await run(`mutation($id: ID!) { deleteAlbum(input: { albumId: $id }) { deletedAlbumId photoLibrary { albumsCount photosCount } } }`,
      { id: albumGid(SUMMER.albumId) });
    expect(body.data?.deleteAlbum).toEqual({ deletedAlbumId: albumGid(SUMMER.albumId), photoLibrary: { albumsCount: 54, photosCount: 60 } });
  });

  it('says NOT_FOUND in the payload for an album that is not the customer\'s (nothing deleted)', async () => {
    const body = await run(`mutation($id: ID!) { deleteAlbum(input: { albumId: $id }) { deletedAlbumId error { reason field message } } }`,
      { id: albumGid(uuid(999_999)) });
    expect(body.errors).toBeUndefined();
    expect(body.data?.deleteAlbum).toEqual({
      deletedAlbumId: null,
      error: { reason: 'NOT_FOUND', field: 'albumId', message: 'This album does not exist or is not yours.' },
    });
  });

  it('confirmPhotoUploads with albumId adds the kept photos to the album', async () => {
    const body = await run(`mutation($keep: [ID!]!, $album: ID) { confirmPhotoUploads(input: { keepUploadIds: $keep, albumId: $album }) {
      photos { id } failedUploadIds
    } }`, { keep: ['up-1', 'up-2'], album: albumGid(uuid(600_053)) });
    expect(body.errors).toBeUndefined();
    const added = body.data?.confirmPhotoUploads.photos.map((p: any) => p.id);
    expect(added).toHaveLength(2);
    const album = albums.state.albums.find((a) => a.albumId === uuid(600_053))!;
    expect(album.photoIds.map((id) => toGlobalId('Photo', id))).toEqual(added);
  });
});

describe('shared albums are read-only, other customers\' albums are not found', () => {
  const CONFIRM = `mutation($album: ID) { confirmPhotoUploads(input: { keepUploadIds: ["up-9"], albumId: $album }) {
    photos { id } failedUploadIds error { reason field }
  } }`;
  /** The `error` of each payload (no GraphQL error: expected failures are typed). */
  const refusals = async (album: string) => {
    const answers = [
      await run(ADD, { album, photos: [photoId(1), photoId(2)] }), await run(REMOVE, { album, photos: [photoId(1)] }),
      await run(PRINT, { album, photos: [photoId(1)], channel: 'photoprint-gb' }), await run(CONFIRM, { album }),
    ];
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const [add, remove, print, confirm] = answers.map((a) => Object.values(a.data ?? {})[0] as Record<string, any>);
    // Nothing happened, and every id says so.
    expect(add).toMatchObject({ album: null, addedPhotoIds: [], failedPhotoIds: [photoId(1), photoId(2)] });
    expect(remove).toMatchObject({ album: null, removedPhotoIds: [], failedPhotoIds: [photoId(1)] });
    expect(print).toMatchObject({ tempSelectionId: null, editorUrl: null, failedPhotoIds: [] });
    expect(confirm).toMatchObject({ photos: [], failedUploadIds: ['up-9'] });
    return [add, remove, print, confirm].map((payload) => payload!.error);
  };

  it('refuses copy, remove, print and upload-into for a SharedAlbum id or an Album that is shared, without changing anything', async () => {
    clearCalls();
    for (const album of [sharedGid(WEDDING.albumId), sharedGid(FAMILY.albumId), albumGid(FAMILY.albumId)]) {
      expect(await refusals(album)).toEqual(Array(4).fill({ reason: 'SHARED_ALBUM_READ_ONLY', field: 'albumId' }));
    }
    expect(calls().filter((c) => !c.startsWith('GET'))).toEqual([]);
    expect(albums.state.tempSelections.size).toBe(0);
    expect(photos.state.photos).toHaveLength(60);
  });

  it("refuses them for another customer's album with NOT_FOUND", async () => {
    clearCalls();
    expect(await refusals(albumGid(uuid(999_999)))).toEqual(Array(4).fill({ reason: 'NOT_FOUND', field: 'albumId' }));
    expect(calls().filter((c) => !c.startsWith('GET'))).toEqual([]);
    expect(albums.state.tempSelections.size).toBe(0);
  });

  it("answers the service's 409 (an album shared meanwhile) with SHARED_ALBUM_READ_ONLY", async () => {
    albums.state.conflictAlbums.add(uuid(600_001));
    const body = await run(ADD, { album: albumGid(uuid(600_001)), photos: [photoId(9)] });
    expect(body.data?.addPhotosToAlbum).toEqual({
      album: null, addedPhotoIds: [], failedPhotoIds: [photoId(9)], error: { reason: 'SHARED_ALBUM_READ_ONLY', field: 'albumId' },
    });
  });

  it('keeps the reason and its text in production', async () => {
    const production = await startGateway(testConfig({ production: true, sharedAlbumsApiUrl: SHARED_ALBUMS_API }));
    try {
      const query = ADD.replace('error { reason field }', 'error { reason field message }');
      const body = (await gql(production.url, { query, variables: { album: sharedGid(WEDDING.albumId), photos: [photoId(1)] } }, { token })).body;
      expect(body.errors).toBeUndefined();
      expect(body.data?.addPhotosToAlbum.error).toMatchObject({ reason: 'SHARED_ALBUM_READ_ONLY', message: expect.stringMatching(/read-only/) });
    } finally {
      await production.stop();
    }
  });
});

describe('deleteSharedAlbum', () => {
  const DELETE = `mutation($id: ID!) { deleteSharedAlbum(input: { sharedAlbumId: $id }) {
    deletedSharedAlbumId deletedAlbumId photoLibrary { albumsCount }
  } }`;

  it('as participant: leaves the album, gone from the list, own photos taken out of it', async () => {
    const body = await run(DELETE, { id: sharedGid(WEDDING.albumId) });
    expect(body.errors).toBeUndefined();
    expect(body.data?.deleteSharedAlbum).toEqual({ deletedSharedAlbumId: sharedGid(WEDDING.albumId), deletedAlbumId: null, photoLibrary: { albumsCount: 55 } });
    expect(calls()).toContain(`DELETE /shared-albums-api/shared-albums/${WEDDING.albumId}`);
    const after = await run('{ viewer { photoLibrary { sharedAlbums(first: 50) { edges { node { id } } } sharedAlbumsSummary { readAlbumsCount } } } }');
    expect(after.data?.viewer.photoLibrary).toEqual({ sharedAlbums: { edges: [] }, sharedAlbumsSummary: { readAlbumsCount: 0 } });
    expect(albums.state.albums.find((a) => a.albumId === WEDDING.albumId)!.photoIds).toEqual([uuid(5003), uuid(5004)]);
  });

  it('as owner: gone for everyone, its Album id returned for the list', async () => {
    const body = await run(DELETE, { id: sharedGid(FAMILY.albumId) });
    expect(body.data?.deleteSharedAlbum).toEqual({
      deletedSharedAlbumId: sharedGid(FAMILY.albumId), deletedAlbumId: albumGid(FAMILY.albumId), photoLibrary: { albumsCount: 54 },
    });
    expect(albums.state.albums.some((a) => a.albumId === FAMILY.albumId)).toBe(false);
    expect(photos.state.photos).toHaveLength(60);
  });

  it('refuses ids that are not albums', async () => {
    expect((await run(DELETE, { id: photoId(1) })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('createPrintSelection', () => {
  it('stores the photos as a temporary selection and answers the editor URL', async () => {
    const body = await run(PRINT, { photos: [photoId(3), photoId(1), photoId(3), photoId(2)], album: albumGid(SUMMER.albumId), channel: 'photoprint-gb' });
    expect(body.errors).toBeUndefined();
    const { tempSelectionId, editorUrl, error, failedPhotoIds } = body.data!.createPrintSelection;
    expect({ error, failedPhotoIds }).toEqual({ error: null, failedPhotoIds: [] });
    expect(albums.state.tempSelections.get(tempSelectionId)).toEqual([uuid(3), uuid(1), uuid(2)]);
    expect(editorUrl).toBe(`${PRINTS_EDITOR}?autoselectproduct=PAP_910&channel=photoprint-gb&tempSelectionId=${tempSelectionId}`);
  });

  it('answers 0 or more than 500 photos with PRINT_LIMIT and photos not in the library with NOT_FOUND', async () => {
    const payload = async (variables: Record<string, unknown>) => {
      const body = await run(PRINT, variables);
      expect(body.errors).toBeUndefined();
      return body.data?.createPrintSelection;
    };
    const limit = { tempSelectionId: null, editorUrl: null, error: { reason: 'PRINT_LIMIT', field: 'photoIds' }, failedPhotoIds: [] };
    expect(await payload({ photos: [], channel: 'photoprint-gb' })).toEqual(limit);
    expect(await payload({ photos: Array.from({ length: 501 }, (_, i) => photoId(i + 1)), channel: 'photoprint-gb' })).toEqual(limit);
    expect(await payload({ photos: [photoId(1), toGlobalId('Photo', uuid(5003))], channel: 'photoprint-gb' })).toEqual({
      tempSelectionId: null, editorUrl: null, error: { reason: 'NOT_FOUND', field: 'photoIds' }, failedPhotoIds: [toGlobalId('Photo', uuid(5003))],
    });
    expect(albums.state.tempSelections.size).toBe(0);
  });

  it('refuses input no client sends: ids that are not photos with BAD_USER_INPUT, a malformed channel as internal', async () => {
    const code = async (variables: Record<string, unknown>) => (await run(PRINT, variables)).errors?.[0]?.extensions?.code;
    expect(await code({ photos: [photoId(1), albumGid(SUMMER.albumId)], channel: 'photoprint-gb' })).toBe('BAD_USER_INPUT');
    expect(await code({ photos: [photoId(1)], channel: 'x&autoselectproduct=OTHER' })).toBe('INTERNAL_SERVER_ERROR'); // Unable to extract channel ID!
    expect(albums.state.tempSelections.size).toBe(0);
  });

  it('needs a signed-in customer', async () => {
    const body = (await gql(gateway.url, { query: PRINT, variables: { photos: [photoId(1)], channel: 'photoprint-gb' } })).body;
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
