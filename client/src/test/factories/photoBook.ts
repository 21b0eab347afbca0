// Online photo books as the gateway answers them (a book's product is its order's `OrderProduct`), the gallery, and
// the world answering the photo book screens from them.
import { nullViewerFields, payload, type Handler, type Overrides, type World } from '../relay';
import { pagesOf } from './connection';
import { productId } from './order';
import { viewerNode } from './viewer';

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
export const NOT_REQUESTED: FakeOnlineVersion = { state: 'NOT_REQUESTED', url: null, isBlocked: false, shareCount: 0 };

/** `requestOnlineVersion` as the gateway answers it: the product's online version is requested. */
export const onlineVersionRequested = payload('RequestOnlineVersionPayload', ({ input }) => ({
  error: null,
  product: { id: (input as { productId: string }).productId, kind: 'PHOTO_BOOK', onlineVersion: { ...NOT_REQUESTED, state: 'REQUESTED' } },
}));

/** `deleteOnlineVersion` as the gateway answers it: the photo book's online version is NOT_REQUESTED again, out of the gallery. */
export const onlineVersionDeleted = (b: FakeBook) =>
  payload('DeleteOnlineVersionPayload', { error: null, photoBook: bookNode({ ...b, onlineVersion: NOT_REQUESTED, gallery: null }) });

/**
 * `shareOnlinePhotoBook` as the gateway answers it: a recipient without '@' is refused with the field's message, else
 * the (ready) book is shared once. Each input goes to `calls`.
 */
/**
 * The share mutation as the service answers it: shared, INVALID_INPUT on a recipient without `@` or a name with a web
 * address, TOO_MANY_REQUESTS for a recipient `busy@…` (past the share limits).
 */
export const sharedByEmail = (calls: unknown[]) =>
  payload('ShareOnlinePhotoBookPayload', (variables) => {
    const input = variables.input as { productId: string; senderName: string; recipientEmail: string };
    calls.push(input);
    if (input.senderName.includes('www.')) {
      return { product: null, error: { reason: 'INVALID_INPUT' }, fieldErrors: [{ field: 'senderName', message: 'Please enter only your name' }] };
    }
    if (input.recipientEmail.startsWith('busy@')) return { product: null, error: { reason: 'TOO_MANY_REQUESTS' }, fieldErrors: [] };
    return input.recipientEmail.includes('@')
      ? { error: null, fieldErrors: [], product: { id: input.productId, kind: 'PHOTO_BOOK', onlineVersion: { ...READY, shareCount: 1 } } }
      : {
          product: null,
          error: { reason: 'INVALID_INPUT' },
          fieldErrors: [{ field: 'recipientEmail', message: 'Please enter a valid e-mail address' }],
        };
  });

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

export interface FakePhotoBooks extends Overrides {
  books: FakeBook[];
  /** Parts the services could not answer (the field is null). */
  unavailable?: Array<'BOOKS' | 'CATEGORIES'>;
}

/**
 * A consumer with the fake's photo books (a connection honouring `first` and `after`) and the gallery's categories;
 * the page of one book finds the customer's book of that code (null when unknown, or another customer's).
 */
export function photoBooksWorld(fake: FakePhotoBooks): World {
  const viewer = () =>
    viewerNode({ galleryCategories: fake.unavailable?.includes('CATEGORIES') ? null : CATEGORIES });
  const book: Handler = (variables, _operation, generate) => {
    const found = fake.books.find((b) => b.code === variables.productCode);
    return generate({ Viewer: () => ({ ...viewer(), onlinePhotoBook: found ? bookNode(found) : null }) });
  };
  const list = nullViewerFields(fake.unavailable?.includes('BOOKS') ? ['onlinePhotoBooks'] : []);
  return {
    resolvers: { Viewer: viewer, OnlinePhotoBookConnection: pagesOf(() => fake.books, bookNode) },
    handlers: { PhotoBookPageQuery: book, PhotoBooksPageQuery: list, ...fake.handlers },
    failing: fake.failing,
  };
}
