import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDismissFeedbackSurveyMutation as Mutation } from '../../../__generated__/useDismissFeedbackSurveyMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
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

/** Why a dismissal was refused: no analytics consent, or the survey is not offered (any more: closed either way). */
export type DismissFailure = 'ANALYTICS_CONSENT_REQUIRED' | 'SURVEY_NOT_OFFERED';

/**
 * Declines the survey ('No thanks'): it is not offered again, and the payload's survey (same id) updates every screen
 * showing it. Rejects when it failed unexpectedly.
 */
export function useDismissFeedbackSurveyMutation(): [(locale: string) => Promise<MutationOutcome<DismissFailure>>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const dismiss = useCallback(
    async (locale: string) => {
      const { dismissFeedbackSurvey: payload } = await commit({ variables: { input: { locale } } });
      return outcomeOf(payload, ['ANALYTICS_CONSENT_REQUIRED', 'SURVEY_NOT_OFFERED']);
    },
    [commit],
  );
  return [dismiss, isInFlight];
}
