import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, readInlineData } from 'react-relay';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { PhotoPreview_photo$key } from '../../../__generated__/PhotoPreview_photo.graphql';
import { ROUTES } from '../../../app/routes';
import { useBreakpoint } from '../../../app/useBreakpoint';
import { useDocumentTitle } from '../../../brand/useDocumentTitle';
import { useFlag } from '../../../flags/useFlag';
import { Button } from '../../../ui/Button';
import { DisabledButton } from '../../../ui/DisabledButton';
import { Tooltip } from '../../../ui/Tooltip';
import { CopyToAlbumModal } from '../../albums/copy/CopyToAlbumModal';
import { DownloadLibraryPhotoDialog } from '../../downloads/single/DownloadLibraryPhotoDialog';
import { DownloadPhotoDialog } from '../../downloads/single/DownloadPhotoDialog';
import { DeletePhotoModal } from './DeletePhotoModal';
import { usePreviewGestures, ZOOM_MAX, ZOOM_MIN } from './usePreviewGestures';
import './PhotoPreview.css';

// The orders the photo was printed in: their own query and texts, in a chunk of their own (code and texts in parallel).
const PhotoPrintOrders = lazy(() =>
  Promise.all([import('../../orders/printedIn/PhotoPrintOrders'), import('../../orders/orderTexts').then((texts) => texts.orderTextsReady())]).then(
    ([module]) => module,
  ),
);

const m = defineMessages({
  close: { id: 'photos.preview.close', defaultMessage: 'Close' },
  previous: { id: 'photos.preview.previous', defaultMessage: 'Previous photo' },
  next: { id: 'photos.preview.next', defaultMessage: 'Next photo' },
  zoomIn: { id: 'photos.preview.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'photos.preview.zoomOut', defaultMessage: 'Zoom out' },
  download: { id: 'photos.preview.download', defaultMessage: 'Download' },
  copy: { id: 'photos.preview.copyToAlbum', defaultMessage: 'Copy to album' },
  delete: { id: 'photos.preview.delete', defaultMessage: 'Delete' },
  actions: { id: 'photos.preview.actions', defaultMessage: 'Photo actions' },
});

/** Where the preview was opened from: the list passes `{ fromList: true }` as navigation state. */
export interface PreviewLocationState {
  fromList?: boolean;
}

type Neighbour = string | null | undefined; // undefined: not known yet
const UNKNOWN_NEIGHBOURS = { previous: undefined, next: undefined } as const;

// The photo shown. Inline data (kept in the object of the query that spreads it, not read from the store): an album's
// preview shows photos from pages its navigator fetched and holds, which no query retains in the store.
const previewPhotoFragment = graphql`
  fragment PhotoPreview_photo on Photo @inline {
    id
    localFileName
    dateTaken
    url
    thumbnail(size: S1300) {
      url
      width
      height
    }
  }
`;

/** Warms a photo's preview image up (a neighbour, before the customer moves to it). */
export function preloadPreviewImage(photo: PhotoPreview_photo$key): void {
  const { url } = readInlineData(previewPhotoFragment, photo).thumbnail;
  if (typeof Image !== 'undefined') new Image().src = url;
}

/** Moves through the list the preview was opened from (the timeline, an album, a shared album). */
export interface PreviewListNavigator {
  /** Where the photo is in the list (loading pages as needed); null when it is not in it. */
  locate(photoId: string, dateTaken?: string | null): Promise<unknown>;
  next(photoId: string, dateTaken?: string | null): Promise<string | null>;
  previous(photoId: string, dateTaken?: string | null): Promise<string | null>;
  /** Forgets a deleted photo. */
  remove(photoId: string): void;
}

export interface PhotoPreviewProps {
  /** Null when the photo does not exist: the preview goes back to the list. */
  photo: PhotoPreview_photo$key | null;
  navigator: PreviewListNavigator;
  /** The list (photos, album or shared album), with the query string kept. */
  listHref: string;
  /** The preview of another photo of the same list, with the query string kept. */
  previewHref: (photoId: string) => string;
  /** Deletes the photo from the library; rejects when it could not be deleted. */
  deletePhoto: (photoId: string) => Promise<void>;
  /** Warms a neighbour up (its data and image) before the customer moves to it. */
  prefetch?: (photoId: string) => void;
  /** Read-only lists (shared albums): Copy to album and Delete are disabled with this reason as their tooltip. */
  readOnlyReason?: string;
  /** The original to download when it is not one of the customer's own photos (shared albums). */
  downloadFile?: { url: string; fileName: string };
}

export function PhotoPreview({
  photo: key,
  navigator,
  listHref,
  previewHref,
  deletePhoto,
  prefetch,
  readOnlyReason,
  downloadFile,
}: PhotoPreviewProps) {
  const intl = useIntl();
  const photo = key ? readInlineData(previewPhotoFragment, key) : null;
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? null) as PreviewLocationState | null;
  useDocumentTitle(intl.formatMessage(ROUTES.photoPreview.title));
  const compact = useBreakpoint() === 'small';

  // Each photo opens unzoomed: the zoom is kept with the photo it applies to.
  const [photoZoom, setPhotoZoom] = useState<{ id: string | null; zoom: number }>({ id: null, zoom: ZOOM_MIN });
  const [neighbours, setNeighbours] = useState<{ id: string; previous: Neighbour; next: Neighbour }>({
    id: '',
    previous: undefined,
    next: undefined,
  });
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [dialog, setDialog] = useState<'copy' | 'download' | null>(null);
  const albumsOn = useFlag('PhotoManagementAlbumViewEnabled');
  const [missing, setMissing] = useState(false);

  const photoId = photo?.id ?? null;
  const dateTaken = photo?.dateTaken ?? null;
  const zoom = photoZoom.id === photoId ? photoZoom.zoom : ZOOM_MIN;

  // Find the photo in the list, then its neighbours (loading pages / months as needed) and prefetch them.
  useEffect(() => {
    if (!photoId) return;
    let live = true;
    void (async () => {
      const at = await navigator.locate(photoId, dateTaken).catch(() => null);
      if (!live) return;
      if (!at) {
        setMissing(true);
        return;
      }
      const [previous, next] = await Promise.all([
        navigator.previous(photoId).catch(() => null),
        navigator.next(photoId).catch(() => null),
      ]);
      if (!live) return;
      setNeighbours({ id: photoId, previous, next });
      for (const id of [next, previous]) if (id) prefetch?.(id);
    })();
    return () => {
      live = false;
    };
  }, [photoId, dateTaken, navigator, prefetch]);

  // The photo moved to last: the route may still be loading it when the next key comes, which moves on from there.
  const movedTo = useRef(photoId);
  useEffect(() => {
    movedTo.current = photoId;
  }, [photoId]);
  const go = useCallback(
    (id: string) => {
      movedTo.current = id;
      return navigate(previewHref(id), { replace: true, state });
    },
    [navigate, previewHref, state],
  );

  const close = useCallback(() => {
    if (state?.fromList) navigate(-1); // back to the list entry: its scroll position is restored
    else navigate(listHref, { replace: true });
  }, [navigate, listHref, state]);

  const known = neighbours.id === photoId ? neighbours : UNKNOWN_NEIGHBOURS;
  const move = useCallback(
    async (direction: 'previous' | 'next') => {
      const from = movedTo.current;
      if (!from) return;
      const target =
        from === photoId && known[direction] !== undefined ? known[direction] : await navigator[direction](from, from === photoId ? dateTaken : null);
      if (target) go(target);
    },
    [photoId, dateTaken, known, navigator, go],
  );

  const toggleZoom = useCallback(
    () => setPhotoZoom((z) => ({ id: photoId, zoom: (z.id === photoId ? z.zoom : ZOOM_MIN) === ZOOM_MIN ? ZOOM_MAX : ZOOM_MIN })),
    [photoId],
  );
  const { drag, handlers } = usePreviewGestures({
    onNext: () => void move('next'),
    onPrevious: () => void move('previous'),
    onClose: close,
    onToggleZoom: toggleZoom,
    zoomed: zoom !== ZOOM_MIN,
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (deleteOpen || dialog || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') void move('previous');
      else if (event.key === 'ArrowRight') void move('next');
      else if (event.key === 'Escape') close();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [deleteOpen, dialog, move, close]);

  const onDelete = useCallback(async () => {
    if (!photoId) return;
    // After a delete: the previous photo, or the second one when this was the first (spec §2).
    const target = (await navigator.previous(photoId, dateTaken)) ?? (await navigator.next(photoId, dateTaken));
    await deletePhoto(photoId);
    navigator.remove(photoId);
    setDeleteOpen(false);
    if (target) go(target);
    else navigate(listHref, { replace: true });
  }, [photoId, dateTaken, navigator, deletePhoto, go, navigate, listHref]);

  if (!photo || missing) return <Navigate to={listHref} replace />;

  const zoomed = zoom !== ZOOM_MIN;
  // Below 575 px the bar's actions are icons (their names stay, visually hidden, and show as tooltips).
  const label = (icon: ReactNode, text: string) => (
    <>
      {icon}
      <span className={compact ? 'visually-hidden' : undefined}>{text}</span>
    </>
  );
  const tip = (text: string) => (compact ? text : null);
  const copyText = intl.formatMessage(m.copy);
  const deleteText = intl.formatMessage(m.delete);
  const zoomText = intl.formatMessage(zoomed ? m.zoomOut : m.zoomIn);
  const downloadText = intl.formatMessage(m.download);
  const closeText = intl.formatMessage(m.close);
  const copyLabel = label(<CopyIcon />, copyText);
  const deleteLabel = label(<DeleteIcon />, deleteText);
  return (
    <div className="photo-preview" data-testid="photo-preview">
      <div className="photo-preview__bar">
        <Tooltip text={tip(closeText)}>
          <Button variant="quiet" className="photo-preview__button" onPress={close}>
            {label(<span className="sign-close" aria-hidden="true" />, closeText)}
          </Button>
        </Tooltip>
        <h1 className="photo-preview__name">{photo.localFileName}</h1>
        <div className="photo-preview__actions" role="group" aria-label={intl.formatMessage(m.actions)}>
          <Tooltip text={tip(zoomText)}>
            <Button variant="quiet" className="photo-preview__button" onPress={toggleZoom} aria-pressed={zoomed}>
              {label(<span className={zoomed ? 'sign-minus' : 'sign-add'} aria-hidden="true" />, zoomText)}
            </Button>
          </Tooltip>
          {/* A plain click downloads the original through the dialog (its file name kept); the link stays a fallback. */}
          <Tooltip text={tip(downloadText)}>
            <a
              className="ui-button ui-button--quiet photo-preview__button"
              href={photo.url}
              download={photo.localFileName}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setDialog('download');
              }}
            >
              {label(<span className="sign-download" aria-hidden="true" />, downloadText)}
            </a>
          </Tooltip>
          {albumsOn ? (
            readOnlyReason ? (
              <DisabledButton variant="quiet" className="photo-preview__button" reason={readOnlyReason}>
                {copyLabel}
              </DisabledButton>
            ) : (
              <Tooltip text={tip(copyText)}>
                <Button variant="quiet" className="photo-preview__button" onPress={() => setDialog('copy')}>
                  {copyLabel}
                </Button>
              </Tooltip>
            )
          ) : null}
          {readOnlyReason ? (
            <DisabledButton variant="quiet" className="photo-preview__button" reason={readOnlyReason}>
              {deleteLabel}
            </DisabledButton>
          ) : (
            <Tooltip text={tip(deleteText)}>
              <Button variant="quiet" className="photo-preview__button" onPress={() => setDeleteOpen(true)}>
                {deleteLabel}
              </Button>
            </Tooltip>
          )}
        </div>
      </div>
      <div className="photo-preview__stage" {...handlers}>
        <img
          className="photo-preview__image"
          src={photo.thumbnail.url}
          width={photo.thumbnail.width}
          height={photo.thumbnail.height}
          alt={photo.localFileName}
          draggable={false}
          data-zoom={zoom}
          style={{
            transform: `translate(${drag.x}px, ${drag.y}px) scale(${zoom})`,
            opacity: drag.y > 0 ? Math.max(0.4, 1 - drag.y / 600) : 1,
          }}
        />
      </div>
      <Suspense fallback={null}>
        <PhotoPrintOrders photoId={photo.id} />
      </Suspense>
      <Button
        variant="secondary"
        className="photo-preview__nav photo-preview__nav--previous"
        onPress={() => void move('previous')}
        isDisabled={known.previous === null}
      >
        <span className="sign-back" aria-hidden="true" />
        <span className="photo-preview__nav-label">{intl.formatMessage(m.previous)}</span>
      </Button>
      <Button
        variant="secondary"
        className="photo-preview__nav photo-preview__nav--next"
        onPress={() => void move('next')}
        isDisabled={known.next === null}
      >
        <span className="photo-preview__nav-label">{intl.formatMessage(m.next)}</span>
        <span className="sign-next" aria-hidden="true" />
      </Button>
      <DeletePhotoModal isOpen={deleteOpen} onClose={() => setDeleteOpen(false)} onDelete={onDelete} />
      {albumsOn ? (
        <CopyToAlbumModal photoIds={[photo.id]} isOpen={dialog === 'copy'} onClose={() => setDialog(null)} />
      ) : null}
      {downloadFile ? (
        <DownloadPhotoDialog photo={downloadFile} isOpen={dialog === 'download'} onClose={() => setDialog(null)} />
      ) : (
        <DownloadLibraryPhotoDialog photoId={photo.id} isOpen={dialog === 'download'} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

/** A "copy" sign drawn here: the bundled fonts have no glyph for it. */
function CopyIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="5" y="5" width="9" height="9" rx="1.5" />
      <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
    </svg>
  );
}

function DeleteIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
      <path d="M6 1h4l1 1h3v2H2V2h3l1-1zM3 5h10l-1 10H4L3 5zm3 2v6h1V7H6zm3 0v6h1V7H9z" />
    </svg>
  );
}
