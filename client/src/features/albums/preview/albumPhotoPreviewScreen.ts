/** '/my-photos/albums/:id/preview/:photoId': a photo of an album, full screen. */
export const page = () => import('./AlbumPhotoPreviewPage').then((module) => module.AlbumPhotoPreviewPage);
