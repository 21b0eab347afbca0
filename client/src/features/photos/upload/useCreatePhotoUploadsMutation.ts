import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreatePhotoUploadsMutation as Mutation } from '../../../__generated__/useCreatePhotoUploadsMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreatePhotoUploadsMutation($input: CreatePhotoUploadsInput!) {
    createPhotoUploads(input: $input) {
      uploads {
        uploadId
        fileName
        uploadUrl
      }
    }
  }
`;

export type PhotoUploadSlot = Mutation['response']['createPhotoUploads']['uploads'][number];

/** Creates one signed upload slot per file (in order). */
export function useCreatePhotoUploadsMutation(): [
  (files: readonly { fileName: string; size: number }[]) => Promise<readonly PhotoUploadSlot[]>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const createUploads = useCallback(
    async (files: readonly { fileName: string; size: number }[]) => {
      const response = await commit({ variables: { input: { files: files.map(({ fileName, size }) => ({ fileName, size })) } } });
      return response.createPhotoUploads.uploads;
    },
    [commit],
  );
  return [createUploads, isInFlight];
}
