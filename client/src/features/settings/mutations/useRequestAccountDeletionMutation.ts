import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRequestAccountDeletionMutation as Mutation } from '../../../__generated__/useRequestAccountDeletionMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRequestAccountDeletionMutation($input: RequestAccountDeletionInput!) {
    requestAccountDeletion(input: $input) {
      expiresAt
      error {
        reason
      }
    }
  }
`;

export type AccountDeletionFailure = 'TOO_MANY_REQUESTS';

/** E-mails the customer a link that deletes the account once opened. */
export function useRequestAccountDeletionMutation(): (channel: string) => Promise<MutationOutcome<AccountDeletionFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (channel) => {
      const { requestAccountDeletion: payload } = await commit({ variables: { input: { channel } } });
      return outcomeOf(payload, ['TOO_MANY_REQUESTS']);
    },
    [commit],
  );
}
