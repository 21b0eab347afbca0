import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRenameAlbumMutation as Mutation } from '../../../__generated__/useRenameAlbumMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { refusedNameCode, type AlbumNameErrorCode } from '../name/albumName';

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

/** Renamed; the name was refused (shown on the field); or the album was refused (not found: nothing renamed). */
export type RenameAlbumResult = { ok: true } | { nameError: AlbumNameErrorCode } | { refused: true };

/** Renames an album; the new name shows at once (optimistic) and is rolled back when refused or failed. */
export function useRenameAlbumMutation(): [(albumId: string, name: string) => Promise<RenameAlbumResult>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const renameAlbum = useCallback(
    async (albumId: string, name: string): Promise<RenameAlbumResult> => {
      const { renameAlbum: payload } = await commit({
        variables: { input: { albumId, name } },
        optimisticResponse: { renameAlbum: { album: { id: albumId, name }, error: null } },
      });
      if (payload.error?.reason === 'INVALID_INPUT') return { nameError: refusedNameCode(name) };
      return payload.album ? { ok: true } : { refused: true };
    },
    [commit],
  );
  return [renameAlbum, isInFlight];
}
