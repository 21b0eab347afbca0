// Test-only: the online photo book screens against a real Relay environment whose answers come from a fake
// customer's photo books (relay-test-utils generates every payload from the operation, so it always matches).
import type { OperationDescriptor, Variables } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import { renderApp } from '../../../test/renderApp';
import { productId } from '../../../test/factories/order';
import { mockData, type Handler } from '../../../test/relay';

export interface FakeOnlineVersion {
  state: 'NOT_REQUESTED' | 'REQUESTED' | 'READY';
  url: string | null;
  isBlocked: boolean;
  shareCount: number;
}

export interface FakeBook {
  code: string;
  title: string;
  orderCode: string;
  orderedAt: string;
  onlineVersion: FakeOnlineVersion | null;
  /** Its gallery entry's category codes, or null when it is not in the gallery. */
  gallery: string[] | null;
}

export interface FakePhotoBooks {
  books: FakeBook[];
  /** Parts the services could not answer (the field is null). */
  unavailable?: Array<'BOOKS' | 'CATEGORIES'>;
  /** Operation names that fail. */
  failing?: string[];
  /** Extra handlers by operation name (mutations). */
  handlers?: Record<string, Handler>;
}

export const CATEGORIES = [
  { code: 'travel', name: 'Travel' },
  { code: 'family', name: 'Family' },
  { code: 'wedding', name: 'Wedding' },
  { code: 'holiday', name: 'Holiday' },
  { code: 'baby', name: 'Baby' },
  { code: 'nature', name: 'Nature' },
  { code: 'city', name: 'City' },
  { code: 'celebration', name: 'Celebration' },
];

export const READY: FakeOnlineVersion = { state: 'READY', url: 'https://widgets.test/view/pb-1', isBlocked: false, shareCount: 0 };

export const book = (n: number, extra: Partial<FakeBook> = {}): FakeBook => ({
  code: `7000000${n}-1`,
  title: `Photo book A4 — Trip ${n}`,
  orderCode: `7000000${n}`,
  orderedAt: '2026-03-05T10:00:00Z',
  onlineVersion: READY,
  gallery: null,
  ...extra,
});

export const photoBookId = (code: string) => `T25saW5lUGhvdG9Cb29rOj${code}`;

const category = (code: string) => CATEGORIES.find((c) => c.code === code) ?? { code, name: code };

/** A gallery entry as the gateway answers it. */
export const galleryEntryNode = (code: string, categories: readonly string[]) => ({
  __typename: 'GalleryEntry',
  id: `R2FsbGVyeUVudHJ5Oj${code}`,
  channel: 'photoprint-gb',
  categories: categories.map(category),
  createdAt: '2026-03-06T10:00:00Z',
  updatedAt: '2026-03-06T10:00:00Z',
});

/** A photo book as the gateway answers it (its product is the order's `OrderProduct`). */
export function bookNode(b: FakeBook) {
  return {
    __typename: 'OnlinePhotoBook',
    id: photoBookId(b.code),
    productCode: b.code,
    title: b.title,
    orderCode: b.orderCode,
    orderedAt: b.orderedAt,
    product: { __typename: 'OrderProduct', id: productId(b.code), kind: 'PHOTO_BOOK', onlineVersion: b.onlineVersion },
    galleryEntry: b.gallery ? galleryEntryNode(b.code, b.gallery) : null,
  };
}

/** The signed-in consumer with the fake's photo books and the gallery's categories. */
const viewer = (fake: FakePhotoBooks) => ({
  id: 'Vmlld2VyOjE',
  accountDeleted: false,
  isBusiness: false,
  businessAccountStatus: null,
  onlinePhotoBooks: fake.unavailable?.includes('BOOKS') ? null : fake.books.map(bookNode),
  galleryCategories: fake.unavailable?.includes('CATEGORIES') ? null : CATEGORIES,
});

export const photoBookResolvers = (fake: FakePhotoBooks): MockResolvers => ({ Viewer: () => viewer(fake) });

/** The page of one book: the customer's book of that code, or null (unknown, another customer's). */
function bookHandler(fake: FakePhotoBooks): Handler {
  return (variables: Variables, operation: OperationDescriptor) => {
    const found = fake.books.find((b) => b.code === variables.productCode);
    return mockData(operation, { Viewer: () => ({ ...viewer(fake), onlinePhotoBook: found ? bookNode(found) : null }) });
  };
}

/** Renders the app at `path` with the fake photo books; returns the router, the recorded calls and a user. */
export function renderPhotoBooks(path: string, fake: FakePhotoBooks) {
  const handlers: Record<string, Handler> = {
    PhotoBooksPageQuery: (_variables, operation) => mockData(operation, photoBookResolvers(fake)),
    PhotoBookPageQuery: bookHandler(fake),
    ...fake.handlers,
  };
  for (const name of fake.failing ?? []) handlers[name] = () => new Error(`${name} failed`);
  return renderApp(path, { world: { resolvers: photoBookResolvers(fake), handlers } });
}

/** A mutation's answer generated from the operation, with the payload's fields as given. */
export const mockDataOf = (operation: OperationDescriptor, payloadType: string, fields: Record<string, unknown>) =>
  mockData(operation, { [payloadType]: () => fields });

/** A mutation's handler answering the payload's fields as given. */
export const payload =
  (payloadType: string, fields: Record<string, unknown>): Handler =>
  (_variables, operation) =>
    mockDataOf(operation, payloadType, fields);
