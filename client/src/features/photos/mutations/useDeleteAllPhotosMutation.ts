import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Disposable, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useDeleteAllPhotosMutation as DeleteAllPhotosMutation } from '../../../__generated__/useDeleteAllPhotosMutation.graphql';
import { copyLibraryToViewer } from './copyLibraryToViewer';

const mutation = graphql`
  mutation useDeleteAllPhotosMutation($input: DeleteAllPhotosInput!) {
    deleteAllPhotos(input: $input) {
      deletedCount
      photoLibrary {
        photosCount
        albumsCount
        status
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

/** The confirmation word the customer types (spec §5). */
export const DELETE_ALL_CONFIRMATION = 'DELETE';

export interface DeleteAllPhotosArgs {
  confirmation: string;
  onCompleted?: (deletedCount: number) => void;
  onError?: (error: Error) => void;
}

/** Deletes every photo of the library; the viewer's library (counts, months) is replaced from the payload. */
export function useDeleteAllPhotosMutation(): [(args: DeleteAllPhotosArgs) => Disposable, boolean] {
  const [commit, isInFlight] = useMutation<DeleteAllPhotosMutation>(mutation);
  const run = useCallback(
    ({ confirmation, onCompleted, onError }: DeleteAllPhotosArgs) =>
      commit({
        variables: { input: { confirmation } },
        updater: (store: RecordSourceSelectorProxy) => {
          copyLibraryToViewer(store, 'deleteAllPhotos');
          const library = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('photoLibrary');
          if (library && !store.getRootField('deleteAllPhotos')?.getLinkedRecord('photoLibrary')) {
            library.setValue(0, 'photosCount');
            library.setLinkedRecords([], 'months');
          }
        },
        onCompleted: (response, errors) => {
          if (errors?.length && !response?.deleteAllPhotos) {
            onError?.(new Error(errors.map((e) => e.message).join('; ')));
            return;
          }
          onCompleted?.(response.deleteAllPhotos.deletedCount);
        },
        onError: (error) => onError?.(error),
      }),
    [commit],
  );
  return [run, isInFlight];
}
