import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PhotoBooksPageQuery } from '../../../__generated__/PhotoBooksPageQuery.graphql';
import { Page } from '../../../app/Page';
import { PageLoader } from '../../../app/PageLoader';
import { ROUTES } from '../../../app/routes';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { Banner, Card } from '../../../ui';
import { orderTexts } from '../../orders/orderTexts';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { photoBooksTexts } from '../photoBooksTexts';
import { PhotoBookCard } from './PhotoBookCard';
import '../PhotoBooks.css';
import { useScreenData } from '../../../app/screen';
import type * as photoBooksScreen from './photoBooksScreen';

export const photoBooksPageQuery = graphql`
  query PhotoBooksPageQuery @preloadable {
    viewer {
      onlinePhotoBooks {
        id
        ...PhotoBookCard_photoBook
      }
    }
  }
`;

const m = defineMessages({
  intro: {
    id: 'photoBooks.list.intro',
    defaultMessage: 'The photo books you ordered, online: view them, share them by e-mail and show them in our gallery.',
  },
  list: { id: 'photoBooks.list.label', defaultMessage: 'Photo books' },
  empty: { id: 'photoBooks.list.empty', defaultMessage: "You haven't ordered any photo books yet" },
  emptyText: {
    id: 'photoBooks.list.emptyText',
    defaultMessage: 'Once you order a photo book, its online version appears here, ready to share.',
  },
  error: {
    id: 'photoBooks.list.error',
    defaultMessage: 'Your online photo books could not be loaded. Please refresh the page or try again later.',
  },
});

function LoadError() {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p data-testid="photo-books-error">{intl.formatMessage(m.error)}</p>
    </Banner>
  );
}

function PhotoBookList({ queryRef }: { queryRef: PreloadedQuery<PhotoBooksPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PhotoBooksPageQuery>(photoBooksPageQuery, queryRef);
  const books = viewer.onlinePhotoBooks;
  if (!books) return <LoadError />;
  if (books.length === 0) {
    return (
      <div className="photo-books__empty" data-testid="photo-books-empty">
        <Card title={intl.formatMessage(m.empty)} icon={<span className="photo-book-glyph" />}>
          <p>{intl.formatMessage(m.emptyText)}</p>
        </Card>
      </div>
    );
  }
  return (
    <ul className="photo-books__list" aria-label={intl.formatMessage(m.list)}>
      {books.map((book) => (
        <PhotoBookCard key={book.id} photoBook={book} />
      ))}
    </ul>
  );
}

function Intro() {
  const intl = useIntl();
  return <p>{intl.formatMessage(m.intro)}</p>;
}

/** '/online-products' — 'My online photo books': each ordered photo book, with where its online version stands. */
export function PhotoBooksPage() {
  const queryRef = useScreenData<typeof photoBooksScreen>();
  return (
    <MessageScopeProvider scope={orderTexts}>
      <MessageScopeProvider scope={photoBooksTexts}>
        <Page title={ROUTES.widgets.title} intro={<Intro />}>
          <ErrorBoundary fallback={<LoadError />}>
            <Suspense fallback={<PageLoader />}>
              <PhotoBookList queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
        </Page>
      </MessageScopeProvider>
    </MessageScopeProvider>
  );
}
