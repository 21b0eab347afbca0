import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useReorderMutation as Mutation } from '../../../__generated__/useReorderMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useReorderMutation($input: ReorderInput!) {
    reorder(input: $input) {
      shopUrl
      error {
        reason
      }
    }
  }
`;

/** The shop URL of the new basket, or refused (the order cannot be ordered again, or is not the customer's). */
export type ReorderResult = { shopUrl: string } | { refused: true };

/** Puts an order's products into a new shop basket. */
export function useReorderMutation(): [(orderId: string) => Promise<ReorderResult>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const reorder = useCallback(
    async (orderId: string): Promise<ReorderResult> => {
      const { reorder: payload } = await commit({ variables: { input: { orderId } } });
      return payload.shopUrl ? { shopUrl: payload.shopUrl } : { refused: true };
    },
    [commit],
  );
  return [reorder, isInFlight];
}
