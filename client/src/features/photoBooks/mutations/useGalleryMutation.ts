import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { useBrand } from '../../../brand/BrandContext';
import { outcomeOf, type MutationOutcome, type MutationPayload } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Why the gallery refused a change (FORBIDDEN: a business customer). */
export type GalleryFailure = 'INVALID_INPUT' | 'GALLERY_ENTRY_EXISTS' | 'ONLINE_VERSION_NOT_READY' | 'ORDER_BLOCKED' | 'NOT_FOUND' | 'FORBIDDEN';

const REASONS: readonly GalleryFailure[] = ['INVALID_INPUT', 'GALLERY_ENTRY_EXISTS', 'ONLINE_VERSION_NOT_READY', 'ORDER_BLOCKED', 'NOT_FOUND', 'FORBIDDEN'];

/** A gallery mutation: its input (the channel set here), and `$channel` for the photo book's entry it reads back. */
interface GalleryMutation extends MutationParameters {
  variables: { input: { channel: string }; channel: string };
}

/**
 * One gallery mutation (each in its own file) as a request on this brand site's channel: resolves with its outcome,
 * refused categories as field errors (`categoryCodes`) with the service's message; rejects only on the unexpected.
 * `payloadOf` picks the mutation's payload from its response (a module-level function).
 */
export function useGalleryMutation<T extends GalleryMutation>(
  mutation: GraphQLTaggedNode,
  payloadOf: (response: T['response']) => MutationPayload,
): (input: Omit<T['variables']['input'], 'channel'>) => Promise<MutationOutcome<GalleryFailure>> {
  const [commit] = usePromiseMutation<T>(mutation);
  const { channel } = useBrand();
  return useCallback(
    async (input) => {
      const variables = { input: { ...input, channel }, channel } as T['variables'];
      return outcomeOf(payloadOf(await commit({ variables })), REASONS);
    },
    [commit, channel, payloadOf],
  );
}
