import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useConfirmPhotoUploadsMutation as Mutation } from '../../../__generated__/useConfirmPhotoUploadsMutation.graphql';
import { commitAsync } from './commitAsync';
import { refreshPhotoLibrary } from './refreshPhotoLibrary';

const mutation = graphql`
  mutation useConfirmPhotoUploadsMutation($input: ConfirmPhotoUploadsInput!) {
    confirmPhotoUploads(input: $input) {
      photos {
        id
      }
      failedUploadIds
    }
  }
`;

/**
 * Adds the kept uploads to the library (and to an own album when `albumId` is given), deletes the discarded ones,
 * then refreshes the timeline and counts.
 */
export function useConfirmPhotoUploadsMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (keepUploadIds: readonly string[], discardUploadIds: readonly string[], albumId?: string) => {
      const response = await commitAsync<Mutation>(environment, {
        mutation,
        variables: {
          input: { keepUploadIds: [...keepUploadIds], discardUploadIds: [...discardUploadIds], ...(albumId ? { albumId } : {}) },
        },
      });
      // The list behind the dialog shows the new photos; a failed refresh must not fail the confirmation.
      await refreshPhotoLibrary(environment).catch(() => undefined);
      return response.confirmPhotoUploads;
    },
    [environment],
  );
}
