import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PhotoBookPageQuery } from '../../../__generated__/PhotoBookPageQuery.graphql';
import { BackLink, Page } from '../../../app/Page';
import { PageLoader } from '../../../app/PageLoader';
import { pathTo, ROUTES } from '../../../app/routes';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { Banner, Card } from '../../../ui';
import { orderTexts } from '../../orders/orderTexts';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { PhotoBookGallery } from '../gallery/PhotoBookGallery';
import { photoBooksTexts } from '../photoBooksTexts';
import { PhotoBookShare } from './PhotoBookShare';
import { PhotoBookSummary } from './PhotoBookSummary';
import '../PhotoBooks.css';
import { useScreenData } from '../../../app/screen';
import type * as photoBookScreen from './photoBookScreen';

export const photoBookPageQuery = graphql`
  query PhotoBookPageQuery($productCode: String!, $channel: String!) @preloadable {
    viewer {
      onlinePhotoBook(productCode: $productCode) {
        ...PhotoBookSummary_photoBook
        ...PhotoBookShare_photoBook
        ...PhotoBookGallery_photoBook @arguments(channel: $channel)
      }
      ...PhotoBookGallery_viewer
    }
  }
`;

const m = defineMessages({
  notFound: { id: 'photoBooks.book.notFound', defaultMessage: 'This photo book could not be found' },
  notFoundText: {
    id: 'photoBooks.book.notFoundText',
    defaultMessage: 'It is not one of the photo books of this account. Please check the link, or choose one of your photo books.',
  },
  error: {
    id: 'photoBooks.book.error',
    defaultMessage: 'This photo book could not be loaded. Please refresh the page or try again later.',
  },
  back: { id: 'photoBooks.book.back', defaultMessage: 'Back to my online photo books' },
});

function Back() {
  const intl = useIntl();
  return <BackLink href={pathTo('widgets')}>{intl.formatMessage(m.back)}</BackLink>;
}

/** The query failed (a network error, the order service down). */
function LoadError() {
  const intl = useIntl();
  return (
    <>
      <Banner tone="error">
        <p data-testid="photo-book-error">{intl.formatMessage(m.error)}</p>
      </Banner>
      <Back />
    </>
  );
}

function PhotoBook({ queryRef }: { queryRef: PreloadedQuery<PhotoBookPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<PhotoBookPageQuery>(photoBookPageQuery, queryRef);
  const book = viewer.onlinePhotoBook;
  if (!book) {
    // An unknown code, another customer's, or not a photo book: nothing of it, and the way back.
    return (
      <div className="photo-book__not-found" data-testid="photo-book-not-found">
        <Card title={intl.formatMessage(m.notFound)} icon={<span className="photo-book-glyph" />} footer={<Back />}>
          <p>{intl.formatMessage(m.notFoundText)}</p>
        </Card>
      </div>
    );
  }
  return (
    <div className="photo-book">
      <PhotoBookSummary photoBook={book} />
      <div className="photo-book__sections">
        <PhotoBookShare photoBook={book} />
        <PhotoBookGallery photoBook={book} viewer={viewer} />
      </div>
      <Back />
    </div>
  );
}

/**
 * '/online-products/:productCode' — 'Share your online photo book': the book (its online version: view or request
 * it), the share form, and its entry in the brand's gallery.
 */
export function PhotoBookPage() {
  const queryRef = useScreenData<typeof photoBookScreen>();
  return (
    <MessageScopeProvider scope={orderTexts}>
      <MessageScopeProvider scope={photoBooksTexts}>
        <Page title={ROUTES.widgetShare.title}>
          <ErrorBoundary fallback={<LoadError />}>
            <Suspense fallback={<PageLoader />}>
              <PhotoBook queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
        </Page>
      </MessageScopeProvider>
    </MessageScopeProvider>
  );
}
