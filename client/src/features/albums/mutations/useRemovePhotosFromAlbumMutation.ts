import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRemovePhotosFromAlbumMutation as Mutation } from '../../../__generated__/useRemovePhotosFromAlbumMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRemovePhotosFromAlbumMutation($input: RemovePhotosFromAlbumInput!, $connections: [ID!]!) {
    removePhotosFromAlbum(input: $input) {
      removedPhotoIds @deleteEdge(connections: $connections)
      failedPhotoIds
      error {
        reason
      }
      album {
        id
        photosCount
        ...AlbumCard_album
      }
    }
  }
`;

/** Done (with the photos still in the album, `failedPhotoIds`), or the album refused the change (gone, or shared). */
export type RemovePhotosOutcome = MutationOutcome<
  'NOT_FOUND' | 'SHARED_ALBUM_READ_ONLY',
  { removedPhotoIds: readonly string[]; failedPhotoIds: readonly string[] }
>;

/**
 * Takes photos out of an album (they stay in the library). The tiles disappear at once (optimistic); photos the
 * service could not remove come back with the answer and are reported in `failedPhotoIds`.
 */
export function useRemovePhotosFromAlbumMutation(): [
  (albumId: string, photoIds: readonly string[], connections: readonly string[]) => Promise<RemovePhotosOutcome>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const removePhotos = useCallback(
    async (albumId: string, photoIds: readonly string[], connections: readonly string[]): Promise<RemovePhotosOutcome> => {
      const { removePhotosFromAlbum: payload } = await commit({
        variables: { input: { albumId, photoIds: [...photoIds] }, connections: [...connections] },
        optimisticResponse: {
          removePhotosFromAlbum: { removedPhotoIds: [...photoIds], failedPhotoIds: [], error: null, album: null },
        },
      });
      return outcomeOf(payload, ['NOT_FOUND', 'SHARED_ALBUM_READ_ONLY'], {
        removedPhotoIds: payload.removedPhotoIds,
        failedPhotoIds: payload.failedPhotoIds,
      });
    },
    [commit],
  );
  return [removePhotos, isInFlight];
}
