import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemovePhotosFromAlbumMutation as Mutation } from '../../../__generated__/useRemovePhotosFromAlbumMutation.graphql';

const mutation = graphql`
  mutation useRemovePhotosFromAlbumMutation($input: RemovePhotosFromAlbumInput!, $connections: [ID!]!) {
    removePhotosFromAlbum(input: $input) {
      removedPhotoIds @deleteEdge(connections: $connections)
      failedPhotoIds
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
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = useCallback(
    (albumId: string, photoIds: readonly string[], connections: readonly string[]) =>
      new Promise<RemovePhotosResult>((resolve, reject) => {
        commit({
          variables: { input: { albumId, photoIds: [...photoIds] }, connections: [...connections] },
          optimisticResponse: {
            removePhotosFromAlbum: { removedPhotoIds: [...photoIds], failedPhotoIds: [], album: null },
          },
          onCompleted: (response, errors) => {
            const payload = response?.removePhotosFromAlbum;
            if (payload) resolve({ removedPhotoIds: payload.removedPhotoIds, failedPhotoIds: payload.failedPhotoIds });
            else reject(new Error(errors?.map((e) => e.message).join('; ') || 'removePhotosFromAlbum failed'));
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
