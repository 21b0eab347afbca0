import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAddPhotosToAlbumMutation as Mutation } from '../../../__generated__/useAddPhotosToAlbumMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
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

/** Done (with the photos not copied, `failedPhotoIds`), or the album refused the copy (gone, or shared). */
export type AddPhotosToAlbumOutcome = MutationOutcome<
  'NOT_FOUND' | 'SHARED_ALBUM_READ_ONLY',
  { addedPhotoIds: readonly string[]; failedPhotoIds: readonly string[] }
>;

/**
 * Copies library photos into an own album. The album's count and cover come back in the payload; its photo pages
 * are marked stale so the album screen fetches them again.
 */
export function useAddPhotosToAlbumMutation(): [
  (albumId: string, photoIds: readonly string[]) => Promise<AddPhotosToAlbumOutcome>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const addPhotos = useCallback(
    async (albumId: string, photoIds: readonly string[]): Promise<AddPhotosToAlbumOutcome> => {
      const { addPhotosToAlbum: payload } = await commit({
        variables: { input: { albumId, photoIds: [...photoIds] } },
        updater: (store) => store.get(albumId)?.invalidateRecord(),
      });
      return outcomeOf(payload, ['NOT_FOUND', 'SHARED_ALBUM_READ_ONLY'], {
        addedPhotoIds: payload.addedPhotoIds,
        failedPhotoIds: payload.failedPhotoIds,
      });
    },
    [commit],
  );
  return [addPhotos, isInFlight];
}
