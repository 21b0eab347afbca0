import { useCallback, useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import type { PhotoPreviewPageQuery } from '../../../__generated__/PhotoPreviewPageQuery.graphql';
import { pathTo, ROUTES } from '../../../app/routes';
import { useDocumentTitle } from '../../../brand/useDocumentTitle';
import { Button } from '../../../ui/Button';
import { withKeptQuery } from '../../../ui/keptQuery';
import { monthConnectionIds, useDeletePhotosMutation } from '../mutations';
import { DeletePhotoModal } from './DeletePhotoModal';
import { photoPreviewPageQuery } from './PhotoPreviewPage';
import type { PreviewNavigator } from './PreviewNavigator';
import { usePreviewGestures, ZOOM_MAX, ZOOM_MIN } from './usePreviewGestures';
import './PhotoPreview.css';

const m = defineMessages({
  close: { id: 'photos.preview.close', defaultMessage: 'Close' },
  previous: { id: 'photos.preview.previous', defaultMessage: 'Previous photo' },
  next: { id: 'photos.preview.next', defaultMessage: 'Next photo' },
  zoomIn: { id: 'photos.preview.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'photos.preview.zoomOut', defaultMessage: 'Zoom out' },
  download: { id: 'photos.preview.download', defaultMessage: 'Download' },
  delete: { id: 'photos.preview.delete', defaultMessage: 'Delete' },
  actions: { id: 'photos.preview.actions', defaultMessage: 'Photo actions' },
});

/** Where the preview was opened from: the list passes `{ fromList: true }` as navigation state. */
export interface PreviewLocationState {
  fromList?: boolean;
}

type Neighbour = string | null | undefined; // undefined: not known yet

export function PhotoPreview({
  queryRef,
  navigator,
}: {
  queryRef: PreloadedQuery<PhotoPreviewPageQuery>;
  navigator: PreviewNavigator;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<PhotoPreviewPageQuery>(photoPreviewPageQuery, queryRef);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? null) as PreviewLocationState | null;
  const listHref = withKeptQuery(pathTo('photos'), location.search);
  const photo = data.node?.__typename === 'Photo' ? data.node : null;
  const months = data.viewer.photoLibrary?.months;
  useMemo(() => navigator.setMonths(months ?? []), [navigator, months]);
  useDocumentTitle(intl.formatMessage(ROUTES.photoPreview.title));

  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [neighbours, setNeighbours] = useState<{ id: string; previous: Neighbour; next: Neighbour }>({
    id: '',
    previous: undefined,
    next: undefined,
  });
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [missing, setMissing] = useState(false);
  const [deletePhotos] = useDeletePhotosMutation();

  const photoId = photo?.id ?? null;
  const dateTaken = photo?.dateTaken ?? null;

  // Find the photo in the list, then its neighbours (loading pages / months as needed) and prefetch them.
  useEffect(() => {
    if (!photoId) return;
    let live = true;
    setZoom(ZOOM_MIN);
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
      for (const id of [next, previous]) {
        if (!id) continue;
        fetchQuery<PhotoPreviewPageQuery>(environment, photoPreviewPageQuery, { id })
          .toPromise()
          .then((d) => {
            const url = d?.node?.__typename === 'Photo' ? d.node.thumbnail.url : null;
            if (url && typeof Image !== 'undefined') new Image().src = url;
          })
          .catch(() => undefined);
      }
    })();
    return () => {
      live = false;
    };
  }, [photoId, dateTaken, navigator, environment]);

  const go = useCallback(
    (id: string) => navigate(withKeptQuery(pathTo('photoPreview', { id }), location.search), { replace: true, state }),
    [navigate, location.search, state],
  );

  const close = useCallback(() => {
    if (state?.fromList) navigate(-1); // back to the list entry: its scroll position is restored
    else navigate(listHref, { replace: true });
  }, [navigate, listHref, state]);

  const known = neighbours.id === photoId ? neighbours : { previous: undefined, next: undefined };
  const move = useCallback(
    async (direction: 'previous' | 'next') => {
      if (!photoId) return;
      const target = known[direction] !== undefined ? known[direction] : await navigator[direction](photoId, dateTaken);
      if (target) go(target);
    },
    [photoId, dateTaken, known, navigator, go],
  );

  const toggleZoom = useCallback(() => setZoom((z) => (z === ZOOM_MIN ? ZOOM_MAX : ZOOM_MIN)), []);
  const { drag, handlers } = usePreviewGestures({
    onNext: () => void move('next'),
    onPrevious: () => void move('previous'),
    onClose: close,
    onToggleZoom: toggleZoom,
    zoomed: zoom !== ZOOM_MIN,
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (deleteOpen || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') void move('previous');
      else if (event.key === 'ArrowRight') void move('next');
      else if (event.key === 'Escape') close();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [deleteOpen, move, close]);

  const onDelete = useCallback(async () => {
    if (!photoId) return;
    // After a delete: the previous photo, or the second one when this was the first (spec §2).
    const target = (await navigator.previous(photoId, dateTaken)) ?? (await navigator.next(photoId, dateTaken));
    await new Promise<void>((resolve, reject) => {
      deletePhotos({
        photoIds: [photoId],
        connections: monthConnectionIds(navigator.monthIds(), navigator.sort),
        onCompleted: ({ failedPhotoIds }) => (failedPhotoIds.includes(photoId) ? reject(new Error('failed')) : resolve()),
        onError: reject,
      });
    });
    navigator.remove(photoId);
    setDeleteOpen(false);
    if (target) go(target);
    else navigate(listHref, { replace: true });
  }, [photoId, dateTaken, navigator, deletePhotos, go, navigate, listHref]);

  if (!photo || missing) return <Navigate to={listHref} replace />;

  const zoomed = zoom !== ZOOM_MIN;
  return (
    <div className="photo-preview" data-testid="photo-preview">
      <div className="photo-preview__bar">
        <Button variant="quiet" className="photo-preview__button" onPress={close}>
          <span aria-hidden="true">✕</span> {intl.formatMessage(m.close)}
        </Button>
        <h1 className="photo-preview__name">{photo.localFileName}</h1>
        <div className="photo-preview__actions" role="group" aria-label={intl.formatMessage(m.actions)}>
          <Button variant="quiet" className="photo-preview__button" onPress={toggleZoom} aria-pressed={zoomed}>
            <span aria-hidden="true">{zoomed ? '−' : '+'}</span>{' '}
            {intl.formatMessage(zoomed ? m.zoomOut : m.zoomIn)}
          </Button>
          <a className="ui-button ui-button--quiet photo-preview__button" href={photo.url} download={photo.localFileName}>
            <span aria-hidden="true">↓</span> {intl.formatMessage(m.download)}
          </a>
          <Button variant="quiet" className="photo-preview__button" onPress={() => setDeleteOpen(true)}>
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="currentColor">
              <path d="M6 1h4l1 1h3v2H2V2h3l1-1zM3 5h10l-1 10H4L3 5zm3 2v6h1V7H6zm3 0v6h1V7H9z" />
            </svg>{' '}
            {intl.formatMessage(m.delete)}
          </Button>
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
      <Button
        variant="secondary"
        className="photo-preview__nav photo-preview__nav--previous"
        onPress={() => void move('previous')}
        isDisabled={known.previous === null}
      >
        <span aria-hidden="true">‹</span>
        <span className="photo-preview__nav-label">{intl.formatMessage(m.previous)}</span>
      </Button>
      <Button
        variant="secondary"
        className="photo-preview__nav photo-preview__nav--next"
        onPress={() => void move('next')}
        isDisabled={known.next === null}
      >
        <span className="photo-preview__nav-label">{intl.formatMessage(m.next)}</span>
        <span aria-hidden="true">›</span>
      </Button>
      <DeletePhotoModal isOpen={deleteOpen} onClose={() => setDeleteOpen(false)} onDelete={onDelete} />
    </div>
  );
}
