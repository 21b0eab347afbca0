import { useCallback, useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../app/PageLoader';
import { pathTo } from '../../../app/routes';
import { withKeptQuery } from '../../../ui';
import { useDeletePhotosMutation } from '../../photos/mutations';
import { PhotoPreview } from '../../photos/preview/PhotoPreview';
import { useAlbumSort } from '../album/albumSort';
import { albumPhotosConnectionId } from '../mutations/albumConnections';
import { AlbumPreviewNavigator, type AlbumPreviewPhoto } from './AlbumPreviewNavigator';

const m = defineMessages({
  readOnly: { id: 'albums.preview.readOnly', defaultMessage: 'Unavailable for shared albums' },
});

type Kind = 'album' | 'shared';

/**
 * The preview over an album's photos (`albumPhotoPreview`) or a shared album's (`sharedAlbumPhotoPreview`): next and
 * previous follow the album's sort, loading further pages; an unknown photo goes back to the album. In a shared
 * album Copy to album and Delete are disabled ('Unavailable for shared albums'); Download works.
 */
function AlbumPreview({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const { id: albumId = '', photoId = '' } = useParams();
  const { search } = useLocation();
  const sort = useAlbumSort(kind === 'shared' ? 'sharedAlbumPhotos' : 'albumPhotos');
  const navigator = useMemo(
    () => new AlbumPreviewNavigator(environment, albumId, { key: sort.key, order: sort.order }),
    [environment, albumId, sort.key, sort.order],
  );
  const [found, setFound] = useState<{ photoId: string; photo: AlbumPreviewPhoto | null } | null>(null);
  const [deletePhotos] = useDeletePhotosMutation();

  useEffect(() => {
    let live = true;
    navigator
      .locate(photoId)
      .catch(() => null)
      .then((at) => {
        if (live) setFound({ photoId, photo: at ? (navigator.photo(photoId) ?? null) : null });
      });
    return () => {
      live = false;
    };
  }, [navigator, photoId]);

  const route = kind === 'shared' ? 'sharedAlbumPhotoPreview' : 'albumPhotoPreview';
  const previewHref = useCallback(
    (id: string) => withKeptQuery(pathTo(route, { id: albumId, photoId: id }), search),
    [route, albumId, search],
  );
  const deletePhoto = useCallback(
    async (id: string) => {
      const { failedPhotoIds } = await deletePhotos([id], [albumPhotosConnectionId(albumId, navigator.sort)]);
      if (failedPhotoIds.includes(id)) throw new Error('The photo could not be deleted');
    },
    [deletePhotos, albumId, navigator],
  );

  if (found?.photoId !== photoId) return <PageLoader />;
  const photo = found.photo;
  return (
    <PhotoPreview
      photo={photo}
      navigator={navigator}
      listHref={withKeptQuery(pathTo(kind === 'shared' ? 'sharedAlbum' : 'album', { id: albumId }), search)}
      previewHref={previewHref}
      deletePhoto={deletePhoto}
      prefetch={navigator.prefetch}
      {...(kind === 'shared'
        ? {
            readOnlyReason: intl.formatMessage(m.readOnly),
            downloadFile: navigator.originalFile(photoId),
          }
        : {})}
    />
  );
}

/** '/my-photos/albums/:id/preview/:photoId' (album-view flag). */
export function AlbumPhotoPreviewPage() {
  return <AlbumPreview kind="album" />;
}

/** '/my-photos/shared-albums/:id/preview/:photoId' (shared-albums flag). */
export function SharedAlbumPhotoPreviewPage() {
  return <AlbumPreview kind="shared" />;
}
