import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useConfirmAccountDeletionMutation as Mutation } from '../../../__generated__/useConfirmAccountDeletionMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useConfirmAccountDeletionMutation($input: ConfirmationInput!) {
    confirmAccountDeletion(input: $input) {
      deleted
      error {
        reason
      }
    }
  }
`;

/**
 * Confirms an account deletion from its link's token (no sign-in needed): done once the account is deleted, refused
 * for an unknown, used, expired or another customer's token. Rejects only on the unexpected.
 */
export function useConfirmAccountDeletionMutation(): [(token: string) => Promise<MutationOutcome<'INVALID_CONFIRMATION_TOKEN'>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const confirm = useCallback(
    async (token: string) => {
      const { confirmAccountDeletion: payload } = await commit({ variables: { input: { token } } });
      return outcomeOf(payload, ['INVALID_CONFIRMATION_TOKEN']);
    },
    [commit],
  );
  return [confirm, isInFlight];
}
