import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PhotoBooksPageQuery } from '../../../__generated__/PhotoBooksPageQuery.graphql';
import { Page } from '../../../app/Page';
import { PageLoader } from '../../../app/PageLoader';
import { ROUTES } from '../../../app/routes';
import { MessageScopeProvider } from '../../../i18n/messageScope';
import { orderTexts } from '../../orders/orderTexts';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { photoBooksTexts } from '../photoBooksTexts';
import { PhotoBookList } from './PhotoBookList';
import { PhotoBooksLoadError } from './PhotoBooksLoadError';
import '../PhotoBooks.css';
import { useScreenData } from '../../../app/screen';
import type * as photoBooksScreen from './photoBooksScreen';

export const photoBooksPageQuery = graphql`
  query PhotoBooksPageQuery @preloadable {
    viewer {
      ...PhotoBookList_viewer
    }
  }
`;

const m = defineMessages({
  intro: {
    id: 'photoBooks.list.intro',
    defaultMessage: 'The photo books you ordered, online: view them, share them by e-mail and show them in our gallery.',
  },
});

function PhotoBooks({ queryRef }: { queryRef: PreloadedQuery<PhotoBooksPageQuery> }) {
  const { viewer } = usePreloadedQuery<PhotoBooksPageQuery>(photoBooksPageQuery, queryRef);
  return <PhotoBookList viewer={viewer} />;
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
          <ErrorBoundary fallback={<PhotoBooksLoadError />}>
            <Suspense fallback={<PageLoader />}>
              <PhotoBooks queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
        </Page>
      </MessageScopeProvider>
    </MessageScopeProvider>
  );
}
