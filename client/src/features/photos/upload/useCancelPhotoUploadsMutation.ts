import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCancelPhotoUploadsMutation as Mutation } from '../../../__generated__/useCancelPhotoUploadsMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCancelPhotoUploadsMutation($input: CancelPhotoUploadsInput!) {
    cancelPhotoUploads(input: $input) {
      deletedUploadIds
      failedUploadIds
    }
  }
`;

/** Deletes every upload of a cancelled upload dialog: done, naming the ids that could not be deleted. */
export function useCancelPhotoUploadsMutation(): [
  (uploadIds: readonly string[]) => Promise<MutationOutcome<never, { failedUploadIds: readonly string[] }>>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const cancelUploads = useCallback(
    async (uploadIds: readonly string[]) => {
      const { cancelPhotoUploads: payload } = await commit({ variables: { input: { uploadIds: [...uploadIds] } } });
      return outcomeOf(payload, [], { failedUploadIds: payload.failedUploadIds });
    },
    [commit],
  );
  return [cancelUploads, isInFlight];
}
