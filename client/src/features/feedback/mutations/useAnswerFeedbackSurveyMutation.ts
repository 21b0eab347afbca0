import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAnswerFeedbackSurveyMutation as Mutation } from '../../../__generated__/useAnswerFeedbackSurveyMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useAnswerFeedbackSurveyMutation($input: AnswerFeedbackSurveyInput!) {
    answerFeedbackSurvey(input: $input) {
      survey {
        id
        offered
        reason
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

/**
 * Why an answer was refused: a field (INVALID_INPUT: `rating` or `comment`), no analytics consent, or the survey is
 * not offered (any more: answered or dismissed before, so it is closed either way).
 */
export type AnswerFailure = 'INVALID_INPUT' | 'ANALYTICS_CONSENT_REQUIRED' | 'SURVEY_NOT_OFFERED';

/**
 * Sends the customer's answer. The payload's survey (same id) updates every screen showing it: not offered any more.
 * Rejects when it failed unexpectedly.
 */
export function useAnswerFeedbackSurveyMutation(): [
  (locale: string, rating: number, comment: string) => Promise<MutationOutcome<AnswerFailure>>,
  boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const answer = useCallback(
    async (locale: string, rating: number, comment: string) => {
      const { answerFeedbackSurvey: payload } = await commit({
        variables: { input: { locale, rating, comment: comment.trim() ? comment : null } },
      });
      return outcomeOf(payload, ['INVALID_INPUT', 'ANALYTICS_CONSENT_REQUIRED', 'SURVEY_NOT_OFFERED']);
    },
    [commit],
  );
  return [answer, isInFlight];
}
