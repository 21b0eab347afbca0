import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useCreatePhotoUploadsMutation as Mutation } from '../../../__generated__/useCreatePhotoUploadsMutation.graphql';
import { commitAsync } from './commitAsync';

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
export function useCreatePhotoUploadsMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (files: readonly { fileName: string; size: number }[]): Promise<readonly PhotoUploadSlot[]> => {
      const response = await commitAsync<Mutation>(environment, {
        mutation,
        variables: { input: { files: files.map(({ fileName, size }) => ({ fileName, size })) } },
      });
      return response.createPhotoUploads.uploads;
    },
    [environment],
  );
}
