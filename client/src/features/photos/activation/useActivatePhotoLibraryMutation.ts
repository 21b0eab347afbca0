import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useActivatePhotoLibraryMutation as Mutation } from '../../../__generated__/useActivatePhotoLibraryMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useActivatePhotoLibraryMutation {
    activatePhotoLibrary {
      photoLibrary {
        id
        status
        importStarted
      }
    }
  }
`;

/** Starts the activation (never refused); the viewer's library (same id) takes the new status (IMPORTING) at once. */
export function useActivatePhotoLibraryMutation(): [() => Promise<MutationOutcome<never>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const activate = useCallback(async () => outcomeOf((await commit({ variables: {} })).activatePhotoLibrary, []), [commit]);
  return [activate, isInFlight];
}
