import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useConfirmEmailChangeMutation as Mutation } from '../../../__generated__/useConfirmEmailChangeMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useConfirmEmailChangeMutation($input: ConfirmationInput!) {
    confirmEmailChange(input: $input) {
      email
      error {
        reason
      }
    }
  }
`;

/** Why a confirmation was refused: an unknown, used, expired or another customer's token; the address taken meanwhile. */
export type ConfirmEmailChangeFailure = 'INVALID_CONFIRMATION_TOKEN' | 'EMAIL_IN_USE';

/**
 * Confirms an e-mail change from its link's token (no sign-in needed): done once the sign-in e-mail has changed.
 * Rejects only on the unexpected (network, service down).
 */
export function useConfirmEmailChangeMutation(): [(token: string) => Promise<MutationOutcome<ConfirmEmailChangeFailure>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const confirm = useCallback(
    async (token: string) => {
      const { confirmEmailChange: payload } = await commit({ variables: { input: { token } } });
      return outcomeOf(payload, ['INVALID_CONFIRMATION_TOKEN', 'EMAIL_IN_USE']);
    },
    [commit],
  );
  return [confirm, isInFlight];
}
