import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteOnlineVersionMutation as Mutation } from '../../../__generated__/useDeleteOnlineVersionMutation.graphql';
import { useBrand } from '../../../brand/BrandContext';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteOnlineVersionMutation($input: DeleteOnlineVersionInput!, $channel: String!) {
    deleteOnlineVersion(input: $input) {
      photoBook {
        id
        ...PhotoBookSummary_photoBook
        ...PhotoBookShare_photoBook
        ...PhotoBookGallery_photoBook @arguments(channel: $channel)
      }
      error {
        reason
      }
    }
  }
`;

/**
 * Takes down the online version of a photo book: the book (on its page and in the list) then shows 'Request online
 * version' again, without its share form and gallery entry. Refused with NOT_FOUND: not the customer's photo book, or
 * it has no online version (any more); FORBIDDEN: a business customer.
 */
export function useDeleteOnlineVersionMutation(): [(photoBookId: string) => Promise<MutationOutcome<'NOT_FOUND' | 'FORBIDDEN'>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const { channel } = useBrand();
  const remove = useCallback(
    async (photoBookId: string) => {
      const { deleteOnlineVersion: payload } = await commit({ variables: { input: { photoBookId }, channel } });
      return outcomeOf(payload, ['NOT_FOUND', 'FORBIDDEN']);
    },
    [commit, channel],
  );
  return [remove, isInFlight];
}
