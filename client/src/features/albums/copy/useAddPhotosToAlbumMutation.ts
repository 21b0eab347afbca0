import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAddPhotosToAlbumMutation as Mutation } from '../../../__generated__/useAddPhotosToAlbumMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

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
      error {
        reason
      }
    }
  }
`;

export interface AddPhotosToAlbumResult {
  addedPhotoIds: readonly string[];
  /** Photos not copied: every requested one when the album refused the copy (gone, or shared). */
  failedPhotoIds: readonly string[];
}

/**
 * Copies library photos into an own album. The album's count and cover come back in the payload; its photo pages
 * are marked stale so the album screen fetches them again.
 */
export function useAddPhotosToAlbumMutation(): [
  (albumId: string, photoIds: readonly string[]) => Promise<AddPhotosToAlbumResult>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const addPhotos = useCallback(
    async (albumId: string, photoIds: readonly string[]): Promise<AddPhotosToAlbumResult> => {
      const { addPhotosToAlbum: payload } = await commit({
        variables: { input: { albumId, photoIds: [...photoIds] } },
        updater: (store) => store.get(albumId)?.invalidateRecord(),
      });
      return { addedPhotoIds: payload.addedPhotoIds, failedPhotoIds: payload.failedPhotoIds };
    },
    [commit],
  );
  return [addPhotos, isInFlight];
}
