import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useCancelPhotoUploadsMutation as Mutation } from '../../../__generated__/useCancelPhotoUploadsMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useCancelPhotoUploadsMutation($input: CancelPhotoUploadsInput!) {
    cancelPhotoUploads(input: $input) {
      deletedUploadIds
      failedUploadIds
    }
  }
`;

/** Deletes every upload of a cancelled upload dialog. */
export function useCancelPhotoUploadsMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (uploadIds: readonly string[]) =>
      commitAsync<Mutation>(environment, { mutation, variables: { input: { uploadIds: [...uploadIds] } } }),
    [environment],
  );
}
