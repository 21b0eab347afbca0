import { ConnectionHandler, generateClientID } from 'relay-runtime';

/** The connection key of the albums list (AlbumList_viewer's `@connection`). */
export const ALBUM_LIST_CONNECTION = 'AlbumList_albums';
/** The connection key of an album's photos (AlbumPhotos_album's `@connection`). */
export const ALBUM_PHOTOS_CONNECTION = 'AlbumPhotos_photos';

/** Relay id of the albums list connection: it hangs off the viewer's photo library (a record without an id). */
export function albumListConnectionId(viewerId: string): string {
  return ConnectionHandler.getConnectionID(generateClientID(viewerId, 'photoLibrary'), ALBUM_LIST_CONNECTION);
}

/** Relay id of an album's photos connection for a sort. */
export function albumPhotosConnectionId(albumId: string, sort: { key: string; order: string }): string {
  return ConnectionHandler.getConnectionID(albumId, ALBUM_PHOTOS_CONNECTION, { sort: { key: sort.key, order: sort.order } });
}
