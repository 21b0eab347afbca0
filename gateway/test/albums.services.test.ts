// The gateway against the REAL services in-process (PGlite in a temp data dir, the 'small' demo seed, a real
// sign-in): Emma's seeded albums page through GraphQL, 49 then 50, each exactly once; shared albums and prints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startGateway, testConfig, type RunningGateway, type GraphQLBody } from './helpers';
import { signIn, startTestServer, upstreamsAt, type RealServices } from './realServices';

let services: RealServices;
let gateway: RunningGateway;
let token: string;

beforeAll(async () => {
  services = await startTestServer('pglite');
  const base = services.baseUrl;
  gateway = await startGateway(testConfig(upstreamsAt(base, services.services.issuer)));
  token = (await signIn(base, 'emma@example.com', 'photos123')).accessToken;
}, 120_000);
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const PAGE = `query($first: Int!, $after: String) { viewer { photoLibrary {
  albumsCount
  sharedAlbumsSummary { readAlbumsCount grantedAlbumsCount }
  albums(first: $first, after: $after) {
    edges { node { id name photosCount isShared viewerIsOwner coverPhoto { id } } }
    pageInfo { hasNextPage endCursor }
  }
} } }`;

describe("Emma's seeded albums through the gateway (real services)", () => {
  it('pages 49 then 50 with no duplicate or missing album, covers inline', async () => {
    const seen: { id: string; name: string; photosCount: number; isShared: boolean; coverPhoto: { id: string } | null }[] = [];
    let after: string | null = null;
    let albumsCount = 0;
    const sizes: number[] = [];
    for (let page = 0; page < 5; page++) {
      const body: GraphQLBody = (await gql(gateway.url, { query: PAGE, variables: { first: page === 0 ? 49 : 50, after } }, { token })).body;
      expect(body.errors).toBeUndefined();
      const library = body.data?.viewer.photoLibrary as any;
      albumsCount = library.albumsCount;
      expect(library.sharedAlbumsSummary).toEqual({ readAlbumsCount: 1, grantedAlbumsCount: 1 });
      sizes.push(library.albums.edges.length);
      seen.push(...library.albums.edges.map((e: any) => e.node));
      if (!library.albums.pageInfo.hasNextPage) break;
      after = library.albums.pageInfo.endCursor;
    }
    expect(sizes[0]).toBe(49);
    expect(seen).toHaveLength(albumsCount);
    expect(new Set(seen.map((a) => a.id)).size).toBe(albumsCount);
    const rows = await services.services.db.selectFrom('albums').select('id')
      .where('user_id', '=', (await services.services.db.selectFrom('customers').select('id')
        .where('email', '=', 'emma@example.com').executeTakeFirstOrThrow()).id).execute();
    expect(new Set(seen.map((a) => Buffer.from(a.id, 'base64url').toString().split(':')[1]))).toEqual(new Set(rows.map((r: { id: string }) => r.id)));
    const byName = new Map(seen.map((a) => [a.name, a]));
    expect(byName.get('Empty album')).toMatchObject({ photosCount: 0, coverPhoto: null });
    expect(byName.get('Summer 2023')!.photosCount).toBeGreaterThan(50);
    expect(byName.get('Family weekend')).toMatchObject({ isShared: true });
  });
});

describe('shared albums and prints through the gateway (real services)', () => {
  const run = async (query: string, variables: Record<string, unknown> = {}) =>
    (await gql(gateway.url, { query, variables }, { token })).body;

  it("shows Sophie's wedding read-only to Emma, with every participant's photos and their owners", async () => {
    const body = await run(`{ viewer { photoLibrary { sharedAlbums(first: 50) { edges { node {
      id name viewerIsOwner owner { email } participants { email }
      photos(first: 50) { totalCount edges { node { id viewerIsOwner thumbnail(size: S300) { url } } } }
    } } } } } }`);
    expect(body.errors).toBeUndefined();
    const [wedding] = body.data!.viewer.photoLibrary.sharedAlbums.edges.map((e: any) => e.node);
    expect(wedding).toMatchObject({ name: "Sophie's wedding", viewerIsOwner: false, owner: { email: 'sophie@example.com' } });
    expect(wedding.photos.edges).toHaveLength(wedding.photos.totalCount);
    expect(wedding.photos.edges.some((e: any) => !e.node.viewerIsOwner)).toBe(true);

    const refused = await run(`mutation($a: ID!) { addPhotosToAlbum(input: { albumId: $a, photoIds: [] }) { addedPhotoIds error { reason } } }`, { a: wedding.id });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.addPhotosToAlbum).toEqual({ addedPhotoIds: [], error: { reason: 'SHARED_ALBUM_READ_ONLY' } });
  });

  it('hands three photos to the editor stand-in', async () => {
    const photos = await run('{ viewer { photoLibrary { photos(first: 3) { edges { node { id } } } } } }');
    const ids = photos.data?.viewer.photoLibrary.photos.edges.map((e: any) => e.node.id);
    const body = await run(`mutation($ids: [ID!]!) { createPrintSelection(input: { photoIds: $ids, channel: "photoprint-gb" }) {
      tempSelectionId editorUrl } }`, { ids });
    expect(body.errors).toBeUndefined();
    const { editorUrl, tempSelectionId } = body.data!.createPrintSelection;
    expect(editorUrl).toBe(`${services.baseUrl}/editor?autoselectproduct=PAP_910&channel=photoprint-gb&tempSelectionId=${tempSelectionId}`);
    const page = await (await fetch(editorUrl)).text();
    expect(page).toContain('3 photos selected');
  });
});
