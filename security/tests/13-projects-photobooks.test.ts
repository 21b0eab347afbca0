// Saved projects and online photo books: Emma goes after Ava Wilson's saved projects, photo books and gallery entry — their
// global ids and ids forged from Ava's project ids and product codes, through node(id:)/nodes, deleteProject and the
// three gallery mutations and deleteOnlineVersion, and through the saved projects, order and widget services directly
// with her token. Nothing of
// Ava's may be read or changed: null or a typed NOT_FOUND from the gateway, 404 (401: the widget service's "none")
// from the services. A business customer (Anna) is refused every photo-book field and mutation (FORBIDDEN); huge
// lists, long strings and garbage cursors are BAD_USER_INPUT with a message that says what is wrong.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ROOT, type Customer, type GqlAnswer } from '../harness';
import { ask, read, rest, stack } from './context';

const DEMO = (JSON.parse(readFileSync(join(ROOT, 'services/src/db/demo-orders.json'), 'utf8')) as {
  orders: Record<string, { account: string; code: string }>;
}).orders;
const gid = (type: string, local: string) => Buffer.from(`${type}:${local}`, 'utf8').toString('base64url');
const localOf = (globalId: string) => Buffer.from(globalId, 'base64url').toString('utf8').replace(/^[A-Za-z]+:/, '');
const CHANNEL = 'photoprint-gb';

const PROJECTS = `query($first: Int!, $after: String) { viewer { savedProjects(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id name } } } } }`;
const DELETE_PROJECT = 'mutation($id: ID!) { deleteProject(input: { projectId: $id }) { deletedProjectId totalCount error { reason } } }';
const BOOKS = `query($first: Int!, $after: String) { viewer { onlinePhotoBooks(first: $first, after: $after) {
  edges { node { id productCode orderCode product { onlineVersion { state } } } } } } }`;
const BOOK = `query($code: String!) { viewer { onlinePhotoBook(productCode: $code) { id galleryEntry(channel: "${CHANNEL}") { id categories { code } } } } }`;
const GALLERY_INPUT = '$id: ID!, $channel: String!, $codes: [String!]!';
const CREATE = `mutation(${GALLERY_INPUT}) { createGalleryEntry(input: { photoBookId: $id, channel: $channel, categoryCodes: $codes }) { photoBook { id } error { reason } fieldErrors { field } } }`;
const UPDATE = `mutation(${GALLERY_INPUT}) { updateGalleryEntry(input: { photoBookId: $id, channel: $channel, categoryCodes: $codes }) { photoBook { id } error { reason } fieldErrors { field } } }`;
const REMOVE = `mutation($id: ID!, $channel: String!) { deleteGalleryEntry(input: { photoBookId: $id, channel: $channel }) { deletedGalleryEntryId error { reason } } }`;
const DELETE_ONLINE = 'mutation($id: ID!) { deleteOnlineVersion(input: { photoBookId: $id }) { photoBook { id } error { reason } } }';

interface Ava { projects: string[]; bookId: string; productCode: string; entry: unknown }
let ava: Ava;

async function projectsOf(customer: Customer): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const connection: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } =
      (await read(customer, PROJECTS, { first: 50, after })).viewer.savedProjects;
    ids.push(...connection.edges.map((e) => e.node.id));
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return ids;
}
const avaNow = async (): Promise<Ava> => ({
  ...ava, projects: await projectsOf('avaWilson'), entry: (await read('avaWilson', BOOK, { code: ava.productCode })).viewer.onlinePhotoBook.galleryEntry,
});

/** The status of a REST call to the services as `customer` (no token when null). */
const status = async (customer: Customer | null, method: string, path: string, body?: unknown) => (await rest(customer, method, path, body)).status;
const subOf = (customer: Customer) =>
  (JSON.parse(Buffer.from(stack.tokens[customer].split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
const refused = (answer: GqlAnswer, what: string, message?: RegExp) => {
  expect(codeOf(answer), what).toBe('BAD_USER_INPUT');
  if (message) expect(answer.body.errors?.[0]?.message, what).toMatch(message);
};

beforeAll(async () => {
  const ready = DEMO.avaPhotoBookReady;
  expect(ready?.account).toBe('avaWilson');
  const book = (await read('avaWilson', BOOKS, { first: 50 })).viewer.onlinePhotoBooks.edges.map((e: { node: unknown }) => e.node)
    .find((b: { orderCode: string }) => b.orderCode === ready!.code);
  expect(book?.product.onlineVersion.state).toBe('READY');
  const listed = await read('avaWilson', CREATE, { id: book.id, channel: CHANNEL, codes: ['travel', 'city'] });
  expect(listed.createGalleryEntry.error).toBeNull();
  ava = { projects: [], bookId: book.id, productCode: book.productCode, entry: null };
  ava = await avaNow();
  expect(ava.projects.length).toBeGreaterThanOrEqual(30);
});

describe("Emma goes after Ava's saved projects", () => {
  it('deleteProject with their ids and ids forged from them → NOT_FOUND; node(id:)/nodes → null; nothing deleted', async () => {
    const forged = ava.projects.slice(0, 5).flatMap((id) => [gid('SavedProject', localOf(id)), gid('SavedProject', ` ${localOf(id)}`),
      gid('SavedProject', `${localOf(id)}/../x`)]);
    for (const id of [...ava.projects.slice(0, 10), ...forged]) {
      expect((await read('emma', DELETE_PROJECT, { id })).deleteProject, id).toEqual({ deletedProjectId: null, totalCount: null, error: { reason: 'NOT_FOUND' } });
    }
    expect((await read('emma', 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ava.projects })).nodes).toEqual(ava.projects.map(() => null));
    expect(await projectsOf('emma')).not.toEqual(expect.arrayContaining([ava.projects[0]]));
    expect(await avaNow()).toEqual(ava);
  });

  it('the saved projects service with her token: 404 for Ava\'s list and projects; 401 without a token', async () => {
    const avaAccount = encodeURIComponent(subOf('avaWilson'));
    expect(await status('emma', 'GET', `/project-api/api/v2/projects/${avaAccount}?skip=0&limit=10`)).toBe(404);
    for (const id of ava.projects.slice(0, 3).map(localOf)) {
      expect(await status('emma', 'DELETE', `/project-api/api/v2/project/${encodeURIComponent(id)}`)).toBe(404);
      expect(await status(null, 'DELETE', `/project-api/api/v2/project/${encodeURIComponent(id)}`)).toBe(401);
    }
    expect(await status(null, 'GET', `/project-api/api/v2/projects/${avaAccount}?skip=0&limit=10`)).toBe(401);
    expect(await avaNow()).toEqual(ava);
  });
});

describe("Emma goes after Ava's photo book and gallery entry", () => {
  it('onlinePhotoBook(productCode:) and node(id:) of the book and its entry → null', async () => {
    expect((await read('emma', BOOK, { code: ava.productCode })).viewer.onlinePhotoBook).toBeNull();
    const ids = [ava.bookId, gid('OnlinePhotoBook', ava.productCode), gid('GalleryEntry', `${ava.productCode}:${CHANNEL}`),
      gid('GalleryEntry', `${ava.productCode}:fotoprint-nl`)];
    expect((await read('emma', 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).nodes).toEqual(ids.map(() => null));
  });

  it('create, update and delete of her gallery entry → NOT_FOUND, nothing changed', async () => {
    for (const id of [ava.bookId, gid('OnlinePhotoBook', ava.productCode), gid('OnlinePhotoBook', `${ava.productCode}-1`)]) {
      for (const channel of [CHANNEL, 'fotoprint-nl']) {
        expect((await read('emma', CREATE, { id, channel, codes: ['wedding'] })).createGalleryEntry, `${id} ${channel}`)
          .toEqual({ photoBook: null, error: { reason: 'NOT_FOUND' }, fieldErrors: [] });
        expect((await read('emma', UPDATE, { id, channel, codes: ['wedding'] })).updateGalleryEntry.error).toEqual({ reason: 'NOT_FOUND' });
        expect((await read('emma', REMOVE, { id, channel })).deleteGalleryEntry).toEqual({ deletedGalleryEntryId: null, error: { reason: 'NOT_FOUND' } });
      }
    }
    expect(await avaNow()).toEqual(ava);
  });

  it('deleteOnlineVersion of her book, by its id and ids forged from it → NOT_FOUND; the online version stays', async () => {
    for (const id of [ava.bookId, gid('OnlinePhotoBook', ava.productCode), gid('OnlinePhotoBook', `${ava.productCode}-1`),
      gid('OnlinePhotoBook', ` ${ava.productCode}`), gid('OnlinePhotoBook', `${ava.productCode}/../x`)]) {
      expect((await read('emma', DELETE_ONLINE, { id })).deleteOnlineVersion, id).toEqual({ photoBook: null, error: { reason: 'NOT_FOUND' } });
    }
    expect(await status('emma', 'DELETE', `/widget-api/v1/widget/${encodeURIComponent(ava.productCode)}`)).toBe(401);
    expect(await status(null, 'DELETE', `/widget-api/v1/widget/${encodeURIComponent(ava.productCode)}`)).toBe(401);
    expect(await status('emma', 'GET', `/widget-api/v1/widget/${encodeURIComponent(ava.productCode)}`)).toBe(401);
    expect((await read('avaWilson', BOOK, { code: ava.productCode })).viewer.onlinePhotoBook.id).toBe(ava.bookId);
    expect(await status('avaWilson', 'GET', `/widget-api/v1/widget/${encodeURIComponent(ava.productCode)}`)).toBe(200);
    expect(await avaNow()).toEqual(ava);
  });

  it("the order service's photo-book list of Ava's account with her token → 404; without a token 401", async () => {
    const path = `/order-api/orders/byAccount/${encodeURIComponent(subOf('avaWilson'))}?articleNames=PHOTOBOOK_A4,PHOTOBOOK_XL`;
    expect(await status('emma', 'GET', path)).toBe(404);
    expect(await status(null, 'GET', path)).toBe(401);
    expect(await status('avaWilson', 'GET', path)).toBe(200);
  });

  it('the widget service with her token: 401 ("none") for every gallery call on Ava\'s book; 401 without a token', async () => {
    const entry = `/widget-api/v1/galleryentries/${encodeURIComponent(ava.productCode)}?channel=${CHANNEL}`;
    expect(await status('emma', 'GET', entry)).toBe(401);
    expect(await status('emma', 'PUT', entry, { categories: ['wedding'] })).toBe(401);
    expect(await status('emma', 'DELETE', entry)).toBe(401);
    expect(await status('emma', 'POST', '/widget-api/v1/galleryentries/', { widgetId: ava.productCode, channel: 'fotoprint-nl', categories: ['wedding'] })).toBe(401);
    for (const method of ['GET', 'DELETE']) expect(await status(null, method, entry)).toBe(401);
    expect(await status(null, 'GET', '/widget-api/v1/categories')).toBe(401);
    expect(await avaNow()).toEqual(ava);
  });
});

describe('a business customer and anonymous callers', () => {
  it('Anna: FORBIDDEN for the photo-book fields, a typed FORBIDDEN from the gallery mutations; her saved projects work', async () => {
    const answer = await ask('anna', `{ viewer { onlinePhotoBooks(first: 10) { totalCount } onlinePhotoBook(productCode: "${ava.productCode}") { id } galleryCategories { code } } }`);
    expect(answer.body.data?.viewer).toEqual({ onlinePhotoBooks: null, onlinePhotoBook: null, galleryCategories: null });
    expect(answer.body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    const input = { id: ava.bookId, channel: CHANNEL, codes: ['travel'] };
    expect((await read('anna', CREATE, input)).createGalleryEntry.error).toEqual({ reason: 'FORBIDDEN' });
    expect((await read('anna', UPDATE, input)).updateGalleryEntry.error).toEqual({ reason: 'FORBIDDEN' });
    expect((await read('anna', REMOVE, { id: ava.bookId, channel: CHANNEL })).deleteGalleryEntry.error).toEqual({ reason: 'FORBIDDEN' });
    expect((await read('anna', DELETE_ONLINE, { id: ava.bookId })).deleteOnlineVersion).toEqual({ photoBook: null, error: { reason: 'FORBIDDEN' } });
    expect((await read('anna', PROJECTS, { first: 10 })).viewer.savedProjects.totalCount).toEqual(expect.any(Number));
    expect(await avaNow()).toEqual(ava);
  });

  it('no token: UNAUTHENTICATED for every field and mutation', async () => {
    for (const query of [PROJECTS, BOOKS, '{ viewer { galleryCategories { code } } }']) {
      expect(codeOf(await ask(null, query, { first: 10 })), query.slice(0, 40)).toBe('UNAUTHENTICATED');
    }
    expect(codeOf(await ask(null, DELETE_PROJECT, { id: ava.projects[0] }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await ask(null, REMOVE, { id: ava.bookId, channel: CHANNEL }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await ask(null, DELETE_ONLINE, { id: ava.bookId }))).toBe('UNAUTHENTICATED');
    expect(await avaNow()).toEqual(ava);
  });
});

describe('huge lists, long strings and garbage cursors', () => {
  it('are BAD_USER_INPUT before anything changes', async () => {
    const input = { id: ava.bookId, channel: CHANNEL, codes: ['travel'] };
    refused(await ask('avaWilson', CREATE, { ...input, codes: Array.from({ length: 10_000 }, () => 'travel') }), '10,000 codes');
    refused(await ask('avaWilson', UPDATE, { ...input, codes: Array.from({ length: 11 }, () => 'city') }), '11 codes');
    refused(await ask('avaWilson', UPDATE, { ...input, codes: ['x'.repeat(100_000)] }), '100 KB code', /categoryCodes/);
    refused(await ask('avaWilson', UPDATE, { ...input, channel: 'c'.repeat(101) }), 'channel 101');
    const blank = await ask('avaWilson', UPDATE, { ...input, channel: '   ' }); // no channel id to extract: internal, masked
    expect(blank.body.errors?.map((e) => [e.message, e.extensions?.code]), 'blank channel').toEqual([['Internal server error', 'INTERNAL_SERVER_ERROR']]);
    refused(await ask('avaWilson', UPDATE, { ...input, id: 'x'.repeat(10_000) }), 'photoBookId 10,000');
    refused(await ask('avaWilson', UPDATE, { ...input, id: gid('SavedProject', 'x') }), 'photoBookId of another type', /photoBookId/);
    refused(await ask('avaWilson', DELETE_PROJECT, { id: 'x'.repeat(201) }), 'projectId 201');
    refused(await ask('avaWilson', DELETE_PROJECT, { id: ava.bookId }), 'projectId of another type', /projectId/);
    refused(await ask('avaWilson', BOOK, { code: 'x'.repeat(41) }), 'productCode 41');
    refused(await ask('avaWilson', DELETE_ONLINE, { id: 'x'.repeat(10_000) }), 'deleteOnlineVersion photoBookId 10,000');
    refused(await ask('avaWilson', DELETE_ONLINE, { id: gid('OrderProduct', ava.productCode) }), 'deleteOnlineVersion id of another type', /photoBookId/);
    expect((await read('avaWilson', DELETE_ONLINE, { id: gid('OnlinePhotoBook', 'x'.repeat(100)) })).deleteOnlineVersion.error).toEqual({ reason: 'NOT_FOUND' });
    refused(await ask('avaWilson', BOOKS, { first: 51 }), 'photo books first 51');
    refused(await ask('avaWilson', BOOKS, { first: 0 }), 'photo books first 0');
    refused(await ask('avaWilson', BOOKS, { first: 10, after: 'x'.repeat(201) }), 'photo books after 201');
    refused(await ask('avaWilson', BOOKS, { first: 10, after: Buffer.from('onlinePhotoBooks:99999999').toString('base64url') }), 'photo books after 99999999', /after/);
    refused(await ask('avaWilson', 'query($c: String!) { viewer { onlinePhotoBook(productCode: "x") { galleryEntry(channel: $c) { id } } } }', { c: 'c'.repeat(101) }), 'gallery channel 101');
    refused(await ask('avaWilson', PROJECTS, { first: 51 }), 'first 51');
    refused(await ask('avaWilson', PROJECTS, { first: 0 }), 'first 0');
    const huge = await ask('avaWilson', PROJECTS, { first: 10_000 });
    expect(['BAD_USER_INPUT', 'QUERY_TOO_COSTLY']).toContain(codeOf(huge));
    expect(await avaNow()).toEqual(ava);
  });

  it('garbage, foreign and forged cursors are refused with a message naming `after`', async () => {
    const cursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    for (const after of ['garbage', '!!!', '%00', cursor('InvoiceCursor:CURRENT:10'), cursor('SavedProjectCursor:9999999:0:x'),
      cursor(`SavedProjectCursor:1:1:${'x'.repeat(41)}`), cursor('SavedProjectCursor:-1:0:x'), cursor('{"a":1}'), 'x'.repeat(201)]) {
      const answer = await ask('avaWilson', PROJECTS, { first: 10, after });
      refused(answer, after.slice(0, 40), /after/);
      expect(answer.body.data?.viewer?.savedProjects ?? null).toBeNull();
    }
    // A real cursor of Ava's means nothing for Emma's list (her own page after that offset, never Ava's projects).
    const avaCursor = (await read('avaWilson', PROJECTS, { first: 10 })).viewer.savedProjects.pageInfo.endCursor;
    const emmas = (await read('emma', PROJECTS, { first: 10, after: avaCursor })).viewer.savedProjects;
    for (const edge of emmas.edges) expect(ava.projects).not.toContain(edge.node.id);
    expect(await avaNow()).toEqual(ava);
  });
});
