import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateDownloadMutation as Mutation } from '../../../__generated__/useCreateDownloadMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { archiveOutcomeOf, type ArchiveOutcome } from './archiveOutcome';

const mutation = graphql`
  mutation useCreateDownloadMutation($input: CreateDownloadInput!) {
    createDownload(input: $input) {
      download {
        id
        status
        photosCount
        ...DownloadRow_download
      }
      error {
        reason
      }
    }
  }
`;

/**
 * Asks the download service for a .zip of library photos (1-100); resolves with the new download, or the reason it
 * was refused (DOWNLOAD_LIMIT, NOT_FOUND: photos that are not the customer's).
 */
export function useCreateDownloadMutation(): [(photoIds: readonly string[], name?: string) => Promise<ArchiveOutcome>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const createDownload = useCallback(
    async (photoIds: readonly string[], name?: string) =>
      archiveOutcomeOf((await commit({ variables: { input: { photoIds: [...photoIds], name } } })).createDownload),
    [commit],
  );
  return [createDownload, isInFlight];
}
