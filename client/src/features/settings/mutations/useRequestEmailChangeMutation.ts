import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRequestEmailChangeMutation as Mutation } from '../../../__generated__/useRequestEmailChangeMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRequestEmailChangeMutation($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      email
      error {
        reason
      }
      fieldErrors {
        field
        message
      }
    }
  }
`;

/** Spec §8: 409 → the address is in use, 429 → too many requests; INVALID_INPUT → not an e-mail address. */
export type EmailChangeFailure = 'INVALID_INPUT' | 'EMAIL_IN_USE' | 'TOO_MANY_REQUESTS';

/** E-mails a confirmation link to the new address (the sign-in e-mail changes once it is opened). */
export function useRequestEmailChangeMutation(): (email: string, channel: string) => Promise<MutationOutcome<EmailChangeFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (email, channel) => {
      const { requestEmailChange: payload } = await commit({ variables: { input: { email, channel } } });
      return outcomeOf(payload, ['INVALID_INPUT', 'EMAIL_IN_USE', 'TOO_MANY_REQUESTS']);
    },
    [commit],
  );
}
