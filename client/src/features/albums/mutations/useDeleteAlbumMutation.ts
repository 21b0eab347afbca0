import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteAlbumMutation as Mutation } from '../../../__generated__/useDeleteAlbumMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
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
 * updated where it is shown. Done, or refused NOT_FOUND (the album is gone or not the customer's).
 */
export function useDeleteAlbumMutation(): [(albumId: string, connections: readonly string[]) => Promise<MutationOutcome<'NOT_FOUND'>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const deleteAlbum = useCallback(
    async (albumId: string, connections: readonly string[]) => {
      const { deleteAlbum: payload } = await commit({ variables: { input: { albumId }, connections: [...connections] } });
      return outcomeOf(payload, ['NOT_FOUND']);
    },
    [commit],
  );
  return [deleteAlbum, isInFlight];
}
