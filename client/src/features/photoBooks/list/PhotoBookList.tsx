import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PhotoBookList_viewer$key } from '../../../__generated__/PhotoBookList_viewer.graphql';
import type { PhotoBookListPaginationQuery } from '../../../__generated__/PhotoBookListPaginationQuery.graphql';
import { Banner, Button, Card } from '../../../ui';
import { PhotoBookCard } from './PhotoBookCard';
import { PhotoBooksLoadError } from './PhotoBooksLoadError';

/** Spec §7/§9: the account's photo books come 10 a page (the order service's default; the fragment's `first`). */
const PHOTO_BOOKS_PAGE_SIZE = 10;

const m = defineMessages({
  list: { id: 'photoBooks.list.label', defaultMessage: 'Photo books' },
  empty: { id: 'photoBooks.list.empty', defaultMessage: "You haven't ordered any photo books yet" },
  emptyText: {
    id: 'photoBooks.list.emptyText',
    defaultMessage: 'Once you order a photo book, its online version appears here, ready to share.',
  },
  showMore: { id: 'photoBooks.list.showMore', defaultMessage: 'Show more photo books' },
  showMoreFailed: {
    id: 'photoBooks.list.showMoreFailed',
    defaultMessage: 'More photo books could not be loaded. Please try again.',
  },
});

/** The customer's photo books, newest first, 10 at a time ('Show more photo books' while there are more), or the empty state. */
export function PhotoBookList({ viewer: key }: { viewer: PhotoBookList_viewer$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PhotoBookListPaginationQuery, PhotoBookList_viewer$key>(
    graphql`
      fragment PhotoBookList_viewer on Viewer
      @refetchable(queryName: "PhotoBookListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        onlinePhotoBooks(first: $first, after: $after) @connection(key: "PhotoBookList_onlinePhotoBooks") {
          edges {
            node {
              id
              ...PhotoBookCard_photoBook
            }
          }
        }
      }
    `,
    key,
  );
  const [moreFailed, setMoreFailed] = useState(false);
  const edges = data.onlinePhotoBooks?.edges;
  if (!edges) return <PhotoBooksLoadError />;
  if (edges.length === 0) {
    return (
      <div className="photo-books__empty" data-testid="photo-books-empty">
        <Card title={intl.formatMessage(m.empty)} icon={<span className="photo-book-glyph" />}>
          <p>{intl.formatMessage(m.emptyText)}</p>
        </Card>
      </div>
    );
  }
  const showMore = () => {
    setMoreFailed(false);
    loadNext(PHOTO_BOOKS_PAGE_SIZE, { onComplete: (error) => setMoreFailed(Boolean(error)) });
  };
  return (
    <>
      <ul className="photo-books__list" aria-label={intl.formatMessage(m.list)}>
        {edges.map(({ node }) => (
          <PhotoBookCard key={node.id} photoBook={node} />
        ))}
      </ul>
      {hasNext || isLoadingNext ? (
        <div className="photo-books__more">
          {/* The same button while the next page loads (busy): the keyboard focus stays on it. */}
          <Button
            variant="secondary"
            onPress={isLoadingNext ? undefined : showMore}
            aria-disabled={isLoadingNext || undefined}
            aria-busy={isLoadingNext || undefined}
          >
            {intl.formatMessage(m.showMore)}
          </Button>
        </div>
      ) : null}
      {moreFailed ? (
        <Banner tone="error">
          <p>{intl.formatMessage(m.showMoreFailed)}</p>
        </Banner>
      ) : null}
    </>
  );
}
