import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useAnswerFeedbackSurveyMutation as Mutation } from '../../../__generated__/useAnswerFeedbackSurveyMutation.graphql';
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
      }
    }
  }
`;

/** How an answer ended: sent (or answered before: the survey is closed either way), or refused for a field. */
export type AnswerResult = 'SENT' | 'INVALID_RATING' | 'INVALID_COMMENT' | 'REFUSED';

/**
 * Sends the customer's answer. The payload's survey (same id) updates every screen showing it: not offered any more.
 * Resolves what the screen shows next; rejects when it failed unexpectedly.
 */
export function useAnswerFeedbackSurveyMutation(): [(locale: string, rating: number, comment: string) => Promise<AnswerResult>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<Mutation>(mutation);
  const answer = useCallback(
    async (locale: string, rating: number, comment: string) => {
      const { answerFeedbackSurvey: payload } = await commit({
        variables: { input: { locale, rating, comment: comment.trim() ? comment : null } },
      });
      const reason = payload.error?.reason;
      if (!reason || reason === 'SURVEY_NOT_OFFERED') return 'SENT';
      if (reason !== 'INVALID_INPUT') return 'REFUSED';
      return payload.fieldErrors.some((e) => e.field === 'rating') ? 'INVALID_RATING' : 'INVALID_COMMENT';
    },
    [commit],
  );
  return [answer, isInFlight];
}
