import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRemovePhotosFromAlbumMutation as Mutation } from '../../../__generated__/useRemovePhotosFromAlbumMutation.graphql';
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

export interface RemovePhotosResult {
  removedPhotoIds: readonly string[];
  /** Photos still in the album: every requested one when the album refused the change (gone, or shared). */
  failedPhotoIds: readonly string[];
}

/**
 * Takes photos out of an album (they stay in the library). The tiles disappear at once (optimistic); photos the
 * service could not remove come back with the answer and are reported in `failedPhotoIds`.
 */
export function useRemovePhotosFromAlbumMutation(): [
  (albumId: string, photoIds: readonly string[], connections: readonly string[]) => Promise<RemovePhotosResult>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const removePhotos = useCallback(
    async (albumId: string, photoIds: readonly string[], connections: readonly string[]): Promise<RemovePhotosResult> => {
      const { removePhotosFromAlbum: payload } = await commit({
        variables: { input: { albumId, photoIds: [...photoIds] }, connections: [...connections] },
        optimisticResponse: {
          removePhotosFromAlbum: { removedPhotoIds: [...photoIds], failedPhotoIds: [], error: null, album: null },
        },
      });
      return { removedPhotoIds: payload.removedPhotoIds, failedPhotoIds: payload.failedPhotoIds };
    },
    [commit],
  );
  return [removePhotos, isInFlight];
}
