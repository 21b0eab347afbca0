import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRequestOnlineVersionMutation as Mutation } from '../../../__generated__/useRequestOnlineVersionMutation.graphql';
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
 * 'View online version'). Resolves false when refused (not the customer's, or not a photo book).
 */
export function useRequestOnlineVersionMutation(): [(productId: string) => Promise<boolean>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const request = useCallback(
    async (productId: string) => {
      const { requestOnlineVersion: payload } = await commit({ variables: { input: { productId } } });
      return payload.product != null;
    },
    [commit],
  );
  return [request, isInFlight];
}
