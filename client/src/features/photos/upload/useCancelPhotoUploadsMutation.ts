import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCancelPhotoUploadsMutation as Mutation } from '../../../__generated__/useCancelPhotoUploadsMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCancelPhotoUploadsMutation($input: CancelPhotoUploadsInput!) {
    cancelPhotoUploads(input: $input) {
      deletedUploadIds
      failedUploadIds
    }
  }
`;

/** Deletes every upload of a cancelled upload dialog; resolves with the ids that could not be deleted. */
export function useCancelPhotoUploadsMutation(): [(uploadIds: readonly string[]) => Promise<readonly string[]>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const cancelUploads = useCallback(
    async (uploadIds: readonly string[]) =>
      (await commit({ variables: { input: { uploadIds: [...uploadIds] } } })).cancelPhotoUploads.failedUploadIds,
    [commit],
  );
  return [cancelUploads, isInFlight];
}
