import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useConfirmAccountDeletionMutation as Mutation } from '../../../__generated__/useConfirmAccountDeletionMutation.graphql';
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
 * Confirms an account deletion from its link's token (no sign-in needed): true once the account is deleted, false
 * when refused (unknown, used, expired or another customer's token). Rejects only on the unexpected.
 */
export function useConfirmAccountDeletionMutation(): [(token: string) => Promise<boolean>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const confirm = useCallback(
    async (token: string) => {
      const { confirmAccountDeletion: payload } = await commit({ variables: { input: { token } } });
      return !payload.error && payload.deleted;
    },
    [commit],
  );
  return [confirm, isInFlight];
}
