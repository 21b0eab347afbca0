import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteSharedAlbumMutation as Mutation } from '../../__generated__/useDeleteSharedAlbumMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../relay/mutationOutcome';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { albumListConnectionId, sharedAlbumListConnectionId } from '../albums/mutations/albumConnections';

const mutation = graphql`
  mutation useDeleteSharedAlbumMutation(
    $input: DeleteSharedAlbumInput!
    $sharedAlbumConnections: [ID!]!
    $albumConnections: [ID!]!
  ) {
    deleteSharedAlbum(input: $input) {
      deletedSharedAlbumId @deleteEdge(connections: $sharedAlbumConnections)
      deletedAlbumId @deleteEdge(connections: $albumConnections)
      error {
        reason
      }
      photoLibrary {
        id
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
 * Deletes a shared album (for everyone as owner, for this customer as participant). It leaves the albums screen's
 * lists of the library: 'Shared with you' (participant), and the own albums, where an owner's shared album is
 * listed as an `Album` (`deletedAlbumId`); the library's counts are updated where they are shown. The record
 * itself stays until the screen showing it has been left. Refused with NOT_FOUND: the customer neither owns nor takes
 * part in it any more.
 */
export function useDeleteSharedAlbumMutation(): [
  (sharedAlbumId: string, photoLibraryId: string) => Promise<MutationOutcome<'NOT_FOUND'>>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const deleteSharedAlbum = useCallback(
    async (sharedAlbumId: string, photoLibraryId: string) => {
      const { deleteSharedAlbum: payload } = await commit({
        variables: {
          input: { sharedAlbumId },
          sharedAlbumConnections: [sharedAlbumListConnectionId(photoLibraryId)],
          albumConnections: [albumListConnectionId(photoLibraryId)],
        },
      });
      return outcomeOf(payload, ['NOT_FOUND']);
    },
    [commit],
  );
  return [deleteSharedAlbum, isInFlight];
}
