import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreatePrintSelectionMutation as Mutation } from '../../__generated__/useCreatePrintSelectionMutation.graphql';
import { useBrand } from '../../brand/BrandContext';

const mutation = graphql`
  mutation useCreatePrintSelectionMutation($input: CreatePrintSelectionInput!) {
    createPrintSelection(input: $input) {
      tempSelectionId
      editorUrl
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
 * Stores the chosen photos as a temporary selection and resolves with the prints editor URL. The channel is the
 * brand site's vendor. Rejects on a network or GraphQL error (e.g. SHARED_ALBUM_READ_ONLY).
 */
export function useCreatePrintSelectionMutation(): [(args: CreatePrintSelectionArgs) => Promise<string>, boolean] {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const { vendor } = useBrand();
  const run = useCallback(
    ({ photoIds, albumId }: CreatePrintSelectionArgs) =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: { input: { photoIds: [...photoIds], channel: vendor, ...(albumId ? { albumId } : {}) } },
          onCompleted: (response, errors) => {
            const url = response?.createPrintSelection?.editorUrl;
            if (errors?.length || !url) reject(new Error(errors?.map((e) => e.message).join('; ') || 'No editor URL'));
            else resolve(url);
          },
          onError: reject,
        });
      }),
    [commit, vendor],
  );
  return [run, isInFlight];
}
