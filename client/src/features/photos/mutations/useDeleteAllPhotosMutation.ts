import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteAllPhotosMutation as Mutation } from '../../../__generated__/useDeleteAllPhotosMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteAllPhotosMutation($input: DeleteAllPhotosInput!) {
    deleteAllPhotos(input: $input) {
      deletedCount
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
 * Deletes every photo of the library; resolves with how many were deleted. The payload's library is the
 * viewer's (same id): its counts and months (none left) update wherever they are shown.
 */
export function useDeleteAllPhotosMutation(): [(confirmation: string) => Promise<number>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const deleteAllPhotos = useCallback(
    async (confirmation: string) => (await commit({ variables: { input: { confirmation } } })).deleteAllPhotos.deletedCount,
    [commit],
  );
  return [deleteAllPhotos, isInFlight];
}
