import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useConfirmPhotoUploadsMutation as Mutation } from '../../../__generated__/useConfirmPhotoUploadsMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useConfirmPhotoUploadsMutation($input: ConfirmPhotoUploadsInput!) {
    confirmPhotoUploads(input: $input) {
      photos {
        id
      }
      failedUploadIds
      error {
        reason
      }
      photoLibrary {
        id
        status
        importStarted
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

/**
 * New photos are in some months' pages now: those pages (and queries of the viewer) are stale, so they are fetched
 * again when next read. The counts and months themselves come fresh with the payload's library (same id).
 */
function invalidatePhotoPages(store: RecordSourceSelectorProxy) {
  const library = store.getRootField('confirmPhotoUploads')?.getLinkedRecord('photoLibrary');
  for (const month of library?.getLinkedRecords('months') ?? []) month?.invalidateRecord();
  store.getRoot().getLinkedRecord('viewer')?.invalidateRecord();
}

export interface ConfirmPhotoUploadsResult {
  /** The uploads that could not be added (every kept one when the album was refused). */
  failedUploadIds: readonly string[];
  /** The album given was refused (not the customer's, or shared): nothing was added. */
  refused: boolean;
}

/**
 * Adds the kept uploads to the library (and to an own album when `albumId` is given) and deletes the discarded
 * ones; counts and months update wherever they are shown, through the payload's library.
 */
export function useConfirmPhotoUploadsMutation(): [
  (keepUploadIds: readonly string[], discardUploadIds: readonly string[], albumId?: string) => Promise<ConfirmPhotoUploadsResult>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const confirmUploads = useCallback(
    async (keepUploadIds: readonly string[], discardUploadIds: readonly string[], albumId?: string) => {
      const { confirmPhotoUploads: payload } = await commit({
        variables: {
          input: { keepUploadIds: [...keepUploadIds], discardUploadIds: [...discardUploadIds], ...(albumId ? { albumId } : {}) },
        },
        updater: invalidatePhotoPages,
      });
      return { failedUploadIds: payload.failedUploadIds, refused: Boolean(payload.error) };
    },
    [commit],
  );
  return [confirmUploads, isInFlight];
}
