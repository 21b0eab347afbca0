import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRenameAlbumMutation as Mutation } from '../../../__generated__/useRenameAlbumMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRenameAlbumMutation($input: RenameAlbumInput!) {
    renameAlbum(input: $input) {
      album {
        id
        name
      }
      error {
        reason
      }
    }
  }
`;

/** Renamed; or the name was refused (INVALID_INPUT, shown on the field), or the album (NOT_FOUND: nothing renamed). */
export type RenameAlbumOutcome = MutationOutcome<'INVALID_INPUT' | 'NOT_FOUND'>;

/** Renames an album; the new name shows at once (optimistic) and is rolled back when refused or failed. */
export function useRenameAlbumMutation(): [(albumId: string, name: string) => Promise<RenameAlbumOutcome>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const renameAlbum = useCallback(
    async (albumId: string, name: string): Promise<RenameAlbumOutcome> => {
      const { renameAlbum: payload } = await commit({
        variables: { input: { albumId, name } },
        optimisticResponse: { renameAlbum: { album: { id: albumId, name }, error: null } },
      });
      return outcomeOf(payload, ['INVALID_INPUT', 'NOT_FOUND']);
    },
    [commit],
  );
  return [renameAlbum, isInFlight];
}
