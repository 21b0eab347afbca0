import { Suspense, useCallback, useId, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import type { AlbumPageQuery } from '../../../__generated__/AlbumPageQuery.graphql';
import type { AlbumPagePhotosQuery } from '../../../__generated__/AlbumPagePhotosQuery.graphql';
import type { ThumbnailSize } from '../../../__generated__/MonthPhotosQuery.graphql';
import { BackLink } from '../../../app/Page';
import { PageLoader } from '../../../app/PageLoader';
import { pathTo, ROUTES } from '../../../app/routes';
import { useDocumentTitle } from '../../../brand/useDocumentTitle';
import { useFlag } from '../../../flags/useFlag';
import { Banner, Button, useToast, withKeptQuery } from '../../../ui';
import { ErrorBoundary } from '../../../app/ErrorBoundary';
import { SelectionControls } from '../../photos/library/SelectionControls';
import { PhotoSelection, PhotoSelectionContext } from '../../photos/selection/photoSelection';
import { SortPicker } from '../../photos/sort/SortPicker';
import { AddPhotosButton } from '../../photos/upload/AddPhotosButton';
import { OrderPrintsButton } from '../../prints/OrderPrintsButton';
import { createdRelative } from '../albumDates';
import { FolderIcon, albumCountMessages } from '../list/AlbumCard';
import { ALBUM_PHOTOS_PAGE_SIZE } from '../grid/albumGridPaging';
import { albumListConnectionId } from '../mutations/albumConnections';
import { useDeleteAlbumMutation } from '../mutations/useDeleteAlbumMutation';
import { useRenameAlbumMutation } from '../mutations/useRenameAlbumMutation';
import { AlbumNameModal } from '../name/AlbumNameModal';
import { AlbumPhotos, AlbumPhotosError } from './AlbumPhotos';
import { ALBUM_SORT_KEYS, useAlbumSort, type AlbumSort } from './albumSort';
import { DeleteAlbumModal } from './DeleteAlbumModal';
import { useScreenData, type ScreenData } from '../../../app/screen';
import type * as albumScreen from './albumScreen';
import './AlbumPage.css';

export const albumPageQuery = graphql`
  query AlbumPageQuery($id: ID!) @preloadable {
    viewer {
      photoLibrary {
        id
      }
    }
    node(id: $id) {
      __typename
      ... on Album {
        id
        name
        photosCount
        created
        isShared
        sharedAlbum {
          id
        }
      }
    }
  }
`;

export const albumPagePhotosQuery = graphql`
  query AlbumPagePhotosQuery($id: ID!, $first: Int!, $sort: AlbumPhotoSort, $size: ThumbnailSize!) @preloadable {
    node(id: $id) {
      ...AlbumPhotos_album @alias(as: "album") @arguments(first: $first, sort: $sort, size: $size)
    }
  }
`;

const m = defineMessages({
  back: { id: 'albums.album.back', defaultMessage: 'My albums' },
  loadError: { id: 'albums.album.error', defaultMessage: 'Unable to display album. Please refresh the page or try again later.' },
  empty: { id: 'albums.album.empty', defaultMessage: 'Your album is empty' },
  deleteAlbum: { id: 'albums.album.delete', defaultMessage: 'Delete album' },
  editName: { id: 'albums.album.editName', defaultMessage: 'Edit album name' },
  save: { id: 'albums.album.editName.save', defaultMessage: 'Save' },
  actions: { id: 'albums.album.actions', defaultMessage: 'Album actions' },
});

const mv = defineMessages<{ deleted: { albumName: string } }>({
  deleted: { id: 'albums.album.deleted', defaultMessage: '{albumName} album deleted' },
});

function AlbumsBackLink() {
  const intl = useIntl();
  return <BackLink href={pathTo('albums')}>{intl.formatMessage(m.back)}</BackLink>;
}

function AlbumLoadError() {
  const intl = useIntl();
  const title = intl.formatMessage(ROUTES.album.title);
  useDocumentTitle(title);
  return (
    <div className="album-page">
      <AlbumsBackLink />
      <h1 className="page__title">{title}</h1>
      <Banner tone="error">
        <p>{intl.formatMessage(m.loadError)}</p>
      </Banner>
    </div>
  );
}

function PencilIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
    </svg>
  );
}

function AlbumPhotosSection({ queryRef, sort, size, ...rest }: {
  queryRef: PreloadedQuery<AlbumPagePhotosQuery>;
  sort: AlbumSort;
  size: ThumbnailSize;
  printMode: boolean;
  onPrintMode: () => void;
  onPrintModeEnd: () => void;
  onPhotosDeleted: () => void;
}) {
  const { node } = usePreloadedQuery<AlbumPagePhotosQuery>(albumPagePhotosQuery, queryRef);
  if (!node?.album) return <AlbumPhotosError />;
  return <AlbumPhotos album={node.album} sort={sort} size={size} {...rest} />;
}

function AlbumContent({ data }: { data: ScreenData<typeof albumScreen> }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const descriptionId = useId();
  const { viewer, node } = usePreloadedQuery<AlbumPageQuery>(albumPageQuery, data.album);
  const sharedView = useFlag('PhotoManagementSharedAlbumsViewEnabled');
  const sort = useAlbumSort();
  const [selection] = useState(() => new PhotoSelection());
  const state = useSyncExternalStore(selection.subscribe, selection.getSnapshot, selection.getSnapshot);
  const [printMode, setPrintMode] = useState(false);
  // Order prints mode ends with selection mode (its Cancel, or the header's): adjusted while rendering, so no render
  // ever shows the one without the other.
  if (printMode && !state.isSelecting) setPrintMode(false);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [renameAlbum] = useRenameAlbumMutation();
  const [deleteAlbum] = useDeleteAlbumMutation();
  const album = node?.__typename === 'Album' ? node : null;
  useDocumentTitle(album?.name ?? '');

  const albumId = album?.id ?? '';
  /** The album changed elsewhere (photos added or deleted): its count, cover and first photos are fetched again. */
  const refresh = useCallback(() => {
    if (!albumId) return;
    fetchQuery<AlbumPageQuery>(environment, albumPageQuery, { id: albumId }, { fetchPolicy: 'network-only' }).subscribe({});
    fetchQuery<AlbumPagePhotosQuery>(
      environment,
      albumPagePhotosQuery,
      { id: albumId, first: ALBUM_PHOTOS_PAGE_SIZE, sort: { key: sort.key, order: sort.order }, size: data.size },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  }, [environment, albumId, sort.key, sort.order, data.size]);

  if (!album) return <AlbumLoadError />;
  // A legacy shared album is read-only: it opens as a shared album (spec §2).
  if (album.isShared && sharedView && album.sharedAlbum) {
    return <Navigate to={withKeptQuery(pathTo('sharedAlbum', { id: album.sharedAlbum.id }), search)} replace />;
  }

  const isEmpty = album.photosCount === 0;
  const startPrintMode = () => {
    // Order prints from an album selects every photo loaded so far (spec §2 Order prints).
    selection.selectAllFromSource();
    selection.replace([...selection.getSnapshot().ids]);
    setPrintMode(true);
  };
  const onDelete = async () => {
    const library = viewer.photoLibrary;
    if (!(await deleteAlbum(album.id, library ? [albumListConnectionId(library.id)] : [])).ok) return false;
    void navigate(withKeptQuery(pathTo('albums'), search));
    toast.show(intl.formatMessage(mv.deleted, { albumName: album.name }));
    return true;
  };
  const deleteButton = (
    <Button variant="secondary" onPress={() => setDialog('delete')} data-testid="delete-album">
      {intl.formatMessage(m.deleteAlbum)}
    </Button>
  );

  return (
    <PhotoSelectionContext.Provider value={selection}>
      <div className="album-page" data-testid="album-page">
        <AlbumsBackLink />
        <header className="album-page__header">
          <h1 className="album-page__title">
            <Button
              variant="quiet"
              className="album-page__name"
              onPress={() => setDialog('rename')}
              aria-describedby={descriptionId}
              data-testid="album-name"
            >
              {album.name}
              <PencilIcon />
            </Button>
          </h1>
          <span id={descriptionId} hidden>
            {intl.formatMessage(m.editName)}
          </span>
          {!isEmpty ? (
            <p className="album-page__meta">
              <span data-testid="album-count">{intl.formatMessage(albumCountMessages.photos, { count: album.photosCount })}</span>
              <span className="sign-separator" aria-hidden="true" />
              <span data-testid="album-created">{createdRelative(intl, album.created as string)}</span>
            </p>
          ) : null}
        </header>

        {isEmpty ? (
          <div className="album-page__empty" data-testid="album-empty">
            <FolderIcon size={56} />
            <p>{intl.formatMessage(m.empty)}</p>
            <div className="album-page__empty-actions">
              <AddPhotosButton albumId={album.id} onAdded={refresh} />
              {deleteButton}
            </div>
          </div>
        ) : (
          <>
            <div className="album-page__bar" role="group" aria-label={intl.formatMessage(m.actions)}>
              {!state.isSelecting ? (
                <>
                  <AddPhotosButton albumId={album.id} onAdded={refresh} />
                  <OrderPrintsButton onPress={startPrintMode} />
                </>
              ) : null}
              <SelectionControls />
              {!state.isSelecting ? deleteButton : null}
              <span className="album-page__sort">
                <SortPicker area="albumPhotos" keys={ALBUM_SORT_KEYS} />
              </span>
            </div>
            <ErrorBoundary fallback={<AlbumPhotosError />}>
              <Suspense fallback={<PageLoader />}>
                <AlbumPhotosSection
                  queryRef={data.photos}
                  sort={sort}
                  size={data.size}
                  printMode={printMode}
                  onPrintMode={() => setPrintMode(true)}
                  onPrintModeEnd={() => setPrintMode(false)}
                  onPhotosDeleted={refresh}
                />
              </Suspense>
            </ErrorBoundary>
          </>
        )}
      </div>
      {dialog === 'rename' ? (
        <AlbumNameModal
          isOpen
          onClose={() => setDialog(null)}
          title={intl.formatMessage(m.editName)}
          submitLabel={intl.formatMessage(m.save)}
          initialName={album.name}
          testId="edit-album-name-modal"
          onSubmit={(name) => renameAlbum(album.id, name)}
        />
      ) : null}
      <DeleteAlbumModal isOpen={dialog === 'delete'} onClose={() => setDialog(null)} albumName={album.name} onDelete={onDelete} />
    </PhotoSelectionContext.Provider>
  );
}

/** '/my-photos/albums/:id' — one own album. */
export function AlbumPage() {
  const data = useScreenData<typeof albumScreen>();
  return (
    <ErrorBoundary fallback={<AlbumLoadError />}>
      <Suspense fallback={<PageLoader />}>
        <AlbumContent data={data} />
      </Suspense>
    </ErrorBoundary>
  );
}
