import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddPhotosToAlbumMutation as Mutation } from '../../../__generated__/useAddPhotosToAlbumMutation.graphql';

const mutation = graphql`
  mutation useAddPhotosToAlbumMutation($input: AddPhotosToAlbumInput!) {
    addPhotosToAlbum(input: $input) {
      album {
        id
        name
        photosCount
        updated
        coverPhoto {
          id
          thumbnail(size: S300) {
            url
          }
        }
      }
      addedPhotoIds
      failedPhotoIds
    }
  }
`;

export interface AddPhotosToAlbumResult {
  addedPhotoIds: readonly string[];
  failedPhotoIds: readonly string[];
}

/**
 * Copies library photos into an own album. The album's count and cover come back in the payload; its photo pages
 * are marked stale so the album screen fetches them again. Rejects on a network or GraphQL error.
 */
export function useAddPhotosToAlbumMutation(): [
  (albumId: string, photoIds: readonly string[]) => Promise<AddPhotosToAlbumResult>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = useCallback(
    (albumId: string, photoIds: readonly string[]) =>
      new Promise<AddPhotosToAlbumResult>((resolve, reject) => {
        commit({
          variables: { input: { albumId, photoIds: [...photoIds] } },
          updater: (store) => store.get(albumId)?.invalidateRecord(),
          onCompleted: (response, errors) => {
            const payload = response?.addPhotosToAlbum;
            if (!payload) reject(new Error(errors?.map((e) => e.message).join('; ') || 'addPhotosToAlbum failed'));
            else resolve({ addedPhotoIds: payload.addedPhotoIds, failedPhotoIds: payload.failedPhotoIds });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
