import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateSharedAlbumDownloadMutation as Mutation } from '../../../__generated__/useCreateSharedAlbumDownloadMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { archiveOutcomeOf, type ArchiveOutcome } from './archiveOutcome';

const mutation = graphql`
  mutation useCreateSharedAlbumDownloadMutation($input: CreateSharedAlbumDownloadInput!) {
    createSharedAlbumDownload(input: $input) {
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
 * Asks the download service for a .zip of photos of a shared album (any participant's, 1-100); resolves with the
 * new download, or the reason it was refused (DOWNLOAD_LIMIT, NOT_FOUND: photos or album not the customer's).
 */
export function useCreateSharedAlbumDownloadMutation(): [
  (sharedAlbumId: string, photoIds: readonly string[], name?: string) => Promise<ArchiveOutcome>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const createSharedAlbumDownload = useCallback(
    async (sharedAlbumId: string, photoIds: readonly string[], name?: string) =>
      archiveOutcomeOf(
        (await commit({ variables: { input: { sharedAlbumId, photoIds: [...photoIds], name } } })).createSharedAlbumDownload,
      ),
    [commit],
  );
  return [createSharedAlbumDownload, isInFlight];
}
