import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRefreshEVoucherMutation as Mutation } from '../../../__generated__/useRefreshEVoucherMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRefreshEVoucherMutation($input: RefreshEVoucherInput!) {
    refreshEVoucher(input: $input) {
      product {
        id
        ...EVoucherInfo_product
      }
      error {
        reason
      }
    }
  }
`;

/**
 * Reads a gift e-voucher afresh by its product code; the product then shows its code once the payment has arrived.
 * Refused with NOT_FOUND: not the customer's, or not an e-voucher.
 */
export function useRefreshEVoucherMutation(): [(productId: string) => Promise<MutationOutcome<'NOT_FOUND'>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const refresh = useCallback(
    async (productId: string) => {
      const { refreshEVoucher: payload } = await commit({ variables: { input: { productId } } });
      return outcomeOf(payload, ['NOT_FOUND']);
    },
    [commit],
  );
  return [refresh, isInFlight];
}
