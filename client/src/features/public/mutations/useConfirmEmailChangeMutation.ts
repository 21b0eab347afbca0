import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useConfirmEmailChangeMutation as Mutation } from '../../../__generated__/useConfirmEmailChangeMutation.graphql';
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

/**
 * Confirms an e-mail change from its link's token (no sign-in needed): true once the sign-in e-mail has changed,
 * false when refused (unknown, used, expired or another customer's token; the address taken meanwhile). Rejects
 * only on the unexpected (network, service down).
 */
export function useConfirmEmailChangeMutation(): [(token: string) => Promise<boolean>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const confirm = useCallback(
    async (token: string) => {
      const { confirmEmailChange: payload } = await commit({ variables: { input: { token } } });
      return !payload.error && payload.email !== null;
    },
    [commit],
  );
  return [confirm, isInFlight];
}
