import { ConnectionHandler } from 'relay-runtime';

/** The connection key of the albums list (AlbumList_viewer's `@connection`). */
export const ALBUM_LIST_CONNECTION = 'AlbumList_albums';
/** The connection key of 'Shared with you' (SharedAlbumList_viewer's `@connection`). */
export const SHARED_ALBUM_LIST_CONNECTION = 'SharedAlbumList_sharedAlbums';
/** The connection key of an album's photos (AlbumPhotos_album's `@connection`). */
export const ALBUM_PHOTOS_CONNECTION = 'AlbumPhotos_photos';

/** Relay id of the albums list connection of a photo library (its global id). */
export function albumListConnectionId(photoLibraryId: string): string {
  return ConnectionHandler.getConnectionID(photoLibraryId, ALBUM_LIST_CONNECTION);
}

/** Relay id of the 'Shared with you' connection of a photo library (its global id). */
export function sharedAlbumListConnectionId(photoLibraryId: string): string {
  return ConnectionHandler.getConnectionID(photoLibraryId, SHARED_ALBUM_LIST_CONNECTION);
}

/** Relay id of an album's photos connection for a sort. */
export function albumPhotosConnectionId(albumId: string, sort: { key: string; order: string }): string {
  return ConnectionHandler.getConnectionID(albumId, ALBUM_PHOTOS_CONNECTION, { sort: { key: sort.key, order: sort.order } });
}
