import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useConfirmPhotoUploadsMutation as Mutation } from '../../../__generated__/useConfirmPhotoUploadsMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
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

/** The album given was refused (not the customer's, or shared): nothing was added. */
export type ConfirmPhotoUploadsFailure = 'NOT_FOUND' | 'SHARED_ALBUM_READ_ONLY';

/**
 * Adds the kept uploads to the library (and to an own album when `albumId` is given) and deletes the discarded
 * ones; counts and months update wherever they are shown, through the payload's library. Done, naming the uploads
 * that could not be added.
 */
export function useConfirmPhotoUploadsMutation(): [
  (
    keepUploadIds: readonly string[],
    discardUploadIds: readonly string[],
    albumId?: string,
  ) => Promise<MutationOutcome<ConfirmPhotoUploadsFailure, { failedUploadIds: readonly string[] }>>,
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
      return outcomeOf(payload, ['NOT_FOUND', 'SHARED_ALBUM_READ_ONLY'], { failedUploadIds: payload.failedUploadIds });
    },
    [commit],
  );
  return [confirmUploads, isInFlight];
}
