import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteAllPhotosMutation as Mutation } from '../../../__generated__/useDeleteAllPhotosMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteAllPhotosMutation($input: DeleteAllPhotosInput!) {
    deleteAllPhotos(input: $input) {
      deletedCount
      error {
        reason
      }
      fieldErrors {
        field
        message
      }
      photoLibrary {
        id
        photosCount
        albumsCount
        status
        months {
          id
          year
          month
          count
          isUnknownDate
        }
      }
    }
  }
`;

/** The confirmation word the customer types (spec §5). */
export const DELETE_ALL_CONFIRMATION = 'DELETE';

/**
 * Deletes every photo of the library: done with how many were deleted; refused (INVALID_INPUT) when the confirmation is
 * not the word. The payload's library is the viewer's (same id): its counts and months (none left) update wherever
 * they are shown.
 */
export function useDeleteAllPhotosMutation(): [
  (confirmation: string) => Promise<MutationOutcome<'INVALID_INPUT', { deletedCount: number }>>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const deleteAllPhotos = useCallback(
    async (confirmation: string) => {
      const { deleteAllPhotos: payload } = await commit({ variables: { input: { confirmation } } });
      return outcomeOf(payload, ['INVALID_INPUT'], { deletedCount: payload.deletedCount });
    },
    [commit],
  );
  return [deleteAllPhotos, isInFlight];
}
