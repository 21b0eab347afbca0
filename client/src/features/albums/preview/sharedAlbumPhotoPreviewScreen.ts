/** '/my-photos/shared-albums/:id/preview/:photoId': a photo of a shared album, full screen. */
export const page = () => import('./AlbumPhotoPreviewPage').then((module) => module.SharedAlbumPhotoPreviewPage);
