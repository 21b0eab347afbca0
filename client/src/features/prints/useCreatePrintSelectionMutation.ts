import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreatePrintSelectionMutation as Mutation } from '../../__generated__/useCreatePrintSelectionMutation.graphql';
import { useBrand } from '../../brand/BrandContext';
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

/**
 * Stores the chosen photos as a temporary selection and resolves with the prints editor URL, or null when the
 * selection was refused (too many photos, a shared album, photos or an album not the customer's). The channel is
 * the brand site's sales channel.
 */
export function useCreatePrintSelectionMutation(): [(args: CreatePrintSelectionArgs) => Promise<string | null>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const { channel } = useBrand();
  const createPrintSelection = useCallback(
    async ({ photoIds, albumId }: CreatePrintSelectionArgs) => {
      const { createPrintSelection: payload } = await commit({
        variables: { input: { photoIds: [...photoIds], channel, ...(albumId ? { albumId } : {}) } },
      });
      return payload.editorUrl ?? null;
    },
    [commit, channel],
  );
  return [createPrintSelection, isInFlight];
}
