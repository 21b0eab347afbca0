import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ExperimentName, useRecordExperimentExposureMutation as Mutation } from '../../../__generated__/useRecordExperimentExposureMutation.graphql';
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

/** Records that the customer was shown their variant of an experiment; resolves true when recorded. */
export function useRecordExperimentExposureMutation(): (name: ExperimentName) => Promise<boolean> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (name: ExperimentName) => (await commit({ variables: { input: { name } } })).recordExperimentExposure.exposure !== null,
    [commit],
  );
}
