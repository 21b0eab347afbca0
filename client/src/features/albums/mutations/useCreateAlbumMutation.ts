import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateAlbumMutation as Mutation } from '../../../__generated__/useCreateAlbumMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { refusedNameCode, type AlbumNameErrorCode } from '../name/albumName';

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
      error {
        reason
      }
      photoLibrary {
        id
        albumsCount
      }
    }
  }
`;

export type CreateAlbumResult = { albumId: string; name: string } | { nameError: AlbumNameErrorCode };

/**
 * Creates an album: it is put first in the albums lists given (`connections`) and the library's album count is
 * updated where it is shown (the payload's `photoLibrary` is the viewer's, by id). A refused name is a result.
 */
export function useCreateAlbumMutation(): [(name: string, connections: readonly string[]) => Promise<CreateAlbumResult>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const createAlbum = useCallback(
    async (name: string, connections: readonly string[]): Promise<CreateAlbumResult> => {
      const { createAlbum: payload } = await commit({ variables: { input: { name }, connections: [...connections] } });
      if (payload.error?.reason === 'INVALID_INPUT') return { nameError: refusedNameCode(name) };
      if (!payload.album) throw new Error('createAlbum answered neither an album nor a name error');
      return { albumId: payload.album.id, name: payload.album.name };
    },
    [commit],
  );
  return [createAlbum, isInFlight];
}
