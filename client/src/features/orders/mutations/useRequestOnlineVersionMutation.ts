import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRequestOnlineVersionMutation as Mutation } from '../../../__generated__/useRequestOnlineVersionMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRequestOnlineVersionMutation($input: RequestOnlineVersionInput!) {
    requestOnlineVersion(input: $input) {
      product {
        id
        ...OnlineVersionPanel_product
      }
      error {
        reason
      }
    }
  }
`;

/**
 * Requests the online version of an ordered photo book; the product then shows 'Online version is requested' (or
 * 'View online version'). Refused with NOT_FOUND: not the customer's, or not a photo book.
 */
export function useRequestOnlineVersionMutation(): [(productId: string) => Promise<MutationOutcome<'NOT_FOUND'>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const request = useCallback(
    async (productId: string) => {
      const { requestOnlineVersion: payload } = await commit({ variables: { input: { productId } } });
      return outcomeOf(payload, ['NOT_FOUND']);
    },
    [commit],
  );
  return [request, isInFlight];
}
