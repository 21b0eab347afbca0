import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useDeletePhotosMutation as DeletePhotosMutation } from '../../../__generated__/useDeletePhotosMutation.graphql';
import { copyLibraryToViewer } from './copyLibraryToViewer';

const mutation = graphql`
  mutation useDeletePhotosMutation($input: DeletePhotosInput!, $connections: [ID!]!) {
    deletePhotos(input: $input) {
      deletedPhotoIds @deleteEdge(connections: $connections)
      failedPhotoIds
      photoLibrary {
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

export interface DeletePhotosResult {
  deletedPhotoIds: readonly string[];
  failedPhotoIds: readonly string[];
}

export interface DeletePhotosArgs {
  /** Global ids of the photos. */
  photoIds: readonly string[];
  /** Connections to remove the deleted edges from (see `monthConnectionIds`). */
  connections: readonly string[];
  onCompleted?: (result: DeletePhotosResult) => void;
  onError?: (error: Error) => void;
}

/**
 * Deletes photos. The edges disappear at once (optimistic); photos the service could not delete come back
 * when the answer arrives and are reported in `failedPhotoIds`. Counts and months are refreshed from the payload.
 */
export function useDeletePhotosMutation(): [(args: DeletePhotosArgs) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<DeletePhotosMutation>(mutation);
  const run = useCallback(
    ({ photoIds, connections, onCompleted, onError }: DeletePhotosArgs) =>
      commit({
        variables: { input: { photoIds: [...photoIds] }, connections: [...connections] },
        optimisticResponse: {
          deletePhotos: { deletedPhotoIds: [...photoIds], failedPhotoIds: [], photoLibrary: null },
        },
        updater: (store: RecordSourceSelectorProxy) => copyLibraryToViewer(store, 'deletePhotos'),
        onCompleted: (response, errors) => {
          if (errors?.length && !response?.deletePhotos) {
            onError?.(new Error(errors.map((e) => e.message).join('; ')));
            return;
          }
          onCompleted?.({
            deletedPhotoIds: response.deletePhotos.deletedPhotoIds,
            failedPhotoIds: response.deletePhotos.failedPhotoIds,
          });
        },
        onError: (error) => onError?.(error),
      }),
    [commit],
  );
  return [run, isInFlight];
}
