import { screen } from '../../../app/screen';

/** '/my-photos/albums/:id/preview/:photoId': a photo of an album, full screen. */
export const albumPhotoPreviewRoute = screen({
  page: () => import('./AlbumPhotoPreviewPage').then((module) => module.AlbumPhotoPreviewPage),
});

/** '/my-photos/shared-albums/:id/preview/:photoId': a photo of a shared album, full screen. */
export const sharedAlbumPhotoPreviewRoute = screen({
  page: () => import('./AlbumPhotoPreviewPage').then((module) => module.SharedAlbumPhotoPreviewPage),
});
