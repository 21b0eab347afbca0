import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteAlbumMutation as Mutation } from '../../../__generated__/useDeleteAlbumMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteAlbumMutation($input: DeleteAlbumInput!, $connections: [ID!]!) {
    deleteAlbum(input: $input) {
      deletedAlbumId @deleteEdge(connections: $connections)
      error {
        reason
      }
      photoLibrary {
        id
        albumsCount
      }
    }
  }
`;

/**
 * Deletes an own album (its photos stay in the library): it leaves the albums lists given and the album count is
 * updated where it is shown. Resolves true when deleted, false when refused (the album is gone or not the
 * customer's).
 */
export function useDeleteAlbumMutation(): [(albumId: string, connections: readonly string[]) => Promise<boolean>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const deleteAlbum = useCallback(
    async (albumId: string, connections: readonly string[]) => {
      const { deleteAlbum: payload } = await commit({ variables: { input: { albumId }, connections: [...connections] } });
      return payload.deletedAlbumId !== null && payload.deletedAlbumId !== undefined;
    },
    [commit],
  );
  return [deleteAlbum, isInFlight];
}
