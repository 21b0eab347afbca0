import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdatePersonalDetailsMutation as Mutation } from '../../../__generated__/useUpdatePersonalDetailsMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdatePersonalDetailsMutation($input: UpdatePersonalDetailsInput!) {
    updatePersonalDetails(input: $input) {
      viewer {
        id
        firstName
        lastName
        name
      }
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

export type PersonalDetailsFailure = 'INVALID_INPUT';

/** Changes the customer's first and last name (the shell's greeting and the settings show the new ones). */
export function useUpdatePersonalDetailsMutation(): (input: { firstName: string; lastName: string }) => Promise<MutationOutcome<PersonalDetailsFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (input) => {
      const { updatePersonalDetails: payload } = await commit({ variables: { input } });
      return outcomeOf(payload, ['INVALID_INPUT']);
    },
    [commit],
  );
}
