import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreatePhotoUploadsMutation as Mutation } from '../../../__generated__/useCreatePhotoUploadsMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreatePhotoUploadsMutation($input: CreatePhotoUploadsInput!) {
    createPhotoUploads(input: $input) {
      uploads {
        uploadId
        fileName
        uploadUrl
      }
      error {
        reason
      }
      fieldErrors {
        field
        message
      }
    }
  }
`;

export type PhotoUploadSlot = Mutation['response']['createPhotoUploads']['uploads'][number];

/** Creates one signed upload slot per file (in order); refused (INVALID_INPUT) for a blank name, no bytes or too large a file. */
export function useCreatePhotoUploadsMutation(): [
  (files: readonly { fileName: string; size: number }[]) => Promise<MutationOutcome<'INVALID_INPUT', { uploads: readonly PhotoUploadSlot[] }>>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const createUploads = useCallback(
    async (files: readonly { fileName: string; size: number }[]) => {
      const { createPhotoUploads: payload } = await commit({
        variables: { input: { files: files.map(({ fileName, size }) => ({ fileName, size })) } },
      });
      return outcomeOf(payload, ['INVALID_INPUT'], { uploads: payload.uploads });
    },
    [commit],
  );
  return [createUploads, isInFlight];
}
