// Online photo books through the gateway against msw fakes of the order, widget and merchandise services (the gallery on
// top of the order fake's widgets): the photo books a page at a time (GET /orders/byAccount/{accountId} with the
// catalogue's photo-book article names, newest first) with their OrderProduct, one by product code (its widget by code),
// the gallery categories and entries; the three gallery mutations and deleteOnlineVersion with their typed refusals; a
// business customer refused (FORBIDDEN) before any call; node(id:) for the owner only; another customer's photo book
// NOT_FOUND with nothing changed; bounds checked before any call; an outage nulling only its field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/relay/globalId';
import { createFakeGalleryService } from './fakeGalleryService';
import { createFakeOrderService, EMMA_ID, LUCAS_ID } from './fakeOrderService';
import { createFakePhotoBookHandlers } from './fakePhotoBookService';
import { createFakeSiteServices } from './fakeSiteServices';
import { gql, mockedGateway } from './helpers';

const orders = createFakeOrderService();
const gallery = createFakeGalleryService(orders.state);
const site = createFakeSiteServices();
let world: Awaited<ReturnType<typeof mockedGateway>>;
let emma: string;
let lucas: string;
let business: string;

beforeAll(async () => {
  world = await mockedGateway('photo-books-key', [...orders.handlers, ...createFakePhotoBookHandlers(orders.state), ...gallery.handlers, ...site.handlers]);
  emma = await world.signer.sign({}, { sub: EMMA_ID });
  lucas = await world.signer.sign({}, { sub: LUCAS_ID });
  business = await world.signer.sign({ amr: ['pwd', 'B2B'] }, { sub: EMMA_ID });
});
beforeEach(() => {
  orders.reset();
  gallery.reset();
});
afterAll(() => world.stop());

const ask = async (query: string, variables: Record<string, unknown> = {}, token = emma) =>
  (await gql(world.gateway.url, { query, variables }, { token })).body;
const run = async (query: string, variables: Record<string, unknown> = {}, token = emma) => {
  const body = await ask(query, variables, token);
  expect(body.errors, query.slice(0, 80)).toBeUndefined();
  return body.data as Record<string, any>;
};
const calls = () => orders.state.calls.map((c) => `${c.method} ${c.path}`);
const bookGid = (code: string) => toGlobalId('OnlinePhotoBook', code);
const entryGid = (code: string, channel: string) => toGlobalId('GalleryEntry', `${code}:${channel}`);
const CHANNEL = 'photoprint-gb';

const BOOKS = `query($first: Int = 10, $after: String) { viewer { onlinePhotoBooks(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id productCode title orderCode orderedAt
  product { id code kind onlineVersion { state url isBlocked shareCount } } } } } } }`;
const booksOf = (data: Record<string, any>) => data.viewer.onlinePhotoBooks.edges.map((e: any) => e.node);
const BOOK = `query($code: String!, $channel: String!) { viewer { onlinePhotoBook(productCode: $code) { id productCode title
  galleryEntry(channel: $channel) { id channel categories { code name } createdAt updatedAt } } } }`;
const ENTRY = 'photoBook { id galleryEntry(channel: $channel) { id channel categories { code } } } error { reason field message }';
const CREATE = `mutation($id: ID!, $channel: String!, $codes: [String!]!) {
  createGalleryEntry(input: { photoBookId: $id, channel: $channel, categoryCodes: $codes }) { ${ENTRY} fieldErrors { field message } } }`;
const UPDATE = `mutation($id: ID!, $channel: String!, $codes: [String!]!) {
  updateGalleryEntry(input: { photoBookId: $id, channel: $channel, categoryCodes: $codes }) { ${ENTRY} fieldErrors { field message } } }`;
const DELETE = `mutation($id: ID!, $channel: String!) {
  deleteGalleryEntry(input: { photoBookId: $id, channel: $channel }) { ${ENTRY} deletedGalleryEntryId } }`;
const create = async (codes: string[], id = bookGid('SO-BOOK-1'), token = emma) =>
  (await run(CREATE, { id, channel: CHANNEL, codes }, token)).createGalleryEntry;

describe('Viewer.onlinePhotoBooks and onlinePhotoBook', () => {
  it('lists the photo books a page at a time, newest first, each with its OrderProduct and online version', async () => {
    const data = await run(BOOKS);
    const books = booksOf(data);
    expect(books.map((b: any) => b.productCode)).toEqual(['SO-BOOK-1', 'SO-BLOCKED-1']);
    expect(data.viewer.onlinePhotoBooks).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });
    expect(books[0]).toEqual({
      id: bookGid('SO-BOOK-1'), productCode: 'SO-BOOK-1', title: 'Photo book A4', orderCode: 'SO-BOOK', orderedAt: expect.any(String),
      product: { id: toGlobalId('OrderProduct', 'SO-BOOK-1'), code: 'SO-BOOK-1', kind: 'PHOTO_BOOK',
        onlineVersion: { state: 'READY', url: 'http://widget.test/view/SO-BOOK-1-token', isBlocked: false, shareCount: 0 } },
    });
    expect(books[1].product.onlineVersion).toMatchObject({ state: 'READY', isBlocked: true });
    expect(Date.parse(books[0].orderedAt)).toBeGreaterThan(Date.parse(books[1].orderedAt));
    // One page call with the catalogue's photo-book articles (shown or not), the widgets of the page in one batch call,
    // one blocked-orders lookup each; never every super order.
    expect(calls().sort()).toEqual([
      'GET /order-api/orders/byAccount/acc-emma', 'GET /order-api/v1/blockedorders/SO-BLOCKED', 'GET /order-api/v1/blockedorders/SO-BOOK',
      'GET /widget-api/v1/widget/all',
    ]);
    const query = orders.state.calls.find((c) => c.path.includes('byAccount'))!.query;
    expect(Object.fromEntries(query)).toEqual({ articleNames: 'PHOTOBOOK_A4,PHOTOBOOK_OLD,PHOTOBOOK_XL', offset: '0', limit: '10' });
    expect(booksOf(await run(BOOKS, {}, lucas)).map((b: any) => b.productCode)).toEqual(['SO-LUCAS-1']);
  });

  it('pages with offset cursors: the next page starts after the last one shown', async () => {
    const first = (await run(BOOKS, { first: 1 })).viewer.onlinePhotoBooks;
    expect(first).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true } });
    const next = (await run(BOOKS, { first: 1, after: first.pageInfo.endCursor })).viewer.onlinePhotoBooks;
    expect(next.edges.map((e: any) => e.node.productCode)).toEqual(['SO-BLOCKED-1']);
    expect(next.pageInfo.hasNextPage).toBe(false);
    expect(Object.fromEntries(orders.state.calls.filter((c) => c.path.includes('byAccount')).at(-1)!.query)).toMatchObject({ offset: '1', limit: '1' });
  });

  it('refuses a page size outside 1-50 and a cursor of another list before any call; an order-service outage nulls the list', async () => {
    for (const variables of [{ first: 0 }, { first: 51 }, { after: 'garbage' }]) {
      expect((await ask(BOOKS, variables)).errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    expect(calls()).toEqual([]);
    orders.state.down.add('orders');
    const body = await ask(BOOKS);
    expect(body.data?.viewer.onlinePhotoBooks).toBeNull();
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([['viewer.onlinePhotoBooks', 'UPSTREAM_ERROR']]);
  });

  it('one photo book by product code; null for another product, another customer\'s or an impossible code', async () => {
    const book = (await run(BOOK, { code: 'SO-BOOK-1', channel: CHANNEL })).viewer.onlinePhotoBook;
    expect(book).toEqual({ id: bookGid('SO-BOOK-1'), productCode: 'SO-BOOK-1', title: 'Photo book A4', galleryEntry: null });
    orders.state.calls.splice(0);
    for (const code of ['SO-BOOK-2', 'SO-LUCAS-1', 'NOPE', 'a/b', '']) {
      expect((await run(BOOK, { code, channel: CHANNEL })).viewer.onlinePhotoBook, code).toBeNull();
    }
    expect(calls()).toEqual(['GET /order-api/v1/Orders/SO-BOOK-2', 'GET /order-api/v1/Orders/SO-LUCAS-1', 'GET /order-api/v1/Orders/NOPE']);
  });

  it("one photo book's online version is read by its code (GET /v1/widget/{code}), not with its order's widgets", async () => {
    const ONLINE = 'query($code: String!) { viewer { onlinePhotoBook(productCode: $code) { product { onlineVersion { state url } } } } }';
    expect((await run(ONLINE, { code: 'SO-BOOK-1' })).viewer.onlinePhotoBook.product.onlineVersion)
      .toEqual({ state: 'READY', url: 'http://widget.test/view/SO-BOOK-1-token' });
    expect(calls()).toEqual(['GET /order-api/v1/Orders/SO-BOOK-1', 'GET /widget-api/v1/widget/SO-BOOK-1']);
    orders.state.widgets.delete('SO-BOOK-1');
    expect((await run(ONLINE, { code: 'SO-BOOK-1' })).viewer.onlinePhotoBook.product.onlineVersion).toEqual({ state: 'NOT_REQUESTED', url: null });
  });

  it('the gallery categories in display order', async () => {
    const { galleryCategories } = (await run('{ viewer { galleryCategories { code name } } }')).viewer;
    expect(galleryCategories).toHaveLength(8);
    expect(galleryCategories[0]).toEqual({ code: 'travel', name: 'Travel' });
  });

  it('a gallery outage nulls only the gallery entry, with UPSTREAM_ERROR', async () => {
    gallery.state.down = true;
    const body = await ask(BOOK, { code: 'SO-BOOK-1', channel: CHANNEL });
    expect(body.data?.viewer.onlinePhotoBook).toMatchObject({ productCode: 'SO-BOOK-1', galleryEntry: null });
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([['viewer.onlinePhotoBook.galleryEntry', 'UPSTREAM_ERROR']]);
  });
});

describe('a business customer', () => {
  it('gets FORBIDDEN for the photo book fields and the gallery mutations, before any upstream call', async () => {
    const body = await ask('{ viewer { id onlinePhotoBooks(first: 10) { totalCount } onlinePhotoBook(productCode: "SO-BOOK-1") { id } galleryCategories { code } } }', {}, business);
    expect(body.data?.viewer).toEqual({ id: expect.any(String), onlinePhotoBooks: null, onlinePhotoBook: null, galleryCategories: null });
    expect(body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['viewer.onlinePhotoBooks', 'FORBIDDEN'], ['viewer.onlinePhotoBook', 'FORBIDDEN'], ['viewer.galleryCategories', 'FORBIDDEN'],
    ]);
    expect((await create(['travel'], bookGid('SO-BOOK-1'), business))).toMatchObject({ photoBook: null, error: { reason: 'FORBIDDEN' }, fieldErrors: [] });
    expect((await run(UPDATE, { id: bookGid('SO-BOOK-1'), channel: CHANNEL, codes: ['city'] }, business)).updateGalleryEntry.error.reason).toBe('FORBIDDEN');
    expect((await run(DELETE, { id: bookGid('SO-BOOK-1'), channel: CHANNEL }, business)).deleteGalleryEntry)
      .toMatchObject({ photoBook: null, deletedGalleryEntryId: null, error: { reason: 'FORBIDDEN' } });
    const nodes = await run('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [bookGid('SO-BOOK-1'), entryGid('SO-BOOK-1', CHANNEL)] }, business);
    expect(nodes.nodes).toEqual([null, null]);
    expect(calls()).toEqual([]);
  });
});

describe('gallery entries', () => {
  it('add with two categories, change them, remove: each payload carries the photo book as it now is', async () => {
    const created = await create(['travel', 'city']);
    expect(created).toEqual({
      photoBook: { id: bookGid('SO-BOOK-1'), galleryEntry: { id: entryGid('SO-BOOK-1', CHANNEL), channel: CHANNEL, categories: [{ code: 'travel' }, { code: 'city' }] } },
      error: null, fieldErrors: [],
    });
    expect(calls().filter((c) => c.includes('galleryentries'))).toEqual(['POST /widget-api/v1/galleryentries/']); // read without another call
    const read = (await run(BOOK, { code: 'SO-BOOK-1', channel: CHANNEL })).viewer.onlinePhotoBook.galleryEntry;
    expect(read).toMatchObject({ id: entryGid('SO-BOOK-1', CHANNEL), categories: [{ code: 'travel', name: 'Travel' }, { code: 'city', name: 'City' }] });
    expect((await run(BOOK, { code: 'SO-BOOK-1', channel: 'fotoprint-nl' })).viewer.onlinePhotoBook.galleryEntry).toBeNull();

    const updated = (await run(UPDATE, { id: bookGid('SO-BOOK-1'), channel: CHANNEL, codes: ['family'] })).updateGalleryEntry;
    expect(updated).toMatchObject({ photoBook: { galleryEntry: { categories: [{ code: 'family' }] } }, error: null, fieldErrors: [] });

    const removed = (await run(DELETE, { id: bookGid('SO-BOOK-1'), channel: CHANNEL })).deleteGalleryEntry;
    expect(removed).toEqual({ photoBook: { id: bookGid('SO-BOOK-1'), galleryEntry: null }, deletedGalleryEntryId: entryGid('SO-BOOK-1', CHANNEL), error: null });
    expect(gallery.state.entries.size).toBe(0);
    expect((await run(DELETE, { id: bookGid('SO-BOOK-1'), channel: CHANNEL })).deleteGalleryEntry.error)
      .toEqual({ reason: 'NOT_FOUND', field: 'photoBookId', message: 'This photo book is not in the gallery.' });
  });

  it('refusals are typed: field errors, already listed, not ready, no online version, blocked, no entry', async () => {
    for (const [codes, message] of [[[], 'Please choose at least one category'], [['travel', 'city', 'baby', 'nature'], 'Please choose at most 3 categories'],
      [['travel', 'moon'], 'Unknown category']] as const) {
      expect(await create([...codes])).toEqual({
        photoBook: null, error: { reason: 'INVALID_INPUT', field: 'categoryCodes', message: expect.any(String) }, fieldErrors: [{ field: 'categoryCodes', message }],
      });
    }
    await create(['travel']);
    expect((await create(['city'])).error.reason).toBe('GALLERY_ENTRY_EXISTS');
    expect((await create(['city'], bookGid('SO-BLOCKED-1'))).error.reason).toBe('ORDER_BLOCKED');
    orders.state.widgets.get('SO-BOOK-1')!.status = 'REQUESTED';
    expect((await run(CREATE, { id: bookGid('SO-BOOK-1'), channel: 'fotoprint-nl', codes: ['city'] })).createGalleryEntry.error.reason).toBe('ONLINE_VERSION_NOT_READY');
    orders.state.widgets.delete('SO-BOOK-1');
    expect((await run(CREATE, { id: bookGid('SO-BOOK-1'), channel: 'fotoprint-nl', codes: ['city'] })).createGalleryEntry.error.reason).toBe('ONLINE_VERSION_NOT_READY');
    expect((await run(UPDATE, { id: bookGid('SO-BOOK-1'), channel: CHANNEL, codes: ['city'] })).updateGalleryEntry.error.reason).toBe('NOT_FOUND');
    orders.reset();
    expect((await run(UPDATE, { id: bookGid('SO-BOOK-1'), channel: 'fotoprint-nl', codes: ['city'] })).updateGalleryEntry.error.reason).toBe('NOT_FOUND');
    expect((await run(UPDATE, { id: bookGid('SO-BOOK-1'), channel: CHANNEL, codes: [] })).updateGalleryEntry)
      .toMatchObject({ photoBook: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'categoryCodes', message: 'Please choose at least one category' }] });
  });

  it("another customer's photo book, a product that is no photo book or an impossible code: NOT_FOUND, nothing changed", async () => {
    await create(['travel'], bookGid('SO-LUCAS-1'), lucas);
    orders.state.calls.splice(0);
    for (const id of [bookGid('SO-LUCAS-1'), bookGid('SO-BOOK-2'), bookGid('NOPE'), bookGid('../x')]) {
      expect((await create(['city'], id)).error, id).toEqual({ reason: 'NOT_FOUND', field: 'photoBookId', message: 'This photo book does not exist or is not yours.' });
      expect((await run(UPDATE, { id, channel: CHANNEL, codes: ['city'] })).updateGalleryEntry.error.reason).toBe('NOT_FOUND');
      expect((await run(DELETE, { id, channel: CHANNEL })).deleteGalleryEntry.error.reason).toBe('NOT_FOUND');
    }
    expect(calls().filter((c) => !c.startsWith('GET /order-api/v1/Orders/'))).toEqual([]);
    expect([...gallery.state.entries.values()].map((e) => [e.widgetId, e.categories.map((c) => c.code)])).toEqual([['SO-LUCAS-1', ['travel']]]);
  });

  it('refuses ids of another type and too many or too long codes with BAD_USER_INPUT, a blank channel as internal, before any call', async () => {
    const variables = { id: bookGid('SO-BOOK-1'), channel: CHANNEL, codes: ['travel'] };
    expect((await ask(CREATE, { ...variables, channel: '  ' })).errors?.[0]).toMatchObject({ message: 'Unable to extract channel ID!', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    for (const wrong of [{ id: toGlobalId('OrderProduct', 'SO-BOOK-1') }, { id: 'garbage' }, { channel: 'x'.repeat(101) },
      { codes: Array.from({ length: 11 }, () => 'travel') }, { codes: ['x'.repeat(41)] }, { id: 'x'.repeat(201) }]) {
      const body = await ask(CREATE, { ...variables, ...wrong });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(wrong).slice(0, 60)).toBe('BAD_USER_INPUT');
    }
    expect((await ask(BOOK, { code: 'x'.repeat(41), channel: CHANNEL })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await ask(BOOK, { code: 'SO-BOOK-1', channel: '' })).errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(calls().filter((c) => !c.startsWith('GET /order-api/v1/Orders/'))).toEqual([]);
    expect(gallery.state.entries.size).toBe(0);
  });
});

describe('deleteOnlineVersion', () => {
  const REMOVE = `mutation($id: ID!) { deleteOnlineVersion(input: { photoBookId: $id }) {
    photoBook { id product { id onlineVersion { state url } } } error { reason field message } } }`;
  const remove = async (id: string, token = emma) => (await run(REMOVE, { id }, token)).deleteOnlineVersion;

  it('takes the online version down; the payload shows it NOT_REQUESTED, read afresh by code; a second time NOT_FOUND', async () => {
    expect(await remove(bookGid('SO-BOOK-1'))).toEqual({
      photoBook: { id: bookGid('SO-BOOK-1'), product: { id: toGlobalId('OrderProduct', 'SO-BOOK-1'), onlineVersion: { state: 'NOT_REQUESTED', url: null } } },
      error: null,
    });
    expect(calls()).toEqual(['GET /order-api/v1/Orders/SO-BOOK-1', 'DELETE /widget-api/v1/widget/SO-BOOK-1', 'GET /widget-api/v1/widget/SO-BOOK-1']);
    expect(orders.state.widgets.has('SO-BOOK-1')).toBe(false);
    expect(booksOf(await run(BOOKS))[0].product.onlineVersion.state).toBe('NOT_REQUESTED');
    expect((await remove(bookGid('SO-BOOK-1'))).error).toEqual({ reason: 'NOT_FOUND', field: 'photoBookId', message: 'This photo book has no online version.' });
  });

  it("another customer's photo book, a product that is no photo book or an impossible code: NOT_FOUND, nothing deleted", async () => {
    for (const id of [bookGid('SO-LUCAS-1'), bookGid('SO-BOOK-2'), bookGid('NOPE'), bookGid('../x'), bookGid('x'.repeat(41))]) {
      expect(await remove(id), id).toEqual({ photoBook: null, error: { reason: 'NOT_FOUND', field: 'photoBookId', message: 'This photo book does not exist or is not yours.' } });
    }
    expect(calls().filter((c) => !c.startsWith('GET /order-api/v1/Orders/'))).toEqual([]);
    expect(orders.state.widgets.has('SO-LUCAS-1')).toBe(true);
  });

  it('a business customer gets FORBIDDEN and ids of another type BAD_USER_INPUT, before any call', async () => {
    expect(await remove(bookGid('SO-BOOK-1'), business)).toMatchObject({ photoBook: null, error: { reason: 'FORBIDDEN' } });
    for (const id of [toGlobalId('OrderProduct', 'SO-BOOK-1'), 'garbage', 'x'.repeat(201)]) {
      expect((await ask(REMOVE, { id })).errors?.[0]?.extensions?.code, id.slice(0, 30)).toBe('BAD_USER_INPUT');
    }
    expect(calls()).toEqual([]);
    expect(orders.state.widgets.has('SO-BOOK-1')).toBe(true);
  });
});

describe('node(id:)', () => {
  const NODE = `query($id: ID!) { node(id: $id) { id ... on OnlinePhotoBook { productCode product { code } }
    ... on GalleryEntry { channel categories { code } } } }`;

  it('resolves photo books and gallery entries for their owner only', async () => {
    await create(['wedding']);
    expect((await run(NODE, { id: bookGid('SO-BOOK-1') })).node).toEqual({ id: bookGid('SO-BOOK-1'), productCode: 'SO-BOOK-1', product: { code: 'SO-BOOK-1' } });
    expect((await run(NODE, { id: entryGid('SO-BOOK-1', CHANNEL) })).node)
      .toEqual({ id: entryGid('SO-BOOK-1', CHANNEL), channel: CHANNEL, categories: [{ code: 'wedding' }] });
    for (const id of [bookGid('SO-BOOK-1'), entryGid('SO-BOOK-1', CHANNEL)]) expect((await run(NODE, { id }, lucas)).node).toBeNull();
    for (const id of [bookGid('SO-BOOK-2'), entryGid('SO-BOOK-1', 'fotoprint-nl'), toGlobalId('GalleryEntry', 'SO-BOOK-1'),
      toGlobalId('GalleryEntry', `SO-BOOK-1:${' '.repeat(3)}`)]) {
      expect((await run(NODE, { id })).node, id).toBeNull();
    }
  });
});
