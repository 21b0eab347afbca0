import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateAlbumMutation as Mutation } from '../../../__generated__/useCreateAlbumMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

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

/** The new album, or its name refused (INVALID_INPUT on `name`). */
export type CreateAlbumOutcome = MutationOutcome<'INVALID_INPUT', { albumId: string; name: string }>;

/**
 * Creates an album: it is put first in the albums lists given (`connections`) and the library's album count is
 * updated where it is shown (the payload's `photoLibrary` is the viewer's, by id).
 */
export function useCreateAlbumMutation(): [(name: string, connections: readonly string[]) => Promise<CreateAlbumOutcome>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const createAlbum = useCallback(
    async (name: string, connections: readonly string[]): Promise<CreateAlbumOutcome> => {
      const { createAlbum: payload } = await commit({ variables: { input: { name }, connections: [...connections] } });
      return outcomeOf(payload, ['INVALID_INPUT'], { albumId: payload.album?.id, name: payload.album?.name });
    },
    [commit],
  );
  return [createAlbum, isInFlight];
}
