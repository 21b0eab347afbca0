import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateCompanyDetailsMutation as Mutation } from '../../../__generated__/useUpdateCompanyDetailsMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateCompanyDetailsMutation($input: UpdateCompanyDetailsInput!) {
    updateCompanyDetails(input: $input) {
      viewer {
        id
        businessAccountStatus
        ...CompanyDetailsCard_viewer
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

/** INVALID_INPUT: see the field errors (`companyName`, `vatNumber`); FORBIDDEN: not a business customer. */
export type CompanyDetailsFailure = 'INVALID_INPUT' | 'FORBIDDEN';

/**
 * Changes the company name and VAT number. The payload reads the viewer's account status again: completing the
 * details of a Default account makes it New, and the shell's banner says so at once.
 */
export function useUpdateCompanyDetailsMutation(): (input: {
  companyName: string;
  vatNumber: string;
}) => Promise<MutationOutcome<CompanyDetailsFailure>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (input) => {
      const { updateCompanyDetails: payload } = await commit({ variables: { input } });
      return outcomeOf(payload, ['INVALID_INPUT', 'FORBIDDEN']);
    },
    [commit],
  );
}
