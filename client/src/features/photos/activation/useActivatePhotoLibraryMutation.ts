import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useActivatePhotoLibraryMutation as Mutation } from '../../../__generated__/useActivatePhotoLibraryMutation.graphql';
import { commitAsync } from '../upload/commitAsync';

const mutation = graphql`
  mutation useActivatePhotoLibraryMutation {
    activatePhotoLibrary {
      photoLibrary {
        status
        importStarted
      }
    }
  }
`;

/** Starts the activation; the viewer's library takes the new status (IMPORTING) at once. */
export function useActivatePhotoLibraryMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    () =>
      commitAsync<Mutation>(environment, {
        mutation,
        variables: {},
        updater: (store) => {
          const payload = store.getRootField('activatePhotoLibrary')?.getLinkedRecord('photoLibrary');
          const library = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('photoLibrary');
          if (!payload || !library) return;
          library.setValue(payload.getValue('status'), 'status');
          library.setValue(payload.getValue('importStarted'), 'importStarted');
        },
      }),
    [environment],
  );
}
