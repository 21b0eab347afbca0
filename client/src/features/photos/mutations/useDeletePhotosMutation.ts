import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeletePhotosMutation as Mutation } from '../../../__generated__/useDeletePhotosMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeletePhotosMutation($input: DeletePhotosInput!, $connections: [ID!]!) {
    deletePhotos(input: $input) {
      deletedPhotoIds @deleteEdge(connections: $connections)
      failedPhotoIds
      photoLibrary {
        id
        photosCount
        albumsCount
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

/** A delete done, in part when some photos failed (the batch reports exactly which). */
export type DeletePhotosOutcome = MutationOutcome<never, { deletedPhotoIds: readonly string[]; failedPhotoIds: readonly string[] }>;

/**
 * Deletes photos. The edges disappear at once from the connections given (optimistic); photos the service could
 * not delete come back when the answer arrives and are reported in `failedPhotoIds`. The payload's library is the
 * viewer's (same id): its counts and months update wherever they are shown.
 */
export function useDeletePhotosMutation(): [
  (photoIds: readonly string[], connections: readonly string[]) => Promise<DeletePhotosOutcome>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const deletePhotos = useCallback(
    async (photoIds: readonly string[], connections: readonly string[]) => {
      const { deletePhotos: payload } = await commit({
        variables: { input: { photoIds: [...photoIds] }, connections: [...connections] },
        optimisticResponse: { deletePhotos: { deletedPhotoIds: [...photoIds], failedPhotoIds: [], photoLibrary: null } },
      });
      return outcomeOf(payload, [], { deletedPhotoIds: payload.deletedPhotoIds, failedPhotoIds: payload.failedPhotoIds });
    },
    [commit],
  );
  return [deletePhotos, isInFlight];
}
