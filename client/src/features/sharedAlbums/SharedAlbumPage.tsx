import { Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { ThumbnailSize } from '../../__generated__/MonthPhotosQuery.graphql';
import type { SharedAlbumPage_album$key } from '../../__generated__/SharedAlbumPage_album.graphql';
import type { SharedAlbumPageQuery } from '../../__generated__/SharedAlbumPageQuery.graphql';
import { BackLink } from '../../app/Page';
import { PageLoader } from '../../app/PageLoader';
import { pathTo, ROUTES } from '../../app/routes';
import { useDocumentTitle } from '../../brand/useDocumentTitle';
import { Banner, Button, useToast, withKeptQuery } from '../../ui';
import { createdRelative } from '../albums/albumDates';
import { ALBUM_SORT_KEYS, useAlbumSort } from '../albums/album/albumSort';
import { albumCountMessages, FolderIcon } from '../albums/list/AlbumCard';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { SelectionControls } from '../photos/library/SelectionControls';
import { PhotoSelection, PhotoSelectionContext, useSelectionState } from '../photos/selection/photoSelection';
import { SortPicker } from '../photos/sort/SortPicker';
import { DeleteSharedAlbumModal } from './DeleteSharedAlbumModal';
import { SharedAlbumBanner } from './SharedAlbumBanner';
import { SharedAlbumPhotos } from './SharedAlbumPhotos';
import { useDeleteSharedAlbumMutation } from './useDeleteSharedAlbumMutation';
// The empty state looks like the photo library's.
import '../photos/timeline/AllPhotosPage.css';
import { useScreenData, type ScreenData } from '../../app/screen';
import type * as sharedAlbumScreen from './sharedAlbumScreen';
import './SharedAlbumPage.css';

export const sharedAlbumPageQuery = graphql`
  query SharedAlbumPageQuery($id: ID!, $first: Int!, $sort: AlbumPhotoSort, $size: ThumbnailSize!) @preloadable {
    viewer {
      photoLibrary {
        id
      }
    }
    node(id: $id) {
      ...SharedAlbumPage_album @alias(as: "album") @arguments(first: $first, sort: $sort, size: $size)
    }
  }
`;

const albumFragment = graphql`
  fragment SharedAlbumPage_album on SharedAlbum
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 24 }
    sort: { type: "AlbumPhotoSort" }
    size: { type: "ThumbnailSize", defaultValue: S300 }
  ) {
    id
    name
    photosCount
    created
    viewerIsOwner
    ...SharedAlbumBanner_album
    ...SharedAlbumPhotos_album @arguments(first: $first, sort: $sort, size: $size)
  }
`;

const m = defineMessages({
  back: { id: 'sharedAlbums.back', defaultMessage: 'My albums' },
  error: { id: 'sharedAlbums.error', defaultMessage: 'Unable to display album. Please refresh the page or try again later.' },
  empty: { id: 'sharedAlbums.empty', defaultMessage: 'This album is empty' },
  deleteAlbum: { id: 'sharedAlbums.deleteAlbum', defaultMessage: 'Delete album' },
});

const mv = defineMessages<{ deleted: { albumName: string } }>({
  deleted: { id: 'sharedAlbums.deleted', defaultMessage: '{albumName} album deleted' },
});

function AlbumsBackLink() {
  const intl = useIntl();
  return <BackLink href={pathTo('albums')}>{intl.formatMessage(m.back)}</BackLink>;
}

function LoadError() {
  const intl = useIntl();
  const title = intl.formatMessage(ROUTES.sharedAlbum.title);
  useDocumentTitle(title);
  return (
    <article className="page shared-album">
      <AlbumsBackLink />
      <h1 className="page__title">{title}</h1>
      <Banner tone="error">
        <p>{intl.formatMessage(m.error)}</p>
      </Banner>
    </article>
  );
}

function SharedAlbumContent({ data: { queryRef, size } }: { data: ScreenData<typeof sharedAlbumScreen> }) {
  const { viewer, node } = usePreloadedQuery<SharedAlbumPageQuery>(sharedAlbumPageQuery, queryRef);
  // Not found, or not a shared album the customer takes part in.
  if (!node?.album) return <LoadError />;
  return <SharedAlbumView album={node.album} photoLibraryId={viewer.photoLibrary?.id ?? null} size={size} />;
}

function SharedAlbumView({ album: key, photoLibraryId, size }: {
  album: SharedAlbumPage_album$key;
  /** The library whose albums lists the album leaves when deleted. */
  photoLibraryId: string | null;
  size: ThumbnailSize;
}) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const album = useFragment(albumFragment, key);
  const sort = useAlbumSort('sharedAlbumPhotos');
  const selectionState = useSelectionState();
  const [deleting, setDeleting] = useState(false);
  const [deleteSharedAlbum] = useDeleteSharedAlbumMutation();
  useDocumentTitle(album.name);
  const { name } = album;
  const remove = async () => {
    if (!photoLibraryId || !(await deleteSharedAlbum(album.id, photoLibraryId)).ok) return false;
    toast.show(intl.formatMessage(mv.deleted, { albumName: name }));
    void navigate(withKeptQuery(pathTo('albums'), search), { replace: true });
    return true;
  };
  const empty = album.photosCount === 0;

  return (
    <article className="page shared-album" data-testid="shared-album-page">
      <AlbumsBackLink />
      <SharedAlbumBanner album={album} />
      <div className="shared-album__header">
        <div className="shared-album__heading">
          <h1 className="page__title shared-album__name">{name}</h1>
          <p className="shared-album__meta">
            <span data-testid="shared-album-count">{intl.formatMessage(albumCountMessages.photos, { count: album.photosCount })}</span>
            <span className="sign-separator" aria-hidden="true" />
            <span>{createdRelative(intl, album.created as string)}</span>
          </p>
        </div>
        <div className="shared-album__actions">
          {!empty ? <SelectionControls /> : null}
          {!selectionState.isSelecting ? (
            <Button variant="secondary" onPress={() => setDeleting(true)} data-testid="shared-album-delete">
              {intl.formatMessage(m.deleteAlbum)}
            </Button>
          ) : null}
        </div>
      </div>
      {empty ? (
        <div className="all-photos__empty" data-testid="shared-album-empty">
          <FolderIcon size={56} />
          <p>{intl.formatMessage(m.empty)}</p>
        </div>
      ) : (
        <>
          <div className="shared-album__sort">
            <SortPicker area="sharedAlbumPhotos" keys={ALBUM_SORT_KEYS} />
          </div>
          <SharedAlbumPhotos album={album} sort={sort} size={size} />
        </>
      )}
      <DeleteSharedAlbumModal
        isOpen={deleting}
        onClose={() => setDeleting(false)}
        albumName={name}
        viewerIsOwner={album.viewerIsOwner}
        onDelete={remove}
      />
    </article>
  );
}

/**
 * '/my-photos/shared-albums/:id' — a legacy shared album, read-only: the 'no longer supported' banner (owner or
 * participant), name, count, created text, sort, the photos, selection with download only, and Delete album.
 */
export function SharedAlbumPage() {
  const data = useScreenData<typeof sharedAlbumScreen>();
  const [selection] = useState(() => new PhotoSelection());
  return (
    <PhotoSelectionContext.Provider value={selection}>
      <ErrorBoundary key={data.queryRef.variables.id as string} fallback={<LoadError />}>
        <Suspense fallback={<PageLoader />}>
          <SharedAlbumContent data={data} />
        </Suspense>
      </ErrorBoundary>
    </PhotoSelectionContext.Provider>
  );
}
