// Saved projects and online photo books through the gateway against the REAL services in-process (PGlite, the demo
// accounts, a real sign-in): Ava Wilson pages through her 35 projects (compared with the service's own list), deletes one on
// page 1 after loading two pages and the next pages hold every other project once; previews are real JPEGs and the
// editor link a real page; Emma cannot delete Ava's project; Mia has none. Ava's photo books (the well-known orders of
// services/src/db/demo-orders.json), the gallery categories, an entry added with two categories, changed and removed,
// a not-requested online version refused, the READY one deleted and requested anew; Emma cannot touch Ava's photo
// book; a business customer is refused.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startGateway, testConfig, type RunningGateway } from './helpers';
import { signIn, startTestServer, upstreamsAt, type RealServices } from './realServices';

const DEMO = (JSON.parse(readFileSync(new URL('../../services/src/db/demo-orders.json', import.meta.url), 'utf8')) as {
  orders: Record<string, { account: string; code: string }>;
}).orders;
const orderCode = (name: string) => DEMO[name]!.code;

let services: RealServices;
let gateway: RunningGateway;
/** Ava Wilson (35 saved projects, two photo books), Emma (4 projects), Mia (none), Anna (business). */
const ACCOUNTS = { ava: 'ava.wilson@example.com', emma: 'emma@example.com', mia: 'mia@example.com', anna: 'anna@example.com' } as const;
const tokens: Record<keyof typeof ACCOUNTS, string> = { ava: '', emma: '', mia: '', anna: '' };

beforeAll(async () => {
  services = await startTestServer('pglite');
  gateway = await startGateway(testConfig(upstreamsAt(services.baseUrl, services.services.issuer)));
  for (const [name, email] of Object.entries(ACCOUNTS) as [keyof typeof ACCOUNTS, string][]) {
    tokens[name] = (await signIn(services.baseUrl, email, 'photos123')).accessToken;
  }
}, 180_000);
afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

type Who = keyof typeof tokens;
const ask = async (query: string, variables: Record<string, unknown> = {}, who: Who = 'ava') =>
  (await gql(gateway.url, { query, variables }, { token: tokens[who] })).body;
const run = async (query: string, variables: Record<string, unknown> = {}, who: Who = 'ava') => {
  const body = await ask(query, variables, who);
  expect(body.errors, query.slice(0, 80)).toBeUndefined();
  return body.data as Record<string, any>;
};

const PAGE = `query($first: Int!, $after: String) { viewer { savedProjects(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id name productName lastEditedAt previewUrl editorUrl } } } } }`;
const DELETE = 'mutation($id: ID!) { deleteProject(input: { projectId: $id }) { deletedProjectId totalCount error { reason } } }';
const page = async (first: number, after?: string | null, who: Who = 'ava') => (await run(PAGE, { first, after }, who)).viewer.savedProjects;
const ids = (connection: any): string[] => connection.edges.map((e: any) => e.node.id);
const localId = (globalId: string) => Buffer.from(globalId, 'base64url').toString('utf8').replace(/^SavedProject:/, '');

/** Ava's projects as the service lists them itself (her token, her account), most recently edited first. */
async function serviceList(): Promise<string[]> {
  const { sub } = JSON.parse(Buffer.from(tokens.ava.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
  const response = await fetch(`${services.baseUrl}/project-api/api/v2/projects/${encodeURIComponent(sub)}?skip=0&limit=100`, {
    headers: { authorization: `Bearer ${tokens.ava}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { projects: { id: string }[] }).projects.map((p) => p.id);
}

describe("Ava's saved projects (real services)", () => {
  it('pages through her 35 projects, 10 at a time, exactly as the service lists them', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const connection = await page(10, after);
      expect(connection.totalCount).toBe(35);
      seen.push(...ids(connection).map(localId));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(await serviceList());
    const dates = (await page(50)).edges.map((e: any) => Date.parse(e.node.lastEditedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('has real previews (JPEG, no token) and editor pages', async () => {
    const [project] = (await page(1)).edges.map((e: any) => e.node);
    expect(project).toMatchObject({ name: expect.any(String), productName: expect.any(String), previewUrl: expect.stringMatching(/^http/) });
    const preview = await fetch(project.previewUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const bytes = Buffer.from(await preview.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    const editor = await fetch(project.editorUrl);
    expect(editor.status).toBe(200);
    expect(editor.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await editor.text()).toContain('Open in editor');
  });

  it('load 2 pages, delete one on page 1, load the rest: nothing skipped or repeated, the total drops by one', async () => {
    const before = await serviceList();
    const one = await page(10);
    const two = await page(10, one.pageInfo.endCursor);
    const victim = ids(one)[4]!;
    expect((await run(DELETE, { id: victim })).deleteProject).toEqual({ deletedProjectId: victim, totalCount: before.length - 1, error: null });
    const rest: string[] = [];
    let after: string | null = two.pageInfo.endCursor;
    for (;;) {
      const connection = await page(10, after);
      expect(connection.totalCount).toBe(before.length - 1);
      rest.push(...ids(connection));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    const shown = [...ids(one).filter((id) => id !== victim), ...ids(two), ...rest].map(localId);
    expect(shown).toEqual(await serviceList());
    expect(shown).toEqual(before.filter((id) => id !== localId(victim)));
  });

  it("Emma cannot delete or read Ava's project; Mia has none", async () => {
    const [id] = ids(await page(1));
    expect((await run(DELETE, { id }, 'emma')).deleteProject).toEqual({ deletedProjectId: null, totalCount: null, error: { reason: 'NOT_FOUND' } });
    expect((await run('query($id: ID!) { node(id: $id) { id } }', { id }, 'emma')).node).toBeNull();
    expect((await run('query($id: ID!) { node(id: $id) { id } }', { id })).node).toEqual({ id });
    expect(ids(await page(1))).toEqual([id]);
    expect((await page(10, null, 'mia'))).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
  });
});

describe("Ava's online photo books (real services)", () => {
  const BOOKS = '{ viewer { onlinePhotoBooks(first: 10) { totalCount edges { node { id productCode title orderCode product { id kind onlineVersion { state url } } } } } } }';
  const ENTRY = 'photoBook { galleryEntry(channel: "photoprint-gb") { channel categories { code name } } } error { reason }';
  const CREATE = `mutation($id: ID!, $codes: [String!]!) { createGalleryEntry(input: { photoBookId: $id, channel: "photoprint-gb", categoryCodes: $codes }) {
    ${ENTRY} fieldErrors { field message } } }`;
  const UPDATE = `mutation($id: ID!, $codes: [String!]!) { updateGalleryEntry(input: { photoBookId: $id, channel: "photoprint-gb", categoryCodes: $codes }) {
    ${ENTRY} fieldErrors { field message } } }`;
  const REMOVE = `mutation($id: ID!) { deleteGalleryEntry(input: { photoBookId: $id, channel: "photoprint-gb" }) { ${ENTRY} deletedGalleryEntryId } }`;
  const bookOf = async (name: string) => {
    const books = (await run(BOOKS)).viewer.onlinePhotoBooks.edges.map((e: any) => e.node) as any[];
    const book = books.find((b) => b.orderCode === orderCode(name));
    expect(book, name).toBeDefined();
    return book;
  };

  it('lists her two photo books with their online versions, and the gallery categories', async () => {
    const ready = await bookOf('avaPhotoBookReady');
    expect(ready).toMatchObject({ title: expect.stringContaining('Lisbon'), product: { kind: 'PHOTO_BOOK', onlineVersion: { state: 'READY', url: expect.stringMatching(/^http/) } } });
    expect((await bookOf('avaPhotoBookNotRequested')).product.onlineVersion.state).toBe('NOT_REQUESTED');
    const { galleryCategories } = (await run('{ viewer { galleryCategories { code name } } }')).viewer;
    expect(galleryCategories.map((c: any) => c.code)).toEqual(['travel', 'family', 'wedding', 'holiday', 'baby', 'nature', 'city', 'celebration']);
    expect((await run('query($code: String!) { viewer { onlinePhotoBook(productCode: $code) { id } } }', { code: ready.productCode })).viewer.onlinePhotoBook)
      .toEqual({ id: ready.id });
  });

  it('adds the READY one to the gallery with two categories, changes them, removes it', async () => {
    const { id } = await bookOf('avaPhotoBookReady');
    const invalid = (await run(CREATE, { id, codes: [] })).createGalleryEntry;
    expect(invalid).toEqual({ photoBook: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'categoryCodes', message: 'Please choose at least one category' }] });
    expect((await run(CREATE, { id, codes: ['travel', 'city', 'baby', 'nature'] })).createGalleryEntry.fieldErrors)
      .toEqual([{ field: 'categoryCodes', message: 'Please choose at most 3 categories' }]);
    expect((await run(CREATE, { id, codes: ['moon'] })).createGalleryEntry.fieldErrors).toEqual([{ field: 'categoryCodes', message: 'Unknown category' }]);
    const created = (await run(CREATE, { id, codes: ['travel', 'city'] })).createGalleryEntry;
    expect(created).toEqual({
      photoBook: { galleryEntry: { channel: 'photoprint-gb', categories: [{ code: 'travel', name: 'Travel' }, { code: 'city', name: 'City' }] } },
      error: null, fieldErrors: [],
    });
    expect((await run(CREATE, { id, codes: ['family'] })).createGalleryEntry.error).toEqual({ reason: 'GALLERY_ENTRY_EXISTS' });
    expect((await run(CREATE, { id, codes: ['family'] }, 'emma')).createGalleryEntry.error).toEqual({ reason: 'NOT_FOUND' });
    expect((await run(REMOVE, { id }, 'emma')).deleteGalleryEntry.error).toEqual({ reason: 'NOT_FOUND' });
    const updated = (await run(UPDATE, { id, codes: ['family'] })).updateGalleryEntry;
    expect(updated.photoBook.galleryEntry.categories).toEqual([{ code: 'family', name: 'Family' }]);
    const removed = (await run(REMOVE, { id })).deleteGalleryEntry;
    expect(removed).toMatchObject({ photoBook: { galleryEntry: null }, deletedGalleryEntryId: expect.any(String), error: null });
    expect((await run(REMOVE, { id })).deleteGalleryEntry.error).toEqual({ reason: 'NOT_FOUND' });
  });

  it('refuses a book whose online version was never requested; a business customer is FORBIDDEN', async () => {
    const { id } = await bookOf('avaPhotoBookNotRequested');
    expect((await run(CREATE, { id, codes: ['travel'] })).createGalleryEntry.error).toEqual({ reason: 'ONLINE_VERSION_NOT_READY' });
    const body = await ask('{ viewer { onlinePhotoBooks(first: 10) { totalCount } galleryCategories { code } } }', {}, 'anna');
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect((await run(CREATE, { id, codes: ['travel'] }, 'anna')).createGalleryEntry.error).toEqual({ reason: 'FORBIDDEN' });
  });

  it('deletes the READY online version: NOT_REQUESTED again (in the list too), and it can be requested anew; not by Emma', async () => {
    const DELETE = `mutation($id: ID!) { deleteOnlineVersion(input: { photoBookId: $id }) {
      photoBook { product { onlineVersion { state url } } } error { reason } } }`;
    const REQUEST = 'mutation($id: ID!) { requestOnlineVersion(input: { productId: $id }) { product { onlineVersion { state } } error { reason } } }';
    const { id, product } = await bookOf('avaPhotoBookReady');
    expect((await run(DELETE, { id }, 'emma')).deleteOnlineVersion).toEqual({ photoBook: null, error: { reason: 'NOT_FOUND' } });
    expect((await bookOf('avaPhotoBookReady')).product.onlineVersion.state).toBe('READY');
    expect((await run(DELETE, { id })).deleteOnlineVersion).toEqual({ photoBook: { product: { onlineVersion: { state: 'NOT_REQUESTED', url: null } } }, error: null });
    expect((await bookOf('avaPhotoBookReady')).product.onlineVersion.state).toBe('NOT_REQUESTED');
    expect((await run(DELETE, { id })).deleteOnlineVersion.error).toEqual({ reason: 'NOT_FOUND' });
    expect((await run(REQUEST, { id: product.id })).requestOnlineVersion).toEqual({ product: { onlineVersion: { state: 'REQUESTED' } }, error: null });
  });
});
