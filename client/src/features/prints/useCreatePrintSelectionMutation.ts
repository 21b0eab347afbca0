import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreatePrintSelectionMutation as Mutation } from '../../__generated__/useCreatePrintSelectionMutation.graphql';
import { useBrand } from '../../brand/BrandContext';
import { outcomeOf, type MutationOutcome } from '../../relay/mutationOutcome';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreatePrintSelectionMutation($input: CreatePrintSelectionInput!) {
    createPrintSelection(input: $input) {
      editorUrl
      error {
        reason
      }
    }
  }
`;

export interface CreatePrintSelectionArgs {
  /** Global ids of the photos to print. */
  photoIds: readonly string[];
  /** The album they were chosen in, if any. */
  albumId?: string;
}

/** Why a selection was refused: too many photos, a shared album, photos or an album not the customer's. */
export type PrintSelectionFailure = 'PRINT_LIMIT' | 'SHARED_ALBUM_READ_ONLY' | 'NOT_FOUND';

/**
 * Stores the chosen photos as a temporary selection: done with the prints editor URL. The channel is the brand site's
 * sales channel.
 */
export function useCreatePrintSelectionMutation(): [
  (args: CreatePrintSelectionArgs) => Promise<MutationOutcome<PrintSelectionFailure, { editorUrl: string }>>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const { channel } = useBrand();
  const createPrintSelection = useCallback(
    async ({ photoIds, albumId }: CreatePrintSelectionArgs) => {
      const { createPrintSelection: payload } = await commit({
        variables: { input: { photoIds: [...photoIds], channel, ...(albumId ? { albumId } : {}) } },
      });
      return outcomeOf(payload, ['PRINT_LIMIT', 'SHARED_ALBUM_READ_ONLY', 'NOT_FOUND'], { editorUrl: payload.editorUrl });
    },
    [commit, channel],
  );
  return [createPrintSelection, isInFlight];
}
