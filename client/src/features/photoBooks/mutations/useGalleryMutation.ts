import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { useBrand } from '../../../brand/BrandContext';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { outcomeOf } from '../../settings/mutations/outcome';
import type { RequestOutcome } from '../../settings/requestState';

/** Why the gallery refused a change (anything else it answers counts as REFUSED). */
export type GalleryFailure = 'INVALID_INPUT' | 'GALLERY_ENTRY_EXISTS' | 'ONLINE_VERSION_NOT_READY' | 'ORDER_BLOCKED' | 'NOT_FOUND' | 'REFUSED';

const REASONS: readonly GalleryFailure[] = ['INVALID_INPUT', 'GALLERY_ENTRY_EXISTS', 'ONLINE_VERSION_NOT_READY', 'ORDER_BLOCKED', 'NOT_FOUND'];

type GalleryPayload = Parameters<typeof outcomeOf>[0];

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
  payloadOf: (response: T['response']) => GalleryPayload,
): (input: Omit<T['variables']['input'], 'channel'>) => Promise<RequestOutcome<GalleryFailure>> {
  const [commit] = usePromiseMutation<T>(mutation);
  const { channel } = useBrand();
  return useCallback(
    async (input) => {
      const variables = { input: { ...input, channel }, channel } as T['variables'];
      return outcomeOf<GalleryFailure>(payloadOf(await commit({ variables })), REASONS, 'REFUSED');
    },
    [commit, channel, payloadOf],
  );
}
