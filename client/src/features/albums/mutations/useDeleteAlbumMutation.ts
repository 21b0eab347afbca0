import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAlbumMutation as Mutation } from '../../../__generated__/useDeleteAlbumMutation.graphql';
import { copyLibraryToViewer } from '../../photos/mutations/copyLibraryToViewer';

const mutation = graphql`
  mutation useDeleteAlbumMutation($input: DeleteAlbumInput!, $connections: [ID!]!) {
    deleteAlbum(input: $input) {
      deletedAlbumId @deleteEdge(connections: $connections)
      photoLibrary {
        photosCount
        albumsCount
      }
    }
  }
`;

/** Deletes an own album (its photos stay in the library): it leaves the albums list and the counts are refreshed. */
export function useDeleteAlbumMutation(): [(albumId: string, connections: readonly string[]) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = useCallback(
    (albumId: string, connections: readonly string[]) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { input: { albumId }, connections: [...connections] },
          updater: (store) => copyLibraryToViewer(store, 'deleteAlbum'),
          onCompleted: (response, errors) => {
            if (response?.deleteAlbum?.deletedAlbumId) resolve();
            else reject(new Error(errors?.map((e) => e.message).join('; ') || 'deleteAlbum failed'));
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
