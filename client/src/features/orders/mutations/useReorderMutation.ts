import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useReorderMutation as Mutation } from '../../../__generated__/useReorderMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
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

/** The order cannot be ordered again (e.g. cancelled), or is not the customer's. */
export type ReorderFailure = 'REORDER_UNAVAILABLE' | 'NOT_FOUND';

/** Puts an order's products into a new shop basket: done with the basket's shop URL. */
export function useReorderMutation(): [(orderId: string) => Promise<MutationOutcome<ReorderFailure, { shopUrl: string }>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const reorder = useCallback(
    async (orderId: string) => {
      const { reorder: payload } = await commit({ variables: { input: { orderId } } });
      return outcomeOf(payload, ['REORDER_UNAVAILABLE', 'NOT_FOUND'], { shopUrl: payload.shopUrl });
    },
    [commit],
  );
  return [reorder, isInFlight];
}
