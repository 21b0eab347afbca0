import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRenameAlbumMutation as Mutation } from '../../../__generated__/useRenameAlbumMutation.graphql';
import type { AlbumNameErrorCode } from '../name/albumName';

const mutation = graphql`
  mutation useRenameAlbumMutation($input: RenameAlbumInput!) {
    renameAlbum(input: $input) {
      album {
        id
        name
      }
      nameError {
        code
      }
    }
  }
`;

export type RenameAlbumResult = { ok: true } | { nameError: AlbumNameErrorCode };

/** Renames an album; the new name shows at once (optimistic) and is rolled back when refused or failed. */
export function useRenameAlbumMutation(): [(albumId: string, name: string) => Promise<RenameAlbumResult>, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = useCallback(
    (albumId: string, name: string) =>
      new Promise<RenameAlbumResult>((resolve, reject) => {
        commit({
          variables: { input: { albumId, name } },
          optimisticResponse: { renameAlbum: { album: { id: albumId, name }, nameError: null } },
          onCompleted: (response, errors) => {
            const payload = response?.renameAlbum;
            const code = payload?.nameError?.code;
            if (code === 'REQUIRED' || code === 'INVALID') resolve({ nameError: code });
            else if (payload?.album) resolve({ ok: true });
            else reject(new Error(errors?.map((e) => e.message).join('; ') || 'renameAlbum failed'));
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
