import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useConfirmSubscriptionMutation as Mutation } from '../../../__generated__/useConfirmSubscriptionMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useConfirmSubscriptionMutation($input: ConfirmSubscriptionInput!) {
    confirmSubscription(input: $input) {
      subscribed
      error {
        reason
      }
    }
  }
`;

/**
 * Confirms a newsletter subscription from its double opt-in link (e-mail and token; no sign-in needed): done once
 * subscribed, refused for an unknown, tampered, expired or another address's token. Rejects only on the unexpected.
 */
export function useConfirmSubscriptionMutation(): [
  (email: string, token: string) => Promise<MutationOutcome<'INVALID_CONFIRMATION_TOKEN'>>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const confirm = useCallback(
    async (email: string, token: string) => {
      const { confirmSubscription: payload } = await commit({ variables: { input: { email, token } } });
      return outcomeOf(payload, ['INVALID_CONFIRMATION_TOKEN']);
    },
    [commit],
  );
  return [confirm, isInFlight];
}
