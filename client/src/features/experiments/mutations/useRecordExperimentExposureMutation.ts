import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ExperimentName, useRecordExperimentExposureMutation as Mutation } from '../../../__generated__/useRecordExperimentExposureMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRecordExperimentExposureMutation($input: RecordExperimentExposureInput!) {
    recordExperimentExposure(input: $input) {
      exposure {
        variant
      }
      error {
        reason
      }
    }
  }
`;

/**
 * Records that the customer was shown their variant of an experiment; refused without analytics consent
 * (ANALYTICS_CONSENT_REQUIRED: nothing recorded).
 */
export function useRecordExperimentExposureMutation(): (name: ExperimentName) => Promise<MutationOutcome<'ANALYTICS_CONSENT_REQUIRED'>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (name: ExperimentName) => {
      const { recordExperimentExposure: payload } = await commit({ variables: { input: { name } } });
      return outcomeOf(payload, ['ANALYTICS_CONSENT_REQUIRED']);
    },
    [commit],
  );
}
