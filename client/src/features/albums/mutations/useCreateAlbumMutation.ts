import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateAlbumMutation as Mutation } from '../../../__generated__/useCreateAlbumMutation.graphql';
import { copyLibraryToViewer } from '../../photos/mutations/copyLibraryToViewer';
import type { AlbumNameErrorCode } from '../name/albumName';

const mutation = graphql`
  mutation useCreateAlbumMutation($input: CreateAlbumInput!, $connections: [ID!]!) {
    createAlbum(input: $input) {
      album {
        id
        name
      }
      albumEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...AlbumCard_album
        }
      }
      nameError {
        code
      }
      photoLibrary {
        photosCount
        albumsCount
      }
    }
  }
`;

export type CreateAlbumResult = { albumId: string; name: string } | { nameError: AlbumNameErrorCode };

/** Creates an album; the new album is put first in the albums list and the counts are refreshed. */
export function useCreateAlbumMutation(): [(name: string, connections: readonly string[]) => Promise<CreateAlbumResult>, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = useCallback(
    (name: string, connections: readonly string[]) =>
      new Promise<CreateAlbumResult>((resolve, reject) => {
        commit({
          variables: { input: { name }, connections: [...connections] },
          updater: (store) => copyLibraryToViewer(store, 'createAlbum'),
          onCompleted: (response, errors) => {
            const payload = response?.createAlbum;
            if (payload?.nameError && (payload.nameError.code === 'REQUIRED' || payload.nameError.code === 'INVALID')) {
              resolve({ nameError: payload.nameError.code });
            } else if (payload?.album) resolve({ albumId: payload.album.id, name: payload.album.name });
            else reject(new Error(errors?.map((e) => e.message).join('; ') || 'createAlbum failed'));
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight];
}
