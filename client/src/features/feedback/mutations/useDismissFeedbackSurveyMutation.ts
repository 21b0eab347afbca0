import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDismissFeedbackSurveyMutation as Mutation } from '../../../__generated__/useDismissFeedbackSurveyMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDismissFeedbackSurveyMutation($input: DismissFeedbackSurveyInput!) {
    dismissFeedbackSurvey(input: $input) {
      survey {
        id
        offered
        reason
      }
      error {
        reason
      }
    }
  }
`;

/**
 * Declines the survey ('No thanks'): it is not offered again, and the payload's survey (same id) updates every screen
 * showing it. Resolves true when the survey is closed (declined now or answered before), false when refused (no
 * analytics consent); rejects when it failed unexpectedly.
 */
export function useDismissFeedbackSurveyMutation(): [(locale: string) => Promise<boolean>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const dismiss = useCallback(
    async (locale: string) => {
      const { dismissFeedbackSurvey: payload } = await commit({ variables: { input: { locale } } });
      return !payload.error || payload.error.reason === 'SURVEY_NOT_OFFERED';
    },
    [commit],
  );
  return [dismiss, isInFlight];
}
