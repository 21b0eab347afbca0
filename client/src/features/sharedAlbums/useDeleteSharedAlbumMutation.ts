import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useDeleteSharedAlbumMutation as Mutation } from '../../__generated__/useDeleteSharedAlbumMutation.graphql';
import { ALBUM_LIST_CONNECTION } from '../albums/mutations/albumConnections';
import { copyLibraryToViewer } from '../photos/mutations/copyLibraryToViewer';

/** The connection key of 'Shared with you' on the albums screen (SharedAlbumList_viewer's `@connection`). */
const SHARED_ALBUM_LIST_CONNECTION = 'SharedAlbumList_sharedAlbums';

const mutation = graphql`
  mutation useDeleteSharedAlbumMutation($input: DeleteSharedAlbumInput!) {
    deleteSharedAlbum(input: $input) {
      deletedSharedAlbumId
      photoLibrary {
        photosCount
        albumsCount
        sharedAlbumsSummary {
          readAlbumsCount
          grantedAlbumsCount
        }
      }
    }
  }
`;

/**
 * Takes the deleted album out of the albums screen's lists: 'Shared with you' (participant) and the own albums,
 * where an owner's shared album is listed as an `Album` linking to it. The record itself stays until the screen
 * showing it has been left (deleting it would blank that screen before the navigation).
 */
function removeFromAlbumLists(store: RecordSourceSelectorProxy, deletedId: string) {
  const library = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('photoLibrary');
  if (!library) return;
  const shared = ConnectionHandler.getConnection(library, SHARED_ALBUM_LIST_CONNECTION);
  if (shared) ConnectionHandler.deleteNode(shared, deletedId);
  const own = ConnectionHandler.getConnection(library, ALBUM_LIST_CONNECTION);
  for (const edge of own?.getLinkedRecords('edges') ?? []) {
    const album = edge?.getLinkedRecord('node');
    if (own && album && album.getLinkedRecord('sharedAlbum')?.getDataID() === deletedId) {
      ConnectionHandler.deleteNode(own, album.getDataID());
    }
  }
}

/**
 * Deletes a shared album (for everyone as owner, for this customer as participant): it leaves the albums lists and
 * the library counts (albums, shared albums) are refreshed. Rejects on a network or GraphQL error.
 */
export function useDeleteSharedAlbumMutation(): [(sharedAlbumId: string) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = useCallback(
    (sharedAlbumId: string) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { sharedAlbumId } },
          updater: (store) => {
            removeFromAlbumLists(store, sharedAlbumId);
            copyLibraryToViewer(store, 'deleteSharedAlbum');
            const summary = store.getRootField('deleteSharedAlbum')?.getLinkedRecord('photoLibrary')?.getLinkedRecord('sharedAlbumsSummary');
            const viewerLibrary = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('photoLibrary');
            if (summary && viewerLibrary) viewerLibrary.setLinkedRecord(summary, 'sharedAlbumsSummary');
          },
          onCompleted: (response, errors) => {
            if (response?.deleteSharedAlbum?.deletedSharedAlbumId) resolve();
            else reject(new Error(errors?.map((e) => e.message).join('; ') || 'deleteSharedAlbum failed'));
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
