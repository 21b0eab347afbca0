// Test-only: the online photo book screens answered from a fake customer's photo books.
import { bookNode, CATEGORIES, type FakeBook } from '../../../test/factories/photoBook';
import { viewerNode } from '../../../test/factories/viewer';
import type { Handler, Overrides } from '../../../test/relay';
import { renderApp } from '../../../test/renderApp';

export interface FakePhotoBooks extends Overrides {
  books: FakeBook[];
  /** Parts the services could not answer (the field is null). */
  unavailable?: Array<'BOOKS' | 'CATEGORIES'>;
}

/**
 * Renders the app at `path` as a consumer with the fake's photo books and the gallery's categories; the page of one
 * book finds the customer's book of that code (null when unknown, or another customer's).
 */
export function renderPhotoBooks(path: string, fake: FakePhotoBooks) {
  const viewer = () =>
    viewerNode({
      onlinePhotoBooks: fake.unavailable?.includes('BOOKS') ? null : fake.books.map(bookNode),
      galleryCategories: fake.unavailable?.includes('CATEGORIES') ? null : CATEGORIES,
    });
  const book: Handler = (variables, operation, generate) => {
    const found = fake.books.find((b) => b.code === variables.productCode);
    return generate({ Viewer: () => ({ ...viewer(), onlinePhotoBook: found ? bookNode(found) : null }) });
  };
  return renderApp(path, {
    world: { resolvers: { Viewer: viewer }, handlers: { PhotoBookPageQuery: book } },
    handlers: fake.handlers,
    failing: fake.failing,
  });
}
