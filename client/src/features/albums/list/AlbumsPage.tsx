import { Suspense, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AlbumListPaginationQuery } from '../../../__generated__/AlbumListPaginationQuery.graphql';
import type { AlbumList_viewer$key } from '../../../__generated__/AlbumList_viewer.graphql';
import type { AlbumsPageQuery } from '../../../__generated__/AlbumsPageQuery.graphql';
import type { AlbumsPageSharedQuery } from '../../../__generated__/AlbumsPageSharedQuery.graphql';
import type { SharedAlbumListPaginationQuery } from '../../../__generated__/SharedAlbumListPaginationQuery.graphql';
import type { SharedAlbumList_viewer$key } from '../../../__generated__/SharedAlbumList_viewer.graphql';
import { PageLoader } from '../../../app/PageLoader';
import { Banner, Button } from '../../../ui';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { CreateAlbumModal } from '../create/CreateAlbumModal';
import { useInfinitePages } from '../grid/useLoadMoreSentinel';
import { ALBUMS_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE } from './albumsPaging';
import { AlbumCard } from './AlbumCard';
import { SharedAlbumCard } from './SharedAlbumCard';
import { useScreenData } from '../../../app/screen';
import type * as albumsScreen from './albumsScreen';
import './AlbumsPage.css';

export const albumsPageQuery = graphql`
  query AlbumsPageQuery($first: Int!, $size: ThumbnailSize!) @preloadable {
    viewer {
      id
      photoLibrary {
        __typename
      }
      ...AlbumList_viewer @arguments(first: $first, size: $size)
    }
  }
`;

export const albumsPageSharedQuery = graphql`
  query AlbumsPageSharedQuery($first: Int!, $size: ThumbnailSize!) @preloadable {
    viewer {
      id
      photoLibrary {
        sharedAlbumsSummary {
          readAlbumsCount
        }
      }
      ...SharedAlbumList_viewer @arguments(first: $first, size: $size)
    }
  }
`;

/** Spec §9: albums come 50 a page; the first page holds one less (beside the 'New album' tile). */
const m = defineMessages({
  newAlbum: { id: 'albums.new', defaultMessage: 'New album' },
  albumsLabel: { id: 'albums.list.label', defaultMessage: 'My albums' },
  error: { id: 'albums.list.error', defaultMessage: 'Unable to display albums. Please refresh the page or try again later.' },
  sharedTitle: { id: 'albums.shared.title', defaultMessage: 'Shared with you' },
  sharedError: {
    id: 'albums.shared.error',
    defaultMessage: 'Unable to display shared albums. Please refresh the page or try again later.',
  },
});

function ErrorText({ message }: { message: keyof typeof m }) {
  const intl = useIntl();
  return (
    <Banner tone="error">
      <p>{intl.formatMessage(m[message])}</p>
    </Banner>
  );
}

/** 'New album': the album created is put first in the list (`connection`, the albums list's Relay id). */
function NewAlbumTile({ connection }: { connection: string }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  return (
    <li className="album-card album-card--new">
      <Button variant="quiet" className="album-card__new" onPress={() => setOpen(true)} data-testid="new-album">
        <span className="album-card__new-plus sign-add" aria-hidden="true" />
        <span>{intl.formatMessage(m.newAlbum)}</span>
      </Button>
      {isOpen ? (
        <CreateAlbumModal isOpen onClose={() => setOpen(false)} connections={[connection]} />
      ) : null}
    </li>
  );
}

/** The own albums: 'New album' first, then 49 albums, then 50 more at a time on scroll. */
function AlbumList({ viewer: key }: { viewer: AlbumList_viewer$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AlbumListPaginationQuery, AlbumList_viewer$key>(
    graphql`
      fragment AlbumList_viewer on Viewer
      @refetchable(queryName: "AlbumListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 49 }
        after: { type: "String" }
        size: { type: "ThumbnailSize", defaultValue: S300 }
      ) {
        id
        photoLibrary {
          albums(first: $first, after: $after) @connection(key: "AlbumList_albums") {
            __id
            edges {
              node {
                id
                ...AlbumCard_album @arguments(size: $size)
              }
            }
          }
        }
      }
    `,
    key,
  );
  const albums = data.photoLibrary?.albums;
  // Null when the albums service could not answer (spec §2's error text, as for the shared albums).
  if (!albums) return <ErrorText message="error" />;
  return (
    <PagedAlbumGrid
      pages={{ loadNext, hasNext, isLoadingNext }}
      pageSize={ALBUMS_PAGE_SIZE}
      label={intl.formatMessage(m.albumsLabel)}
      error="error"
      testId="album-grid"
    >
      <NewAlbumTile connection={albums.__id} />
      {albums.edges.map((edge) => (
        <AlbumCard key={edge.node.id} album={edge.node} />
      ))}
    </PagedAlbumGrid>
  );
}

/** A grid of album cards that loads a page more whenever its end comes near the viewport. */
function PagedAlbumGrid({ pages, pageSize, label, error, testId, children }: {
  pages: Parameters<typeof useInfinitePages>[0];
  pageSize: number;
  label?: string;
  error: 'error' | 'sharedError';
  testId: string;
  children: ReactNode;
}) {
  const { sentinelRef, pageFailed } = useInfinitePages(pages, pageSize);
  return (
    <>
      <ul className="album-grid" aria-label={label} data-testid={testId}>
        {children}
      </ul>
      {pages.isLoadingNext ? <PageLoader /> : null}
      {pageFailed ? <ErrorText message={error} /> : null}
      <div ref={sentinelRef} className="album-grid__sentinel" aria-hidden="true" />
    </>
  );
}

function OwnAlbums({ queryRef }: { queryRef: PreloadedQuery<AlbumsPageQuery> }) {
  const { viewer } = usePreloadedQuery<AlbumsPageQuery>(albumsPageQuery, queryRef);
  if (!viewer.photoLibrary) return <ErrorText message="error" />;
  return <AlbumList viewer={viewer} />;
}

/** 'Shared with you': albums other customers share with this one, 50 at a time. */
function SharedAlbumList({ viewer: key }: { viewer: SharedAlbumList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SharedAlbumListPaginationQuery, SharedAlbumList_viewer$key>(
    graphql`
      fragment SharedAlbumList_viewer on Viewer
      @refetchable(queryName: "SharedAlbumListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        size: { type: "ThumbnailSize", defaultValue: S300 }
      ) {
        id
        photoLibrary {
          sharedAlbums(first: $first, after: $after) @connection(key: "SharedAlbumList_sharedAlbums") {
            edges {
              node {
                id
                ...SharedAlbumCard_album @arguments(size: $size)
              }
            }
          }
        }
      }
    `,
    key,
  );
  const connection = data.photoLibrary?.sharedAlbums;
  // Null when the shared albums service could not answer.
  if (!connection) return <ErrorText message="sharedError" />;
  return (
    <PagedAlbumGrid
      pages={{ loadNext, hasNext, isLoadingNext }}
      pageSize={SHARED_ALBUMS_PAGE_SIZE}
      error="sharedError"
      testId="shared-album-grid"
    >
      {connection.edges.map((edge) => (
        <SharedAlbumCard key={edge.node.id} album={edge.node} />
      ))}
    </PagedAlbumGrid>
  );
}

function SharedSection({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className="albums-page__shared" aria-labelledby="albums-shared-title" data-testid="shared-albums">
      <h2 id="albums-shared-title" className="albums-page__heading">
        {intl.formatMessage(m.sharedTitle)}
      </h2>
      {children}
    </section>
  );
}

function SharedAlbums({ queryRef }: { queryRef: PreloadedQuery<AlbumsPageSharedQuery> }) {
  const { viewer } = usePreloadedQuery<AlbumsPageSharedQuery>(albumsPageSharedQuery, queryRef);
  const summary = viewer.photoLibrary?.sharedAlbumsSummary;
  // Shown only when the customer takes part in shared albums (spec §2); unknown counts are an error.
  if (summary && summary.readAlbumsCount === 0) return null;
  return (
    <SharedSection>{summary ? <SharedAlbumList viewer={viewer} /> : <ErrorText message="sharedError" />}</SharedSection>
  );
}

/** '/my-photos/albums' — the Albums tab: own albums and, with the shared-albums view, 'Shared with you'. */
export function AlbumsPage() {
  const data = useScreenData<typeof albumsScreen>();
  return (
    <div className="albums-page">
      <ErrorBoundary fallback={<ErrorText message="error" />}>
        <Suspense fallback={<PageLoader />}>
          <OwnAlbums queryRef={data.albums} />
        </Suspense>
      </ErrorBoundary>
      {data.shared ? (
        <ErrorBoundary
          fallback={
            <SharedSection>
              <ErrorText message="sharedError" />
            </SharedSection>
          }
        >
          <Suspense fallback={null}>
            <SharedAlbums queryRef={data.shared} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
