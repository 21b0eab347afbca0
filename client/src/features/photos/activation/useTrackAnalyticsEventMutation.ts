import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { AnalyticsEvent, useTrackAnalyticsEventMutation as Mutation } from '../../../__generated__/useTrackAnalyticsEventMutation.graphql';
import { outcomeOf, type MutationOutcome } from '../../../relay/mutationOutcome';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useTrackAnalyticsEventMutation($input: TrackAnalyticsEventInput!) {
    trackAnalyticsEvent(input: $input) {
      trackedAt
      error {
        reason
      }
    }
  }
`;

/**
 * Tracks an event of the customer's product use (spec §4: 'import finished'); the gateway sends it to the testing tool
 * only with analytics consent, else refuses it (ANALYTICS_CONSENT_REQUIRED: nothing sent).
 */
export function useTrackAnalyticsEventMutation(): (event: AnalyticsEvent) => Promise<MutationOutcome<'ANALYTICS_CONSENT_REQUIRED'>> {
  const [commit] = usePromiseMutation<Mutation>(mutation);
  return useCallback(
    async (event: AnalyticsEvent) => {
      const { trackAnalyticsEvent: payload } = await commit({ variables: { input: { event } } });
      return outcomeOf(payload, ['ANALYTICS_CONSENT_REQUIRED']);
    },
    [commit],
  );
}
